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
}
