/// How the watch styles show one component of items (Behaviour 4): `pick choose --style`.
///
/// ```swift
/// WatchStyle(rawValue: "stack")   // .stack
/// WatchStyle.sequence.showsIndicatorByDefault   // true: nothing else shows the count
/// ```
public enum WatchStyle: String, CaseIterable, Equatable, Sendable {
    /// A scrolling list, the neighbours in sight, an index strip when long (Behaviour 4.1, 1.14).
    case list
    /// Cards stacked in depth, the selected one on top (Behaviour 4.2).
    case stack
    /// One card at a time, no animation (Behaviour 4.3).
    case sequence
    /// A one-line button with the value, opening the list (Behaviour 4.6).
    case link

    /// Whether the scroll indicator shows without `--indicator`: where one item at a time is
    /// all that is in sight, the count is not obvious (Behaviour 4.4).
    public var showsIndicatorByDefault: Bool { self == .stack || self == .sequence }
}
