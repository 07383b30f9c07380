import Foundation
import PickerCore

/// A range with start and end times (`pick range --with-time`) in each output format.
///
/// | format | 22 November 09:00 – 28 November 17:30 2026 (Europe/Berlin) |
/// |---|---|
/// | ``DayRangeOutputFormat/iso`` | `2026-11-22T09:00:00+01:00/2026-11-28T17:30:00+01:00` |
/// | ``DayRangeOutputFormat/json`` | `{"start":"2026-11-22T09:00:00+01:00","end":"2026-11-28T17:30:00+01:00","days":7,"seconds":549000}` |
/// | ``DayRangeOutputFormat/unix`` | `1795334400 1795883400` |
/// | ``DayRangeOutputFormat/pattern(_:separator:)`` | each end through the pattern (`dd.MM. HH:mm`) |
/// | ``DayRangeOutputFormat/interval`` | the locale's interval with hours and minutes (``DayRangeTimes/intervalTemplate``): `Nov 22, 2026, 9:00 AM – Nov 28, 2026, 5:30 PM` |
///
/// `seconds` is the real length from the start instant to the end instant, so a range across
/// a change to or from summer time is an hour shorter or longer than its wall-clock length.
extension DayRangeOutputFormat {
    /// The complete range of `model` from `times`' start to its end in this format; nil while
    /// the range is incomplete or its end comes before its start.
    ///
    /// ```swift
    /// DayRangeOutputFormat.iso.string(for: stay, times: times)
    /// // "2026-11-22T09:00:00+01:00/2026-11-28T17:30:00+01:00"
    /// ```
    public func string(for model: DayRangeCalendar, times: DayRangeTimes) -> String? {
        guard let range = model.range, let interval = times.interval(of: model) else { return nil }
        let zone = model.state.timeZone
        let (start, end) = (interval.start, interval.end)
        func iso(_ date: Date) -> String { DateOutputFormat.iso(date, mode: .dateAndTime, timeZone: zone) }
        switch self {
        case .iso:
            return iso(start) + "/" + iso(end)
        case .json:
            return "{\"start\":\"\(iso(start))\",\"end\":\"\(iso(end))\",\"days\":\(range.count),"
                + "\"seconds\":\(Int(interval.duration.rounded()))}"
        case .unix:
            return "\(DateOutputFormat.unixSeconds(start)) \(DateOutputFormat.unixSeconds(end))"
        case let .pattern(pattern, separator):
            return DateOutputFormat.formatted(start, pattern: pattern, state: model.state) + separator
                + DateOutputFormat.formatted(end, pattern: pattern, state: model.state)
        case .interval:
            return model.intervalText(from: start, to: end, template: DayRangeTimes.intervalTemplate)
        }
    }
}

extension DayRangeTimes {
    /// The ICU skeleton of `--format interval` and the compact button with times: the day as
    /// `DayRangeCalendar.intervalTemplate` and the hour and minute in the locale's hour cycle
    /// (`Nov 22, 2026, 9:00 AM – Nov 28, 2026, 5:30 PM`).
    public static let intervalTemplate = DayRangeCalendar.intervalTemplate + "jmm"
}
