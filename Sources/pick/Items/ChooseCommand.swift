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

    static var positional: PositionalArguments<Self>? {
        PositionalArguments(name: "items", help: "The items to choose from (default: lines of standard input).", path: \.items)
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
    }

    /// What is wrong with the command as a whole; nil when it is usable.
    var problem: String? {
        if selectedValues.count > 1, !multiSelect.isMultiple {
            return "give one --selected, or --limit N / --no-limit to choose several"
        }
        return nil
    }

    func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome {
        if let watch = try style.watchStyle() { return try WatchStyleLaunch.run(self, style: watch, context: context) }
        if let filtered = try filter.run(
            items: items, selected: selectedValues, disabled: disabled, multiSelect: multiSelect,
            presentation: presentation, context: context) { return filtered }
        // Lines still arriving load while the picker is shown; only what the checks need
        // (a line, the --selected one, a line not --disabled) is waited for first.
        let loaded = try ItemInput.load(
            arguments: items, piped: context.pipedInput, selected: selectedValues, disabled: disabled, loops: presentation.loop)
        // The static method, not a closure naming the picker: in a function that never
        // returns, Swift 6.3.1's release build copies such a capture as garbage and crashes.
        let feed = loaded.rest.map(WheelTerminalPicker<LineListSource>.feed(from:))
        let picker = PickerFactory.choose(
            items: loaded.items, selectedRow: loaded.selectedRow, presentation: presentation, isRightToLeft: context.isRightToLeft)
        if multiSelect.isMultiple {
            return try MultiSelectOptions.launch(
                picker, choices: multiSelect.choices(presetRows: loaded.selectedRows),
                feed: loaded.rest.map(MultiSelectPicker<WheelTerminalPicker<LineListSource>>.feed(from:)),
                presentation: presentation.session, context: context)
        }
        return try PickerLauncher.launch(PickerPrompt(picker, feed: feed, value: \.output), presentation: presentation.session, context: context)
    }

    /// The first `--selected` value: the item the selection starts on.
    var selected: String? { selectedValues.first }
}
