/// A move of a calendar's cursor day, as the grid's keys ask for it (Behaviour 2.11): by days and
/// weeks, to the same day months or years on, to the ends of the week, or to today.
///
/// ``target(from:context:today:)`` is pure calendar arithmetic in the picker's calendar, so
/// every calendar Foundation knows moves correctly (a hebrew leap year's Adar I, a japanese era
/// change).
///
/// ```swift
/// CalendarMove.months(1).target(from: jan31, context: gregorian, today: today)   // 28 February
/// CalendarMove.years(1).target(from: feb29, context: gregorian, today: today)    // 28 February next year
/// CalendarMove.weekStart.target(from: thursday, context: enUS, today: today)     // the Sunday before
/// ```
public enum CalendarMove: Equatable, Hashable, Sendable {
    /// This many days on (back when negative); a week is seven.
    case days(Int)
    /// The same day of the month this many months on, or the last day of a shorter month.
    case months(Int)
    /// The same day of the month this many years on (29 February → 28 February).
    case years(Int)
    /// The first day of the day's week, which starts on the calendar's first weekday.
    case weekStart
    /// The last day of the day's week.
    case weekEnd
    /// Today.
    case today

    /// The day number the move reaches from the day numbered `day`; `today` is today's number.
    public func target(from day: Int, context: DateCalendarContext, today: Int) -> Int {
        switch self {
        case .days(let days):
            return day + days
        case .months(let months):
            let month = CalendarMonth(containingDay: day, context: context)
            return Self.sameDay(as: day, in: month, movedTo: month.adding(months: months, context: context))
        case .years(let years):
            let month = CalendarMonth(containingDay: day, context: context)
            return Self.sameDay(as: day, in: month, movedTo: month.adding(years: years, context: context))
        case .weekStart, .weekEnd:
            let weekday = context.wallCalendar.component(.weekday, from: DateCalendarContext.wall(ofDayNumber: day))
            let index = (weekday - context.calendar.firstWeekday).modulo(7)
            return self == .weekEnd ? day + 6 - index : day - index
        case .today:
            return today
        }
    }

    /// The day in `target` at the same place as `day` in `month`, or `target`'s last day.
    private static func sameDay(as day: Int, in month: CalendarMonth, movedTo target: CalendarMonth) -> Int {
        target.firstDay + min(day - month.firstDay, target.dayCount - 1)
    }
}
