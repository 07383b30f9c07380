import Foundation
import PickerKit
import PickerTesting
import Testing

@Suite("How a prompt ends without a value")
struct PromptErrorTests {
    private func environment(_ script: String) -> PromptEnvironment {
        Fixture.environment(ScriptedTerminal(width: 60, scripts: [script]))
    }

    @Test("Esc is cancelled, Ctrl-C interrupted, a timeout timed out")
    func endings() {
        #expect(throws: PromptError.cancelled) { try Prompt.choose(from: ["a", "b"], environment: environment("esc")) }
        #expect(throws: PromptError.interrupted) { try Prompt.choose(from: ["a", "b"], environment: environment("down ^C")) }
        #expect(throws: PromptError.timedOut) {
            try Prompt.time(presentation: PromptPresentation(timeout: .seconds(2)), environment: environment("wait:3"))
        }
    }

    @Test("each maps to pick's documented exit status", arguments: [
        (PromptError.cancelled, Int32(1)), (.taskCancelled, 1), (.interrupted, 130), (.timedOut, 124), (.terminated(signal: 15), 143),
        (.noTerminal(reason: "x"), 2), (.invalidArgument("x"), 2), (.invalidEnvironment("x"), 2), (.terminalFailed("x"), 2),
    ])
    func exitStatus(error: PromptError, status: Int32) {
        #expect(error.exitStatus == status)
    }

    @Test("a session's ending becomes the error with the same status")
    func fromSessionOutcome() {
        let endings: [TerminalSessionOutcome] = [.cancelled, .interrupted, .timedOut, .terminated(signal: 1)]
        for ending in endings {
            #expect(PromptError(ending: ending)?.exitStatus == ending.exitStatus)
        }
        #expect(PromptError(ending: .confirmed) == nil)
    }

    @Test("without a terminal: noTerminal, or the initial value when the environment says useInitial")
    func noTerminal() throws {
        var environment = Fixture.environment(ScriptedTerminal(width: 60, scripts: []))
        environment.terminal = SystemTerminal()
        environment.terminalPath = "/nonexistent/pickerkit-tests/tty"
        #expect {
            try Prompt.choose(from: ["a", "b"], environment: environment)
        } throws: { error in
            guard case .noTerminal = error as? PromptError else { return false }
            return true
        }
        environment.withoutTerminal = .useInitial
        #expect(try Prompt.choose(from: ["a", "b"], initial: "b", environment: environment) == "b")
        #expect(try Prompt.time(minuteInterval: 15, environment: environment) == Fixture.date(2026, 11, 22, 10, 0))
    }

    @Test("usesInitialValue gives back the initial value without opening any terminal")
    func initialValue() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: [])
        let value = try Prompt.wheels(
            components: [["S", "M", "L"], ["red", "green"]], initial: ["L"],
            presentation: PromptPresentation(usesInitialValue: true), environment: Fixture.environment(terminal))
        #expect(value == ["L", "red"])
        #expect(terminal.runs.isEmpty)
    }

    @Test("what a prompt cannot show is one clear invalid-argument line")
    func invalidArguments() {
        let environment = environment("enter")
        #expect(throws: PromptError.invalidArgument("no items to choose from")) {
            try Prompt.choose(from: [String](), environment: environment)
        }
        #expect(throws: PromptError.invalidArgument("the selected item 'Kiwi' is not among the items")) {
            try Prompt.choose(from: ["Apple"], initial: "Kiwi", environment: environment)
        }
        #expect(throws: PromptError.invalidArgument("every item is disabled: nothing could be chosen")) {
            try Prompt.choose(from: ["Apple", "Banana"], disabled: ["Apple", "Banana"], environment: environment)
        }
        #expect(throws: PromptError.invalidArgument("component 2 has no values")) {
            try Prompt.wheels(components: [["a"], []], environment: environment)
        }
        #expect(throws: PromptError.invalidArgument("'x' is not among the values of component 1")) {
            try Prompt.wheels(components: [["a"]], initial: ["x"], environment: environment)
        }
        #expect {
            try Prompt.datePrompt(nil, DatePromptSettings(mode: .countDownTimer, style: .compact), environment: environment)
        } throws: { error in
            guard case .invalidArgument(let message) = error as? PromptError else { return false }
            return message.contains("compact")
        }
    }
}
