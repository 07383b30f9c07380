import Foundation

/// The inline style's calendar page: one month as weeks of days, with its headers (Behaviour 2.11).
///
/// Weeks start on the calendar's first weekday for the locale (Sunday in en_US, Monday in
/// de_DE, Saturday in fa_IR); the first and last weeks are filled with days of the adjacent
/// months, flagged. Today is flagged; so are the selected days (a ``DaySelection``: one day, a
/// range or a set, with where each run of selected days opens and closes) and the cursor day
/// keys act on; days with no instant inside the bounds are disabled (Behaviour 2.6), and so are days
/// the zone skipped (Behaviour 2.5). Headers are localized: weekday names in short and
/// narrow forms, and the month-and-year title. A month has 4 to 6 weeks.
///
/// ```swift
/// let grid = picker.monthGrid                 // en_US, November 2026
/// grid.title                                   // "November 2026"
/// grid.weekdays.map(\.short)                   // ["Sun", "Mon", ..., "Sat"]
/// grid.weeks[0].map(\.title)                   // ["1", "2", ..., "7"]
/// ```
public struct MonthGrid: Equatable, Sendable {
    /// The month laid out.
    public let month: CalendarMonth
    /// The month and year in the locale ("November 2026", "令和元年5月").
    public let title: String
    /// The column headers in display order (logical; a right-to-left renderer mirrors).
    public let weekdays: [WeekdayHeader]
    /// Each week: exactly seven days.
    public let weeks: [[MonthGridDay]]
    /// Whether navigation may go there: some day of the target month is within the bounds.
    package let canShowPreviousMonth: Bool
    /// Whether the page may turn to the next month: some day of it is within the bounds.
    package let canShowNextMonth: Bool

    /// Lays out `month` for `layout`, with `selectedDay` and `today` as day numbers: one
    /// selected day, which is also the cursor.
    public init(month: CalendarMonth, layout: DatePickerLayout, context: DateCalendarContext, bounds: DateBounds?,
                selectedDay: Int?, today: Int) {
        self.init(month: month, layout: layout, context: context, bounds: bounds,
                  selection: selectedDay.map(DaySelection.single) ?? .set([]), cursor: selectedDay, today: today)
    }

    /// Lays out `month` for `layout` with the days of `selection` selected, `cursor` the day
    /// keys act on and `today`, all as day numbers. `isDayEnabled` disables days beside the
    /// bounds (a day number in, e.g. from ``MonthCalendar/isDateEnabled``); nil enables all.
    public init(month: CalendarMonth, layout: DatePickerLayout, context: DateCalendarContext, bounds: DateBounds?,
                selection: DaySelection, cursor: Int?, today: Int, isDayEnabled: ((Int) -> Bool)? = nil) {
        self.month = month
        // The grid is made several times per frame: what depends on the month alone (title,
        // headers, cells' fields and titles) is worked out once per month (MonthPageLabels), and
        // a day's instants only when there are bounds to test them against.
        let labels = MonthPageLabels.of(month, layout: layout, context: context)
        title = labels.title
        weekdays = labels.weekdays
        // Two questions to the zone for the page, rather than two for each of its days.
        let maySkip = labels.cells.last.map { last in
            context.mayHaveSkippedDay(from: labels.cells[0].day, through: last.day)
        } ?? false
        weeks = stride(from: 0, to: labels.cells.count, by: 7).map { weekStart in
            labels.cells[weekStart ..< weekStart + 7].map { cell in
                let day = cell.day
                let isEnabled = bounds.map { bounds in
                    bounds.intersects(context.instants(fromWall: DateCalendarContext.wall(ofDayNumber: day),
                                                       toWall: DateCalendarContext.wall(ofDayNumber: day + 1)))
                }
                return MonthGridDay(day: day, fields: cell.fields, title: cell.title,
                                    isInDisplayedMonth: month.days.contains(day), isToday: day == today,
                                    isSelected: selection.contains(day), opensSelection: selection.opens(at: day),
                                    closesSelection: selection.closes(at: day), isCursor: day == cursor,
                                    isEnabled: (isEnabled ?? true) && (isDayEnabled?(day) ?? true)
                                        && !(maySkip && context.isSkippedDay(day)))
            }
        }
        canShowPreviousMonth = bounds?.intersects(month.adding(months: -1, context: context).span(context: context)) ?? true
        canShowNextMonth = bounds?.intersects(month.adding(months: 1, context: context).span(context: context)) ?? true
    }
}

/// One column header of a month grid: a weekday in two lengths.
public struct WeekdayHeader: Equatable, Hashable, Sendable {
    /// 1 = Sunday ... 7 = Saturday, as `Calendar` numbers weekdays.
    public let weekday: Int
    /// "Mon", "月", "ن"...
    public let short: String
    /// "M", "月", ...
    public let narrow: String
}

/// One cell of a month grid.
public struct MonthGridDay: Equatable, Hashable, Sendable {
    /// Days since 1970-01-01 in the picker's zone (identifies the day across calendars).
    public let day: Int
    /// The day's fields in the picker's calendar.
    public let fields: CivilFields
    /// The day of the month in the locale's digits.
    public let title: String
    /// False for days of the previous or next month that fill the first and last weeks.
    package let isInDisplayedMonth: Bool
    /// True for the day that holds the picker's `now`.
    public let isToday: Bool
    /// True for every selected day.
    public let isSelected: Bool
    /// True when a run of selected days starts here (a single day, a range's first day, each
    /// day of a set): the grid draws `[` before it.
    package let opensSelection: Bool
    /// True when a run of selected days ends here: the grid draws `]` after it.
    package let closesSelection: Bool
    /// True for the day keys act on.
    public let isCursor: Bool
    /// False when no instant of the day is within the bounds (Behaviour 2.6, 2.11), the zone
    /// skipped the day (Behaviour 2.5), or the calendar's ``MonthCalendar/isDateEnabled`` turns
    /// the day down.
    package let isEnabled: Bool
}
