import Testing

@testable import pick

/// Behaviour 1.10 through `pick`, in-process: a `--disabled` item is never printed, whichever
/// path answers — `--select-1`, `--exit-0`, `--no-input` under a query — on the wheel and the
/// list style alike. Only enabled matches count as choices: with exactly one, `--select-1`
/// prints it; with none, `--exit-0` and `--no-input` exit 1 as for no match.
@Suite("Disabled rows are never chosen: pick choose, in-process")
struct DisabledChoiceCommandTests {
    static let environment = ["LANG": "en_US.UTF-8"]
    static let styles: [[String]] = [[], ["--style", "list"]]

    @Test("Answers without opening: the disabled match is never printed", arguments: styles, [
        // The one match is disabled: nothing to choose, so --exit-0 answers as for no match.
        (["--disabled", "Banana", "--query", "ban", "--select-1", "--exit-0"], 1, ""),
        (["--disabled", "Banana", "--query", "ban", "--exit-0"], 1, ""),
        // Two matches, one disabled: the enabled one is the only choice.
        (["--disabled", "Apple", "--query", "ap", "--select-1"], 0, "Apricot\n"),
        (["--disabled", "Apple", "--filter=fuzzy", "--query", "ap", "--select-1"], 0, "Apricot\n"),
        // --no-input under a query: the first enabled match, or status 1 with none.
        (["--disabled", "Apple", "--query", "ap", "--no-input"], 0, "Apricot\n"),
        (["--disabled", "Banana", "--query", "ban", "--no-input"], 1, ""),
        (["--query", "kiwi", "--no-input"], 1, ""),
        (["--disabled", "Apple", "--selected", "Apple", "--filter", "--no-input"], 0, "Apricot\n"),
    ] as [([String], Int32, String)])
    func answersAtOnce(style: [String], answer: ([String], Int32, String)) throws {
        let (flags, status, expected) = answer
        let outcome = try CommandRun.pick(
            ["choose"] + style + flags, environment: Self.environment, input: "Apple\nApricot\nBanana\nCherry\n")
        #expect(outcome.errorText == "")
        #expect(outcome.outputText == expected)
        #expect(outcome.exit == .status(status))
    }

    @Test("--select-1 with only a disabled match opens the picker instead of printing it", arguments: styles)
    func selectOneOpens(style: [String]) throws {
        let outcome = try CommandRun.pick(
            ["choose"] + style + ["--disabled", "Banana", "--query", "ban", "--select-1"], environment: Self.environment,
            input: "Apple\nBanana\n")
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.errorText.hasPrefix("pick: no terminal to draw on"))
        #expect(outcome.exit == .status(2))
    }

    @Test("Multi-select presets: a disabled --selected is refused, with --no-input as without")
    func multiSelectPreset() throws {
        let outcome = try CommandRun.pick(
            ["choose", "--style", "list", "--no-input", "--no-limit", "--disabled", "b", "--selected", "b", "a", "b"],
            environment: Self.environment)
        #expect(outcome.exit == .status(2))
        #expect(outcome.errorLines == ["pick: --selected 'b' is --disabled"])
    }
}

/// `--exit-0` on empty input: no match, status 1 and nothing printed, as fzf gives; without it,
/// no items is a usage error (status 2).
@Suite("--exit-0 on empty input")
struct ExitZeroOnEmptyInputTests {
    @Test("the wheel and the list: status 1, nothing printed", arguments: [["--exit-0"], ["--style", "list", "--exit-0"], ["--filter", "--exit-0", "--no-limit"]])
    func emptyInput(flags: [String]) throws {
        let outcome = try CommandRun.pick(["choose"] + flags, input: "")
        #expect(outcome.exit == .status(1))
        #expect(outcome.standardOutput.isEmpty && outcome.standardError.isEmpty)
    }

    @Test("without --exit-0, no items is a usage error")
    func withoutExitZero() throws {
        let outcome = try CommandRun.pick(["choose", "--filter"], input: "")
        #expect(outcome.exit == .status(2))
        #expect(outcome.errorLines == ["pick: no items to choose from"])
    }
}
