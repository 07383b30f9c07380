/// How typed words select lines when a list is filtered (Behaviour 5.3).
///
/// ```swift
/// FilterMode(rawValue: "fuzzy")   // .fuzzy
/// ```
public enum FilterMode: String, CaseIterable, Equatable, Sendable {
    /// Every typed word appears in the line, in any order, each as it was typed (ignoring case
    /// and diacritics); the lines keep their order.
    case exact
    /// Every typed word's characters appear in the line in that order, not necessarily next to
    /// each other; the lines are ranked by how well they match, as fzf ranks them.
    case fuzzy
}
