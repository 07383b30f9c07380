import PickerCore
import PickerKit
import PickerTerminal

/// `pick choose --filter[=exact|fuzzy]`: typing narrows the items to those that match instead
/// of jumping to one (Behaviour 5.3), with `--query`, `--select-1` and `--exit-0` as fzf has them.
///
/// Exit statuses (as fzf's): 0 a match chosen (or the only one, `--select-1`); 1 cancelled, or
/// nothing matched with `--exit-0`; 2 bad usage; 124 timed out; 130 Ctrl-C.
///
/// ```sh
/// seq 100000 | pick choose --filter --query 4242    # the matches of "4242", the first selected
/// ls | pick choose --filter=fuzzy --select-1 --exit-0 --query rdme
/// ```
struct FilterOptions {
    /// The `--filter` value: `exact` or `fuzzy` (checked by ``problem``).
    var modeName: String?
    var query: String?
    var selectOne = false
    var exitZero = false

    /// The mode `--filter` asked for; `--query`, `--select-1` or `--exit-0` alone filter too
    /// (exactly); nil without any of them.
    var mode: FilterMode? {
        if let modeName { return FilterMode(rawValue: modeName) }
        return query != nil || selectOne || exitZero ? .exact : nil
    }

    /// The flags, listed under "Filtering" in the help. `--filter` takes its mode after `=`
    /// only, so the word after it stays an item; its variable (`PICK_CHOOSE_FILTER=1`) is a
    /// switch.
    static var flags: FlagTable<Self> {
        FlagTable(
            [
                .toggleOrValue(
                    "filter", value: "MODE", bare: FilterMode.exact.rawValue,
                    help: "Type to filter the items (the wheel and list styles): 'exact' words in any order (the default), or --filter=fuzzy, ranked as fzf ranks. "
                        + "With --limit or --no-limit, Tab chooses several.",
                    completion: .words(FilterMode.allCases.map(\.rawValue))) { $0.modeName = $1 },
                .text("query", value: "TEXT", help: "The filter's query typed at first (filters, exactly, without --filter too).") { $0.query = $1 },
                .toggle("select-1", help: "When exactly one item matches the query, print it without asking (after all input is read; filters).") { $0.selectOne = true },
                .toggle("exit-0", help: "When no item matches the query, exit with status 1 at once (after all input is read; filters).") { $0.exitZero = true },
            ], section: "Filtering", check: \.problem)
    }

    /// What is wrong with the values; nil when they are usable.
    var problem: String? {
        if let modeName, FilterMode(rawValue: modeName) == nil {
            return "--filter takes 'exact' or 'fuzzy', not '\(EchoedText.escaped(modeName))'"
        }
        return nil
    }

    /// Runs `pick choose` with filtering when `--filter` was given; nil when it was not.
    ///
    /// With `--select-1` or `--exit-0` the whole input is read and filtered first, so the
    /// answer is about every item; otherwise the picker opens as soon as a screenful is read
    /// and the rest is filtered as it arrives. With `--limit N` / `--no-limit` the filter is
    /// wrapped in a ``PickerTerminal/MultiSelectPicker``: Tab chooses, the chosen lines survive
    /// a changed query and print in input order (as `fzf -m`).
    func run(
        items arguments: [String], selected: [String], disabled: [String], multiSelect: MultiSelectOptions,
        presentation: PresentationOptions, context: CommandContext
    ) throws(PickFailure) -> CommandOutcome? {
        guard let mode else { return nil }
        let session = presentation.session
        let loaded = try ItemInput.load(
            arguments: arguments, piped: context.pipedInput, selected: multiSelect.isMultiple ? selected : Array(selected.prefix(1)),
            disabled: disabled, loops: presentation.loop)
        var feed = loaded.rest.map(FilteringWheelPicker.feed(from:))
        var picker = FilteringWheelPicker(
            LineFilter(source: loaded.items, mode: mode), header: session.header, showsHelp: !session.noHelp,
            isRightToLeft: context.isRightToLeft)
        picker.wheel.selectRow(loaded.selectedRow, inComponent: 0, animated: false)
        // Presets are rows before any query: lines, as multi-select keeps them.
        let choices = try multiSelect.isMultiple ? multiSelect.choices(presetRows: loaded.selectedRows) : nil
        if let choices { try MultiSelectOptions.checkPresets(choices, of: picker) }
        if let query, !query.isEmpty { _ = picker.perform(.type(query)) }
        if selectOne || exitZero {
            feed?.drain(into: &picker)
            feed = nil
            picker.finishFiltering()
            if let answer = answerAtOnce(&picker, wheel: \.wheel) { return answer }
        }
        guard let choices else {
            if let answer = noChoiceWithoutInput(picker.wheel, session: session) { return answer }
            return try PickerLauncher.launch(PickerPrompt(picker, feed: feed, value: \.output), presentation: session, context: context)
        }
        if choices.count == 0, let answer = noChoiceWithoutInput(picker.wheel, session: session) { return answer }
        return try MultiSelectOptions.run(
            picker, choices: choices, feed: feed == nil ? nil : loaded.rest.map(MultiSelectPicker<FilteringWheelPicker>.feed(from:)),
            presentation: session, context: context)
    }

    /// What `--select-1` and `--exit-0` answer once every line is matched, on the wheel and the
    /// list alike; nil to open the picker. Only enabled matches count (Behaviour 1.10): with
    /// none, `--exit-0` exits 1 as for no match; with exactly one, `--select-1` prints it, even
    /// when disabled matches are shown beside it.
    func answerAtOnce<Picker: TerminalPicker, Source: QueryFilteredSource>(
        _ picker: inout Picker, wheel: WritableKeyPath<Picker, WheelPicker<Source>>
    ) -> CommandOutcome? {
        let choosable = picker[keyPath: wheel].source.choosableMatches(limit: 2)
        if exitZero, choosable.isEmpty { return CommandOutcome(exit: .status(1)) }
        guard selectOne, choosable.count == 1 else { return nil }
        picker[keyPath: wheel].selectRow(choosable[0], inComponent: 0, animated: false)
        return .value(picker.output)
    }

    /// `--no-input` under a query prints the first enabled match; with none (nothing matches,
    /// or every match is disabled, Behaviour 1.10) it prints nothing and exits 1, as fzf's
    /// filter does when nothing matches.
    func noChoiceWithoutInput<Source: QueryFilteredSource>(_ wheel: WheelPicker<Source>, session: SessionFlags) -> CommandOutcome? {
        guard session.noInput, wheel.chosenRow(inComponent: 0) == nil else { return nil }
        return CommandOutcome(exit: .status(1))
    }
}
