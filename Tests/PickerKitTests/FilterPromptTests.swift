import PickerKit
import PickerTesting
import Testing

@Suite("Choosing by filtering (issue 13, section 3)")
struct FilterPromptTests {
    static let cities = ["Basel", "Genève", "Zürich", "Zug", "Neuchâtel"]

    @Test("typing narrows, arrows move among the matches, Enter returns the item")
    func exact() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["\"zu\" down enter"])
        let city = try Prompt.choose("City", from: Self.cities, filter: .exact, environment: Fixture.environment(terminal))
        #expect(city == "Zug")
        #expect(terminal.answeredLines == ["City: Zug"])
        #expect(terminal.runs.first?.frames.first?.contains("> ") == true)
    }

    @Test("fuzzy, with a preset query; Esc clears it first, so a second query can be typed")
    func fuzzy() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["esc \"gnv\" enter"])
        let city = try Prompt.choose("City", from: Self.cities, filter: .fuzzy, query: "bsl",
                                     environment: Fixture.environment(terminal))
        #expect(city == "Genève")
    }

    @Test("the prompt's value before any key is the first match of the preset query")
    func initialValue() throws {
        let prompt = try Prompt.choosePrompt("City", from: Self.cities, filter: .exact, query: "CHÂ", label: { $0 })
        #expect(prompt.initialValue == "Neuchâtel")
    }

    @Test("no items: an invalid argument, before anything is shown")
    func noItems() {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter"])
        do {
            _ = try Prompt.choose("City", from: [String](), filter: .exact, environment: Fixture.environment(terminal))
            Issue.record("an empty list was accepted")
        } catch {
            #expect(error == .invalidArgument("no items to choose from"))
        }
        #expect(terminal.runs.isEmpty)
    }
}
