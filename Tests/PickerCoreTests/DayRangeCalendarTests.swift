import Foundation
import PickerCore
import Testing

/// The date-range model (`pick range`, NSDatePicker's range mode): anchor, span following the
/// cursor, end (swapped when earlier), one-day ranges, Shift-extension, Esc, bounds holding
/// both ends, across months and years, in any calendar.
@Suite("Day range calendar")
struct DayRangeCalendarTests {
    typealias F = DateFixture

    /// The day number of a UTC date, worked out without the code under test.
    static func day(_ iso: String) -> Int { Int(F.instant(iso + "T00:00:00Z").timeIntervalSince1970 / 86_400) }

    func model(_ date: String = "2026-11-22", range: ClosedRange<Int>? = nil, minimum: String? = nil,
               maximum: String? = nil, calendar: Calendar.Identifier = .gregorian, zone: TimeZone = F.utc) -> DayRangeCalendar {
        let state = F.state(.date, date: F.instant(date + "T09:00:00Z"),
                            minimum: minimum.map { F.instant($0 + "T00:00:00Z") },
                            maximum: maximum.map { F.instant($0 + "T00:00:00Z") }, calendar: calendar, zone: zone)
        return DayRangeCalendar(state: state, range: range)
    }

    /// The titles of the grid's selected days, and of the days that open and close the run.
    func marked(_ model: DayRangeCalendar) -> (days: [String], opens: [String], closes: [String]) {
        let days = model.grid.weeks.joined().filter(\.isSelected)
        return (days.map(\.title), days.filter(\.opensSelection).map(\.title), days.filter(\.closesSelection).map(\.title))
    }

    @Test("Enter, move, Enter: the anchor, then the span following the cursor, then the complete range")
    func anchorMoveEnd() {
        var stay = model()
        #expect(stay.anchor == nil && stay.span == nil && stay.range == nil)
        #expect(marked(stay).days.isEmpty)
        let mark1 = stay.mark()
        #expect(mark1 == .anchored(Self.day("2026-11-22")))
        #expect(stay.span == Self.day("2026-11-22") ... Self.day("2026-11-22"))
        stay.move(.days(3))
        #expect(stay.span == Self.day("2026-11-22") ... Self.day("2026-11-25"))
        #expect(marked(stay).days == ["22", "23", "24", "25"])
        #expect(marked(stay).opens == ["22"] && marked(stay).closes == ["25"])
        #expect(!stay.isComplete)
        stay.move(.days(3))
        let mark2 = stay.mark()
        #expect(mark2 == .completed(Self.day("2026-11-22") ... Self.day("2026-11-28")))
        #expect(stay.isComplete && stay.dayCount == 7)
        // A complete range stays while the cursor moves; marking again starts anew there.
        stay.move(.days(7))
        #expect(stay.range == Self.day("2026-11-22") ... Self.day("2026-11-28"))
        let mark3 = stay.mark()
        #expect(mark3 == .anchored(Self.day("2026-12-05")))
        #expect(stay.range == nil && stay.span == Self.day("2026-12-05") ... Self.day("2026-12-05"))
    }

    @Test("an end before the start swaps them; the anchor's own day is a one-day range")
    func swapAndOneDay() {
        var stay = model("2026-11-28")
        stay.mark()
        stay.move(.days(-6))
        #expect(stay.span == Self.day("2026-11-22") ... Self.day("2026-11-28"))
        let mark4 = stay.mark()
        #expect(mark4 == .completed(Self.day("2026-11-22") ... Self.day("2026-11-28")))
        var one = model()
        one.mark()
        let mark5 = one.mark()
        #expect(mark5 == .completed(Self.day("2026-11-22") ... Self.day("2026-11-22")))
        #expect(one.dayCount == 1)
        #expect(marked(one).opens == ["22"] && marked(one).closes == ["22"])
    }

    @Test("Shift+arrows anchor at the cursor and make anchor…cursor complete; Esc drops the anchor")
    func extendAndEscape() {
        var stay = model()
        stay.extend(.days(1))
        stay.extend(.days(1))
        #expect(stay.range == Self.day("2026-11-22") ... Self.day("2026-11-24"))
        stay.extend(.days(-7))       // past the anchor: the ends swap
        #expect(stay.range == Self.day("2026-11-17") ... Self.day("2026-11-22"))
        let dropped = stay.dropAnchor()
        #expect(dropped)
        #expect(stay.anchor == nil && stay.range == nil && stay.cursor == Self.day("2026-11-17"))
        let droppedAgain = stay.dropAnchor()
        #expect(!droppedAgain)
    }

    @Test("across a month and a year: the span follows the cursor onto the next page")
    func acrossMonthsAndYears() {
        var stay = model("2026-12-28")
        stay.mark()
        stay.move(.days(7))
        #expect(stay.grid.title == "January 2027")
        #expect(marked(stay).days == ["28", "29", "30", "31", "1", "2", "3", "4"])
        #expect(marked(stay).opens == ["28"] && marked(stay).closes == ["4"])
        stay.move(.months(1))        // 4 February
        stay.mark()
        #expect(stay.range == Self.day("2026-12-28") ... Self.day("2027-02-04"))
        #expect(stay.dayCount == 39)
        // Turning pages changes neither cursor nor range.
        stay.showMonth(.showPreviousMonth)
        #expect(stay.grid.title == "January 2027")
        #expect(stay.cursor == Self.day("2027-02-04") && stay.dayCount == 39)
    }

    @Test("--min/--max hold both ends: the cursor stops at a bound, a click outside is refused")
    func bounds() {
        var stay = model("2026-11-22", minimum: "2026-11-20", maximum: "2026-11-30")
        stay.mark()
        stay.move(.days(-7))
        #expect(stay.cursor == Self.day("2026-11-20"))
        stay.mark()
        #expect(stay.range == Self.day("2026-11-20") ... Self.day("2026-11-22"))
        let mark8 = stay.mark(day: Self.day("2026-12-01"))
        #expect(mark8 == .unavailable)
        #expect(stay.range == Self.day("2026-11-20") ... Self.day("2026-11-22"))
        // Shift extends from the anchor (the 22nd, marked first) and stops at --max.
        stay.extend(.months(1))
        #expect(stay.range == Self.day("2026-11-22") ... Self.day("2026-11-30"))
        #expect(stay.cursor == Self.day("2026-11-30"))
        // A preset reaching outside is not taken.
        let outside = model(range: Self.day("2026-11-19") ... Self.day("2026-11-22"), minimum: "2026-11-20")
        #expect(outside.range == nil)
    }

    @Test("clicks: the first anchors, the second ends (swapping when earlier)")
    func clicks() {
        var stay = model()
        let mark9 = stay.mark(day: Self.day("2026-11-28"))
        #expect(mark9 == .anchored(Self.day("2026-11-28")))
        #expect(stay.cursor == Self.day("2026-11-28"))
        let mark10 = stay.mark(day: Self.day("2026-11-22"))
        #expect(mark10 == .completed(Self.day("2026-11-22") ... Self.day("2026-11-28")))
        stay.anchor(day: Self.day("2026-11-10"))
        #expect(stay.anchor == Self.day("2026-11-10") && !stay.isComplete)
    }

    @Test("a preset range is complete at once; the cursor stays where the state's value is")
    func preset() {
        let stay = model(range: Self.day("2026-11-22") ... Self.day("2026-11-28"))
        #expect(stay.isComplete && stay.dayCount == 7)
        #expect(marked(stay).opens == ["22"] && marked(stay).closes == ["28"])
    }

    @Test("a non-Gregorian calendar: the span crosses the hebrew month Kislev into Tevet")
    func hebrew() {
        // 2026-12-09 is 29 Kislev 5787, 2026-12-11 (a Friday) 1 Tevet.
        var stay = model("2026-12-09", calendar: .hebrew)
        stay.mark()
        stay.move(.days(3))
        stay.mark()
        #expect(stay.range == Self.day("2026-12-09") ... Self.day("2026-12-12"))
        #expect(stay.grid.title.contains("Tevet"))
        #expect(marked(stay).days == ["29", "30", "1", "2"])
        #expect(marked(stay).opens == ["29"] && marked(stay).closes == ["2"])
        #expect(stay.buttonTitle.contains("Kislev") && stay.buttonTitle.contains("Tevet"))
    }

    @Test("isDateEnabled: ends only on allowed days; the range runs across refused ones; the grid dims them")
    func dayRule() {
        var stay = model()
        stay.isDateEnabled = DateSetCalendarTests.weekdays
        #expect(stay.cursor == Self.day("2026-11-23"), "Sunday the 22nd is refused: the nearest later weekday")
        #expect(stay.mark(day: Self.day("2026-11-28")) == .unavailable)
        #expect(stay.anchor == nil)
        stay.anchor(day: Self.day("2026-11-29"))
        #expect(stay.anchor == nil, "a press on a refused day anchors nothing")
        #expect(stay.mark() == .anchored(Self.day("2026-11-23")))
        stay.move(.days(5))
        #expect(stay.cursor == Self.day("2026-11-30"), "from Monday, five steps skip the weekend")
        #expect(stay.mark() == .completed(Self.day("2026-11-23") ... Self.day("2026-11-30")))
        let sunday = stay.grid.weeks.joined().first { $0.day == Self.day("2026-11-29") }
        #expect(sunday?.isEnabled == false)
        #expect(sunday?.isSelected == true, "a refused day inside the range is still part of it")
    }
}
