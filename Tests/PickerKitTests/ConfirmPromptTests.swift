import Foundation
import PickerCore
import PickerKit
import PickerTesting
import Testing

/// `Prompt.confirm`, its async twin and its form field, run in the virtual terminal (Behaviour 6.7).
@Suite("Prompt.confirm")
struct ConfirmPromptTests {
    @Test("Enter answers the default; the answered line is the question and the answer")
    func defaultAnswer() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter", "enter"])
        #expect(try Prompt.confirm("Delete it?", environment: Fixture.environment(terminal)) == true)
        #expect(try Prompt.confirm("Delete it?", initial: false, environment: Fixture.environment(terminal)) == false)
        #expect(terminal.runs[0].frames[0] == "Delete it?\n  Yes     No\n←→ choose · y/n answer · enter select · esc cancel")
        #expect(terminal.answeredLines == ["Delete it? Yes", "Delete it? No"])
    }

    @Test("The buttons speak the environment's language, and its letters answer")
    func german() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["j", "n"])
        let environment = Fixture.environment(terminal, locale: "de_DE")
        #expect(try Prompt.confirm("Löschen?", initial: false, environment: environment) == true)
        #expect(try Prompt.confirm("Löschen?", environment: environment) == false)
        #expect(terminal.runs[0].frames[0].contains("  Ja     Nein"))
        #expect(terminal.answeredLines == ["Löschen? Ja", "Löschen? Nein"])
    }

    @Test("Labels of the caller's own replace the words")
    func labels() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["right enter"])
        let answer = try Prompt.confirm("Ship?", affirmative: "Ship", negative: "Wait", environment: Fixture.environment(terminal))
        #expect(answer == false)
        #expect(terminal.runs[0].frames[0].contains("  Ship     Wait"))
        #expect(terminal.answeredLines == ["Ship? Wait"])
    }

    @Test("validate: a refused answer shows its message and the prompt stays")
    func validation() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter n"])
        let answer = try Prompt.confirm("Delete it?", validate: { $0 ? "Not today" : nil }, environment: Fixture.environment(terminal))
        #expect(answer == false)
        #expect(terminal.runs[0].frames[1].contains("✗ Not today"))
    }

    @Test("Esc is .cancelled")
    func cancelled() {
        let terminal = ScriptedTerminal(width: 60, scripts: ["esc"])
        #expect(throws: PromptError.cancelled) { try Prompt.confirm("Delete it?", environment: Fixture.environment(terminal)) }
    }

    @Test("The async twin answers the same")
    func async() async throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["n"])
        let answer: Bool = try await Prompt.confirm("Delete it?", environment: Fixture.environment(terminal))
        #expect(answer == false)
    }

    @Test("In a form: the label asks, y answers, the answered line shows the word")
    func field() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter n enter"])
        let (fruit, subscribe) = try Prompt.form(environment: Fixture.environment(terminal)) {
            Field("Fruit", from: ["Apple", "Banana"])
            Field("Subscribe?", confirm: true)
        }
        #expect(fruit == "Apple")
        #expect(subscribe == false)
    }

    @Test("The article shows the frame the prompt draws")
    func article() throws {
        let frame = try DocumentationFrameTests.frame(Prompt.confirmPrompt("Delete 3 files?", initial: false))
        try DocumentationFrameTests.expectShown(frame, in: "AskingYesOrNo")
    }
}
