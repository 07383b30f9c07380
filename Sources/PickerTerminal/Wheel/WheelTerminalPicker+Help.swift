import PickerCore

extension WheelTerminalPicker {
    /// The help line, whole: the labels of ``keyMap``'s table joined by ` · ` (the frame fits it
    /// to the width, dropping the least important labels first, see
    /// ``KeyBindingTable/helpLine(width:)``).
    ///
    /// Standard keys: `↑↓ change · ←→ column · enter select · esc cancel` (no `←→ column` with a
    /// single component). Vim keys: `j/k change · / search · h/l column · enter select · esc cancel`.
    /// While a vim type-ahead entry is open, the line shows what has been typed:
    /// `/ban · enter or esc: done`.
    public var helpText: String { helpText(width: nil) }

    /// The help line fitted to `width` columns (nil: whole).
    public func helpText(width: Int?) -> String {
        let keys = keyBindings.rebound(prompt.boundKeys)
        guard let entry = typeAheadEntry else { return keys.helpLine(width: width) }
        let line = "/\(DisplayText.sanitized(entry)) · " + keys.helpLine()
        return width.map { DisplayText.fitted(line, toWidth: $0) } ?? line
    }
}
