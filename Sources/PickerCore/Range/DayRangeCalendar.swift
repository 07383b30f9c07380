import Foundation

/// The date-range picker's model (Behaviour 3.2, NSDatePicker's range mode, `pick range`): a
/// ``MonthCalendar`` whose cursor a person moves, an anchor (the first day marked) and, once
/// the second day is marked, a complete range of days.
///
/// - No anchor: the arrows move the cursor; ``mark()`` (Enter or Space) anchors the start there.
/// - Anchored: the span from the anchor to the cursor is the selection and follows the cursor,
///   across months and years; ``mark()`` sets the end there. An end before the start swaps
///   them; the anchor's own day makes a one-day range.
/// - Complete: the range stays while the cursor moves; ``mark()`` starts a new anchor at the
///   cursor, ``isComplete`` tells a prompt that Enter confirms.
///
/// ``extend(_:)`` (Shift+arrows) moves the cursor and makes the range anchor…cursor complete at
/// once, anchoring at the cursor first if there is no anchor. ``dropAnchor()`` (Esc) forgets the
/// anchor and any end. The state's bounds hold both ends: the cursor stops at a bound (as on any
/// month grid) and a click outside them is refused, so no span ever holds a day outside them.
///
/// Days are day numbers (days since 1970-01-01 in the picker's zone, see ``MonthGridDay/day``).
///
/// ```swift
/// var stay = DayRangeCalendar(state: nov22)     // cursor on 22 November, nothing anchored
/// stay.mark()                                   // .anchored: the span is 22…22
/// stay.move(.days(6))                           // the span 22…28 follows the cursor
/// stay.mark()                                   // .completed
/// stay.range                                    // 22 November … 28 November (day numbers)
/// stay.dayCount                                 // 7
/// ```
public struct DayRangeCalendar: Sendable {
    /// What marking a day did.
    public enum Mark: Equatable, Sendable {
        /// The day became the anchor (the range's first marked end).
        case anchored(Int)
        /// The day completed the range (its ends possibly swapped).
        case completed(ClosedRange<Int>)
        /// The day is outside the bounds or refused by ``isDateEnabled``; nothing changed.
        case unavailable
    }

    /// The page, the cursor and the bounds (its own selection is not used: see ``grid``).
    public private(set) var calendar: MonthCalendar
    /// The first day marked, while a range is being chosen or once it is complete.
    public private(set) var anchor: Int?
    /// The second day marked; set only with an anchor, and then the range is complete.
    public private(set) var end: Int?

    /// A calendar on `state`'s value (the cursor's day) with nothing anchored, or with the
    /// complete range `range` (day numbers) when given; a range reaching outside the bounds
    /// is not taken.
    public init(state: DatePickerState, range: ClosedRange<Int>? = nil, layout: DatePickerLayout? = nil) {
        calendar = MonthCalendar(state: state, layout: layout, selection: .set([]))
        if let range, Self.isEnabled(range.lowerBound, in: calendar.state), Self.isEnabled(range.upperBound, in: calendar.state) {
            (anchor, end) = (range.lowerBound, range.upperBound)
        }
    }

    /// The settings; the value is the cursor's day.
    public var state: DatePickerState { calendar.state }
    /// The day keys act on.
    public var cursor: Int { calendar.cursor }
    /// Days a person may not choose as an end (closed days), asked with the first instant of
    /// the day in the picker's zone; nil: every day inside the bounds.
    ///
    /// As on any month grid (``MonthCalendar/isDateEnabled``) they are drawn dimmed and skipped
    /// by the cursor; ``mark()``, ``mark(day:)`` and ``anchor(day:)`` refuse them. A range may
    /// run across them (a stay over a closed Sunday); only its ends are asked. A range already
    /// marked stays: a prompt checks its preset against the rule before it opens.
    ///
    /// ```swift
    /// stay.isDateEnabled = { gregorian.component(.weekday, from: $0) != 1 }   // no Sunday ends
    /// ```
    public var isDateEnabled: (@Sendable (Date) -> Bool)? {
        get { calendar.isDateEnabled }
        set { calendar.isDateEnabled = newValue }
    }
    /// True once both ends are marked: Enter then confirms.
    public var isComplete: Bool { end != nil }

    /// The complete range, earliest day first; nil until both ends are marked.
    public var range: ClosedRange<Int>? {
        guard let anchor, let end else { return nil }
        return Self.span(anchor, end)
    }

    /// What the grid highlights: the complete range, else the anchor to the cursor; nil
    /// without an anchor.
    public var span: ClosedRange<Int>? {
        guard let anchor else { return nil }
        return Self.span(anchor, end ?? cursor)
    }

    /// The days in ``span`` (0 without one).
    public var dayCount: Int { span.map { $0.count } ?? 0 }

    /// The page drawn: the span from its first day's `[` to its last day's `]`, the cursor
    /// alone when nothing is anchored.
    public var grid: MonthGrid {
        let context = state.context
        let state = state
        let isDayEnabled = isDateEnabled.map { allowed in { (day: Int) in DateSetCalendar.isChoosable(day, in: state, allowed) } }
        return MonthGrid(month: calendar.displayedMonth, layout: calendar.layout, context: context,
                         bounds: state.bounds, selection: span.map(DaySelection.range) ?? .set([]), cursor: cursor,
                         today: context.dayNumber(of: state.now), isDayEnabled: isDayEnabled)
    }

    // MARK: Actions

    /// Moves the cursor (clamped into the bounds); an incomplete span follows it, a complete
    /// range stays.
    public mutating func move(_ move: CalendarMove) {
        calendar.move(move)
    }

    /// Shift+arrows: anchors at the cursor when nothing is anchored, moves the cursor, and
    /// makes anchor…cursor the complete range.
    public mutating func extend(_ move: CalendarMove) {
        if anchor == nil { anchor = cursor }
        calendar.move(move)
        end = cursor
    }

    /// Enter or Space on the cursor's day: anchors it, completes the range with it, or, on a
    /// complete range, starts a new anchor there.
    @discardableResult
    public mutating func mark() -> Mark {
        mark(cursor)
    }

    /// A click on `day`: the cursor goes there and the day is marked as ``mark()`` marks; a day
    /// outside the bounds or refused by ``isDateEnabled`` is refused and nothing moves.
    @discardableResult
    public mutating func mark(day: Int) -> Mark {
        guard isChoosable(day) else { return .unavailable }
        calendar.move(.days(day - cursor))
        guard cursor == day else { return .unavailable }
        return mark(day)
    }

    /// Anchors `day` whatever was marked before (a mouse press that starts a drag).
    public mutating func anchor(day: Int) {
        guard isChoosable(day) else { return }
        calendar.move(.days(day - cursor))
        guard cursor == day else { return }
        (anchor, end) = (day, nil)
    }

    /// Esc: forgets the anchor and any end; false when there was none (Esc then cancels).
    @discardableResult
    public mutating func dropAnchor() -> Bool {
        guard anchor != nil else { return false }
        (anchor, end) = (nil, nil)
        return true
    }

    /// Turns the page; the cursor and the range stay.
    package mutating func showMonth(_ action: MonthGridAction) {
        switch action {
        case .showPreviousMonth, .showNextMonth, .showPreviousYear, .showNextYear: calendar.apply(action)
        case .selectDay(let day): mark(day: day)
        case .moveSelection(let days): move(.days(days))
        }
    }

    // MARK: Days

    /// The state with the value on the first moment of the day numbered `day`: what a date's
    /// output format prints for that day.
    public func state(onDay day: Int) -> DatePickerState {
        let context = state.context
        var result = state
        result.setDate(context.instant(for: context.fields(ofDayNumber: day)))
        return result
    }

    /// The first instant of the day numbered `day` in the picker's zone (midnight, or the first
    /// moment after a gap).
    public func firstInstant(ofDay day: Int) -> Date {
        state.context.instants(fromWall: DateCalendarContext.wall(ofDayNumber: day),
                               toWall: DateCalendarContext.wall(ofDayNumber: day + 1)).lowerBound
    }

    /// True when some instant of the day numbered `day` is inside `state`'s bounds.
    package static func isEnabled(_ day: Int, in state: DatePickerState) -> Bool {
        DateSetCalendar.isEnabled(day, in: state)
    }

    /// True when the day numbered `day` is inside the bounds and ``isDateEnabled`` allows it.
    package func isChoosable(_ day: Int) -> Bool {
        DateSetCalendar.isChoosable(day, in: state, isDateEnabled)
    }

    private mutating func mark(_ day: Int) -> Mark {
        guard isChoosable(day) else { return .unavailable }
        if let anchor, end == nil {
            end = day
            return .completed(Self.span(anchor, day))
        }
        (anchor, end) = (day, nil)
        return .anchored(day)
    }

    private static func span(_ one: Int, _ other: Int) -> ClosedRange<Int> {
        min(one, other) ... max(one, other)
    }
}
