import Foundation

/// The clock face's model (Behaviour 3.2, the graphical style): the time of a `time` or
/// `dateAndTime` ``DatePickerState`` as two hands, turned by steps, pointed at a clicked
/// angle, switched between AM and PM, or typed as digits — one more editor of the state the
/// month grid and the wheels share.
///
/// Every value it sets goes through the state, so the date rules hold as on the wheels: the
/// minutes stay on the interval (2.7), a value past a bound settles at the bound (2.6), a wall
/// time in a DST gap moves forward (2.5). Turning a hand moves the instant by whole intervals
/// or hours, so in a repeated (fall-back) hour both instants are reached by turning the hour
/// hand (2.5); in `time` mode the day never changes (2.7a), the hands go round it. Pointing a
/// hand changes only that hand's value: the hour hand keeps the half of the day (the AM/PM
/// toggle changes it), the minute hand keeps the hour.
///
/// The digits under the clock are a textual field on the same time (``digits``): typing follows
/// its rules (`1` then `4` in the hour, then the minutes, moving on by themselves), and a digit
/// typed once the numbers are done (on AM/PM, or past the end) starts a new time at the hour.
///
/// ```swift
/// var clock = ClockEditor(state: DatePickerState(mode: .time, date: threePM, locale: enUS, ...))
/// clock.angles                               // hour 90°, minute 0°
/// clock.apply(.turn(.minute, by: 1))         // 3:01 PM
/// clock.apply(.point(.hour, atAngle: 300))   // 10:01 PM: the afternoon kept
/// clock.apply(.toggleDayPeriod)              // 10:01 AM
/// ```
public struct ClockEditor: Sendable {
    /// The settings and the value, always valid.
    public private(set) var state: DatePickerState {
        didSet { wallTime = Self.wallTime(of: state) }
    }
    /// The wall-clock hour (0–23) and minute of the value, in the picker's zone (kept with the
    /// value, since every frame reads it).
    public private(set) var wallTime: (hour: Int, minute: Int)
    /// The time as digits in the locale (a `time` field on the same value), for typing and
    /// for drawing under the clock.
    public private(set) var digits: DateFieldEditor {
        didSet { line = digits.line }
    }
    /// The digits as drawn, made once per change rather than once per frame (formatting them
    /// asks ICU).
    public private(set) var line: DateFieldLine

    /// A clock on `state`'s time of day.
    public init(state: DatePickerState) {
        self.state = state
        wallTime = Self.wallTime(of: state)
        digits = DateFieldEditor(state: state.timeOfDayState)
        line = digits.line
    }

    // MARK: Reading

    /// The hour cycle the locale's `j` skeleton asks for (ICU): 12-hour clocks show an AM/PM toggle.
    public var hourCycle: HourCycle { digits.layout.hourCycle }

    /// True when the locale writes the time with AM/PM, so the clock shows the toggle.
    public var usesDayPeriod: Bool { hourCycle.usesDayPeriod }

    /// The locale's names of the two halves of the day, AM first.
    public var dayPeriodSymbols: [String] { digits.layout.dayPeriodSymbols }

    /// The wall-clock hour and minute of `state`'s value, in its zone.
    private static func wallTime(of state: DatePickerState) -> (hour: Int, minute: Int) {
        let fields = state.context.fields(of: state.date)
        return (fields.hour, fields.minute)
    }

    /// True in the afternoon (12:00 and after).
    public var isAfternoon: Bool { wallTime.hour >= 12 }

    /// Where the hands point now.
    public var angles: ClockFace.Angles {
        let time = wallTime
        return ClockFace.angles(hour: time.hour, minute: time.minute)
    }

    /// The time as the locale writes it, as drawn under the clock (`3:00 PM`, `15:00`).
    public var text: String { line.text }

    // MARK: Actions

    /// Applies a person's action and returns what it caused: a changed value is reported as
    /// changed and settled at once, since the hands do not spin on by themselves.
    @discardableResult
    public mutating func apply(_ action: ClockAction) -> [DatePickerEvent] {
        let before = state.date
        switch action {
        case .turn(let hand, let steps):
            turn(hand, by: steps)
        case .point(let hand, let angle):
            let time = wallTime
            switch hand {
            case .minute:
                setWallTime(hour: time.hour, minute: ClockFace.minute(atAngle: angle, interval: state.minuteInterval.minutes))
            case .hour:
                setWallTime(hour: ClockFace.hour(atAngle: angle) + (isAfternoon ? 12 : 0), minute: time.minute)
            }
        case .toggleDayPeriod:
            let time = wallTime
            setWallTime(hour: (time.hour + 12) % 24, minute: time.minute)
        case .digits(let fieldAction):
            typeDigits(fieldAction)
        }
        if case .digits = action {} else { digits.adopt(digitsState) }
        return state.date == before ? [] : [.valueChanged(.date(state.date)), .settled(.date(state.date))]
    }

    /// Takes a value another editor set (the month grid's day): the hands follow, what was
    /// being typed is dropped.
    public mutating func adopt(_ newState: DatePickerState) {
        state = newState
        digits.adopt(digitsState)
    }

    // MARK: Editing

    /// The digits' `time` state on the value as it stands.
    private var digitsState: DatePickerState {
        var time = digits.state
        time.setDate(state.date)
        return time
    }

    /// Moves the minute hand by whole intervals (a step that normalizes back onto the value
    /// takes the next one) and the hour hand by wall-clock hours, as the hour wheel steps
    /// (Behaviour 2.5): each step reaches the next instant a whole number of hours away on the
    /// wall, both passes of a repeated hour included, a gap passed.
    private mutating func turn(_ hand: ClockHand, by steps: Int) {
        guard steps != 0 else { return }
        if hand == .hour {
            var instant = state.date
            for _ in 0 ..< min(abs(steps), 48) { instant = hourStep(from: instant, direction: steps > 0 ? 1 : -1) }
            state.setSelectedDate(instant)
            return
        }
        let step = TimeInterval(state.minuteInterval.minutes * 60)
        let start = state.date
        let day = state.context.fields(of: start)
        for multiple in 1 ... 3 {
            var candidate = start.addingTimeInterval(step * Double(steps * multiple))
            if state.mode == .time {
                // A time of day: the hands go round the same day (Behaviour 2.7a).
                var fields = state.context.fields(of: candidate)
                fields.era = day.era
                fields.year = day.year
                fields.month = day.month
                fields.isLeapMonth = day.isLeapMonth
                fields.day = day.day
                candidate = state.context.instant(for: fields)
            }
            state.setSelectedDate(candidate)
            if state.date != start { return }
        }
    }

    /// One wall-clock hour on from `instant`; in `time` mode the hand goes round the same day
    /// (Behaviour 2.7a), from its last hour to its first, as the hour wheel loops.
    private func hourStep(from instant: Date, direction: Int) -> Date {
        let context = state.context
        let stepped = context.resolver.instant(steppingHourFrom: instant, direction: direction)
        guard state.mode == .time, context.dayNumber(of: stepped) != context.dayNumber(of: instant) else { return stepped }
        var fields = context.fields(of: instant)
        (fields.hour, fields.occurrence) = direction > 0 ? (0, 0) : (23, 1)
        return context.instant(for: fields)
    }

    /// Sets the wall-clock time on the value's day (the same occurrence in a repeated hour).
    private mutating func setWallTime(hour: Int, minute: Int) {
        var fields = state.context.fields(of: state.date)
        fields.hour = hour
        fields.minute = minute
        fields.second = 0
        state.setSelectedDate(state.context.instant(for: fields))
    }

    /// A field action on the digits; a digit typed where no digit goes (AM/PM, the end) starts
    /// a new time at the first number.
    private mutating func typeDigits(_ action: DateFieldAction) {
        if case .type(let text) = action, text.first?.wholeNumberValue != nil,
           !(digits.focusedSegment.map { digits.segments[$0].kind.isNumeric } ?? false),
           let first = digits.segments.firstIndex(where: \.kind.isNumeric) {
            digits.apply(.focus(segment: first))
        }
        digits.apply(action)
        if digits.state.date != state.date {
            state.setSelectedDate(digits.state.date)
            if state.date != digits.state.date { digits.adopt(digitsState) }
        }
    }
}

extension DatePickerState {
    /// The same settings and value in `time` mode: the time of day alone, as the time wheels
    /// beside a grid and the digits under a clock edit it.
    public var timeOfDayState: DatePickerState {
        DatePickerState(mode: .time, style: .wheels, date: date, minimumDate: minimumDate, maximumDate: maximumDate,
                        minuteInterval: minuteInterval.requested, roundsToMinuteInterval: roundsToMinuteInterval,
                        locale: locale, calendar: calendar, timeZone: timeZone, now: now)
    }
}
