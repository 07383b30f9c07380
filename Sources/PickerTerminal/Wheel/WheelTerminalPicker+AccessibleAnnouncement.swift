import PickerCore

extension WheelTerminalPicker {
    /// The focused wheel as a screen reader announces an adjustable element (Behaviour 2.12): its
    /// label, value, position, the trait, and the keys that change it (the spoken hints of
    /// ``keyMap``'s table).
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
        let strings = PromptStrings.current
        guard count > 0, component < count else { return "\(spokenName), \(strings[.spokenEmpty])" }
        let label = count > 1 ? Self.capitalized(strings.text(.spokenColumn, .count(component + 1), .count(count))) : spokenName
        guard wheel.selectedRow(inComponent: component) != nil else { return "\(label), \(strings[.spokenEmpty])" }
        let hints = keyBindings.spokenPartHints
        return "\(label), \(spokenValue(ofComponent: component)), \(strings[.spokenAdjustable]). " + hints.joined(separator: "; ") + "."
    }

    /// The picker's name: the accessibility label, else the header, else "Picker".
    public var spokenName: String {
        accessibilityLabel ?? header.map(DisplayText.sanitized) ?? PromptStrings.current[.spokenPicker]
    }

    /// `label` with its first letter in upper case, as a line starts: "column 2 of 3" leads the
    /// announcement as "Column 2 of 3".
    private static func capitalized(_ label: String) -> String {
        label.prefix(1).uppercased() + label.dropFirst()
    }
}
