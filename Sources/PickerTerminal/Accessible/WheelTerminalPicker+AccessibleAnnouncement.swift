import PickerCore

extension WheelTerminalPicker {
    /// The focused wheel as a screen reader announces an adjustable element (SPEC 2.12): its
    /// label, value, position, the trait, and the keys that change it.
    ///
    /// The label is the picker's name when there is one wheel, "Column n of m" otherwise, so a
    /// person moving between columns hears where they are.
    ///
    /// ```swift
    /// // One wheel, "Fruit" header, Banana selected:
    /// // "Fruit, Banana, 2 of 3, adjustable. Up and Down arrows adjust the value; typing jumps to an item."
    /// // Two wheels, the second focused:
    /// // "Column 2 of 2, green, 2 of 3, adjustable. Up and Down arrows adjust the value; typing jumps to an
    /// //  item; Left and Right arrows change column."
    /// ```
    public var accessibleAnnouncement: String {
        let count = wheel.source.numberOfComponents
        let component = wheel.state.focusedComponent
        guard count > 0, component < count else { return "\(spokenName), empty" }
        let label = count > 1 ? "Column \(component + 1) of \(count)" : spokenName
        let selection = wheel.state.selection
        guard let row = wheel.selectedRow(inComponent: component) else { return "\(label), empty" }
        var parts = [label, DisplayText.sanitized(wheel.source.title(forRow: row, inComponent: component, selection: selection))]
        if !wheel.source.isRowEnabled(row, inComponent: component, selection: selection) { parts.append("unavailable") }
        parts.append("\(row + 1) of \(wheel.source.numberOfRows(inComponent: component, selection: selection))")
        return parts.joined(separator: ", ") + ", adjustable. " + accessibleHint(components: count)
    }

    /// The picker's name: the accessibility label, else the header, else "Picker".
    var spokenName: String { accessibilityLabel ?? header.map(DisplayText.sanitized) ?? "Picker" }

    /// The keys, as the terminal's version of the platform's "Swipe up or down" hint.
    private func accessibleHint(components: Int) -> String {
        var hints: [String]
        switch keyMode {
        case .standard: hints = ["Up and Down arrows adjust the value", "typing jumps to an item"]
        case .vim: hints = ["j and k adjust the value", "slash then text jumps to an item"]
        }
        if components > 1 { hints.append(keyMode == .vim ? "h and l change column" : "Left and Right arrows change column") }
        return hints.joined(separator: "; ") + "."
    }
}
