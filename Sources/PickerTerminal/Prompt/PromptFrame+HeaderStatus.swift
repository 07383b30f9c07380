/// A header that follows the choice: the pickers whose header line reports what is chosen so
/// far (`pick dates`' count, `pick range`'s span) show it after the header they were given, and
/// keep that given header when the session writes the frame back.
extension PromptFrame {
    /// The frame with `status` after its header, `Trip · 3 days`, or `status` alone without one.
    func withHeaderStatus(_ status: String) -> PromptFrame {
        var shown = self
        shown.header = header.map { "\($0) · \(status)" } ?? status
        return shown
    }

    /// Takes `written` (the session's area and the like) but keeps this frame's own header, so
    /// the status shown by `withHeaderStatus(_:)` never becomes part of it.
    mutating func adoptKeepingHeader(_ written: PromptFrame) {
        let given = header
        self = written
        header = given
    }
}
