import ArgumentParser
import PickerCore
import PickerTerminal

/// `pick choose --filter[=exact|fuzzy]`: typing narrows the items to those that match instead
/// of jumping to one (SPEC 5.3), with `--query`, `--select-1` and `--exit-0` as fzf has them.
///
/// Exit statuses (as fzf's): 0 a match chosen (or the only one, `--select-1`); 1 cancelled, or
/// nothing matched with `--exit-0`; 2 bad usage; 124 timed out; 130 Ctrl-C.
///
/// ```sh
/// seq 100000 | pick choose --filter --query 4242    # the matches of "4242", the first selected
/// ls | pick choose --filter=fuzzy --select-1 --exit-0 --query rdme
/// ```
struct FilterOptions: ParsableArguments {
    @Option(
        name: .customLong("filter"), defaultAsFlag: FilterMode.exact.rawValue, parsing: .next,
        help: ArgumentHelp(
            "Type to filter the items: 'exact' words in any order (the default), or 'fuzzy', ranked as fzf ranks. "
                + "Put items before it or write --filter=MODE.",
            valueName: "MODE"))
    var modeName: String?

    /// The mode `--filter` asked for; nil without it.
    var mode: FilterMode? { modeName.flatMap(FilterMode.init(rawValue:)) }

    @Option(help: ArgumentHelp("The filter's query typed at first (with --filter).", valueName: "TEXT"))
    var query: String?

    @Flag(name: .customLong("select-1"),
          help: "With --filter: when exactly one item matches the query, print it without asking (after all input is read).")
    var selectOne = false

    @Flag(name: .customLong("exit-0"),
          help: "With --filter: when no item matches the query, exit with status 1 at once (after all input is read).")
    var exitZero = false

    func validate() throws {
        // A word after a bare --filter is read as its mode; a wrong one says so, not lost.
        if let modeName, mode == nil {
            throw ValidationError(
                "--filter takes 'exact' or 'fuzzy', not '\(modeName)' (put items before --filter, or write --filter=exact)")
        }
        if mode == nil, query != nil || selectOne || exitZero {
            throw ValidationError("--query, --select-1 and --exit-0 need --filter")
        }
    }

    /// Runs `pick choose` with filtering when `--filter` was given; nil when it was not.
    ///
    /// With `--select-1` or `--exit-0` the whole input is read and filtered first, so the
    /// answer is about every item; otherwise the picker opens as soon as a screenful is read
    /// and the rest is filtered as it arrives.
    func run(
        items arguments: [String], selected: String?, disabled: [String], presentation: PresentationOptions,
        context: CommandContext
    ) throws(PickFailure) -> CommandOutcome? {
        guard let mode else { return nil }
        let loaded = try ItemInput.load(
            arguments: arguments, piped: context.pipedInput, selected: selected, disabled: disabled, loops: presentation.loop)
        var feed = loaded.rest.map(FilteringWheelPicker.feed(from:))
        var picker = FilteringWheelPicker(
            LineFilter(source: loaded.items, mode: mode), query: query ?? "", header: presentation.session.header,
            showsHelp: !presentation.session.noHelp)
        if (query ?? "").isEmpty { picker.wheel.selectRow(loaded.selectedRow, inComponent: 0, animated: false) }
        if selectOne || exitZero {
            feed?.drain(into: &picker)
            feed = nil
            picker.finishFiltering()
            let count = picker.filter.matchCount
            if exitZero, count == 0 { return CommandOutcome(exit: .status(1)) }
            if selectOne, count == 1 { return .value(picker.output) }
        }
        return try PickerLauncher.launch(picker, feed: feed, presentation: presentation.session, context: context)
    }
}
