import ArgumentParser
import PickerKit

/// `pick choose [ITEMS...]`: one wheel of items, from the arguments or one per line on stdin.
struct ChooseCommand: PlainCommand {
    static let commandName = "choose"

    var items: [String] = []
    var selectedValues: [String] = []
    var disabled: [String] = []
    var multiSelect = MultiSelectOptions()
    var presentation = PresentationOptions()
    var style = ChooseStyleOptions()
    var filter = FilterOptions()

    static let environmentFlags: [EnvironmentFlag] =
        [.init("selected", .repeatedValue), .init("disabled", .repeatedValue)] + PresentationOptions.environmentFlags
        + ChooseStyleOptions.environmentFlags + MultiSelectOptions.environmentFlags + FilterOptions.environmentFlags

    /// What is wrong with the command as a whole, in ArgumentParser's words for its validation
    /// error; nil when it is usable.
    var problem: String? {
        LinePickerBuilder.presetRule(selected: selectedValues.count, several: multiSelect.isMultiple)?.message(.commandLine)
    }

    func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome {
        let settings = try lineSettings(isRightToLeft: context.isRightToLeft)
        let input = LineInput(arguments: items, piped: context.pipedInput)
        return try PickerLauncher.launch(
            building: { () throws(PromptError) in try LinePickerBuilder.build(input, settings) },
            presentation: presentation.session, context: context)
    }

    /// The first `--selected` value: the item the selection starts on.
    var selected: String? { selectedValues.first }
}

extension ChooseCommand {
    /// The command from a ``PlainArguments`` line (the fast path; see there).
    static func reading(_ line: PlainArguments) throws(PlainArguments.Unreadable) -> Self {
        let command = Self(
            items: line.items, selectedValues: line.strings("selected"), disabled: line.strings("disabled"),
            multiSelect: try MultiSelectOptions.reading(line), presentation: try PresentationOptions.reading(line),
            style: try ChooseStyleOptions.reading(line), filter: try FilterOptions.reading(line))
        guard command.problem == nil else { throw PlainArguments.Unreadable() }
        return command
    }

    /// The command as ArgumentParser declares it.
    struct Declaration: PickSubcommand {
        static let configuration = CommandConfiguration(
            commandName: ChooseCommand.commandName,
            abstract: "Choose one item; prints it.",
            discussion: """
                Items come from the arguments, else one per line from standard input. The chosen \
                line is printed exactly as it was read, even when it is not valid UTF-8.

                Example: printf 'Apple\\nBanana\\nCherry\\n' | pick choose --header Fruit
                """
        )

        @Argument(help: "The items to choose from (default: lines of standard input).")
        var items: [String] = []

        @Option(
            name: .customLong("selected"),
            help: ArgumentHelp(
                "The item selected at first; with --limit or --no-limit, repeatable: the items chosen at first.",
                valueName: "VALUE"))
        var selectedValues: [String] = []

        @Option(help: ArgumentHelp("An item shown dimmed that cannot be chosen (repeatable).", valueName: "VALUE"))
        var disabled: [String] = []
        @OptionGroup var multiSelect: MultiSelectOptions.Declaration

        @OptionGroup var presentation: PresentationOptions.Declaration

        @OptionGroup var style: ChooseStyleOptions.Declaration

        @OptionGroup(title: "Filtering") var filter: FilterOptions.Declaration

        var plain: ChooseCommand {
            ChooseCommand(
                items: items, selectedValues: selectedValues, disabled: disabled, multiSelect: multiSelect.options,
                presentation: presentation.options, style: style.options, filter: filter.options)
        }

        func validate() throws {
            if let problem = plain.problem { throw ValidationError(problem) }
        }
    }
}
