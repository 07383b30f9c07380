import Foundation
import PickerCore
import PickerKit
import PickerTesting
import Testing

/// `Prompt.number`, typed `Int`, `Double` and `Decimal`, its async twin and its form field (Behaviour 6.8).
@Suite("Prompt.number")
struct NumberPromptTests {
    @Test("Int: stepped, the answered line in the locale's writing")
    func int() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["up up enter"])
        let guests: Int = try Prompt.number("Guests", initial: 2, in: 1...8, environment: Fixture.environment(terminal))
        #expect(guests == 4)
        #expect(terminal.runs[0].frames[0] == "Guests\n2  ▲▼\n↑↓ step · 0-9 type · enter select · esc cancel")
        #expect(terminal.answeredLines == ["Guests: 4"])
    }

    @Test("Double: the step's fraction digits; 0.1 steps stay exact")
    func double() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["up up up enter"])
        let weight: Double = try Prompt.number("Weight", initial: 0.1, step: 0.1, environment: Fixture.environment(terminal))
        #expect(weight == 0.4)
        #expect(terminal.answeredLines == ["Weight: 0.4"])
    }

    @Test("Decimal in German: typed with a comma, shown with one")
    func decimal() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: [#""12,5" enter"#])
        let price: Decimal = try Prompt.number(
            "Preis", initial: 9.99, in: 0...100, fractionDigits: 2, environment: Fixture.environment(terminal, locale: "de_DE"))
        #expect(price == Decimal(string: "12.5"))
        #expect(terminal.runs[0].frames[0].contains("9,99  ▲▼"))
        #expect(terminal.answeredLines == ["Preis: 12,50"])
    }

    @Test("validate refuses a value; the async twin answers the same")
    func validationAndAsync() async throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter up enter"])
        let count: Int = try await Prompt.number(
            "Count", initial: 13, validate: { $0 == 13 ? "Unlucky" : nil }, environment: Fixture.environment(terminal))
        #expect(count == 14)
        #expect(terminal.runs[0].frames[1].contains("✗ Unlucky"))
    }

    @Test("In a form: the label asks, the typed value comes back")
    func field() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter 7 enter"])
        let (fruit, count) = try Prompt.form(environment: Fixture.environment(terminal)) {
            Field("Fruit", from: ["Apple", "Banana"])
            Field("How many", number: 3, in: 1...12)
        }
        #expect(fruit == "Apple")
        #expect(count == 7)
    }

    @Test("The article shows the frame the prompt draws")
    func article() throws {
        let frame = try DocumentationFrameTests.frame(Prompt.numberPrompt("Guests", initial: 2, in: 1...8))
        try DocumentationFrameTests.expectShown(frame, in: "AskingForANumber")
    }
}
