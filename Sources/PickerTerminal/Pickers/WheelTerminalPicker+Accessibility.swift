import PickerCore

extension WheelTerminalPicker {
    /// A plain-language summary for screen-reader mode: the picker's name with each component's
    /// value and position, then the keys (the terminal's version of the platform's hint,
    /// SPEC 2.12).
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
        let label = accessibilityLabel ?? header.map(DisplayText.sanitized) ?? "Picker"
        let count = wheel.source.numberOfComponents
        let selection = wheel.state.selection
        var lines = (0..<count).map { component -> String in
            var parts: [String] = []
            if count > 1 {
                parts.append("column \(component + 1) of \(count)")
                if component == wheel.state.focusedComponent { parts.append("focused") }
            }
            let rows = wheel.source.numberOfRows(inComponent: component, selection: selection)
            if let row = wheel.selectedRow(inComponent: component) {
                parts.append(DisplayText.sanitized(wheel.source.title(forRow: row, inComponent: component, selection: selection)))
                if !wheel.source.isRowEnabled(row, inComponent: component, selection: selection) { parts.append("unavailable") }
                parts.append("\(row + 1) of \(rows)")
            } else {
                parts.append("empty")
            }
            return parts.joined(separator: ", ")
        }
        if lines.isEmpty { lines = ["empty"] }
        lines[0] = "\(label), \(lines[0])"
        let keys =
            count > 1 ? "Up and Down change the value, Left and Right change column." : "Up and Down change the value."
        lines.append("\(keys) Enter selects, Escape cancels.")
        return lines
    }
}
