import Foundation

/// The inline calendar's model (SPEC 2.11): the month shown, the cursor day keys move, and the
/// day selection — a single day, a range or a set — around the ``DatePickerState`` every date
/// editor agrees on.
///
/// The state's value follows the cursor: moving or choosing a day sets the value to that day,
/// keeping the time of day, normalized by the state (interval, bounds). With a ``DaySelection/single(_:)``
/// selection the selection *is* the cursor; with a range or a set, choosing a day
/// (``MonthGridAction/selectDay(_:)``, or ``chooseCursorDay()`` for Space) adds it as
/// ``DaySelection/choosing(_:)`` says. Page turns change the month shown, never the value, and
/// never go to a month wholly outside the bounds.
///
/// ```swift
/// var calendar = MonthCalendar(state: state)          // 22 November 2026, single
/// calendar.move(.months(1))                           // 22 December, value changed and settled
/// calendar.apply(.showNextMonth)                      // January shown, value unchanged
/// calendar.grid.title                                 // "January 2027"
///
/// var week = MonthCalendar(state: state, selection: .range(day ... day))
/// week.apply(.selectDay(day + 6))                     // the range now covers seven days
/// ```
public struct MonthCalendar: Sendable {
    /// The settings and the value every editor shares.
    public private(set) var state: DatePickerState
    /// Names, digits and formatters for the grid's titles.
    public let layout: DatePickerLayout
    /// The month the grid shows.
    public private(set) var displayedMonth: CalendarMonth
    /// The day keys act on (the value's day).
    public private(set) var cursor: Int
    /// The selected days; a single selection is always the cursor.
    public private(set) var selection: DaySelection

    /// A calendar on `state`'s value; `selection` nil selects the value's day alone.
    public init(state: DatePickerState, layout: DatePickerLayout? = nil, selection: DaySelection? = nil) {
        self.state = state
        self.layout = layout ?? DatePickerLayout(mode: .date, locale: state.locale, calendar: state.calendar)
        let context = state.context
        cursor = context.dayNumber(of: state.date)
        self.selection = selection ?? .single(cursor)
        displayedMonth = CalendarMonth(containingDay: cursor, context: context)
    }

    /// The page drawn: the displayed month's weeks with the selection, the cursor and today.
    public var grid: MonthGrid {
        let context = state.context
        return MonthGrid(month: displayedMonth, layout: layout, context: context, bounds: state.bounds,
                         selection: selection, cursor: cursor, today: context.dayNumber(of: state.now))
    }

    // MARK: Actions

    /// Applies a person's action on the grid and returns what it caused: page turns cause
    /// nothing; choosing a day changes the value (and the selection), reported as changed and
    /// settled at once, since a calendar page does not spin. A disabled day is ignored.
    @discardableResult
    public mutating func apply(_ action: MonthGridAction) -> [DatePickerEvent] {
        let context = state.context
        switch action {
        case .showPreviousMonth: show(displayedMonth.adding(months: -1, context: context))
        case .showNextMonth: show(displayedMonth.adding(months: 1, context: context))
        case .showPreviousYear: show(displayedMonth.adding(years: -1, context: context))
        case .showNextYear: show(displayedMonth.adding(years: 1, context: context))
        case .selectDay(let day):
            guard isEnabled(day) else { return [] }
            let events = moveCursor(to: day, clamping: false)
            chooseCursorDay()
            return events
        case .moveSelection(let days):
            return move(.days(days))
        }
        return []
    }

    /// Moves the cursor (and with it the value, clamped into the bounds) as `move` says.
    @discardableResult
    public mutating func move(_ move: CalendarMove) -> [DatePickerEvent] {
        let context = state.context
        return moveCursor(to: move.target(from: cursor, context: context, today: context.dayNumber(of: state.now)),
                          clamping: true)
    }

    /// Adds the cursor's day to a range or set selection (Space on the grid); a single
    /// selection already is the cursor.
    public mutating func chooseCursorDay() {
        if case .single = selection {
            selection = .single(cursor)
        } else {
            selection = selection.choosing(cursor)
        }
    }

    /// Shows `month` as it is, bounds unchecked: a page kept from before (e.g. by an adapter
    /// that stores the page elsewhere).
    public mutating func show(month: CalendarMonth) {
        displayedMonth = month
    }

    /// Takes a value another editor set (the time wheels beside the grid): the cursor and the
    /// page follow its day.
    public mutating func adopt(_ newState: DatePickerState) {
        state = newState
        followValue()
    }

    // MARK: Moving

    private mutating func moveCursor(to day: Int, clamping: Bool) -> [DatePickerEvent] {
        guard state.mode.picksInstant else { return [] }
        if !clamping, !isEnabled(day) { return [] }
        let before = state.date
        state.setDate(date(onDay: day, keepingTimeOf: state.date))
        followValue()
        guard state.date != before else { return [] }
        let value = DatePickerValue.date(state.date)
        return [.valueChanged(value), .settled(value)]
    }

    /// The cursor on the value's day, the page on its month, a single selection on it.
    private mutating func followValue() {
        let context = state.context
        cursor = context.dayNumber(of: state.date)
        displayedMonth = CalendarMonth(containingDay: cursor, context: context)
        if case .single = selection { selection = .single(cursor) }
    }

    /// The instant on the day numbered `day` at the wall time of `date`.
    private func date(onDay day: Int, keepingTimeOf date: Date) -> Date {
        let context = state.context
        let time = context.fields(of: date)
        var fields = context.fields(ofDayNumber: day)
        (fields.hour, fields.minute, fields.second, fields.occurrence) = (time.hour, time.minute, time.second, time.occurrence)
        return context.instant(for: fields)
    }

    /// True when some instant of the day numbered `day` is inside the bounds.
    private func isEnabled(_ day: Int) -> Bool {
        guard let bounds = state.bounds else { return true }
        return bounds.intersects(state.context.instants(fromWall: DateCalendarContext.wall(ofDayNumber: day),
                                                        toWall: DateCalendarContext.wall(ofDayNumber: day + 1)))
    }

    /// Shows `month`, or the nearest month with a day inside the bounds.
    private mutating func show(_ month: CalendarMonth) {
        let context = state.context
        var target = month
        if let bounds = state.bounds, !bounds.intersects(target.span(context: context)) {
            if let minimum = bounds.minimum, target.span(context: context).upperBound <= minimum {
                target = CalendarMonth(containing: minimum, context: context)
            } else if let maximum = bounds.maximum {
                target = CalendarMonth(containing: maximum, context: context)
            }
        }
        displayedMonth = target
    }
}
