import Foundation
import PickerKit
import PickerTesting
import Testing

/// The DateRanges article's frames, drawn by the prompt it calls (see ``DocumentationFrameTests``),
/// and the typed value `Prompt.range` answers.
@Suite("DocC article frames: date ranges")
struct DateRangesDocumentationTests {
    typealias Docs = DocumentationFrameTests

    static func stay(compact: Bool = false) throws -> PickerPrompt<DayRangeTerminalPicker, DayRange> {
        try Prompt.rangePicking("Stay", compact: compact, environment: Docs.environment)
    }

    @Test("DateRanges shows the span growing, and the compact button")
    func frames() throws {
        try Docs.expectShown(try Docs.frame(Self.stay(), keys: "enter right right right"), in: "DateRanges")
        try Docs.expectShown(try Docs.frame(Self.stay(compact: true), keys: "enter enter right right enter enter"),
                             in: "DateRanges")
    }

    @Test("the answer: the two days as date components, the count, and the interval from the first moment to the end")
    func value() throws {
        let prompt = try Self.stay()
        var driver = PickerDriver(prompt.picker, width: 60, followsHeight: true)
        try driver.run("enter right right right right right right enter enter")
        #expect(driver.status == .confirmed)
        let stay = prompt.value(driver.picker)
        #expect(stay.start.year == 2026 && stay.start.month == 11 && stay.start.day == 22)
        #expect(stay.end.day == 28 && stay.dayCount == 7)
        #expect(stay.interval.duration == 7 * 86_400)
        #expect(stay.start.timeZone == Docs.berlin)
    }
}
