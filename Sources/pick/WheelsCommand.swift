import ArgumentParser
import PickerKit

/// `pick wheels --component a,b,c --component 1,2,3`: several wheels side by side.
struct WheelsCommand: PlainCommand {
    static let commandName = "wheels"

    var components: [String] = []
    var selected: [String] = []
    var separator = Self.defaultSeparator
    var presentation = PresentationOptions()
    var multiSelect = MultiSelectOptions()

    /// A tab, so `cut` and `read` split the values.
    static let defaultSeparator = "\t"

    static let environmentFlags: [EnvironmentFlag] =
        [.init("component", .repeatedValue), .init("selected", .repeatedValue), .init("separator", .value)]
        + PresentationOptions.environmentFlags + MultiSelectOptions.environmentFlags

    /// What is wrong with the command as a whole, in ArgumentParser's words for its validation
    /// error; nil when it is usable.
    var problem: String? {
        ColumnsBuilder.countRule(components: components.count, selected: selected.count, several: multiSelect.isMultiple)?
            .message(.commandLine)
    }

    func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome {
        var settings = LinePickerSettings(presentation, isRightToLeft: context.isRightToLeft)
        settings.selected = selected
        settings.choices = multiSelect.limits()
        return try PickerLauncher.launch(
            building: { () throws(PromptError) in
                .prompt(try ColumnsBuilder.build(commaSeparated: components, separator: separator, settings))
            },
            presentation: presentation.session, context: context)
    }
}

extension WheelsCommand {
    /// The command from a ``PlainArguments`` line (the fast path; see there).
    static func reading(_ line: PlainArguments) throws(PlainArguments.Unreadable) -> Self {
        guard line.items.isEmpty else { throw PlainArguments.Unreadable() }
        let command = Self(
            components: line.strings("component"), selected: line.strings("selected"),
            separator: line.string("separator") ?? Self.defaultSeparator, presentation: try PresentationOptions.reading(line),
            multiSelect: try MultiSelectOptions.reading(line))
        guard command.problem == nil else { throw PlainArguments.Unreadable() }
        return command
    }

    /// The command as ArgumentParser declares it.
    struct Declaration: PickSubcommand {
        static let configuration = CommandConfiguration(
            commandName: WheelsCommand.commandName,
            abstract: "Choose one value per component; prints them on one line.",
            discussion: """
                Each --component is one wheel, its values separated by commas. The chosen values are \
                printed on one line, separated by --separator (a tab by default).

                Example: pick wheels --component S,M,L --component red,green --selected M --selected green
                """
        )

        @Option(
            name: .customLong("component"),
            help: ArgumentHelp("One wheel's values, comma-separated (repeat for each wheel).", valueName: "A,B,C"))
        var components: [String] = []

        @Option(
            help: ArgumentHelp("The value selected at first, one per component in order (repeatable).", valueName: "VALUE"))
        var selected: [String] = []

        @Option(help: ArgumentHelp("Printed between the components' values.", valueName: "TEXT"))
        var separator = WheelsCommand.defaultSeparator

        @OptionGroup var presentation: PresentationOptions.Declaration
        @OptionGroup var multiSelect: MultiSelectOptions.Declaration

        var plain: WheelsCommand {
            WheelsCommand(
                components: components, selected: selected, separator: separator, presentation: presentation.options,
                multiSelect: multiSelect.options)
        }

        func validate() throws {
            if let problem = plain.problem { throw ValidationError(problem) }
        }
    }
}
