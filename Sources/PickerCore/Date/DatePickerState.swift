import Foundation

/// Everything a date picker is set to, and its value, as one always-valid value (Behaviour 2).
///
/// The settings mirror UIDatePicker: ``mode``, ``style``, ``minimumDate``, ``maximumDate``,
/// ``minuteInterval``, ``roundsToMinuteInterval``, ``countDownDuration``, ``locale``,
/// ``calendar``, ``timeZone``. Nothing is read from the environment: the locale, calendar, zone
/// and the current moment (``now``, for "Today" and the default value) come in as values.
///
/// The value is normalized whenever it is set: rounded down to the minute interval (2.7),
/// clamped into the bounds (2.6), and for a countdown kept between one interval and
/// 23 h 59 min with seconds dropped (2.9). ``DateWheelPicker`` lets a person change it.
///
/// ```swift
/// let state = DatePickerState(mode: .time, date: tenPast, minuteInterval: 15,
///                             locale: Locale(identifier: "en_US"), calendar: Calendar(identifier: .gregorian),
///                             timeZone: TimeZone(identifier: "Europe/Berlin")!, now: tenPast)
/// state.date   // rounded down to the quarter hour: xx:00
/// ```
public struct DatePickerState: Equatable, Sendable {
    /// What is chosen: a date, a time, both, a duration, a month.
    public let mode: DatePickerMode
    /// The style asked for; ``resolvedStyle`` says what it becomes for ``mode`` (Behaviour 2.2).
    public let style: DateStyle
    /// The locale names, digits, component order and hour cycle come from.
    public let locale: Locale
    /// The calendar, set to ``locale`` and ``timeZone``.
    public let calendar: Calendar
    /// The zone wall times are read and shown in.
    public let timeZone: TimeZone
    /// The earliest value allowed, as given (see ``bounds`` for what is in effect).
    public let minimumDate: Date?
    /// The latest value allowed, as given (see ``bounds`` for what is in effect).
    public let maximumDate: Date?
    /// The validated minute interval (Behaviour 2.7).
    public let minuteInterval: MinuteInterval
    /// When true (the default), a value set by code is rounded down to the interval.
    public let roundsToMinuteInterval: Bool
    /// Optional parts shown (NSDatePicker's `datePickerElements`); ``DatePickerElements/seconds``
    /// keeps the value's seconds.
    public let elements: DatePickerElements
    /// The current moment, for "Today" and the default value; the session updates it.
    public var now: Date
    /// The selected instant (every mode but `countDownTimer`).
    public private(set) var date: Date
    /// The selected duration in seconds (`countDownTimer`).
    public private(set) var countDownDuration: TimeInterval

    /// A picker state, its value normalized at once.
    ///
    /// - Parameters:
    ///   - mode: what is chosen; `dateAndTime` by default.
    ///   - style: how it is presented; resolved against `mode` by ``resolvedStyle``.
    ///   - date: the initial value; `now` when nil.
    ///   - minimumDate: the earliest value; nil for none.
    ///   - maximumDate: the latest value; nil for none. Later than `minimumDate` or both are
    ///     ignored, as on the platform.
    ///   - minuteInterval: the minute step; anything but 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30
    ///     becomes 1 (see ``MinuteInterval``).
    ///   - roundsToMinuteInterval: whether `date` is rounded down to the interval.
    ///   - countDownDuration: the initial duration in seconds, for `countDownTimer`.
    ///   - locale: names, digits, component order and hour cycle.
    ///   - calendar: the calendar whose eras, years and months are shown.
    ///   - timeZone: the zone wall times are read in.
    ///   - now: the current moment, for "Today" and the default value.
    ///   - elements: optional parts shown (seconds, era, zone); ``DatePickerElements/seconds``
    ///     keeps the value's seconds in a textual style.
    public init(
        mode: DatePickerMode = .dateAndTime,
        style: DateStyle = .automatic,
        date: Date? = nil,
        minimumDate: Date? = nil,
        maximumDate: Date? = nil,
        minuteInterval: Int = 1,
        roundsToMinuteInterval: Bool = true,
        countDownDuration: TimeInterval = 0,
        locale: Locale,
        calendar: Calendar,
        timeZone: TimeZone,
        now: Date,
        elements: DatePickerElements = []
    ) {
        self.mode = mode
        self.elements = elements
        self.style = style
        self.locale = locale
        var calendar = calendar
        calendar.locale = locale
        calendar.timeZone = timeZone
        self.calendar = calendar
        self.timeZone = timeZone
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.minuteInterval = MinuteInterval(requested: minuteInterval)
        self.roundsToMinuteInterval = roundsToMinuteInterval
        self.now = now
        self.date = now
        self.countDownDuration = 0
        self.date = normalized(date ?? now, roundingToInterval: roundsToMinuteInterval)
        self.countDownDuration = Self.normalizedDuration(countDownDuration, interval: self.minuteInterval)
    }

    /// The concrete style, or why ``style`` cannot present ``mode`` (Behaviour 2.2).
    public var resolvedStyle: Result<DateStyle, DateStyleError> { style.resolved(for: mode) }

    /// Set when the requested minute interval was replaced by 1 (Behaviour 2.7).
    public var minuteIntervalWarning: MinuteIntervalWarning? { minuteInterval.warning }

    /// The bounds in effect: nil without bounds, when maximum < minimum, or in
    /// `countDownTimer` mode (Behaviour 2.6).
    public var bounds: DateBounds? {
        mode == .countDownTimer ? nil : DateBounds(minimum: minimumDate, maximum: maximumDate)
    }

    /// The calendar arithmetic in this state's calendar, locale and zone.
    public var context: DateCalendarContext {
        DateCalendarContext(calendar: calendar, locale: locale, timeZone: timeZone)
    }

    /// Sets the value as code does: normalized, no events (Behaviour 1.8).
    package mutating func setDate(_ newValue: Date) {
        date = normalized(newValue, roundingToInterval: roundsToMinuteInterval)
    }

    /// True when the value keeps its seconds: ``DatePickerElements/seconds`` on a time, in a
    /// textual style, the styles that show a seconds segment (Behaviour 3.1). Wheels, the grid
    /// and the clock show none, so there the seconds are dropped rather than printed unseen.
    package var keepsSeconds: Bool {
        guard elements.contains(.seconds), mode.showsTime, case .success(let style) = resolvedStyle else { return false }
        return style.isTextual
    }

    /// Sets the value a person chose on the wheels: always on the interval.
    mutating func setSelectedDate(_ newValue: Date) {
        date = normalized(newValue, roundingToInterval: true)
    }

    /// Sets the countdown duration: seconds dropped, on the interval, within range (Behaviour 2.9).
    package mutating func setCountDownDuration(_ seconds: TimeInterval) {
        countDownDuration = Self.normalizedDuration(seconds, interval: minuteInterval)
    }
}
