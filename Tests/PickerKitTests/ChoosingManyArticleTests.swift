import Foundation
import PickerKit
import PickerTesting
import Testing

/// The ChoosingMany article's frames (Sources/PickerKit/Documentation.docc/ChoosingMany.md) are
/// drawn here by the prompts it calls — en_US, Berlin time, Sunday 22 November 2026 at 14:30,
/// 60 columns — and the article must show each one as a code block of its own.
@Suite("ChoosingMany article frames")
struct ChoosingManyArticleTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt
    static let now = day(22).date ?? .distantPast
    static let environment = PromptEnvironment(locale: Locale(identifier: "en_US"), timeZone: berlin, now: now)

    /// A November 2026 day in Berlin, as `Prompt.dates` takes and gives it.
    static func day(_ day: Int) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = berlin
        return DateComponents(calendar: calendar, timeZone: berlin, era: 1, year: 2026, month: 11, day: day)
    }

    /// The frame `prompt` shows after `keys`.
    static func frame<Picker, Value>(_ prompt: PickerPrompt<Picker, Value>, keys: String = "") throws -> String {
        var driver = PickerDriver(prompt.picker, width: 60, followsHeight: true)
        if !keys.isEmpty { try driver.run(keys) }
        driver.settle()
        return driver.frame
    }

    /// Requires the article to show `frame` as a code block of its own.
    static func expectShown(_ frame: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/PickerKit/Documentation.docc/ChoosingMany.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("```\n" + frame + "\n```"), "ChoosingMany.md does not show this frame:\n\(frame)",
                sourceLocation: sourceLocation)
    }

    @Test("ChoosingMany shows chooseMany and the multiple-dates grid and button as they draw")
    func frames() throws {
        let toppings = try Prompt.choosingMany("Toppings", from: ["Cheese", "Ham", "Olives", "Peppers"],
                                               selected: ["Cheese"], limit: 2, label: { $0 })
        try Self.expectShown(try Self.frame(toppings, keys: "down"))
        let trip = try Prompt.datesPicking("Trip", selection: [Self.day(22), Self.day(25)], environment: Self.environment)
        try Self.expectShown(try Self.frame(trip, keys: "pgdn space"))
        let compact = try Prompt.datesPicking("Trip", selection: [Self.day(22), Self.day(25), Self.day(28)], compact: true,
                                              environment: Self.environment)
        try Self.expectShown(try Self.frame(compact))
    }
}
