import ArgumentParser
import Foundation
import PickerKit

/// Reads a date option from the command line, for `@Option(transform:)`: a day
/// (`2026-12-01`), a time (`14:30`) or both (`2026-12-01T14:30`), in the person's time zone
/// (`TZ`, else the system's) and the Gregorian calendar, as scripts write them.
///
/// `Date` is not `ExpressibleByArgument`; these transforms parse it without adding that
/// conformance to a type neither this module nor ArgumentParser owns. A text that does not
/// match is ArgumentParser's "invalid value" error naming the option (exit 64).
///
/// ```swift
/// @Option(help: "The day, YYYY-MM-DD.", transform: OptionDate.day) var day: Date?
/// @Option(help: "Leave at, HH:MM.", transform: OptionDate.time) var leave: Date?
/// // trip --day 2026-12-01 --leave 07:45
/// ```
public enum OptionDate {
    /// What a date option holds, and so which prompt asks for it.
    public enum Kind: Sendable {
        /// A day: `Prompt.date`, `YYYY-MM-DD`.
        case day
        /// A time of day: `Prompt.time`, `HH:MM`.
        case time
        /// A day and a time: `Prompt.dateAndTime`, `YYYY-MM-DDTHH:MM`.
        case dateAndTime
    }

    /// Why a text is not a date of the kind an option takes.
    public struct Invalid: Error, CustomStringConvertible {
        /// The form the text should have had.
        public let expected: String
        /// "expected YYYY-MM-DD", ArgumentParser's explanation after the invalid value.
        public var description: String { "expected \(expected)" }
    }

    /// `YYYY-MM-DD` as the start of that day.
    ///
    /// ```swift
    /// try OptionDate.day("2026-12-01")   // 1 December 2026, 00:00 in TZ
    /// ```
    public static func day(_ text: String) throws -> Date {
        try parse(text, kind: .day)
    }

    /// `HH:MM` (24-hour) as that time today.
    ///
    /// ```swift
    /// try OptionDate.time("07:45")   // today at 07:45 in TZ
    /// ```
    public static func time(_ text: String) throws -> Date {
        try parse(text, kind: .time)
    }

    /// `YYYY-MM-DDTHH:MM` (a space instead of `T` too) as that moment.
    ///
    /// ```swift
    /// try OptionDate.dateAndTime("2026-12-01T07:45")
    /// ```
    public static func dateAndTime(_ text: String) throws -> Date {
        try parse(text, kind: .dateAndTime)
    }

    /// `text` read as `kind` in `timeZone`, with `now` for a time's day.
    package static func parse(
        _ text: String, kind: Kind, timeZone: TimeZone = PromptEnvironment.current.timeZone, now: Date = Date()
    ) throws -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let expected = switch kind {
        case .day: "YYYY-MM-DD"
        case .time: "HH:MM"
        case .dateAndTime: "YYYY-MM-DDTHH:MM"
        }
        let parts = text.split(whereSeparator: { $0 == "T" || $0 == " " }).map(String.init)
        var components: DateComponents
        switch (kind, parts.count) {
        case (.day, 1):
            let day = try numbers(parts[0], separator: "-", count: 3, expected: expected)
            components = DateComponents(year: day[0], month: day[1], day: day[2])
        case (.time, 1):
            let time = try numbers(parts[0], separator: ":", count: 2, expected: expected)
            components = calendar.dateComponents([.year, .month, .day], from: now)
            (components.hour, components.minute) = (time[0], time[1])
        case (.dateAndTime, 2):
            let day = try numbers(parts[0], separator: "-", count: 3, expected: expected)
            let time = try numbers(parts[1], separator: ":", count: 2, expected: expected)
            components = DateComponents(year: day[0], month: day[1], day: day[2], hour: time[0], minute: time[1])
        default:
            throw Invalid(expected: expected)
        }
        guard components.isValidDate(in: calendar), let date = calendar.date(from: components) else {
            throw Invalid(expected: expected)
        }
        return date
    }

    /// `count` decimal numbers separated by `separator`.
    private static func numbers(_ text: String, separator: Character, count: Int, expected: String) throws -> [Int] {
        let numbers = text.split(separator: separator, omittingEmptySubsequences: false).compactMap { part in
            part.allSatisfy(\.isASCII) ? Int(part) : nil
        }
        guard numbers.count == count else { throw Invalid(expected: expected) }
        return numbers
    }
}
