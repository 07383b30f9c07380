import Foundation
import PickerCore
import Testing

/// The calendar's own model (issue 9): moves in the core, and a day selection that is single,
/// a range or a set.
@Suite("Month grid: calendar model")
struct MonthGridCalendarTests {
    typealias F = DateFixture

    func calendar(_ date: String, selection: ((Int) -> DaySelection)? = nil, locale: String = "en_US",
                  minimum: Date? = nil, mode: DatePickerMode = .date) -> MonthCalendar {
        let state = F.state(mode, date: F.instant(date), minimum: minimum, locale: locale)
        return MonthCalendar(state: state, selection: selection?(state.context.dayNumber(of: state.date)))
    }

    @Test("moves: months and years keep the day or take the month's last; week edges follow the locale")
    func moves() {
        let jan31 = calendar("2024-01-31T12:00:00Z")
        let context = jan31.state.context
        let day = jan31.cursor
        let today = day
        #expect(CalendarMove.months(1).target(from: day, context: context, today: today) == day + 29)   // 29 Feb 2024
        #expect(CalendarMove.days(-7).target(from: day, context: context, today: today) == day - 7)
        #expect(CalendarMove.today.target(from: day + 40, context: context, today: today) == day)
        let feb29 = calendar("2024-02-29T12:00:00Z")
        #expect(CalendarMove.years(1).target(from: feb29.cursor, context: context, today: today) == feb29.cursor + 365)
        // Wednesday 22 Nov 2023: en_US weeks run Sunday–Saturday, de_DE Monday–Sunday.
        let us = calendar("2023-11-22T12:00:00Z")
        #expect(CalendarMove.weekStart.target(from: us.cursor, context: us.state.context, today: today) == us.cursor - 3)
        #expect(CalendarMove.weekEnd.target(from: us.cursor, context: us.state.context, today: today) == us.cursor + 3)
        let de = calendar("2023-11-22T12:00:00Z", locale: "de_DE")
        #expect(CalendarMove.weekStart.target(from: de.cursor, context: de.state.context, today: today) == de.cursor - 2)
    }

    @Test("single: the selection is the value's day and moves with it, keeping the time")
    func single() {
        // dateAndTime: a date alone has no time of day to keep (its value is the day's start).
        var model = calendar("2026-03-20T12:00:00Z", mode: .dateAndTime)
        let start = model.cursor
        #expect(model.selection == .single(start))
        let events = model.move(.months(1))
        let value = DatePickerValue.date(F.instant("2026-04-20T12:00:00Z"))
        #expect(events == [.valueChanged(value), .settled(value)])
        #expect(model.selection == .single(start + 31))
        #expect(model.grid.title == "April 2026")
        #expect(model.grid.weeks.joined().filter(\.isSelected).map(\.title) == ["20"])
    }

    @Test("range: choosing a second day spans it, a third starts afresh; arrows move only the cursor")
    func range() {
        var model = calendar("2026-03-10T12:00:00Z") { .range($0 ... $0) }
        let tenth = model.cursor
        model.apply(.selectDay(tenth + 4))
        #expect(model.selection == .range(tenth ... tenth + 4))
        model.move(.days(1))
        #expect(model.selection == .range(tenth ... tenth + 4))
        #expect(model.cursor == tenth + 5)
        let grid = model.grid.weeks.joined()
        #expect(grid.filter(\.isSelected).map(\.title) == ["10", "11", "12", "13", "14"])
        #expect(grid.filter(\.opensSelection).map(\.title) == ["10"])
        #expect(grid.filter(\.closesSelection).map(\.title) == ["14"])
        #expect(grid.filter(\.isCursor).map(\.title) == ["15"])
        model.apply(.selectDay(tenth - 2))
        #expect(model.selection == .range(tenth - 2 ... tenth - 2))
        model.apply(.selectDay(tenth - 5))
        #expect(model.selection == .range(tenth - 5 ... tenth - 2))
    }

    @Test("set: choosing toggles a day; Space chooses the cursor's day; disabled days are never chosen")
    func set() {
        var model = calendar("2026-03-20T12:00:00Z", selection: { .set([$0]) }, minimum: F.instant("2026-03-15T00:00:00Z"))
        let day = model.cursor
        model.apply(.selectDay(day + 2))
        #expect(model.cursor == day + 2)
        model.move(.days(1))
        #expect(model.selection == .set([day, day + 2]))
        model.chooseCursorDay()
        #expect(model.selection == .set([day, day + 2, day + 3]))
        model.apply(.selectDay(day + 2))
        #expect(model.selection == .set([day, day + 3]))
        // The 10th is before the minimum: neither chosen nor reached.
        model.apply(.selectDay(day - 10))
        #expect(model.selection == .set([day, day + 3]))
        #expect(model.cursor == day + 2)
    }

    @Test("a selection's runs: where brackets open and close")
    func runs() {
        #expect(DaySelection.range(3 ... 6).opens(at: 3) && !DaySelection.range(3 ... 6).opens(at: 4))
        #expect(DaySelection.range(3 ... 6).closes(at: 6) && !DaySelection.range(3 ... 6).closes(at: 5))
        #expect(DaySelection.set([3, 4]).opens(at: 4) && DaySelection.set([3, 4]).closes(at: 3))
        #expect(!DaySelection.single(3).contains(4))
        #expect(DaySelection.single(3).choosing(9) == .single(9))
    }
}
