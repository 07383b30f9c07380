import Foundation
import PickerKit
import PickerTesting
import Testing

@Suite("Choosing in a watch style: list, stack, sequence, link")
struct ChooseStyleTests {
    struct Fruit: Equatable, Sendable {
        var name: String
        var taste: String
    }

    let fruits = [Fruit(name: "Apple", taste: "Crisp"), Fruit(name: "Banana", taste: "Sweet"), Fruit(name: "Cherry", taste: "Tart")]

    @Test("a stack of captioned cards: Down moves to the next card, Enter answers with the item")
    func stack() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down enter"])
        let fruit = try Prompt.choose("Fruit", from: fruits, style: .stack, environment: Fixture.environment(terminal),
                                      label: \.name, caption: \.taste)
        #expect(fruit == fruits[1])
        #expect(terminal.answeredLines == ["Fruit: Banana"])
        let first = try #require(terminal.runs.first?.frames.first)
        #expect(first.contains("╭"))
        #expect(first.contains("Crisp"))
        #expect(first.contains("╰──") && first.contains(" Banana "))   // the next card peeking out
    }

    @Test("the link style scrubs without opening; the look adds a caption and the indicator to the list")
    func link() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down down enter"])
        let name = try Prompt.choose(
            "Fruit", from: ["Apple", "Banana", "Cherry"], style: .link, look: Prompt.StyleLook(caption: "Fresh"),
            environment: Fixture.environment(terminal), label: { $0 })
        #expect(name == "Cherry")
        #expect(terminal.runs.first?.frames.first?.hasPrefix("Fruit  Apple ›") == true)
    }

    @Test("a right-to-left locale mirrors the list; a selected item not among them is an invalid argument")
    func rightToLeftAndErrors() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter"])
        let name = try Prompt.choose(
            "Fruit", from: ["Apple", "Banana"], style: .list, environment: Fixture.environment(terminal, locale: "ar_EG"),
            label: { $0 })
        #expect(name == "Apple")
        #expect(terminal.runs.first?.frames.first?.contains("Apple ‹") == true)
        #expect(throws: PromptError.invalidArgument("the selected item 'Kiwi' is not among the items")) {
            try Prompt.choosePrompt(from: ["Apple"], style: .list, initial: "Kiwi", label: { $0 })
        }
    }
}
