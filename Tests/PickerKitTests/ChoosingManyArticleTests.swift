import Foundation
import PickerKit
import Testing

/// The ChoosingMany article's frames, drawn by the prompts it calls in the article frames'
/// setting (see `DocumentationFrameTests`: en_US, Berlin, Sunday 22 November 2026, 60 columns).
@Suite("ChoosingMany article frames")
struct ChoosingManyArticleTests {
    typealias Frames = DocumentationFrameTests

    /// A November 2026 day in Berlin, as `Prompt.dates` takes and gives it.
    static func day(_ day: Int) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Frames.berlin
        return DateComponents(calendar: calendar, timeZone: Frames.berlin, era: 1, year: 2026, month: 11, day: day)
    }

    @Test("ChoosingMany shows chooseMany and the multiple-dates grid and button as they draw")
    func frames() throws {
        let toppings = try Prompt.chooseManyPrompt("Toppings", from: ["Cheese", "Ham", "Olives", "Peppers"],
                                                   initial: ["Cheese"], limit: 2, label: { $0 })
        try Frames.expectShown(try Frames.frame(toppings, keys: "down"), in: "ChoosingMany")
        let trip = try Prompt.datesPrompt("Trip", initial: [Self.day(22), Self.day(25)], environment: Frames.environment)
        try Frames.expectShown(try Frames.frame(trip, keys: "pgdn space"), in: "ChoosingMany")
        let compact = try Prompt.datesPrompt("Trip", initial: [Self.day(22), Self.day(25), Self.day(28)], compact: true,
                                             environment: Frames.environment)
        try Frames.expectShown(try Frames.frame(compact), in: "ChoosingMany")
    }
}
