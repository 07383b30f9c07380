import PickerCore

extension DateTerminalPicker {
    /// What a screen reader says for the textual field (SPEC 2.12): the focused segment's name
    /// in the locale, what it shows, and the field's keys from its key table; past the last
    /// segment, how the prompt ends.
    ///
    /// ```swift
    /// // en_US date field, month focused:
    /// // "Month, 11, adjustable. Up or Down arrow to adjust the value; type digits or the first
    /// //  letters to enter it; Left or Right arrow or Tab for another part."
    /// ```
    var fieldAnnouncement: String {
        guard let field = editors.field else { return spokenName }
        guard let segment = field.focusedSegment else {
            return "\(spokenName), \(spokenValue). " + keyBindings.spokenEnding
        }
        let hints = editorKeyBindings.spokenPartHints
        return "\(field.label(ofSegment: segment)), \(field.text(ofSegment: segment)), adjustable."
            + (hints.isEmpty ? "" : " " + hints.joined(separator: "; ") + ".")
    }
}
