import Foundation

/// A wall-clock date and time in the proleptic Gregorian calendar of ISO 8601, the one form
/// every ISO value is read and printed in (Behaviour 2.11a).
///
/// Foundation's `.gregorian` calendar switches to the Julian calendar before 15 October 1582
/// and has no year 0, so it cannot be used for ISO text: `1582-10-04` would be read ten days
/// late and `1582-10-10` refused. This type converts with plain arithmetic on days instead
/// (Howard Hinnant's `days_from_civil`), valid for every year, and keeps a wall time as
/// seconds since 1970-01-01T00:00 *on the wall* (see ``WallTimeResolver``).
///
/// The supported span is the years 0001 to 9999 (``supportedYears``): the years ISO 8601
/// writes with four digits and no sign, the ones `--value` can read back.
///
/// ```swift
/// let day = ISODateTime(year: 1582, month: 10, day: 4)
/// day?.wallSeconds                                        // -12220243200
/// ISODateTime(wallSeconds: 0).dateText                    // "1970-01-01"
/// ISODateTime(year: 2026, month: 2, day: 30)              // nil: no such day
/// ```
public struct ISODateTime: Equatable, Hashable, Sendable {
    /// The year, proleptic: 1582 is followed by 1583 with no days skipped; 0 and below exist.
    public let year: Int
    /// The month, 1 (January) to 12.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int
    /// The hour, 0 to 23.
    public let hour: Int
    /// The minute, 0 to 59.
    public let minute: Int
    /// The second, 0 to 59 (60 only as given to ``init(year:month:day:hour:minute:second:)``).
    public let second: Int

    /// The years ISO values may have: four digits, no sign (Behaviour 2.11a).
    public static let supportedYears = 1 ... 9999

    /// The fields, or nil when they name no moment (month 13, 30 February, 25:00); a leap
    /// second (`:60`) is read as the next minute's start, as Foundation does.
    public init?(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        guard (1 ... 12).contains(month), (1 ... Self.daysInMonth(year: year, month: month)).contains(day),
              (0 ... 23).contains(hour), (0 ... 59).contains(minute), (0 ... 60).contains(second)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The fields of a wall time given as whole seconds since 1970-01-01T00:00 on the wall.
    public init(wallSeconds: Int) {
        let days = Self.floorDivide(wallSeconds, 86_400)
        let secondOfDay = wallSeconds - days * 86_400
        // days_from_civil inverted: eras of 400 years (146,097 days) starting on 0000-03-01.
        let shifted = days + 719_468
        let era = Self.floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        hour = secondOfDay / 3600
        minute = secondOfDay / 60 % 60
        second = secondOfDay % 60
    }

    /// The fields of the wall time `wall` (a `Date` read in UTC), seconds rounded down.
    public init(wall: Date) {
        self.init(wallSeconds: Int(wall.timeIntervalSince1970.rounded(.down)))
    }

    /// Whole seconds since 1970-01-01T00:00 on the wall.
    public var wallSeconds: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = Self.floorDivide(shiftedYear, 400)
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return days * 86_400 + hour * 3600 + minute * 60 + second
    }

    /// This wall time as a `Date` read in UTC.
    public var wall: Date { Date(timeIntervalSince1970: TimeInterval(wallSeconds)) }

    /// `yyyy-MM-dd`.
    public var dateText: String { "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))" }

    /// `yyyy-MM`.
    package var monthText: String { "\(Self.padded(year, 4))-\(Self.padded(month, 2))" }

    /// `HH:mm`.
    package var minuteText: String { "\(Self.padded(hour, 2)):\(Self.padded(minute, 2))" }

    /// `HH:mm:ss`.
    package var secondText: String { minuteText + ":" + Self.padded(second, 2) }

    /// An offset from UTC as ISO 8601 writes it: `+01:00`, `-05:00`, `+00:00`; a historical
    /// offset with seconds (local mean time, `+00:53:28`) keeps them, so the printed wall time
    /// and offset always add up to the instant.
    package static func offsetText(_ seconds: Int) -> String {
        let magnitude = abs(seconds)
        let hours = padded(magnitude / 3600, 2)
        let minutes = padded(magnitude / 60 % 60, 2)
        let rest = magnitude % 60 == 0 ? "" : ":" + padded(magnitude % 60, 2)
        return (seconds < 0 ? "-" : "+") + hours + ":" + minutes + rest
    }

    /// The days in `month` of `year`: February has 29 in every fourth year but centuries not
    /// divisible by 400, back to year 0 and beyond (proleptic).
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// True when `year` has a 29 February in the proleptic Gregorian calendar.
    package static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let sign = value < 0 ? "-" : ""
        return sign + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
