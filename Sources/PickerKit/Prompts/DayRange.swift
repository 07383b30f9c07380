import Foundation
import PickerCore

/// A closed range of whole days, as `Prompt.range(...)` answers: the first and the last day
/// chosen (both included), their count, and the instants they cover.
///
/// Why not `ClosedRange<DateComponents>`: date components are not `Comparable` (a day in the
/// hebrew calendar and one in the gregorian cannot be ordered without a calendar), and a
/// `Range<Date>` alone loses which calendar days were meant once the zone changes. So the
/// days come as `MultiDatePicker`'s do — era, year, month, day in the calendar shown, with
/// that calendar and the zone — and ``interval`` gives the instants for arithmetic: from the
/// first moment of ``start`` to the end of ``end`` (NSDatePicker's start and time interval),
/// DST-correct. With `withTime: true` the ends carry `hour` and `minute` too and ``interval``
/// runs from the start time to the end time (`Prompt.range` keeps one answer type for both,
/// rather than a second prompt answering a bare `DateInterval` that would lose the days).
///
/// ```swift
/// let stay = try Prompt.range("Stay")
/// stay.start.day      // 22
/// stay.end.day        // 28
/// stay.dayCount       // 7
/// stay.interval.duration   // 604800.0 (an hour more across a fall-back night)
/// ```
public struct DayRange: Equatable, Hashable, Sendable {
    /// The first day, as date components in the calendar and zone shown.
    public var start: DateComponents
    /// The last day (included), as date components in the calendar and zone shown.
    public var end: DateComponents
    /// How many days the range holds (1 for a one-day range).
    public var dayCount: Int
    /// From the first moment of ``start`` to the first moment of the day after ``end``.
    public var interval: DateInterval

    /// A range with the given parts, as the prompt makes it.
    public init(start: DateComponents, end: DateComponents, dayCount: Int, interval: DateInterval) {
        self.start = start
        self.end = end
        self.dayCount = dayCount
        self.interval = interval
    }

    /// The range `model` holds (its span while incomplete, else the cursor's day alone); with
    /// `times`, the ends carry their hour and minute and ``interval`` runs from the start time
    /// to the end time.
    init(_ model: DayRangeCalendar, times: DayRangeTimes? = nil) {
        let days = model.range ?? model.span ?? model.cursor ... model.cursor
        var start = Prompt.dayComponents(of: model.state(onDay: days.lowerBound))
        var end = Prompt.dayComponents(of: model.state(onDay: days.upperBound))
        var interval = DateInterval(start: model.firstInstant(ofDay: days.lowerBound),
                                    end: model.firstInstant(ofDay: days.upperBound + 1))
        if let times {
            (start.hour, start.minute) = (times.startTime.hour, times.startTime.minute)
            (end.hour, end.minute) = (times.endTime.hour, times.endTime.minute)
            let (first, last) = (times.start(on: days.lowerBound, in: model), times.end(on: days.upperBound, in: model))
            interval = DateInterval(start: first, end: max(first, last))
        }
        self.init(start: start, end: end, dayCount: days.count, interval: interval)
    }
}
