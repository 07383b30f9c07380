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
        try Prompt.rangePrompt("Stay", compact: compact, environment: Docs.environment)
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

    @Test("DateRanges shows the time fields under the grid; withTime answers the ends with their times")
    func withTime() throws {
        let prompt = try Prompt.rangePrompt("Stay", withTime: true, environment: Docs.environment)
        try Docs.expectShown(try Docs.frame(prompt, keys: "enter right right right right right right enter tab \"0900\""),
                             in: "DateRanges")
        var driver = PickerDriver(prompt.picker, width: 60, followsHeight: true)
        try driver.run("enter right right right right right right enter tab \"0900\" tab \"0530p\" enter")
        #expect(driver.status == .confirmed)
        let stay = prompt.value(driver.picker)
        #expect(stay.start.day == 22 && stay.start.hour == 9 && stay.start.minute == 0)
        #expect(stay.end.day == 28 && stay.end.hour == 17 && stay.end.minute == 30)
        // 6 days and 8½ hours, no DST change in between.
        #expect(stay.interval.duration == 6 * 86_400 + 8.5 * 3600)
    }
}
