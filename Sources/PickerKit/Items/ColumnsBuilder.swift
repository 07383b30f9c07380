import PickerTerminal

/// Builds wheels side by side, one per component (`pick wheels`, `Prompt.wheels`): checks the
/// components and the presets (``LineRule``), and puts the picker together in one place.
///
/// Right-to-left, the first component is drawn on the right and Left and Right move the focus
/// the way they point (Behaviour 1.4); values always come back in the components' order.
///
/// ```swift
/// var settings = LinePickerSettings()
/// settings.selected = ["M"]
/// let prompt = try ColumnsBuilder.build(commaSeparated: ["S,M,L", "red,green"], separator: "\t", settings)
/// prompt.initialValue   // "M\tred"
/// ```
package enum ColumnsBuilder {
    /// `pick wheels`: each of `lists` is one wheel's values separated by commas; confirming
    /// prints the values joined by `separator`. With ``LinePickerSettings/choices`` the one
    /// wheel chooses several, each printed on its own line.
    package static func build(
        commaSeparated lists: [String], separator: String, _ settings: LinePickerSettings,
        wording: LineWording = .commandLine
    ) throws(PromptError) -> LinePrompt {
        let components = lists.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        // A list of nothing but commas has no value a person could tell apart. (Closures, not
        // key paths: a key path is made at run time, before the first frame.)
        if let empty = components.firstIndex(where: { column in column.allSatisfy { $0.isEmpty } }) {
            throw LineRule.emptyComponent(empty + 1).error(wording)
        }
        let rows = try selectedRows(
            of: settings.selected, in: components, several: settings.choices != nil, wording: wording, label: { $0 })
        if let limits = settings.choices {
            let picker = self.picker(components, selectedRows: Array(rows.prefix(1)), separator: separator, settings)
            let many = try LinePickers.several(
                picker, choices: limits.choices(presetRows: rows, wording: wording), wording: wording)
            return LinePrompt(lines: PickerPrompt(many, value: \.outputLines))
        }
        return LinePrompt(PickerPrompt(picker(components, selectedRows: rows, separator: separator, settings), value: \.output))
    }

    /// The rule about the counts alone (`components` wheels, `selected` presets), which `pick`
    /// checks while it parses its flags; nil when it holds.
    package static func countRule(components: Int, selected: Int, several: Bool) -> LineRule? {
        if components == 0 { return .noComponents }
        if several, components != 1 { return .severalNeedOneComponent(components: components) }
        if !several, selected > components { return .tooManyComponentValues(count: selected, components: components) }
        return nil
    }

    /// The rows of the `selected` values, one per component in order (`several`: all in the
    /// first component); breaks the components' rules: the counts (``countRule(components:selected:several:)``),
    /// an empty component, a preset not among its component's values.
    package static func selectedRows<Item: Equatable>(
        of selected: [Item], in components: [[Item]], several: Bool, wording: LineWording, label: (Item) -> String
    ) throws(PromptError) -> [Int] {
        if let rule = countRule(components: components.count, selected: selected.count, several: several) {
            throw rule.error(wording)
        }
        if let empty = components.firstIndex(where: { $0.isEmpty }) { throw LineRule.emptyComponent(empty + 1).error(wording) }
        var rows: [Int] = []
        for (index, value) in selected.enumerated() {
            let component = several ? 0 : index
            guard let row = components[component].firstIndex(of: value) else {
                throw LineRule.componentValueMissing(label(value), component: component + 1).error(wording)
            }
            rows.append(row)
        }
        return rows
    }

    /// The wheels of `labels`, `selectedRows` selected (the rest at their first value); its
    /// output is the selected values joined by `separator`.
    package static func picker(
        _ labels: [[String]], selectedRows: [Int], separator: String = "\t", _ settings: LinePickerSettings
    ) -> WheelTerminalPicker<ColumnsSource> {
        WheelTerminalPicker(
            WheelPicker(source: ColumnsSource(components: labels, loops: settings.loops), selection: selectedRows),
            header: settings.header, showsHelp: settings.showsHelp, isRightToLeft: settings.isRightToLeft,
            separator: separator)
    }
}
