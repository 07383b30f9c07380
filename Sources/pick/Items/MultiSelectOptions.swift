import PickerKit

/// Choosing several items (Behaviour 5.2): `--limit N`, `--no-limit`, `--min-count N`, shared by
/// `pick choose`, `pick wheels` (one component) and `pick dates`.
///
/// For a list, `--limit 1` (the default) is today's single choice; anything more makes the
/// list a ``PickerTerminal/MultiSelectPicker``: Space toggles, Ctrl-A chooses all, Enter prints
/// each chosen item on its own line in list order. `pick dates` has no limit unless given one.
///
/// ```sh
/// seq 1000 | pick choose --no-limit            # Space on three lines, Enter: prints the three
/// pick choose --limit 2 --selected b a b c     # b chosen at first
/// ```
struct MultiSelectOptions {
    var limit: Int?
    var noLimit = false
    /// `--min-count`; nil when not given, so Enter with nothing chosen prints the item under the
    /// selection, while `--min-count 0` prints nothing (`ChoiceSet.allowsNone`).
    var minCount: Int?

    static var flags: FlagTable<Self> {
        FlagTable(
            [
                .integer(
                    "limit", value: "N",
                    help: "Choose up to N items: Space toggles, Ctrl-A all, Enter prints each chosen one on its own line (default 1; pick dates: no limit).",
                    minimum: 1) { $0.limit = $1 },
                .toggle("no-limit", help: "Choose any number of items (as --limit, without a cap).") { $0.noLimit = true },
                .integer("min-count", value: "N", help: "Enter does not confirm until at least N are chosen (without --limit, any number from N up may be); 0: Enter with nothing chosen prints nothing, not the item under the selection.", minimum: 0) { $0.minCount = $1 },
            ], check: \.problem)
    }

    /// What is wrong with the values together; nil when they are usable.
    var problem: String? {
        if limit != nil, noLimit { return "give --limit N or --no-limit, not both" }
        if let limit, let minCount, minCount > limit { return LineRule.minimumAboveLimit(minimum: minCount, limit: limit).message(.commandLine) }
        return nil
    }

    /// True when a list picker should let several items be chosen.
    var isMultiple: Bool { noLimit || (limit ?? 1) > 1 || (minCount ?? 0) > 0 }

    /// How many may be chosen at most: `--limit`, no cap with `--no-limit`, otherwise
    /// `defaultLimit`, or no cap when `--min-count` alone asks for more than it, so a minimum
    /// never makes a list that can never be confirmed.
    func cap(defaultLimit: Int?) -> Int? {
        if noLimit { return nil }
        if let limit { return limit }
        if let defaultLimit, let minCount, minCount > defaultLimit { return nil }
        return defaultLimit
    }

    /// The choice set for presets at `rows` (given by the flag `presets`), capped at the limit
    /// (`defaultLimit` when none is given).
    func choices(presetRows rows: [Int], presets: String = "--selected", defaultLimit: Int? = 1) throws(PickFailure)
        -> ChoiceSet
    {
        let limits = ChoiceLimits(limit: cap(defaultLimit: defaultLimit), minimumCount: minCount)
        do {
            return try limits.choices(presetRows: rows, presets: presets, wording: .commandLine)
        } catch {
            throw PickFailure(building: error)
        }
    }
}
