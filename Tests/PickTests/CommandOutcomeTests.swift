import Testing

@testable import pick

/// Commands run in-process: what they would print on stdout and stderr, and their status.
@Suite("Commands return their outcome")
struct CommandOutcomeTests {
    @Test("--no-input prints the initial value of each command, status 0, nothing on stderr", arguments: [
        (["choose", "--no-input", "--selected", "Banana", "Apple", "Banana"], "Banana\n"),
        (["choose", "--no-input", "Apple", "Banana"], "Apple\n"),
        (["wheels", "--no-input", "--component", "a,b", "--component", "x,y", "--selected", "b"], "b\tx\n"),
        (["wheels", "--no-input", "--component", "a,b", "--component", "x,y", "--separator", ":"], "a:x\n"),
        (["date", "--no-input", "--value", "2026-11-22", "--time-zone", "UTC"], "2026-11-22\n"),
        (["time", "--no-input", "--value", "14:30", "--locale", "en_GB", "--time-zone", "UTC"], "14:30\n"),
        (["countdown", "--no-input", "--value", "1h15m"], "4500\n"),
        (["month", "--no-input", "--value", "2026-11", "--time-zone", "UTC"], "2026-11\n"),
    ])
    func noInput(arguments: [String], printed: String) throws {
        let outcome = try CommandRun.pick(arguments)
        #expect(outcome.exit == .status(0))
        #expect(outcome.outputText == printed)
        #expect(outcome.standardError.isEmpty)
    }

    @Test("items piped on stdin: the first, or the --selected one, byte-exact")
    func pipedItems() throws {
        #expect(try CommandRun.pick(["choose", "--no-input"], input: "Apple\nBanana\n").outputText == "Apple\n")
        #expect(try CommandRun.pick(["choose", "--no-input", "--selected", "Banana"], input: "Apple\nBanana\n").outputText == "Banana\n")
        let none = try CommandRun.pick(["choose", "--no-input"], input: "")
        #expect(none.exit == .status(2))
        #expect(none.errorLines == ["pick: no items to choose from"])
    }

    @Test("without piped input or items: a usage error")
    func noItems() throws {
        let outcome = try CommandRun.pick(["choose", "--no-input"])
        #expect(outcome.exit == .status(2))
        #expect(outcome.errorLines == ["pick: no items: give them as arguments, or pipe them one per line on stdin"])
    }

    @Test("flags from PICK_* variables; a flag on the command line wins")
    func environmentFlags() throws {
        let fromVariables = ["PICK_CHOOSE_SELECTED": "Banana", "PICK_CHOOSE_NO_INPUT": "1"]
        #expect(try CommandRun.pick(["choose", "Apple", "Banana", "Cherry"], environment: fromVariables).outputText == "Banana\n")
        #expect(try CommandRun.pick(["choose", "--selected", "Cherry", "Apple", "Banana", "Cherry"], environment: fromVariables).outputText
            == "Cherry\n")
        let bad = try CommandRun.pick(["choose", "--no-input", "a"], environment: ["PICK_CHOOSE_HEIGHT": "tall"])
        #expect(bad.exit == .status(2))
        #expect(bad.errorLines == ["pick: --height must be a whole number, not 'tall' (from PICK_CHOOSE_HEIGHT)"])
    }

    @Test("--help and no command print the help on stdout, status 0", arguments: [
        ["choose", "--help"], ["help", "date"], [], ["--help"], ["date", "-h"],
    ])
    func help(arguments: [String]) throws {
        let outcome = try CommandRun.pick(arguments)
        #expect(outcome.exit == .status(0))
        #expect(outcome.outputText.contains("USAGE:"))
        #expect(outcome.standardError.isEmpty)
    }

    @Test("usage errors: status 2, exactly one line on stderr, nothing on stdout", arguments: [
        (["choose", "--bogus", "a"], "pick: Unknown option '--bogus'"),
        (["choose", "--no-input", "--selected", "Durian", "Apple", "Banana"], "pick: --selected 'Durian' is not among the items"),
        (["choose", "--height", "0", "a"], "pick: --height must be at least 1, not 0"),
        (["wheels", "--no-input"], "pick: give at least one --component a,b,c"),
        (["wheels", "--no-input", "--component", "a,b", "--selected", "c"],
         "pick: --selected 'c' is not among the values of component 1"),
        (["frobnicate"], "pick: Unknown command 'frobnicate' (see pick --help)"),
        (["date", "--no-input", "--style", "round"], "pick: --style must be automatic, wheels, compact, inline, field, stepper-field or graphical for pick date, not 'round'"),
    ])
    func usageErrors(arguments: [String], line: String) throws {
        let outcome = try CommandRun.pick(arguments)
        #expect(outcome.exit == .status(2))
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.errorLines == [line])
    }
}
