import PickerCore

extension DateTerminalPicker {
    /// What a screen reader says for the textual field (Behaviour 2.12): the focused segment's name
    /// in the locale, its value as the wheels speak the same component ("November 2026", "2
    /// PM"; what it shows while cleared or typed into, or where no wheel has it), and the
    /// field's keys from its key table; past the last segment, how the prompt ends.
    ///
    /// ```swift
    /// // en_US date field, month focused:
    /// // "Month, November 2026, adjustable. Up or Down arrow to adjust the value; type digits or
    /// //  the first letters to enter it; Left or Right arrow or Tab for another part."
    /// ```
    var fieldAnnouncement: String {
        guard let field = editors.field else { return spokenName }
        guard let segment = field.focusedSegment else {
            return "\(spokenName), \(spokenValue). " + keyBindings.spokenEnding
        }
        let hints = editorKeyBindings.spokenPartHints
        let isShownAsTyped = field.clearedSegment == segment || !field.pendingDigits.isEmpty
        let component = field.segments[segment].kind.componentKind.flatMap { picker.components.firstIndex(of: $0) }
        let value = isShownAsTyped ? nil : component.map { picker.accessibilityValue(ofComponent: $0) }
        return "\(field.label(ofSegment: segment)), \(value ?? field.text(ofSegment: segment)), adjustable."
            + (hints.isEmpty ? "" : " " + hints.joined(separator: "; ") + ".")
    }
}
