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
        ColumnsBuilder.countRule(components: components.count, selected: selected.count, several: multiSelect.isMultiple)?
            .message(.commandLine)
    }

    func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome {
        var settings = LinePickerSettings(presentation, context: context)
        settings.selected = selected
        settings.choices = multiSelect.limits()
        return try PickerLauncher.launch(
            building: { () throws(PromptError) in
                .prompt(try ColumnsBuilder.build(commaSeparated: components, separator: separator, settings))
            },
            presentation: presentation.session, context: context)
    }
}
