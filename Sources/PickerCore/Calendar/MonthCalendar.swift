import Foundation

/// The inline calendar's model (Behaviour 2.11): the month shown, the cursor day keys move, and the
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
    /// Days a person may not choose beside the bounds (closed days, weekends), asked with the
    /// first instant of the day in the picker's zone; nil: every day inside the bounds.
    ///
    /// Disabled days are drawn dimmed, never chosen by a click, and skipped by the cursor, as
    /// disabled rows are (Behaviour 1.10): a move that lands on one goes on in its direction to the
    /// next enabled day, and stays put when there is none before the bounds (or a year on).
    /// Setting it moves a value on a disabled day to the nearest enabled one (the later on a tie).
    ///
    /// ```swift
    /// calendar.isDateEnabled = { !weekend.contains(gregorian.component(.weekday, from: $0)) }
    /// calendar.move(.days(1))      // Friday → Monday
    /// ```
    public var isDateEnabled: (@Sendable (Date) -> Bool)? {
        didSet { leaveDisabledDay() }
    }

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
        let isDayAllowed = isDateEnabled.map { allowed in { (day: Int) in allowed(Self.firstInstant(ofDay: day, context: context)) } }
        return MonthGrid(month: displayedMonth, layout: layout, context: context, bounds: state.bounds,
                         selection: selection, cursor: cursor, today: context.dayNumber(of: state.now),
                         isDayEnabled: isDayAllowed)
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
        let target = move.target(from: cursor, context: context, today: context.dayNumber(of: state.now))
        guard isDateEnabled != nil || context.isSkippedDay(target) else { return moveCursor(to: target, clamping: true) }
        // Where the move lands once clamped into the bounds (a day the zone skipped has no
        // instant to clamp: it is where the move lands), then on to the next enabled day in
        // its direction (Behaviour 1.10); nowhere to go leaves everything as it was.
        var landing = target
        if !context.isSkippedDay(target) {
            let before = self
            _ = moveCursor(to: target, clamping: true)
            landing = cursor
            self = before
        }
        guard let enabled = nearestEnabledDay(from: landing, directions: [target >= cursor ? 1 : -1]) else { return [] }
        return moveCursor(to: enabled, clamping: true)
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

    /// True when the zone has the day numbered `day` (Behaviour 2.5), some instant of it is
    /// inside the bounds and ``isDateEnabled`` allows the day.
    private func isEnabled(_ day: Int) -> Bool {
        let context = state.context
        if context.isSkippedDay(day) { return false }
        if let isDateEnabled, !isDateEnabled(Self.firstInstant(ofDay: day, context: context)) { return false }
        guard let bounds = state.bounds else { return true }
        return bounds.intersects(context.instants(fromWall: DateCalendarContext.wall(ofDayNumber: day),
                                                  toWall: DateCalendarContext.wall(ofDayNumber: day + 1)))
    }

    /// The first instant of the day numbered `day` in the picker's zone.
    private static func firstInstant(ofDay day: Int, context: DateCalendarContext) -> Date {
        context.instants(fromWall: DateCalendarContext.wall(ofDayNumber: day),
                         toWall: DateCalendarContext.wall(ofDayNumber: day + 1)).lowerBound
    }

    /// How far a search for an enabled day looks: a year and a day, past any weekly or
    /// seasonal pattern of closed days.
    private static var enabledDaySearchLimit: Int { 367 }

    /// The enabled day nearest `day` (itself included) looking in `directions` (+1 later, -1
    /// earlier); with both, the nearer wins and a tie goes to the first direction.
    private func nearestEnabledDay(from day: Int, directions: [Int]) -> Int? {
        for distance in 0...Self.enabledDaySearchLimit {
            for direction in directions where isEnabled(day + direction * distance) {
                return day + direction * distance
            }
        }
        return nil
    }

    /// Moves a value resting on a day ``isDateEnabled`` turns down to the nearest enabled day.
    private mutating func leaveDisabledDay() {
        guard isDateEnabled != nil, !isEnabled(cursor),
              let enabled = nearestEnabledDay(from: cursor, directions: [1, -1]) else { return }
        _ = moveCursor(to: enabled, clamping: false)
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
