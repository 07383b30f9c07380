import Foundation

/// One month of a calendar, named by its era, year and month number.
///
/// Months are always those of the picker's calendar: a hebrew leap year has a month 6
/// (Adar I), a japanese month belongs to the era its first day is in.
///
/// ```swift
/// let may = CalendarMonth(containing: reiwaDay, context: japanese)   // era 236, year 1, month 5
/// may.adding(months: -1, context: japanese)                          // era 235, year 31, month 4
/// ```
public struct CalendarMonth: Equatable, Hashable, Sendable {
    /// The era in the calendar's numbering (235 Heisei, 236 Reiwa; 1 for gregorian AD).
    public let era: Int
    /// The year within ``era``.
    public let year: Int
    /// The month number in the calendar's numbering (hebrew: 1...13).
    public let month: Int
    /// The day number (days since 1970-01-01) of the month's first day; the month's days
    /// run from here for ``dayCount`` days.
    public let firstDay: Int
    /// How many days the month has (28 to 31 in gregorian, 29 or 30 in hebrew).
    public let dayCount: Int

    /// The month containing `date` in the context's zone.
    public init(containing date: Date, context: DateCalendarContext) {
        self.init(containingDay: context.dayNumber(of: date), context: context)
    }

    /// The month containing the day numbered `day`.
    public init(containingDay day: Int, context: DateCalendarContext) {
        let wall = DateCalendarContext.wall(ofDayNumber: day)
        let interval = context.wallCalendar.dateInterval(of: .month, for: wall)
        let first = interval.map { DateCalendarContext.dayNumber(ofWall: $0.start) } ?? day
        let end = interval.map { DateCalendarContext.dayNumber(ofWall: $0.end) } ?? day + 1
        let fields = context.fields(ofDayNumber: first)
        era = fields.era
        year = fields.year
        month = fields.month
        firstDay = first
        dayCount = max(1, end - first)
    }

    /// Day numbers of the month's days.
    public var days: Range<Int> { firstDay ..< firstDay + dayCount }

    /// The month `months` later (earlier when negative), by the calendar's month arithmetic.
    public func adding(months: Int, context: DateCalendarContext) -> CalendarMonth {
        let wall = DateCalendarContext.wall(ofDayNumber: firstDay)
        guard let moved = context.wallCalendar.date(byAdding: .month, value: months, to: wall) else { return self }
        return CalendarMonth(containingDay: DateCalendarContext.dayNumber(ofWall: moved), context: context)
    }

    /// The month `years` later (earlier when negative), keeping the month where it exists.
    public func adding(years: Int, context: DateCalendarContext) -> CalendarMonth {
        let wall = DateCalendarContext.wall(ofDayNumber: firstDay)
        guard let moved = context.wallCalendar.date(byAdding: .year, value: years, to: wall) else { return self }
        return CalendarMonth(containingDay: DateCalendarContext.dayNumber(ofWall: moved), context: context)
    }

    /// The instants of the whole month in the context's zone.
    func span(context: DateCalendarContext) -> Range<Date> {
        context.instants(fromWall: DateCalendarContext.wall(ofDayNumber: firstDay),
                         toWall: DateCalendarContext.wall(ofDayNumber: firstDay + dayCount))
    }
}
