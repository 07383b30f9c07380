/// How `pick image` lays out its cards (SPEC 4.1–4.3).
///
/// ```swift
/// ImageBrowserStyle(rawValue: "sequence")   // .sequence
/// ```
public enum ImageBrowserStyle: String, Equatable, Sendable, CaseIterable {
    /// The selected card on top and whole, the next ones peeking out below it.
    case stack
    /// One card filling the body.
    case sequence
    /// A scrolling list of small pictures with their captions, the selected one marked.
    case list
}
