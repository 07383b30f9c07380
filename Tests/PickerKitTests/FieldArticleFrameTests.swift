import Foundation
import PickerCore
import PickerKit
import PickerTesting
import Testing

/// The DocC article on the textual field shows what the prompts draw: each frame is rendered
/// from the code above it and must stand in the article as a code block of its own.
@Suite("TextualDateField article frames")
struct FieldArticleFrameTests {
    static func article() throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/PickerKit/Documentation.docc/TextualDateField.md")
        return try String(contentsOf: url, encoding: .utf8)
    }

    static func frame(_ settings: DatePromptSettings, question: String) throws -> String {
        let environment = Fixture.environment(VirtualTerminal(scripts: []))
        let prompt = try Prompt.datePicking(question, settings, environment: environment)
        var driver = PickerDriver(prompt.picker, width: 60, followsHeight: true)
        driver.settle()
        return driver.frame
    }

    @Test("The date field and the countdown stepper field are drawn as the article shows them")
    func frames() throws {
        let article = try Self.article()
        let date = try Self.frame(DatePromptSettings(mode: .date, selection: Fixture.date(2026, 11, 22, 14, 30), style: .field),
                                  question: "When")
        let countdown = try Self.frame(DatePromptSettings(mode: .countDownTimer, duration: 4500, style: .stepperField),
                                       question: "Length")
        for frame in [date, countdown] {
            #expect(article.contains("```\n\(frame)\n```"), "the article lacks:\n\(frame)")
        }
    }
}
