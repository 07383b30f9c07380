import Foundation
import PickerKit
import PickerTesting
import Testing

/// The chrome's language through a prompt's environment (Behaviour 6.1): read from the
/// variables, set apart from the locale, and a program's own words in place of the table's.
@Suite("Prompt strings in the environment")
struct PromptStringsEnvironmentTests {
    /// The last non-blank line of the prompt's first frame: its help line.
    static func helpLine(_ terminal: ScriptedTerminal) -> String {
        let frame = terminal.runs.first?.frames.first ?? ""
        let lines = frame.split(separator: "\n").map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
        return lines.last { !$0.isEmpty } ?? ""
    }

    @Test("The variables name the language: LANG, outranked by LC_MESSAGES and PICK_LANGUAGE; English without them")
    func fromVariables() {
        #expect(PromptEnvironment.reading(["LANG": "ko_KR.UTF-8"]).language == "ko")
        #expect(PromptEnvironment.reading(["LANG": "ko_KR.UTF-8", "LC_MESSAGES": "it_IT.UTF-8"]).language == "it")
        #expect(PromptEnvironment.reading(["LANG": "de_DE.UTF-8", "PICK_LANGUAGE": "en"]).language == "en")
        // English chrome, German dates.
        #expect(PromptEnvironment.reading(["LANG": "de_DE.UTF-8", "PICK_LANGUAGE": "en"]).locale.identifier == "de_DE")
        #expect(PromptEnvironment.reading([:]).language == "en")
        #expect(PromptEnvironment().strings == .english)
    }

    @Test("A prompt draws its help line in the environment's language, and a program's words replace the table's")
    func drawn() throws {
        var environment = Fixture.environment(ScriptedTerminal(width: 60, scripts: ["enter"]))
        environment.language = "de"
        let german = try #require(environment.terminal as? ScriptedTerminal)
        _ = try Prompt.choose("Fruit", from: ["Apple", "Banana"], environment: environment)
        #expect(Self.helpLine(german).hasSuffix("enter wählen · esc abbrechen"), "\(Self.helpLine(german))")

        let terminal = ScriptedTerminal(width: 60, scripts: ["enter"])
        environment = Fixture.environment(terminal)
        environment.strings.overrides[.helpSelect] = "confirm"
        _ = try Prompt.choose("Fruit", from: ["Apple", "Banana"], environment: environment)
        #expect(Self.helpLine(terminal).hasSuffix("enter confirm · esc cancel"), "\(Self.helpLine(terminal))")
        // Outside the prompt the drawing's strings are English again.
        #expect(PromptStrings.current == .english)
    }
}
