/// What a date picker lets a person choose, like `UIDatePicker.Mode` (Behaviour 2.1).
///
/// Each mode decides the components: ``date`` shows month, day and year in the locale's order;
/// ``time`` hour, minute and AM/PM where the locale uses a 12-hour clock; ``dateAndTime`` one
/// date component ("Today", "Mon, Nov 23", ...) followed by the time; ``countDownTimer`` hours
/// and minutes of a duration; ``yearAndMonth`` month and year.
///
/// ```swift
/// let state = DatePickerState(mode: .time, locale: Locale(identifier: "ko_KR"), now: now)
/// // components: dayPeriod, hour, minute  ("오후 2:30")
/// ```
public enum DatePickerMode: String, CaseIterable, Equatable, Hashable, Sendable {
    /// A day: month, day and year.
    case date
    /// A time of day: hour, minute, AM/PM where the locale has it.
    case time
    /// A day and a time of day.
    case dateAndTime
    /// A duration of hours and minutes, up to 23 h 59 min.
    case countDownTimer
    /// A month of a year.
    case yearAndMonth

    /// True when the mode picks an instant (every mode but ``countDownTimer``).
    package var picksInstant: Bool { self != .countDownTimer }

    /// True when the mode shows an hour and a minute component.
    package var showsTime: Bool { self == .time || self == .dateAndTime }
}
