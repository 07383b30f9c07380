import Foundation

/// The multiple-dates picker's model (Behaviour 5.1, MultiDatePicker): a ``MonthCalendar`` whose
/// selection is a set of days, with the cap and minimum of a ``ChoiceSet``.
///
/// The cursor moves as on any month grid (arrows, pages, today), clamped to the days that can
/// be chosen; moving never changes the set, so days chosen in one month stay chosen while
/// another is shown. ``toggleCursorDay()`` (Space) and ``toggle(day:)`` (a click) add or remove
/// one day; a day past the ``ChoiceSet/limit`` or outside the bounds is refused and the set
/// stays as it was. Confirming never changes the set: ``days`` is what a confirmed prompt
/// reports, ascending, and ``ChoiceSet/isEnough`` says whether it may confirm.
///
/// The bounds are the state's (closed, as every date editor has them); ``halfOpenState(_:from:upTo:)``
/// makes them from a half-open range, as `MultiDatePicker(in: Range<Date>)` takes it.
///
/// ```swift
/// var trip = DateSetCalendar(state: nov22)            // nothing chosen, cursor on 22 November
/// trip.toggleCursorDay()                              // .chosen
/// trip.move(.months(1))                               // 22 December; 22 November stays chosen
/// trip.toggleCursorDay()                              // .chosen
/// trip.days.count                                     // 2
/// trip.dates                                          // [22 Nov 00:00, 22 Dec 00:00] in the zone
/// ```
public struct DateSetCalendar: Sendable {
    /// The month grid: page, cursor and the set as its selection.
    public private(set) var calendar: MonthCalendar
    /// The chosen days (day numbers, see ``MonthGridDay/day``) with the limit and minimum.
    public private(set) var choices: ChoiceSet

    /// A calendar on `state`'s value (the cursor's first day) with `days` chosen (day numbers;
    /// days outside the bounds are dropped), at most `limit`, needing `minimumCount` to confirm.
    public init(state: DatePickerState, days: Set<Int> = [], limit: Int? = nil, minimumCount: Int = 0,
                layout: DatePickerLayout? = nil) {
        let layout = layout ?? DatePickerLayout(mode: .date, locale: state.locale, calendar: state.calendar)
        choices = ChoiceSet(days.filter { Self.isEnabled($0, in: state) }, limit: limit, minimumCount: minimumCount)
        calendar = MonthCalendar(state: state, layout: layout, selection: .set(choices.members))
    }

    /// The page drawn, with the chosen days marked.
    public var grid: MonthGrid { calendar.grid }
    /// The settings; the value is the cursor's day.
    public var state: DatePickerState { calendar.state }
    /// The day keys act on.
    public var cursor: Int { calendar.cursor }
    /// The chosen days, earliest first.
    public var days: [Int] { choices.ordered }
    /// Days a person may not choose beside the bounds (closed days), asked with the first
    /// instant of the day in the picker's zone; nil: every day inside the bounds.
    ///
    /// As on any month grid (``MonthCalendar/isDateEnabled``) they are drawn dimmed and skipped
    /// by the cursor; ``toggleCursorDay()`` and ``toggle(day:)`` refuse them. Days already
    /// chosen stay chosen: a prompt checks its preset against the rule before it opens.
    ///
    /// ```swift
    /// trip.isDateEnabled = { gregorian.component(.weekday, from: $0) != 1 }   // no Sundays
    /// ```
    public var isDateEnabled: (@Sendable (Date) -> Bool)? {
        get { calendar.isDateEnabled }
        set { calendar.isDateEnabled = newValue }
    }

    /// The first moment of each chosen day in the picker's zone, earliest first.
    public var dates: [Date] { days.map { state(onDay: $0).date } }

    /// The state with the value on the day numbered `day` (its first moment): what a date's
    /// output format prints for that day.
    public func state(onDay day: Int) -> DatePickerState {
        let context = state.context
        var result = state
        result.setDate(context.instant(for: context.fields(ofDayNumber: day)))
        return result
    }

    // MARK: Actions

    /// Space: adds the cursor's day, or removes it when chosen.
    @discardableResult
    public mutating func toggleCursorDay() -> ChoiceSet.Toggle {
        let result = choices.toggle(cursor, isAvailable: isChoosable(cursor))
        if result == .chosen || result == .unchosen { calendar.chooseCursorDay() }
        return result
    }

    /// A click on `day`: the cursor goes there and the day is toggled; a day outside the bounds
    /// or refused by ``isDateEnabled`` is refused and nothing moves.
    @discardableResult
    public mutating func toggle(day: Int) -> ChoiceSet.Toggle {
        guard isChoosable(day) else { return .unavailable }
        calendar.move(.days(day - cursor))
        guard cursor == day else { return .unavailable }
        return toggleCursorDay()
    }

    /// Moves the cursor as `move` says, clamped to the days that can be chosen; the set stays.
    public mutating func move(_ move: CalendarMove) {
        calendar.move(move)
    }

    /// Turns the page (the other grid actions are ``move(_:)`` and ``toggle(day:)``).
    package mutating func showMonth(_ action: MonthGridAction) {
        switch action {
        case .showPreviousMonth, .showNextMonth, .showPreviousYear, .showNextYear: calendar.apply(action)
        case .selectDay(let day): toggle(day: day)
        case .moveSelection(let days): move(.days(days))
        }
    }

    // MARK: Bounds

    /// `state` with bounds made from the half-open range `from ..< upTo` (Behaviour 5.1): `upTo` is
    /// the first instant that cannot be chosen, so a day starting there is out and the cursor
    /// stops on the day before. Either end may be nil.
    public static func halfOpenState(_ state: DatePickerState, from lower: Date?, upTo upper: Date?) -> DatePickerState {
        DatePickerState(
            mode: state.mode, style: state.style, date: state.date, minimumDate: lower,
            maximumDate: upper.map { Date(timeIntervalSinceReferenceDate: $0.timeIntervalSinceReferenceDate.nextDown) },
            minuteInterval: state.minuteInterval.requested, roundsToMinuteInterval: state.roundsToMinuteInterval,
            countDownDuration: state.countDownDuration, locale: state.locale, calendar: state.calendar,
            timeZone: state.timeZone, now: state.now)
    }

    /// True when the day numbered `day` is inside the bounds and ``isDateEnabled`` allows it.
    package func isChoosable(_ day: Int) -> Bool {
        Self.isChoosable(day, in: state, isDateEnabled)
    }

    /// True when the day numbered `day` is inside `state`'s bounds and `isDateEnabled` (asked
    /// with the day's first instant in the zone) allows it: what both day-choosing grids refuse by.
    package static func isChoosable(_ day: Int, in state: DatePickerState, _ isDateEnabled: ((Date) -> Bool)?) -> Bool {
        guard isEnabled(day, in: state) else { return false }
        guard let isDateEnabled else { return true }
        return isDateEnabled(state.context.instants(fromWall: DateCalendarContext.wall(ofDayNumber: day),
                                                    toWall: DateCalendarContext.wall(ofDayNumber: day + 1)).lowerBound)
    }

    /// True when some instant of the day numbered `day` is inside `state`'s bounds.
    package static func isEnabled(_ day: Int, in state: DatePickerState) -> Bool {
        guard let bounds = state.bounds else { return true }
        return bounds.intersects(state.context.instants(fromWall: DateCalendarContext.wall(ofDayNumber: day),
                                                        toWall: DateCalendarContext.wall(ofDayNumber: day + 1)))
    }
}
