import Testing

@testable import pick

/// Style names spelled the same in every command, with the old spellings read as aliases, and
/// `--vim` taken by every command and style (issue 24, point 3).
@Suite("pick: the same style names and --vim in every command")
struct StyleNameAndVimCommandTests {
    static let berlin = ["TZ": "Europe/Berlin", "LANG": "en_US.UTF-8"]

    @Test("old and new spellings give the same picker", arguments: [
        (["choose", "--no-input", "--style", "wheels", "a", "b"], ["choose", "--no-input", "--style", "wheel", "a", "b"]),
        (["choose", "--no-input", "--style", "wheels", "a", "b"], ["choose", "--no-input", "a", "b"]),
        (["date", "--no-input", "--value", "2026-11-22", "--style", "wheels"],
         ["date", "--no-input", "--value", "2026-11-22", "--style", "wheel"]),
        (["time", "--no-input", "--value", "14:30", "--style", "wheels"], ["time", "--no-input", "--value", "14:30", "--style", "wheel"]),
        (["month", "--no-input", "--value", "2026-11", "--style", "wheels"], ["month", "--no-input", "--value", "2026-11", "--style", "wheel"]),
        (["range", "--no-input", "--value", "2026-11-22/2026-11-28", "--style", "inline"],
         ["range", "--no-input", "--value", "2026-11-22/2026-11-28", "--style", "graphical"]),
        (["range", "--no-input", "--value", "2026-11-22/2026-11-28", "--style", "inline"],
         ["range", "--no-input", "--value", "2026-11-22/2026-11-28"]),
        (["dates", "--no-input", "--value", "2026-11-22", "--style", "inline"], ["dates", "--no-input", "--value", "2026-11-22"]),
    ] as [([String], [String])])
    func aliases(name: [String], alias: [String]) throws {
        let named = try CommandRun.pick(name, environment: Self.berlin)
        let aliased = try CommandRun.pick(alias, environment: Self.berlin)
        #expect(named.exit == .status(0), "\(name): \(named.errorText)")
        #expect(!named.standardOutput.isEmpty)
        #expect(aliased.exit == named.exit)
        #expect(aliased.outputText == named.outputText)
        #expect(aliased.errorText == "")
    }

    @Test("the month grid has one name in date, dates and range", arguments: ["date", "dates", "range"])
    func monthGridIsInline(command: String) throws {
        let value = command == "range" ? "2026-11-22/2026-11-28" : "2026-11-22"
        let outcome = try CommandRun.pick([command, "--no-input", "--style", "inline", "--value", value], environment: Self.berlin)
        #expect(outcome.exit == .status(0), "\(outcome.errorText)")
    }

    @Test("an unknown style: one line naming the styles the command takes, status 2", arguments: [
        (["choose", "--no-input", "--style", "round", "a"],
         "pick: --style must be wheels, list, stack, sequence or link for pick choose, not 'round'"),
        (["choose", "--no-input", "--style", "inline", "a"],
         "pick: --style must be wheels, list, stack, sequence or link for pick choose, not 'inline'"),
        (["date", "--no-input", "--style", "wheelz"],
         "pick: --style must be automatic, wheels, compact, inline, field, stepper-field or graphical for pick date, not 'wheelz'"),
        (["dates", "--no-input", "--style", "graphical"], "pick: --style must be inline or compact for pick dates, not 'graphical'"),
        (["range", "--no-input", "--style", "wheel", "--value", "2026-11-22/2026-11-28"],
         "pick: --style must be inline or compact for pick range, not 'wheel'"),
    ] as [([String], String)])
    func unknownStyle(arguments: [String], message: String) throws {
        let outcome = try CommandRun.pick(arguments, environment: Self.berlin)
        #expect(outcome.exit == .status(2))
        #expect(outcome.errorLines == [message])
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test("--vim is taken by every command and style, also from PICK_<COMMAND>_VIM", arguments: [
        ["choose", "a", "b"], ["choose", "--style", "list", "a"], ["choose", "--style", "stack", "a"],
        ["choose", "--style", "sequence", "a"], ["choose", "--style", "link", "a"], ["choose", "--no-limit", "a", "b"],
        ["wheels", "--component", "a,b"], ["date", "--value", "2026-11-22"], ["date", "--style", "field", "--value", "2026-11-22"],
        ["date", "--style", "graphical", "--value", "2026-11-22"], ["time", "--value", "14:30"],
        ["datetime", "--value", "2026-11-22T14:30"], ["countdown", "--value", "90"], ["month", "--value", "2026-11"],
        ["dates", "--value", "2026-11-22"], ["range", "--value", "2026-11-22/2026-11-28"],
        ["image", "--style", "list", "/nonexistent/pick-tests/picture.png"],
    ] as [[String]])
    func vimEverywhere(arguments: [String]) throws {
        let command = arguments[0]
        let plain = try CommandRun.pick([command, "--no-input"] + arguments.dropFirst(), environment: Self.berlin)
        let vim = try CommandRun.pick([command, "--no-input", "--vim"] + arguments.dropFirst(), environment: Self.berlin)
        #expect(vim.exit == .status(0), "\(arguments): \(vim.errorText)")
        #expect(vim.errorText == "")
        #expect(vim.outputText == plain.outputText)
        let variable = "PICK_\(command.uppercased())_VIM"
        let fromEnvironment = try CommandRun.pick(
            [command, "--no-input"] + arguments.dropFirst(), environment: Self.berlin.merging([variable: "1"]) { $1 })
        #expect(fromEnvironment.exit == .status(0), "\(variable): \(fromEnvironment.errorText)")
    }

    @Test("--vim becomes the prompt's key mode")
    func vimIsTheKeyMode() throws {
        var flags = SessionFlags()
        #expect(flags.promptPresentation.keyMode == .standard)
        flags.vim = true
        #expect(flags.promptPresentation.keyMode == .vim)
    }
}
