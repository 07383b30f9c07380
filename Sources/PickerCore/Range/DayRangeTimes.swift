import Foundation

/// The start and end times under a range calendar (`pick range --with-time`): two textual
/// time fields (``DateFieldEditor`` in `.time` mode, the same editor `pick time --style field`
/// uses) and which of grid, start time and end time keys act on.
///
/// Each field edits a wall time of day (hour and minute, on a reference day in UTC, so a
/// field never meets a DST change of its own); ``start(on:in:)`` and ``end(on:in:)`` put that
/// wall time on a day of the range and read it in the picker's zone, so a time in a spring-
/// forward gap moves forward and the length counts real seconds (Behaviour 2.5).
///
/// Tab goes grid → start time → end time → grid (Shift-Tab back); entering a field focuses its
/// first segment, leaving it finishes what was typed there.
///
/// ```swift
/// var times = DayRangeTimes(locale: enGB, calendar: gregorian)   // 00:00 and 23:59
/// times.tab(forward: true)                 // .startTime
/// times.edit(.type("0900"))                // 09:00
/// times.tab(forward: true)                 // .endTime
/// times.edit(.type("1730"))                // 17:30
/// times.start(on: nov22, in: stay)         // 2026-11-22 09:00 in the picker's zone
/// ```
public struct DayRangeTimes: Sendable {
    /// Where keys act.
    public enum Focus: Equatable, Sendable {
        /// The month grid.
        case grid
        /// The start time's field.
        case startTime
        /// The end time's field.
        case endTime
    }

    /// An hour and a minute of a day.
    public struct WallTime: Equatable, Sendable {
        /// 0 to 23.
        public var hour: Int
        /// 0 to 59.
        public var minute: Int

        /// `hour`:`minute`.
        public init(hour: Int, minute: Int) {
            self.hour = hour
            self.minute = minute
        }

        /// The start's default: the day's first minute, 00:00.
        public static let startOfDay = WallTime(hour: 0, minute: 0)
        /// The end's default: the day's last minute, 23:59.
        public static let endOfDay = WallTime(hour: 23, minute: 59)
    }

    /// The start time's field.
    public private(set) var startField: DateFieldEditor
    /// The end time's field.
    public private(set) var endField: DateFieldEditor
    /// Where keys act; the grid first.
    public private(set) var focus: Focus = .grid

    /// Fields showing `start` and `end` as `locale` writes a time, minutes on `minuteInterval`
    /// (a time off the interval is rounded down to it, as on the time wheels).
    public init(start: WallTime = .startOfDay, end: WallTime = .endOfDay, minuteInterval: Int = 1,
                locale: Locale, calendar: Calendar) {
        startField = DateFieldEditor(state: Self.timeState(start, minuteInterval: minuteInterval, locale: locale, calendar: calendar))
        endField = DateFieldEditor(state: Self.timeState(end, minuteInterval: minuteInterval, locale: locale, calendar: calendar))
    }

    /// Fields in `state`'s locale and calendar showing the wall times of `selection`'s ends in
    /// `state`'s zone, else 00:00 and 23:59 (what `--value 2026-11-22T09:00/2026-11-28T17:30`
    /// and `Prompt.range(selection:withTime:)` preset).
    public init(selection: ClosedRange<Date>?, in state: DatePickerState, minuteInterval: Int = 1) {
        func wall(_ date: Date) -> WallTime {
            let fields = state.context.fields(of: date)
            return WallTime(hour: fields.hour, minute: fields.minute)
        }
        self.init(start: selection.map { wall($0.lowerBound) } ?? .startOfDay,
                  end: selection.map { wall($0.upperBound) } ?? .endOfDay,
                  minuteInterval: minuteInterval, locale: state.locale, calendar: state.calendar)
    }

    /// The start field's time.
    public var startTime: WallTime { Self.wallTime(of: startField) }
    /// The end field's time.
    public var endTime: WallTime { Self.wallTime(of: endField) }

    /// The field keys act on; nil on the grid.
    public var focusedField: DateFieldEditor? {
        switch focus {
        case .grid: nil
        case .startTime: startField
        case .endTime: endField
        }
    }

    // MARK: Actions

    /// Tab (Shift-Tab): grid → start time → end time → grid, finishing what was typed in the
    /// field left and focusing the first segment of the field entered.
    public mutating func tab(forward: Bool) {
        edit(.commit)
        let order: [Focus] = [.grid, .startTime, .endTime]
        let index = order.firstIndex(of: focus) ?? 0
        focus = order[(index + (forward ? 1 : order.count - 1)) % order.count]
        edit(.focus(segment: 0))
    }

    /// Puts the keys on `newFocus` (a click on a field, Esc back to the grid), a field's
    /// `segment` focused; what was typed in the field left is finished.
    package mutating func setFocus(_ newFocus: Focus, segment: Int = 0) {
        if newFocus != focus {
            edit(.commit)
            focus = newFocus
        }
        edit(.focus(segment: segment))
    }

    /// Applies a field action (step, type, clear ...) to the focused field; nothing on the grid.
    public mutating func edit(_ action: DateFieldAction) {
        switch focus {
        case .grid: break
        case .startTime: startField.apply(action)
        case .endTime: endField.apply(action)
        }
    }

    // MARK: Instants

    /// The start time on the day numbered `day`, in `days`' zone (a time in a gap moves forward).
    public func start(on day: Int, in days: DayRangeCalendar) -> Date {
        Self.instant(startTime, on: day, in: days)
    }

    /// The end time on the day numbered `day`, in `days`' zone.
    public func end(on day: Int, in days: DayRangeCalendar) -> Date {
        Self.instant(endTime, on: day, in: days)
    }

    /// The complete range of `days` from the start time on its first day to the end time on its
    /// last; nil while the range is incomplete or when the end comes before the start (a one-day
    /// range whose end time is earlier: the picker refuses it rather than guess).
    public func interval(of days: DayRangeCalendar) -> DateInterval? {
        guard let range = days.range else { return nil }
        let (start, end) = (start(on: range.lowerBound, in: days), end(on: range.upperBound, in: days))
        return end < start ? nil : DateInterval(start: start, end: end)
    }

    // MARK: Helpers

    /// A time-only state on 2000-01-01 in UTC holding `time`.
    static func timeState(_ time: WallTime, minuteInterval: Int, locale: Locale, calendar: Calendar) -> DatePickerState {
        var utc = calendar
        utc.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let reference = Date(timeIntervalSince1970: 946_684_800 + TimeInterval(time.hour * 3600 + time.minute * 60))
        return DatePickerState(mode: .time, date: reference, minuteInterval: minuteInterval, locale: locale,
                               calendar: utc, timeZone: utc.timeZone, now: reference)
    }

    static func wallTime(of field: DateFieldEditor) -> WallTime {
        let parts = field.state.calendar.dateComponents([.hour, .minute], from: field.state.date)
        return WallTime(hour: parts.hour ?? 0, minute: parts.minute ?? 0)
    }

    static func instant(_ time: WallTime, on day: Int, in days: DayRangeCalendar) -> Date {
        let context = days.state.context
        var fields = context.fields(ofDayNumber: day)
        (fields.hour, fields.minute, fields.second) = (time.hour, time.minute, 0)
        return context.instant(for: fields)
    }
}
