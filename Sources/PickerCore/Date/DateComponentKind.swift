/// What one component (column) of a date picker stands for.
///
/// The layout lists kinds in the locale's order (Behaviour 2.3); rows of each kind come from the
/// calendar (Behaviour 2.4). ``dayOfYear`` is the single date column of `dateAndTime` mode:
/// one row per day ("Today", "Mon, Nov 23"), counted from a fixed origin so rows never move.
public enum DateComponentKind: String, CaseIterable, Equatable, Hashable, Sendable {
    /// The era, where the calendar needs one to name a year (japanese: 平成, 令和).
    case era
    /// The year (within the era where there is one).
    case year
    /// The month, by name.
    case month
    /// The day of the month.
    case day
    /// `dateAndTime`'s date column: weekday, month and day, "Today" for today.
    case dayOfYear
    /// AM/PM, where the locale uses a 12-hour clock.
    case dayPeriod
    /// The hour, in the locale's hour cycle.
    case hour
    /// The minute, by the minute interval.
    case minute
    /// `countDownTimer`'s hours, 0 to 23.
    case countdownHours
    /// `countDownTimer`'s minutes, 0 to 59 by the minute interval.
    case countdownMinutes

    /// True when the component wraps around, as hour, minute, month and day wheels do on the
    /// platform (Behaviour 1.9); years, eras, the date column and AM/PM do not.
    public var loops: Bool {
        switch self {
        case .hour, .minute, .month, .day, .countdownHours, .countdownMinutes: return true
        case .era, .year, .dayOfYear, .dayPeriod: return false
        }
    }

    /// True when rows are numbers a person can type (Behaviour 1.11).
    public var isNumeric: Bool {
        switch self {
        case .year, .month, .day, .hour, .minute, .countdownHours, .countdownMinutes: return true
        case .era, .dayOfYear, .dayPeriod: return false
        }
    }
}
