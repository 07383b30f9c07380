import Foundation
import PickerKit
import PickerTesting
import Testing

/// One prompt, asked in screen-reader mode, named for the test's report.
struct SpokenPrompt: Sendable, CustomTestStringConvertible {
    let name: String
    /// The keys that answer it.
    var confirm = "enter"
    let ask: @Sendable (PromptEnvironment) throws -> Void

    var testDescription: String { name }

    /// A prompt of every family, each answered with Enter at once.
    static let all: [SpokenPrompt] = [
        SpokenPrompt(name: "choose") { _ = try Prompt.choose("Fruit", from: ["Apple", "Banana"], environment: $0) },
        SpokenPrompt(name: "choose, list style") {
            _ = try Prompt.choose("Fruit", from: ["Apple", "Banana"], style: .list, environment: $0, label: { $0 })
        },
        SpokenPrompt(name: "choose, filter") {
            _ = try Prompt.choose("Fruit", from: ["Apple", "Banana"], filter: .exact, environment: $0)
        },
        SpokenPrompt(name: "chooseMany") {
            _ = try Prompt.chooseMany("Fruit", from: ["Apple", "Banana"], initial: ["Banana"], environment: $0)
        },
        SpokenPrompt(name: "wheels") { _ = try Prompt.wheels("Shirt", components: [["S", "M"], ["red"]], environment: $0) },
        SpokenPrompt(name: "date") { _ = try Prompt.date("Day", environment: $0) },
        SpokenPrompt(name: "time") { _ = try Prompt.time("Time", environment: $0) },
        SpokenPrompt(name: "countdown") { _ = try Prompt.countdown("Rest", initial: .seconds(900), environment: $0) },
        SpokenPrompt(name: "dateField") { _ = try Prompt.dateField("Check-in", environment: $0) },
        SpokenPrompt(name: "graphicalDate") { _ = try Prompt.graphicalDate("When", environment: $0) },
        // Enter anchors the start, Enter sets the end, Enter confirms.
        SpokenPrompt(name: "range", confirm: "enter enter enter") { _ = try Prompt.range("Stay", environment: $0) },
        SpokenPrompt(name: "form") {
            _ = try Prompt.form("Order", environment: $0) {
                Field("Fruit", from: ["Apple", "Banana"])
            }
        },
        SpokenPrompt(name: "text") { _ = try Prompt.text("Name", initial: "Ada", environment: $0) },
    ]
}

@Suite("Screen-reader mode says how every prompt ended")
struct AccessibleAnswerTests {
    private static func environment(_ terminal: ScriptedTerminal) -> PromptEnvironment {
        var environment = Fixture.environment(ScriptedTerminal(width: 60, scripts: []))
        environment.terminal = terminal
        environment.isAccessible = true
        return environment
    }

    @Test("after Down and Enter the last line said is the answer, as the answered line shows it")
    func chooseAnswer() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down enter"])
        let fruit = try Prompt.choose("Fruit", from: ["Apple", "Banana"], environment: Self.environment(terminal))
        #expect(fruit == "Banana")
        let transcript = try #require(terminal.runs.first?.transcript)
        #expect(transcript.last == "Fruit: Banana")
        // Said once, after the change was announced.
        #expect(transcript.filter { $0 == "Fruit: Banana" }.count == 1)
    }

    @Test("after Esc the last line said is the cancellation")
    func chooseCancelled() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down esc"])
        #expect(throws: PromptError.cancelled) {
            try Prompt.choose("Fruit", from: ["Apple", "Banana"], environment: Self.environment(terminal))
        }
        #expect(terminal.runs.first?.transcript.last == "Cancelled.")
    }

    @Test("without an answered line (pick clears its area) the answer said is the value, confirmed in words")
    func summaryWithoutAnsweredLine() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down enter"])
        _ = try Prompt.choose("Fruit", from: ["Apple", "Banana"], presentation: PromptPresentation(ending: .clear),
                              environment: Self.environment(terminal))
        let run = try #require(terminal.runs.first)
        #expect(run.answeredLine == nil)
        #expect(run.transcript.last == "Banana chosen.")
    }

    @Test("the closing line is in the chrome's language, not the dates': English chrome with German dates, and German")
    func closingLineFollowsChromeLanguage() throws {
        for (language, said) in [("en", "Banana chosen."), ("de", "Banana gewählt.")] {
            let terminal = ScriptedTerminal(width: 60, scripts: ["down enter"])
            var environment = Self.environment(terminal)
            environment.locale = Locale(identifier: "de_DE")
            environment.language = language
            _ = try Prompt.choose("Fruit", from: ["Apple", "Banana"], presentation: PromptPresentation(ending: .clear),
                                  environment: environment)
            #expect(try #require(terminal.runs.first).transcript.last == said)
        }
    }

    @Test("every family confirms its answer after Enter", arguments: SpokenPrompt.all)
    func everyFamilyConfirms(prompt: SpokenPrompt) throws {
        let terminal = ScriptedTerminal(width: 80, scripts: [prompt.confirm])
        try prompt.ask(Self.environment(terminal))
        let run = try #require(terminal.runs.first)
        let answer = try #require(run.answeredLine).split(separator: "\n").map(String.init)
        #expect(!answer.isEmpty)
        #expect(Array(run.transcript.suffix(answer.count)) == answer)
    }

    @Test("every family says the cancellation after Esc", arguments: SpokenPrompt.all)
    func everyFamilyCancels(prompt: SpokenPrompt) throws {
        let terminal = ScriptedTerminal(width: 80, scripts: ["esc"])
        #expect(throws: PromptError.cancelled) { try prompt.ask(Self.environment(terminal)) }
        #expect(terminal.runs.first?.transcript.last == "Cancelled.")
    }
}
