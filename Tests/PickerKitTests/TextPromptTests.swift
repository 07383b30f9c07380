import Foundation
import PickerKit
import PickerTesting
import Testing

/// `Prompt.text`, its `async` twin and `Field(_:text:)`, typed into in the virtual terminal
/// (Behaviour 8).
@Suite("Prompt.text and Field(text:)")
struct TextPromptTests {
    @Test("Typed text comes back; the answered line is `question: text`")
    func typed() throws {
        let terminal = ScriptedTerminal(width: 40, scripts: [#""Ada" enter"#])
        let name = try Prompt.text("Name", placeholder: "Your name", environment: Fixture.environment(terminal))
        #expect(name == "Ada")
        #expect(terminal.runs[0].frames[0] == "Name\n> Your name\n←→ move · enter select · esc cancel")
        #expect(terminal.answeredLines == ["Name: Ada"])
        try terminal.checkAllScriptsUsed()
    }

    @Test("The async twin gives the same text")
    func asyncText() async throws {
        let terminal = ScriptedTerminal(width: 40, scripts: [#"home "x" enter"#])
        let text = try await Prompt.text("Word", initial: "yz", environment: Fixture.environment(terminal))
        #expect(text == "xyz")
    }

    @Test("Validation refuses Enter until the text is valid; suggestions complete with Tab")
    func validationAndSuggestions() throws {
        let terminal = ScriptedTerminal(width: 40, scripts: [#"enter "l" tab enter"#])
        let city = try Prompt.text("City", suggestions: ["Lisbon", "London"],
                                   validate: { $0.isEmpty ? "A city, please" : nil }, environment: Fixture.environment(terminal))
        #expect(city == "Lisbon")
        #expect(terminal.runs[0].frames.contains { $0.contains("✗ A city, please") })
    }

    @Test("Secure with a mask: the answered line shows the masks, never the text")
    func secure() throws {
        let terminal = ScriptedTerminal(width: 40, scripts: [#""s3cret" enter"#])
        let secret = try Prompt.text("Token", secure: true, mask: "•", environment: Fixture.environment(terminal))
        #expect(secret == "s3cret")
        #expect(terminal.answeredLines == ["Token: ••••••"])
        #expect(!terminal.runs[0].frames.contains { $0.contains("s3") })
    }

    @Test("A character limit below 1 is an invalid argument")
    func badLimit() {
        #expect(throws: PromptError.invalidArgument("characterLimit must be at least 1, not 0")) {
            try Prompt.text(characterLimit: 0, environment: Fixture.environment(ScriptedTerminal(width: 40, scripts: [])))
        }
    }

    @Test("In a form, a text field is typed into and answered like any field; → takes its suggestion")
    func formField() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: [#""Lo" right enter down enter"#])
        let (city, size) = try Prompt.form(environment: Fixture.environment(terminal)) {
            Field("City", text: "", suggestions: ["London"], validate: { $0.isEmpty ? "A city, please" : nil })
            Field("Size", from: ["S", "M", "L"])
        }
        #expect(city == "London")
        #expect(size == "M")
        #expect(terminal.answeredLines == ["City: London", "Size: M"])
    }

    @Test("TypingText shows the text prompt as it draws: placeholder, suggestion, mask, refused Enter")
    func article() throws {
        typealias Docs = DocumentationFrameTests
        try Docs.expectShown(try Docs.frame(Prompt.textPrompt("Name", placeholder: "Ada Lovelace")), in: "TypingText")
        try Docs.expectShown(
            try Docs.frame(Prompt.textPrompt("City", suggestions: ["Lisbon", "London", "Lyon"]), keys: #""lo""#), in: "TypingText")
        try Docs.expectShown(try Docs.frame(Prompt.textPrompt("Token", secure: true, mask: "•"), keys: #""s3cret""#),
                             in: "TypingText")
        let named = try Prompt.textPrompt("Name", validate: { $0.count < 2 ? "Two letters at least" : nil })
        try Docs.expectShown(try Docs.frame(named, keys: "A enter"), in: "TypingText")
    }
}
