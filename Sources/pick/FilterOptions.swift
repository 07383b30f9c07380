import ArgumentParser
import PickerCore

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
///
/// Plain values, as ``SessionFlags`` (see there); ArgumentParser reads them through
/// ``Declaration``.
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

    /// The names of these flags, for environment variables (`PICK_CHOOSE_FILTER=1`). `--filter`
    /// is a switch there: its mode needs the command line's `--filter=fuzzy`.
    static let environmentFlags: [EnvironmentFlag] =
        [.init("filter", .flag), .init("query", .value), .init("select-1", .flag), .init("exit-0", .flag)]

    /// The flags from a ``PlainArguments`` line (the fast path; see there). A bare `--filter`
    /// with items on the line is left to ArgumentParser, which alone knows whether the word after
    /// it is its mode.
    static func reading(_ line: PlainArguments) throws(PlainArguments.Unreadable) -> Self {
        if line.flag("filter"), !line.items.isEmpty { throw PlainArguments.Unreadable() }
        return Self(
            modeName: line.flag("filter") ? FilterMode.exact.rawValue : nil, query: line.string("query"),
            selectOne: line.flag("select-1"), exitZero: line.flag("exit-0"))
    }

    /// What is wrong with the values, in ArgumentParser's words for its validation error; nil
    /// when they are usable.
    var problem: String? {
        // A word after a bare --filter is read as its mode; a wrong one says so, not lost.
        if let modeName, FilterMode(rawValue: modeName) == nil {
            return "--filter takes 'exact' or 'fuzzy', not '\(modeName)' (put items before --filter, or write --filter=exact)"
        }
        return nil
    }
}

extension FilterOptions {
    /// The flags as ArgumentParser declares them.
    struct Declaration: ParsableArguments {
        @Option(
            name: .customLong("filter"), defaultAsFlag: FilterMode.exact.rawValue, parsing: .next,
            help: ArgumentHelp(
                "Type to filter the items (the wheel and list styles): 'exact' words in any order (the default), or 'fuzzy', ranked as fzf ranks. "
                    + "With --limit or --no-limit, Tab chooses several. Put items before it or write --filter=MODE.",
                valueName: "MODE"))
        var modeName: String?

        @Option(help: ArgumentHelp("The filter's query typed at first (filters, exactly, without --filter too).", valueName: "TEXT"))
        var query: String?

        @Flag(name: .customLong("select-1"),
              help: "When exactly one item matches the query, print it without asking (after all input is read; filters).")
        var selectOne = false

        @Flag(name: .customLong("exit-0"),
              help: "When no item matches the query, exit with status 1 at once (after all input is read; filters).")
        var exitZero = false

        /// The values parsed.
        var options: FilterOptions {
            FilterOptions(modeName: modeName, query: query, selectOne: selectOne, exitZero: exitZero)
        }

        func validate() throws {
            if let problem = options.problem { throw ValidationError(problem) }
        }
    }
}
