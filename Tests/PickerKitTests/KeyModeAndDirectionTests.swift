import Foundation
import PickerKit
import PickerTesting
import Testing

/// Vim keys (``PromptPresentation/keyMode``) and right-to-left mirroring (Behaviour 1.4) reach
/// every kind of prompt the same way: the presentation and the environment, not the prompt.
@Suite("Prompts: vim keys and right-to-left wheels")
struct KeyModeAndDirectionTests {
    @Test("a right-to-left locale mirrors the wheels: Left goes to the second component; values stay in order")
    func wheelsMirror() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down left down enter"])
        let shirt = try Prompt.wheels(
            "Shirt", components: [["S", "M", "L"], ["red", "green"]], environment: Fixture.environment(terminal, locale: "ar_EG"))
        #expect(shirt == ["M", "green"])
        let first = try #require(terminal.runs.first?.frames.first)
        let band = try #require(first.split(separator: "\n").first { $0.contains("›") })
        // The second component is drawn left of the first.
        let red = try #require(band.range(of: "red"))
        let small = try #require(band.range(of: "S"))
        #expect(red.lowerBound < small.lowerBound)
    }

    @Test("the async twins mirror as their one-call forms do: the same first frame in a right-to-left locale")
    func asyncTwinsMirror() async throws {
        let components = [["S", "M", "L"], ["red", "green"]]
        let synchronous = ScriptedTerminal(width: 60, scripts: ["enter", "enter"])
        let asynchronous = ScriptedTerminal(width: 60, scripts: ["enter", "enter"])
        let arabic = { (terminal: ScriptedTerminal) in Fixture.environment(terminal, locale: "ar_EG") }
        // Inside an async function a call picks the async overload; the one-call forms run here.
        func oneCall() throws {
            _ = try Prompt.wheels("Shirt", components: components, environment: arabic(synchronous)) { $0 }
            _ = try Prompt.choose("Fruit", from: ["Apple", "Banana"], environment: arabic(synchronous)) { $0 }
        }
        try oneCall()
        _ = try await Prompt.wheels("Shirt", components: components, environment: arabic(asynchronous)) { $0 }
        _ = try await Prompt.choose("Fruit", from: ["Apple", "Banana"], environment: arabic(asynchronous)) { $0 }
        let mirrored = synchronous.runs.map { $0.frames.first }
        #expect(mirrored.count == 2)
        #expect(asynchronous.runs.map { $0.frames.first } == mirrored)
    }

    @Test("the one-call choose wheel is drawn from the right edge in a right-to-left locale")
    func chooseMirrors() throws {
        let terminal = ScriptedTerminal(width: 40, scripts: ["enter"])
        _ = try Prompt.choose("Fruit", from: ["Apple", "Banana"], environment: Fixture.environment(terminal, locale: "he_IL"))
        let first = try #require(terminal.runs.first?.frames.first)
        let band = try #require(first.split(separator: "\n").first { $0.contains("Apple") })
        // Left to right the band starts at the left edge with `›`; mirrored it ends at the right one.
        #expect(band.hasPrefix(" ") && band.hasSuffix("‹"))
    }

    @Test("choosing several mirrors too: the marks move to the right edge with the wheel")
    func chooseManyMirrors() throws {
        let terminal = ScriptedTerminal(width: 40, scripts: ["space enter"])
        let chosen = try Prompt.chooseMany(
            "Fruit", from: ["Apple", "Banana"], environment: Fixture.environment(terminal, locale: "ar_EG"))
        #expect(chosen == ["Apple"])
        let first = try #require(terminal.runs.first?.frames.first)
        let band = try #require(first.split(separator: "\n").first { $0.contains("Apple") })
        #expect(band.hasPrefix(" "))
    }

    @Test("presentation.keyMode = .vim: j and k turn a wheel, h/j/k/l move a month grid")
    func vimThroughThePresentation() throws {
        let presentation = PromptPresentation(keyMode: .vim)
        let terminal = ScriptedTerminal(width: 60, scripts: ["j j k enter", "l j enter"])
        let environment = Fixture.environment(terminal)
        let fruit = try Prompt.choose("Fruit", from: ["Apple", "Banana", "Cherry"], presentation: presentation, environment: environment)
        #expect(fruit == "Banana")
        #expect(terminal.runs.first?.frames.first?.contains("j/k change") == true)
        let day = try Prompt.date("Day", initial: Fixture.now, presentation: presentation, environment: environment)
        #expect(day == Fixture.date(2026, 11, 30))   // l a day, j a week: from the 22nd to the 30th
    }

    @Test("without vim, the letters type: j jumps to the item starting with it")
    func standardLettersType() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["j enter"])
        let fruit = try Prompt.choose(from: ["Apple", "Jackfruit", "Kiwi"], environment: Fixture.environment(terminal))
        #expect(fruit == "Jackfruit")
    }
}
