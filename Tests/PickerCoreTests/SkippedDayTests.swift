import Foundation
import PickerCore
import TestSupport
import Testing
import PickerFormats

/// Days a zone skipped altogether (Behaviour 2.5): disabled in the grid, passed by the grid's
/// keys and by the wheels, in both directions.
///
/// The days are every day a zone skipped from 1970 to 2040, derived from Python's `zoneinfo`
/// (the IANA tz data) by `Tests/Oracles/skipped_days.py`: the zone, the day skipped, and the
/// days before and after it on the zone's wall.
@Suite("Days a zone skipped")
struct SkippedDayTests {
    typealias F = DateFixture

    static let skipped: [(zone: String, day: String, before: String, after: String)] = [
        ("Pacific/Apia", "2011-12-30", "2011-12-29", "2011-12-31"),
        ("Pacific/Fakaofo", "2011-12-30", "2011-12-29", "2011-12-31"),
        ("Pacific/Kanton", "1994-12-31", "1994-12-30", "1995-01-01"),
        ("Pacific/Kiritimati", "1994-12-31", "1994-12-30", "1995-01-01"),
        ("Pacific/Kwajalein", "1993-08-21", "1993-08-20", "1993-08-22"),
    ]

    /// Noon of the ISO day `text` on `zone`'s wall.
    static func noon(_ text: String, _ zone: TimeZone) -> Date {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        return TestFixtures.date(parts[0], parts[1], parts[2], 12, in: zone)
    }

    static func day(_ date: Date, _ zone: TimeZone) -> String {
        String(DateOutputFormat.iso(date, mode: .dateAndTime, timeZone: zone).prefix(10))
    }

    @Test("the grid disables the skipped day alone, and ← → pass it", arguments: skipped)
    func grid(_ row: (zone: String, day: String, before: String, after: String)) throws {
        let zone = try #require(TimeZone(identifier: row.zone))
        var calendar = MonthCalendar(state: F.state(.date, date: Self.noon(row.before, zone), zone: zone))
        let month = calendar.grid.weeks.joined().filter(\.isInDisplayedMonth)
        let disabled = month.filter { !$0.isEnabled }
        #expect(disabled.map { Self.day(Date(timeIntervalSince1970: Double($0.day) * 86_400), .gmt) } == [row.day])
        calendar.move(.days(1))
        #expect(Self.day(calendar.state.date, zone) == row.after)
        calendar.move(.days(-1))
        #expect(Self.day(calendar.state.date, zone) == row.before)
        // A click on the skipped day does nothing.
        let skipped = try #require(disabled.first)
        #expect(calendar.apply(.selectDay(skipped.day)).isEmpty)
        #expect(Self.day(calendar.state.date, zone) == row.before)
    }

    @Test("a page around a skipped day may hold one; a page with only summer time's changes cannot", arguments: skipped)
    func pageCheck(_ row: (zone: String, day: String, before: String, after: String)) throws {
        let zone = try #require(TimeZone(identifier: row.zone))
        let context = DateCalendarContext(calendar: Calendar(identifier: .gregorian), locale: Locale(identifier: "en_US"),
                                          timeZone: zone)
        let day = context.dayNumber(of: Self.noon(row.after, zone)) - 1
        #expect(context.mayHaveSkippedDay(from: day - 20, through: day + 20))
        let newYork = DateCalendarContext(calendar: Calendar(identifier: .gregorian), locale: Locale(identifier: "en_US"),
                                          timeZone: try #require(TimeZone(identifier: "America/New_York")))
        let spring = newYork.dayNumber(of: Self.noon("2026-03-08", try #require(TimeZone(identifier: "America/New_York"))))
        #expect(!newYork.mayHaveSkippedDay(from: spring - 20, through: spring + 20))
    }

    @Test("the day wheel and the date column of date and time pass the skipped day", arguments: skipped)
    func wheels(_ row: (zone: String, day: String, before: String, after: String)) throws {
        let zone = try #require(TimeZone(identifier: row.zone))
        var date = F.picker(.date, date: Self.noon(row.before, zone), locale: "de_DE", zone: zone)
        #expect(date.rows(.day).filter { !$0.enabled }.map(\.title) == [String(Int(row.day.suffix(2)) ?? 0)])
        date.apply(.focus(component: date.component(.day)))
        _ = DateWheelPickerTests.run(&date, [.step(by: 1)])
        // The day wheel goes round its month: past a skipped last day it comes to the 1st.
        let next = row.day.hasSuffix("-31") ? String(row.day.prefix(8)) + "01" : row.after
        #expect(Self.day(date.date, zone) == next)
        _ = DateWheelPickerTests.run(&date, [.step(by: -1)])
        #expect(Self.day(date.date, zone) == row.before)

        var both = F.picker(.dateAndTime, date: Self.noon(row.after, zone), locale: "de_DE", zone: zone)
        both.apply(.focus(component: both.component(.dayOfYear)))
        _ = DateWheelPickerTests.run(&both, [.step(by: -1)])
        #expect(Self.day(both.date, zone) == row.before)
        _ = DateWheelPickerTests.run(&both, [.step(by: 1)])
        #expect(Self.day(both.date, zone) == row.after)
    }
}
