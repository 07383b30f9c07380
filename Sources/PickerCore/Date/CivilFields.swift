import Foundation

/// The wall-clock fields of a moment in one calendar: era, year, month, day, hour, minute,
/// second, plus which of two instants it is when a fall-back hour repeats (Behaviour 2.5).
///
/// Fields are plain numbers in the calendar's own numbering (hebrew months 1...13 with 6 =
/// Adar I, japanese years counted within ``era``, a chinese leap month as its number with
/// ``isLeapMonth``: 闰二月 is month 2, leap). They may describe a day that does not exist
/// (31 February) while a wheel moves; ``DateCalendarContext`` clamps them when resolving.
public struct CivilFields: Equatable, Hashable, Sendable {
    /// The era (gregorian: 0 BC, 1 AD; japanese: the era's index).
    public var era: Int
    /// The year within the era.
    public var year: Int
    /// The month number in the calendar's numbering.
    public var month: Int
    /// True for a leap month that repeats the number of the month before it (chinese, dangi).
    public var isLeapMonth: Bool
    /// The day of the month, from 1.
    public var day: Int
    /// The hour, 0 to 23.
    public var hour: Int
    /// The minute, 0 to 59.
    public var minute: Int
    /// The second, 0 to 59.
    public var second: Int
    /// 0 for the earlier of two instants sharing a wall time, 1 for the later.
    public var occurrence: Int

    /// Fields of a day (midnight unless a time is given), the earlier occurrence of a repeated
    /// wall time unless `occurrence` is 1.
    public init(era: Int, year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0,
                occurrence: Int = 0, isLeapMonth: Bool = false) {
        self.era = era
        self.year = year
        self.month = month
        self.isLeapMonth = isLeapMonth
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.occurrence = occurrence
    }

    var dateComponents: DateComponents {
        var components = DateComponents(era: era, year: year, month: month, day: day, hour: hour, minute: minute,
                                        second: second)
        components.isLeapMonth = isLeapMonth
        return components
    }
}
