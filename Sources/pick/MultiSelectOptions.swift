import ArgumentParser
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
    var minCount = 0

    static let environmentFlags: [EnvironmentFlag] = [
        .init("limit", .value), .init("no-limit", .flag), .init("min-count", .value),
    ]

    /// What is wrong with the values, in ArgumentParser's words for its validation error; nil
    /// when they are usable.
    var problem: String? {
        if let limit, limit < 1 { return LineRule.limitTooSmall(limit).message(.commandLine) }
        if limit != nil, noLimit { return "give --limit N or --no-limit, not both" }
        if minCount < 0 { return "--min-count must be at least 0, not \(minCount)" }
        if let limit, minCount > limit { return LineRule.minimumAboveLimit(minimum: minCount, limit: limit).message(.commandLine) }
        return nil
    }

    /// True when a list picker should let several items be chosen.
    var isMultiple: Bool { noLimit || (limit ?? 1) > 1 || minCount > 0 }

    /// The choice set for presets at `rows` (given by the flag `presets`), capped at the limit
    /// (`defaultLimit` when none is given).
    func choices(presetRows rows: [Int], presets: String = "--selected", defaultLimit: Int? = 1) throws(PickFailure)
        -> ChoiceSet
    {
        let limits = ChoiceLimits(limit: noLimit ? nil : limit ?? defaultLimit, minimumCount: minCount)
        do {
            return try limits.choices(presetRows: rows, presets: presets, wording: .commandLine)
        } catch {
            throw PickFailure(building: error)
        }
    }
}

extension MultiSelectOptions {
    /// The flags from a ``PlainArguments`` line (the fast path; see there).
    static func reading(_ line: PlainArguments) throws(PlainArguments.Unreadable) -> Self {
        let flags = Self(limit: try line.value("limit"), noLimit: line.flag("no-limit"), minCount: try line.value("min-count") ?? 0)
        // ArgumentParser checks every group; a line that fails is left to it, for its message.
        guard flags.problem == nil else { throw PlainArguments.Unreadable() }
        return flags
    }

    /// The flags as ArgumentParser declares them.
    struct Declaration: ParsableArguments {
        @Option(help: ArgumentHelp(
            "Choose up to N items: Space toggles, Ctrl-A all, Enter prints each chosen one on its own line (default 1; pick dates: no limit).",
            valueName: "N"))
        var limit: Int?

        @Flag(name: .customLong("no-limit"), help: "Choose any number of items (as --limit, without a cap).")
        var noLimit = false

        @Option(
            name: .customLong("min-count"),
            help: ArgumentHelp("Enter does not confirm until at least N are chosen (default 0).", valueName: "N"))
        var minCount = 0

        /// The values parsed.
        var options: MultiSelectOptions { MultiSelectOptions(limit: limit, noLimit: noLimit, minCount: minCount) }

        func validate() throws {
            if let problem = options.problem { throw ValidationError(problem) }
        }

        /// The declaration holding `options` (for `pick dates`, still declared with wrappers alone).
        init(_ options: MultiSelectOptions) {
            // Set on a copy, as in ``SessionFlags/Declaration/init(_:)``.
            var declared = Self()
            (declared.limit, declared.noLimit, declared.minCount) = (options.limit, options.noLimit, options.minCount)
            self = declared
        }

        init() {}
    }
}
