import PickerKit
import PickerTesting
import Testing

/// `Prompt.choose(_:from:style:filter:...)`: the list style filtered in one call (issue 13,
/// section 3 on the list).
@Suite("Choosing by filtering a list")
struct FilterListPromptTests {
    struct City: Equatable {
        let name: String
        let canton: String
    }

    static let cities = [
        City(name: "Basel", canton: "Basel-Stadt"), City(name: "Genève", canton: "Genève"),
        City(name: "Zürich", canton: "Zürich"), City(name: "Zug", canton: "Zug"), City(name: "Neuchâtel", canton: "Neuchâtel"),
    ]

    @Test("typing narrows the list, ↓ moves among the matches, Enter returns the item; captions show")
    func exact() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["\"zu\" down enter"])
        let city = try Prompt.choose("City", from: Self.cities, style: .list, filter: .exact,
                                     environment: Fixture.environment(terminal), label: \.name, caption: \.canton)
        #expect(city.name == "Zug")
        #expect(terminal.answeredLines == ["City: Zug"])
        let first = try #require(terminal.runs.first?.frames.first)
        #expect(first.contains("> ") && first.contains("Basel-Stadt"))
    }

    @Test("fuzzy, with a preset query; Esc clears it first, so a second query can be typed")
    func fuzzy() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["esc \"gnv\" enter"])
        let city = try Prompt.choose("City", from: Self.cities, style: .list, filter: .fuzzy, query: "bsl",
                                     environment: Fixture.environment(terminal), label: \.name)
        #expect(city.name == "Genève")
    }

    @Test("the prompt's value before any key is the item of the first match of the preset query")
    func initialValue() throws {
        let prompt = try Prompt.choosePrompt("City", from: Self.cities, style: .list, filter: .exact, query: "CHÂ", label: \.name)
        #expect(prompt.initialValue.name == "Neuchâtel")
    }

    @Test("a style other than the list, or no items: an invalid argument, before anything is shown")
    func refused() {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter"])
        #expect(throws: PromptError.invalidArgument("filtering needs the list style, not .stack")) {
            _ = try Prompt.choose("City", from: Self.cities, style: .stack, filter: .exact,
                                  environment: Fixture.environment(terminal), label: \.name)
        }
        #expect(throws: PromptError.invalidArgument("no items to choose from")) {
            _ = try Prompt.choose("City", from: [City](), style: .list, filter: .exact,
                                  environment: Fixture.environment(terminal), label: \.name)
        }
        #expect(terminal.runs.isEmpty)
    }
}
