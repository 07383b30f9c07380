import PickerCore

extension WheelTerminalPicker {
    /// The help line: the keys that matter now, joined by ` · `.
    ///
    /// Standard keys: `↑↓ change · ←→ column · enter select · esc cancel` (no `←→ column` with a
    /// single component). Vim keys: `j/k change · h/l column · / search · enter select · esc cancel`.
    /// While a vim type-ahead entry is open, the line shows what has been typed:
    /// `/ban · enter or esc: done`.
    public var helpText: String {
        let columns = wheel.source.numberOfComponents > 1
        switch (keyMode, typeAheadEntry) {
        case (.vim, let entry?):
            return "/\(DisplayText.sanitized(entry)) · enter or esc: done"
        case (.vim, nil):
            return (["j/k change"] + (columns ? ["h/l column"] : []) + ["/ search", "enter select", "esc cancel"])
                .joined(separator: " · ")
        case (.standard, _):
            return (["↑↓ change"] + (columns ? ["←→ column"] : []) + ["enter select", "esc cancel"])
                .joined(separator: " · ")
        }
    }
}
