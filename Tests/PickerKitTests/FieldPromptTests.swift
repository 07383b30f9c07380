import Foundation
import PickerCore
import PickerKit
import PickerTesting
import Testing

/// The textual field as a one-call prompt: typed into in the virtual terminal, the value typed.
@Suite("Prompt.dateField and Prompt.countdownField")
struct FieldPromptTests {
    @Test("A date typed into the field, in the environment's locale, comes back as that day")
    func dateTyped() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: [#""05032027" enter"#])
        let day = try Prompt.dateField("Check-in", environment: Fixture.environment(terminal, locale: "de_DE"))
        #expect(day == Fixture.date(2027, 3, 5))
        #expect(terminal.runs.map { $0.frames[0] } == ["Check-in\n22.11.2026\n↑↓ change · ←→ segment · enter select · esc cancel"])
        #expect(terminal.answeredLines.count == 1)
    }

    @Test("The stepper style and the seconds element: the value keeps its seconds")
    func stepperSeconds() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["tab tab 4 5 enter"])
        let time = try Prompt.dateField(mode: .time, stepper: true, elements: [.seconds],
                                        environment: Fixture.environment(terminal, locale: "de_DE"))
        #expect(terminal.runs.first?.frames.first?.hasPrefix("10:07:00   ▲▼") == true)
        #expect(time == Fixture.date(2026, 11, 22, 10, 7).addingTimeInterval(45))
    }

    @Test("A countdown field returns a Duration")
    func countdown() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["2 tab 3 0 enter"])
        let rest = try Prompt.countdownField("Rest", initial: .seconds(4500), environment: Fixture.environment(terminal))
        #expect(rest == .seconds(2 * 3600 + 30 * 60))
    }

    @Test("A countdown asked of dateField is an invalid argument, not a crash")
    func countdownMode() {
        #expect(throws: PromptError.self) {
            try Prompt.dateField(mode: .countDownTimer, environment: Fixture.environment(ScriptedTerminal(width: 60, scripts: [])))
        }
    }
}
