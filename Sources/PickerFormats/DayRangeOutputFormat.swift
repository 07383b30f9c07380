import Foundation
import PickerCore

/// How a chosen range of days is printed for scripts (`pick range`): both ends as a date's
/// ``DateOutputFormat`` prints them, put together as an interval.
///
/// | format | `pick range` prints for 22–28 November 2026 (Europe/Berlin) |
/// |---|---|
/// | ``iso`` | `2026-11-22/2026-11-28` (an ISO 8601 interval; both days included) |
/// | ``json`` | `{"start":"2026-11-22","end":"2026-11-28","days":7,"seconds":604800}` |
/// | ``unix`` | `1795302000 1795820400` (each day's first moment) |
/// | ``pattern(_:separator:)`` | `22.11. – 28.11.` for `dd.MM.` (`--separator` between the ends) |
/// | ``interval`` | `Nov 22 – 28, 2026`, `22.–28. Nov. 2026` (the locale's interval format) |
///
/// `seconds` is the range's length as NSDatePicker reports it: from the first moment of the
/// first day to the end of the last day, counted in real seconds, so a range across a change
/// to or from summer time is an hour shorter or longer than its days × 86,400.
///
/// ```swift
/// let format = try DayRangeOutputFormat(argument: "json", separator: nil)
/// format.string(for: stay)   // {"start":"2026-11-22","end":"2026-11-28","days":7,"seconds":604800}
/// ```
public enum DayRangeOutputFormat: Equatable, Sendable {
    /// An ISO 8601 interval of two dates, `start/end`.
    case iso
    /// One JSON object: start, end, the number of days and the length in seconds.
    case json
    /// The first moment of each end day, as seconds since 1970, separated by a space.
    case unix
    /// Each end through an ICU date pattern, joined by the separator.
    case pattern(String, separator: String)
    /// The locale's own interval format (`DayRangeCalendar.intervalTemplate`).
    case interval

    /// What goes between the ends of a pattern when `--separator` is not given: ` – `.
    public static let defaultSeparator = " – "

    /// The format `text` names: `iso`, `json`, `unix`, `interval` in any letter case, else an
    /// ICU date pattern whose ends `separator` (default ``defaultSeparator``) joins.
    ///
    /// - Throws: ``DateOutputFormat/ArgumentError`` for a pattern a date cannot be printed with.
    public init(argument text: String, separator: String? = nil) throws(DateOutputFormat.ArgumentError) {
        switch text.trimmingWhitespace().lowercased() {
        case "iso": self = .iso
        case "json": self = .json
        case "unix": self = .unix
        case "interval": self = .interval
        default:
            if let problem = DateOutputFormat.patternProblem(text) {
                throw DateOutputFormat.ArgumentError(description:
                    "--format '\(text)': \(problem) (use iso, json, unix, interval or a date pattern such as dd.MM.yyyy)")
            }
            self = .pattern(text, separator: separator ?? Self.defaultSeparator)
        }
    }

    /// The complete range of `model` in this format; nil when the range is not complete.
    public func string(for model: DayRangeCalendar) -> String? {
        guard let range = model.range else { return nil }
        let (first, last) = (model.state(onDay: range.lowerBound), model.state(onDay: range.upperBound))
        switch self {
        case .iso:
            return DateOutputFormat.iso.string(for: first) + "/" + DateOutputFormat.iso.string(for: last)
        case .json:
            let seconds = Int(model.firstInstant(ofDay: range.upperBound + 1)
                .timeIntervalSince(model.firstInstant(ofDay: range.lowerBound)).rounded())
            return "{\"start\":\"\(DateOutputFormat.iso.string(for: first))\",\"end\":\"\(DateOutputFormat.iso.string(for: last))\","
                + "\"days\":\(range.count),\"seconds\":\(seconds)}"
        case .unix:
            return DateOutputFormat.unix.string(for: first) + " " + DateOutputFormat.unix.string(for: last)
        case let .pattern(pattern, separator):
            let format = DateOutputFormat.pattern(pattern)
            return format.string(for: first) + separator + format.string(for: last)
        case .interval:
            return model.intervalText(from: range.lowerBound, to: range.upperBound)
        }
    }
}
