import Foundation
import PickerCore
import Testing
import PickerFormats

/// The multiple-dates model (Behaviour 5.1): a set of days on a month grid, toggled, capped,
/// within half-open bounds, kept across months, in any calendar.
@Suite("Date set calendar")
struct DateSetCalendarTests {
    typealias F = DateFixture

    /// The day number of a UTC date, worked out without the code under test.
    static func day(_ iso: String) -> Int { Int(F.instant(iso + "T00:00:00Z").timeIntervalSince1970 / 86_400) }

    func model(_ date: String = "2026-11-22", days: Set<Int> = [], limit: Int? = nil, minimumCount: Int = 0,
               from lower: String? = nil, upTo upper: String? = nil, locale: String = "en_US",
               calendar: Calendar.Identifier = .gregorian) -> DateSetCalendar {
        let state = F.state(.date, date: F.instant(date + "T09:00:00Z"), locale: locale, calendar: calendar)
        let bounded = DateSetCalendar.halfOpenState(state, from: lower.map { F.instant($0 + "T00:00:00Z") },
                                                    upTo: upper.map { F.instant($0 + "T00:00:00Z") })
        return DateSetCalendar(state: bounded, days: days, limit: limit, minimumCount: minimumCount)
    }

    @Test("Space toggles the cursor's day; the grid marks each chosen day on its own")
    func toggle() {
        var trip = model()
        #expect(trip.cursor == Self.day("2026-11-22"))
        #expect(trip.toggleCursorDay() == .chosen)
        trip.move(.days(3))
        #expect(trip.toggleCursorDay() == .chosen)
        #expect(trip.days == [Self.day("2026-11-22"), Self.day("2026-11-25")])
        let marked = trip.grid.weeks.joined().filter(\.isSelected).map(\.title)
        #expect(marked == ["22", "25"])
        #expect(trip.grid.weeks.joined().filter { $0.opensSelection && $0.closesSelection }.count == 2)
        trip.move(.days(-3))
        #expect(trip.toggleCursorDay() == .unchosen)
        #expect(trip.days == [Self.day("2026-11-25")])
    }

    @Test("moving across months keeps the set; days come back in calendar order whatever the toggle order")
    func acrossMonths() {
        var trip = model()
        trip.move(.months(1))                    // 22 December
        trip.toggleCursorDay()
        trip.move(.months(-1))                   // 22 November
        trip.toggleCursorDay()
        trip.move(.days(6))                      // 28 November
        trip.toggleCursorDay()
        trip.showMonth(.showNextMonth)
        #expect(trip.grid.title == "December 2026")
        #expect(trip.days == [Self.day("2026-11-22"), Self.day("2026-11-28"), Self.day("2026-12-22")])
        #expect(trip.dates == [F.instant("2026-11-22T00:00:00Z"), F.instant("2026-11-28T00:00:00Z"),
                               F.instant("2026-12-22T00:00:00Z")])
    }

    @Test("the limit refuses the N+1-th day and leaves the set as it was; removing makes room")
    func limit() {
        var trip = model(limit: 2)
        trip.toggleCursorDay()
        trip.move(.days(1))
        trip.toggleCursorDay()
        trip.move(.days(1))
        #expect(trip.toggleCursorDay() == .refused(limit: 2))
        #expect(trip.days == [Self.day("2026-11-22"), Self.day("2026-11-23")])
        #expect(trip.toggle(day: Self.day("2026-11-22")) == .unchosen)
        #expect(trip.toggle(day: Self.day("2026-11-24")) == .chosen)
        #expect(trip.days == [Self.day("2026-11-23"), Self.day("2026-11-24")])
    }

    @Test("half-open bounds: --max is the first day that cannot be chosen; the cursor stops on the day before")
    func halfOpen() {
        var trip = model("2026-11-20", from: "2026-11-10", upTo: "2026-11-25")
        trip.move(.days(30))
        #expect(trip.cursor == Self.day("2026-11-24"))
        #expect(trip.toggle(day: Self.day("2026-11-25")) == .unavailable)
        #expect(trip.toggleCursorDay() == .chosen)
        trip.move(.days(-60))
        #expect(trip.cursor == Self.day("2026-11-10"))
        #expect(trip.toggle(day: Self.day("2026-11-09")) == .unavailable)
        let enabled = trip.grid.weeks.joined().filter { $0.isInDisplayedMonth && $0.isEnabled }.map(\.title)
        #expect(enabled == (10...24).map(String.init))
        // Presets outside the range are dropped.
        let preset = model("2026-11-20", days: [Self.day("2026-11-25"), Self.day("2026-11-12")], from: "2026-11-10",
                           upTo: "2026-11-25")
        #expect(preset.days == [Self.day("2026-11-12")])
    }

    @Test("minimum count: not enough until that many are chosen")
    func minimum() {
        var trip = model(minimumCount: 2)
        #expect(!trip.choices.isEnough)
        trip.toggleCursorDay()
        #expect(!trip.choices.isEnough)
        trip.move(.days(1))
        trip.toggleCursorDay()
        #expect(trip.choices.isEnough)
    }

    @Test("other calendars: a hebrew page turn and a japanese era change keep the set; days are the same days")
    func otherCalendars() {
        var hebrew = model("2026-11-22", calendar: .hebrew)
        hebrew.toggleCursorDay()
        let before = hebrew.grid.title
        hebrew.move(.months(1))
        #expect(hebrew.grid.title != before)
        hebrew.toggleCursorDay()
        #expect(hebrew.days.count == 2 && hebrew.days[0] == Self.day("2026-11-22"))
        #expect(hebrew.days[1] - hebrew.days[0] >= 29 && hebrew.days[1] - hebrew.days[0] <= 30)

        var japanese = model("2019-04-30", locale: "ja_JP", calendar: .japanese)
        japanese.toggleCursorDay()                 // Heisei 31, the era's last day
        japanese.move(.days(1))                    // Reiwa 1, 1 May
        japanese.toggleCursorDay()
        #expect(japanese.grid.title.contains("令和"))
        #expect(japanese.days == [Self.day("2019-04-30"), Self.day("2019-05-01")])
    }

    @Test("words from Foundation: the count's plural in the locale, short labels, the month only where it changes")
    func words() {
        var trip = model(days: [Self.day("2026-11-22"), Self.day("2026-11-25"), Self.day("2026-12-03")])
        #expect(trip.countText == "3 days")
        #expect(trip.shortLabels() == ["Nov 22", "25", "Dec 3"])
        trip.toggle(day: Self.day("2026-11-25"))
        trip.toggle(day: Self.day("2026-12-03"))
        #expect(trip.countText == "1 day")
        #expect(DateSetCalendar.countText(3, locale: Locale(identifier: "de_DE")) == "3 Tage")
        #expect(DateSetCalendar.countText(2, locale: Locale(identifier: "ru_RU")) == "2 дня")
        #expect(DateSetCalendar.countText(5, locale: Locale(identifier: "ru_RU")) == "5 дней")
    }

    @Test("output: each day in the format, one per line; JSON an array; nothing for an empty set")
    func output() {
        let trip = model(days: [Self.day("2026-11-25"), Self.day("2026-11-22")])
        let states = trip.days.map(trip.state(onDay:))
        #expect(DateOutputFormat.iso.string(for: states, separator: "\n") == "2026-11-22\n2026-11-25")
        #expect(DateOutputFormat.iso.string(for: states, separator: " ") == "2026-11-22 2026-11-25")
        #expect(DateOutputFormat.json.string(for: Array(states.prefix(1)), separator: "\n")
            == #"[{"value":"2026-11-22","iso":"2026-11-22T00:00:00+00:00","unix":1795305600}]"#)
        #expect(DateOutputFormat.pattern("dd.MM.").string(for: states, separator: "\n") == "22.11.\n25.11.")
        #expect(DateOutputFormat.iso.string(for: [], separator: "\n") == "")
        #expect(DateOutputFormat.json.string(for: [], separator: "\n") == "[]")
    }

    /// Monday to Friday in UTC, the fixture's zone; 22 November 2026 is a Sunday.
    static let weekdays: @Sendable (Date) -> Bool = { date in
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC")!
        return ![1, 7].contains(gregorian.component(.weekday, from: date))
    }

    @Test("isDateEnabled: the cursor leaves a refused day, skips refused days, a click on one is refused, the grid dims them")
    func dayRule() {
        var trip = model()
        trip.isDateEnabled = Self.weekdays
        #expect(trip.cursor == Self.day("2026-11-23"), "Sunday the 22nd is refused: the nearest later weekday")
        trip.move(.days(4))
        #expect(trip.cursor == Self.day("2026-11-27"))
        trip.move(.days(1))
        #expect(trip.cursor == Self.day("2026-11-30"), "Saturday and Sunday are skipped")
        #expect(trip.toggle(day: Self.day("2026-11-28")) == .unavailable)
        #expect(trip.cursor == Self.day("2026-11-30"), "a refused click moves nothing")
        #expect(trip.toggle(day: Self.day("2026-11-27")) == .chosen)
        #expect(trip.days == [Self.day("2026-11-27")])
        let saturday = trip.grid.weeks.joined().first { $0.day == Self.day("2026-11-28") }
        let friday = trip.grid.weeks.joined().first { $0.day == Self.day("2026-11-27") }
        #expect(saturday?.isEnabled == false)
        #expect(friday?.isEnabled == true)
    }
}
