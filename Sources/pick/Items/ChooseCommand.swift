import PickerKit

/// `pick choose [ITEMS...]`: one wheel of items, from the arguments or one per line on stdin.
struct ChooseCommand: PickSubcommand {
    static let name = "choose"
    static let abstract = "Choose one item; prints it."
    static let discussion = """
        Items come from the arguments, else one per line from standard input. The chosen \
        line is printed exactly as it was read, even when it is not valid UTF-8.

        Example: printf 'Apple\\nBanana\\nCherry\\n' | pick choose --header Fruit
        """

    var items: [String] = []
    var selectedValues: [String] = []
    var disabled: [String] = []
    var multiSelect = MultiSelectOptions()
    var presentation = PresentationOptions()
    var style = ChooseStyleOptions()
    var filter = FilterOptions()
    var fields = FieldOptions()
    var scriptOutput = ScriptOutputOptions()
    var keyBinds = KeyBindOptions()
    var preview = PreviewOptions()

    static var positional: PositionalArguments<Self>? {
        PositionalArguments(name: "items", help: "The items to choose from (default: lines of standard input).") { $0.items = $1 }
    }

    static var flags: FlagTable<Self> {
        FlagTable(
            [
                .texts(
                    "selected", value: "VALUE",
                    help: "The item selected at first; with --limit or --no-limit, repeatable: the items chosen at first.") { $0.selectedValues.append($1) },
                .texts("disabled", value: "VALUE", help: "An item shown dimmed that cannot be chosen (repeatable).") { $0.disabled.append($1) },
            ], check: \.problem)
            + MultiSelectOptions.flags.lifted { $1(&$0.multiSelect) } + PresentationOptions.flags.lifted { $1(&$0.presentation) }
            + ChooseStyleOptions.flags.lifted { $1(&$0.style) } + FilterOptions.flags.lifted { $1(&$0.filter) }
            + FieldOptions.flags.lifted { $1(&$0.fields) } + ScriptOutputOptions.flags.lifted { $1(&$0.scriptOutput) }
            + KeyBindOptions.flags.lifted { $1(&$0.keyBinds) }
            + PreviewOptions.flags.lifted { $1(&$0.preview) }
    }

    /// What is wrong with the command as a whole; nil when it is usable.
    var problem: String? {
        LinePickerBuilder.presetRule(selected: selectedValues.count, several: multiSelect.isMultiple)?.message(.commandLine)
    }

    func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome {
        let settings = try lineSettings(context: context)
        let input = LineInput(arguments: items, piped: context.pipedInput)
        let ending = settings.ending
        // With --print-query or --expect, no choice still prints the query and an empty key line (status 1), as fzf does.
        let unanswered = ending.hasPrefix ? ending.prefix(query: filter.query ?? "", key: nil) : nil
        let outcome = try PickerLauncher.launch(
            building: { () throws(PromptError) in try LinePickerBuilder.build(input, settings) },
            presentation: presentation.session, context: context, unanswered: unanswered)
        return outcome.endingLastLine(with: ending.terminator)
    }
}
