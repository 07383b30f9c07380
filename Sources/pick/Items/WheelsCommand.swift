import PickerKit

/// `pick wheels --component a,b,c --component 1,2,3`: several wheels side by side.
struct WheelsCommand: PickSubcommand {
    static let name = "wheels"
    static let abstract = "Choose one value per component; prints them on one line."
    static let discussion = """
        Each --component is one wheel, its values separated by commas. The chosen values are \
        printed on one line, separated by --separator (a tab by default).

        Example: pick wheels --component S,M,L --component red,green --selected M --selected green
        """

    var components: [String] = []
    var selected: [String] = []
    var separator = Self.defaultSeparator
    var presentation = PresentationOptions()
    var multiSelect = MultiSelectOptions()

    /// A tab, so `cut` and `read` split the values.
    static let defaultSeparator = "\t"

    static var flags: FlagTable<Self> {
        FlagTable(
            [
                .texts("component", value: "A,B,C", help: "One wheel's values, comma-separated (repeat for each wheel).") { $0.components.append($1) },
                .texts("selected", value: "VALUE", help: "The value selected at first, one per component in order (repeatable).") { $0.selected.append($1) },
                .text("separator", value: "TEXT", help: "Printed between the components' values.", default: "a tab") { $0.separator = $1 },
            ], check: \.problem)
            + PresentationOptions.flags.lifted { $1(&$0.presentation) } + MultiSelectOptions.flags.lifted { $1(&$0.multiSelect) }
    }

    /// What is wrong with the command as a whole; nil when it is usable.
    var problem: String? {
        if components.isEmpty { return "give at least one --component a,b,c" }
        if multiSelect.isMultiple, components.count != 1 {
            return "--limit and --no-limit choose several values of one --component, not \(components.count)"
        }
        if selected.count > components.count, !multiSelect.isMultiple {
            return "\(selected.count) --selected values for \(components.count) components"
        }
        return nil
    }

    func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome {
        let values = components.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        for (index, column) in values.enumerated() where column.allSatisfy(\.isEmpty) {
            throw .usage("component \(index + 1) has no values")
        }
        var rows: [Int] = []
        for (index, value) in selected.enumerated() {
            let component = multiSelect.isMultiple ? 0 : index
            guard let row = values[component].firstIndex(of: value) else {
                throw .usage("--selected '\(value)' is not among the values of component \(component + 1)")
            }
            rows.append(row)
        }
        if multiSelect.isMultiple {
            let picker = PickerFactory.wheels(
                columns: values, selectedRows: Array(rows.prefix(1)), separator: separator, presentation: presentation,
                isRightToLeft: context.isRightToLeft)
            return try MultiSelectOptions.launch(
                picker, choices: multiSelect.choices(presetRows: rows), presentation: presentation.session, context: context)
        }
        let picker = PickerFactory.wheels(
            columns: values, selectedRows: rows, separator: separator, presentation: presentation,
            isRightToLeft: context.isRightToLeft)
        return try PickerLauncher.launch(PickerPrompt(picker, value: \.output), presentation: presentation.session, context: context)
    }
}
