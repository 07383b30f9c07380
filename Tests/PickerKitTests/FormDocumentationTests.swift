import Foundation
import PickerKit
import PickerTesting
import Testing

/// The frames of the Forms article (Sources/PickerKit/Documentation.docc/Forms.md) are drawn
/// here by the form the article calls, in en_US, Berlin time, on Sunday 22 November 2026 at
/// 14:30, 60 columns wide: the article must show each as a code block of its own.
@Suite("Forms article frames")
struct FormDocumentationTests {
    /// The article's form, run with `keys`; its last frame.
    static func frame(keys: String) throws -> String {
        let environment = FormTests.environment(ScriptedTerminal(scripts: []))
        let prompt = try Prompt.formPrompt("Book a table", environment: environment) {
            Field("Fruit", from: ["Apple", "Banana", "Cherry"], validate: { $0 == "Banana" ? "Sold out today" : nil })
            Field("Day", .date, isDateEnabled: FormTests.noSundays, unavailableMessage: "Closed on Sundays")
            Field("Time", .time, minuteInterval: 15)
        }
        return try prompt.run(script: keys, width: 60).lastFrame
    }

    static func article() throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/PickerKit/Documentation.docc/Forms.md")
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test("Forms shows the refused answer, then the answered line above the next field", arguments: [
        "down enter", "down down enter",
    ])
    func shown(keys: String) throws {
        let frame = try Self.frame(keys: keys)
        #expect(try Self.article().contains("```\n" + frame + "\n```"), "Forms.md does not show this frame:\n\(frame)")
    }
}
