import Testing

@testable import pick

@Suite("PICK_THEME chooses pick's colours")
struct ThemeVariableTests {
    @Test("an unknown theme is one line naming the variable and the known names, exit 2")
    func unknown() throws {
        let outcome = try CommandRun.pick(["choose", "a"], environment: ["PICK_THEME": "neon"])
        #expect(outcome.exit == .status(2))
        #expect(outcome.errorLines == ["pick: PICK_THEME must be one of default, high-contrast, no-color, light, not 'neon'"])
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test("every built-in is accepted: the run goes on to look for a terminal", arguments: ["default", "high-contrast", "no-color", "light", "LIGHT", ""])
    func known(name: String) throws {
        let outcome = try CommandRun.pick(["date"], environment: ["PICK_THEME": name])
        #expect(outcome.exit == .status(2))
        #expect(outcome.errorText.hasPrefix("pick: no terminal to draw on"))
    }

    @Test("the help names the variable and the themes")
    func help() throws {
        let help = try CommandRun.pick(["--help"]).outputText
        #expect(help.contains("PICK_THEME"))
        #expect(help.contains("high-contrast"))
    }
}
