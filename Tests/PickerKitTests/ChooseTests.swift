import Foundation
import PickerKit
import PickerTesting
import Testing

@Suite("Choosing one of many, and several at once")
struct ChooseTests {
    enum Size: String, CaseIterable, CustomStringConvertible, Sendable {
        case small, medium, large
        var description: String { rawValue.capitalized }
    }

    struct Fruit: Equatable, Sendable {
        var name: String
        var cents: Int
    }

    @Test("a CaseIterable enum directly, starting on the selected case")
    func caseIterable() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down enter"])
        let size = try Prompt.choose("Size", from: Size.self, initial: .medium, environment: Fixture.environment(terminal))
        #expect(size == .large)
        #expect(terminal.answeredLines == ["Size: Large"])
        #expect(terminal.runs.first?.frames.first?.contains("› Medium ‹") == true)
    }

    @Test("any type through a label closure; disabled items are stepped over")
    func labelled() throws {
        let fruits = [Fruit(name: "Apple", cents: 30), Fruit(name: "Banana", cents: 25), Fruit(name: "Cherry", cents: 90)]
        let terminal = ScriptedTerminal(width: 60, scripts: ["down enter"])
        let fruit = try Prompt.choose("Fruit", from: fruits, disabled: [fruits[1]], environment: Fixture.environment(terminal)) {
            "\($0.name) (\($0.cents) ¢)"
        }
        #expect(fruit == fruits[2])
        #expect(terminal.answeredLines == ["Fruit: Cherry (90 ¢)"])
    }

    @Test("looping wraps from the first item to the last")
    func looping() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["up enter"])
        let fruit = try Prompt.choose(from: ["Apple", "Banana", "Cherry"], loops: true, environment: Fixture.environment(terminal))
        #expect(fruit == "Cherry")
        // Without a question the answered line is the answer alone.
        #expect(terminal.answeredLines == ["Cherry"])
    }

    @Test("wheels give one value per component, in order")
    func wheels() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down right down enter"])
        let shirt = try Prompt.wheels("Shirt", components: [["S", "M", "L"], ["red", "green"]], environment: Fixture.environment(terminal))
        #expect(shirt == ["M", "green"])
        #expect(terminal.answeredLines == ["Shirt: M green"])
    }

    @Test("the ending decides what is left: answered line, nothing, or the raw value")
    func endings() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter", "enter"])
        let environment = Fixture.environment(terminal)
        _ = try Prompt.choose(from: ["a"], presentation: PromptPresentation(ending: .value), environment: environment)
        _ = try Prompt.choose(from: ["a"], presentation: PromptPresentation(ending: .clear), environment: environment)
        #expect(terminal.runs.map(\.options.keepsFinalChoice) == [true, false])
    }

    @Test("presentation reaches the session: placement and timeout")
    func presentation() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter"])
        _ = try Prompt.choose(
            from: ["a"], presentation: PromptPresentation(placement: .fullscreen, timeout: .milliseconds(1500)),
            environment: Fixture.environment(terminal))
        #expect(terminal.runs.first?.options.placement == .fullscreen)
        #expect(terminal.runs.first?.options.timeout == 1.5)
    }
}
