import Foundation
@testable import PickerCore
import Testing

/// SPEC 2.4: the year wheel of every calendar shows the calendar's year as ICU formats it, and
/// stepping it stays in the calendar's own year count (eras, cycles).
@Suite("Calendar years and leap months")
struct CalendarYearTests {
    typealias F = DateFixture

    static func run(_ picker: inout DateWheelPicker, _ actions: [WheelAction]) -> [DatePickerEvent] {
        let start = (picker.wheel.state.now ?? 0) + 1
        var events = picker.apply(.tick(now: start))
        for action in actions { events += picker.apply(action) }
        return events + picker.apply(.tick(now: start + 30))
    }

    /// `date` moved by `years` in `identifier`'s calendar, by Foundation (UTC).
    static func adding(years: Int, to date: Date, _ identifier: Calendar.Identifier) -> Date {
        var calendar = Calendar(identifier: identifier)
        calendar.timeZone = F.utc
        return calendar.date(byAdding: .year, value: years, to: date) ?? date
    }

    @Test("coptic: the year wheel shows 1743 (its era stands after it), and steps stay in that era")
    func copticYear() {
        let value = F.instant("2026-11-22T12:00:00Z")
        var picker = F.picker(.date, date: value, locale: "en_US", calendar: .coptic)
        let year = picker.component(.year)
        #expect(picker.selectedTitles[year] == "1743")
        let events = Self.run(&picker, [.focus(component: year), .step(by: 1)])
        #expect(events.last == .settled(.date(Self.adding(years: 1, to: value, .coptic))))
        #expect(picker.selectedTitles[year] == "1744")
        _ = Self.run(&picker, [.step(by: -2)])
        #expect(picker.date == Self.adding(years: -1, to: value, .coptic))
    }
}
