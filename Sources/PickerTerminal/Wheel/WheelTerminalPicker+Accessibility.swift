import PickerCore

extension WheelTerminalPicker {
    /// A plain-language summary for screen-reader mode: the picker's name with each component's
    /// value and position, then the keys from the key table (the terminal's version of the
    /// platform's hint, Behaviour 2.12).
    ///
    /// ```swift
    /// // One component:
    /// // ["Fruit picker, Banana, 2 of 3",
    /// //  "Up and Down change the value. Enter selects, Escape cancels."]
    /// // Two components, the second focused:
    /// // ["Time picker, column 1 of 2, 10, 11 of 24",
    /// //  "column 2 of 2, focused, 30, 31 of 60",
    /// //  "Up and Down change the value, Left and Right change column. Enter selects, Escape cancels."]
    /// ```
    public var accessibleDescription: [String] {
        let count = wheel.source.numberOfComponents
        let strings = PromptStrings.current
        var lines = (0..<count).map { component -> String in
            var parts: [String] = []
            if count > 1 {
                parts.append(strings.text(.spokenColumn, .count(component + 1), .count(count)))
                if component == wheel.state.focusedComponent { parts.append(strings[.spokenFocused]) }
            }
            parts.append(spokenValue(ofComponent: component))
            return parts.joined(separator: ", ")
        }
        if lines.isEmpty { lines = [strings[.spokenEmpty]] }
        lines[0] = "\(spokenName), \(lines[0])"
        return lines + [spokenKeys]
    }

    /// The focused component's value and position: "Banana, 2 of 3".
    public var spokenValue: String { spokenValue(ofComponent: wheel.state.focusedComponent) }

    /// A component's selected title, "unavailable" when disabled, and its position; "empty" without
    /// rows; the words in the language of `PromptStrings.current` (Behaviour 6.1).
    func spokenValue(ofComponent component: Int) -> String {
        let selection = wheel.state.selection
        let strings = PromptStrings.current
        guard component < wheel.source.numberOfComponents, let row = wheel.selectedRow(inComponent: component) else {
            return strings[.spokenEmpty]
        }
        var parts = [DisplayText.sanitized(wheel.source.title(forRow: row, inComponent: component, selection: selection))]
        if !wheel.source.isRowEnabled(row, inComponent: component, selection: selection) { parts.append(strings[.spokenUnavailable]) }
        parts.append(strings.position(row + 1, of: wheel.source.numberOfRows(inComponent: component, selection: selection)))
        return parts.joined(separator: ", ")
    }
}
