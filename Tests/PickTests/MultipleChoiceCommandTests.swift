import PickerTesting
import Testing

@testable import pick

/// `pick dates` and `--limit` / `--no-limit` run in-process: presets, output forms, usage errors.
@Suite("Choosing many: commands in-process")
struct MultipleChoiceCommandTests {
    static let zone = ["TZ": "UTC", "LANG": "en_US.UTF-8"]

    @Test("--no-input prints the preset selection: each item on its own line in list order, byte-exact", arguments: [
        (["choose", "--no-input", "--no-limit", "--selected", "c", "--selected", "a", "a", "b", "c"], nil, "a\nc\n"),
        (["choose", "--no-input", "--limit", "3", "--selected", "c"], "a\nb\nc\n", "c\n"),
        (["choose", "--no-input", "--no-limit"], "a\nb\n", "a\n"),
        (["choose", "--no-input", "--no-limit", "--selected", "\u{00E9}t\u{00E9}", "--selected", "x y"], "x y\n\u{00E9}t\u{00E9}\n", "x y\n\u{00E9}t\u{00E9}\n"),
        (["wheels", "--no-input", "--no-limit", "--component", "S,M,L", "--selected", "L", "--selected", "S"], nil, "S\nL\n"),
        (["dates", "--no-input", "--value", "2026-12-01,2026-11-22", "--value", "2026-11-25"], nil,
         "2026-11-22\n2026-11-25\n2026-12-01\n"),
        (["dates", "--no-input", "--value", "2026-11-22,2026-11-25", "--separator", ", ", "--format", "dd.MM."], nil,
         "22.11., 25.11.\n"),
        (["dates", "--no-input", "--value", "2026-11-22", "--format", "JSON"], nil,
         #"[{"value":"2026-11-22","iso":"2026-11-22T00:00:00+00:00","unix":1795305600}]"# + "\n"),
        (["dates", "--no-input", "--value", "2026-11-22", "--format", "unix"], nil, "1795305600\n"),
        (["dates", "--no-input", "--value", "2026-11-29", "--min", "2026-11-01", "--max", "2026-11-30"], nil, "2026-11-29\n"),
    ] as [([String], String?, String)])
    func presets(arguments: [String], input: String?, expected: String) throws {
        let outcome = try CommandRun.pick(arguments, environment: Self.zone, input: input)
        #expect(outcome.errorText == "")
        #expect(outcome.outputText == expected)
        #expect(outcome.exit == .status(0))
    }

    @Test("--min-count alone lifts the cap of one: Space on three items, Enter prints the three")
    func minimumWithoutLimit() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["space down space down space enter"])
        let outcome = try CommandRun.pick(["choose", "--min-count", "2", "a", "b", "c"], environment: Self.zone, terminal: terminal)
        #expect(outcome.outputText == "a\nb\nc\n")
        #expect(outcome.exit == .status(0))
    }

    @Test("--min-count 0: Enter with nothing chosen prints nothing at all, status 0; without it, the item under the selection",
          arguments: [
            (["choose", "--no-limit", "--min-count", "0", "a", "b", "c"], "down enter", ""),
            (["choose", "--no-limit", "a", "b", "c"], "down enter", "b\n"),
            (["choose", "--limit", "2", "--min-count", "0", "a", "b", "c"], "down space space enter", ""),
            (["choose", "--no-limit", "--min-count", "0", "a", "b", "c"], "down space enter", "b\n"),
            (["choose", "--filter", "--no-limit", "--min-count", "0", "a", "b", "c"], "enter", ""),
            (["choose", "--filter", "--no-limit", "--min-count", "0", "a", "b", "c"], "\"b\" tab enter", "b\n"),
            (["wheels", "--no-limit", "--min-count", "0", "--component", "S,M,L"], "enter", ""),
          ] as [([String], String, String)])
    func minimumOfZero(arguments: [String], script: String, expected: String) throws {
        let terminal = ScriptedTerminal(width: 60, scripts: [script])
        let outcome = try CommandRun.pick(arguments, environment: Self.zone, terminal: terminal)
        #expect(outcome.outputText == expected)
        #expect(outcome.errorText == "")
        #expect(outcome.exit == .status(0))
    }

    @Test("--min-count 0: an empty item chosen still prints its empty line, told apart from none chosen")
    func emptyItemChosen() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["space enter"])
        let outcome = try CommandRun.pick(["choose", "--no-limit", "--min-count", "0"], environment: Self.zone, input: "\nb\n",
                                          terminal: terminal)
        #expect(outcome.outputText == "\n")
        #expect(outcome.exit == .status(0))
    }

    @Test("--no-input --min-count 0 with nothing preset prints nothing; presets still print")
    func minimumOfZeroHeadless() throws {
        let none = try CommandRun.pick(["choose", "--no-input", "--no-limit", "--min-count", "0", "a", "b"], environment: Self.zone)
        #expect(none.standardOutput.isEmpty && none.exit == .status(0))
        let preset = try CommandRun.pick(["choose", "--no-input", "--no-limit", "--min-count", "0", "--selected", "b", "a", "b"],
                                         environment: Self.zone)
        #expect(preset.outputText == "b\n")
    }

    @Test("an empty set prints nothing at all, status 0")
    func emptySet() throws {
        let outcome = try CommandRun.pick(["dates", "--no-input"], environment: Self.zone)
        #expect(outcome.standardOutput.isEmpty && outcome.exit == .status(0))
    }

    @Test("usage errors: one line, status 2", arguments: [
        (["dates", "--no-input", "--value", "2026-11-30", "--max", "2026-11-30"],
         "pick: --value 2026-11-30 is outside --min/--max (--max is the first day that cannot be chosen)"),
        (["dates", "--no-input", "--value", "2026-11-22,2026-11-23", "--limit", "1"],
         "pick: 2 --value values, but at most 1 can be chosen (--limit)"),
        (["dates", "--no-input", "--value", "22.11.2026"], nil),
        (["dates", "--no-input", "--style", "wheels"], "pick: --style must be inline or compact for pick dates, not 'wheels'"),
        (["choose", "--no-input", "--selected", "a", "--selected", "b", "a", "b"],
         "pick: give one --selected, or --limit N / --no-limit to choose several"),
        (["choose", "--no-input", "--limit", "1", "--no-limit", "a"], "pick: give --limit N or --no-limit, not both"),
        (["choose", "--no-input", "--no-limit", "--disabled", "b", "--selected", "b", "a", "b"], "pick: --selected 'b' is --disabled"),
        (["choose", "--no-input", "--limit", "2", "--min-count", "3", "a"], "pick: --min-count 3 is more than --limit 2"),
        (["wheels", "--no-input", "--no-limit", "--component", "a", "--component", "b"],
         "pick: --limit and --no-limit choose several values of one --component, not 2"),
    ] as [([String], String?)])
    func usage(arguments: [String], message: String?) throws {
        let outcome = try CommandRun.pick(arguments, environment: Self.zone)
        #expect(outcome.exit == .status(2))
        #expect(outcome.errorLines.count == 1)
        if let message { #expect(outcome.errorLines.first == message) }
        #expect(outcome.standardOutput.isEmpty)
    }
}
