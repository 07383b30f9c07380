import Foundation
import PickerKit
import PickerTesting
import Testing

@Suite("Choosing an image: Prompt.chooseImage")
struct ImagePromptTests {
    @Test("Down, Enter answers the second path; the answered line names its title; cards show the titles")
    func chooseSecond() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down enter"])
        let path = try Prompt.chooseImage(
            "Cover", from: ["shots/a.png", "shots/b.jpg", "shots/c.png"], environment: Fixture.environment(terminal))
        #expect(path == "shots/b.jpg")
        #expect(terminal.answeredLines == ["Cover: b.jpg"])
        let first = try #require(terminal.runs.first?.frames.first)
        #expect(first.contains("a.png") && first.contains("╰──"))
    }

    @Test("Titles one a path; no paths, a wrong number of titles or the link style are invalid arguments")
    func titlesAndErrors() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter"])
        let path = try Prompt.chooseImage(
            from: ["a.png", "b.png"], titles: ["Sunrise", "Sunset"], style: .sequence, environment: Fixture.environment(terminal))
        #expect(path == "a.png")
        #expect(try #require(terminal.runs.first?.frames.first).contains("Sunrise"))
        #expect(throws: PromptError.invalidArgument("no images to choose from")) { try Prompt.choosingImage(from: []) }
        #expect(throws: PromptError.self) { try Prompt.choosingImage(from: ["a.png"], titles: []) }
        #expect(throws: PromptError.self) { try Prompt.choosingImage(from: ["a.png"], style: .link) }
    }
}
