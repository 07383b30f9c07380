import Foundation

/// What a month grid draws that depends on the month alone: its title, weekday headers, and
/// each cell's day number, fields and title, worked out once per month and kept by the layout's
/// ``DateTitleCache``.
///
/// A grid is made several times per frame (measuring, laying out and drawing each ask for the
/// view), and working these out each time would be most of its cost: two `DateFormatter`
/// weekday-symbol arrays, a calendar `component` call and 35 to 42 cache look-ups each time.
/// What changes from frame to frame (selection, cursor, today, enabled days) is still decided
/// per grid, in ``MonthGrid``.
///
/// ```swift
/// let labels = MonthPageLabels.of(month, layout: layout, context: context)   // ICU once per month
/// labels.title                // "November 2026"
/// labels.cells[0].title       // "1" (en_US: November 2026 starts on a Sunday)
/// ```
struct MonthPageLabels: Sendable {
    /// One cell: a day of the month or of a neighbouring one that fills the first or last week.
    struct Cell: Sendable {
        /// Days since 1970-01-01 in the picker's zone.
        let day: Int
        /// The day's fields in the picker's calendar.
        let fields: CivilFields
        /// The day of the month in the locale's digits.
        let title: String
    }

    /// What a month's labels are found by in a calendar's cache: the month's first day, and the
    /// weekday its weeks start on (the same month can start them on another day). One `Int`,
    /// not a struct: see `DateTitleCache`'s tables.
    static func key(of month: CalendarMonth, firstWeekday: Int) -> Int {
        month.firstDay &* 8 &+ firstWeekday
    }

    /// The month and year in the locale ("November 2026").
    let title: String
    /// The column headers in display order.
    let weekdays: [WeekdayHeader]
    /// The weeks' cells, seven per week, row after row.
    let cells: [Cell]

    /// The labels of `month`, made the first time a layout's cache is asked for them.
    static func of(_ month: CalendarMonth, layout: DatePickerLayout, context: DateCalendarContext) -> MonthPageLabels {
        let titles = DateTitleCache.shared(for: layout, context: context)
        let key = key(of: month, firstWeekday: context.calendar.firstWeekday)
        return titles.monthPage(key) { MonthPageLabels(month: month, layout: layout, context: context, titles: titles) }
    }

    private init(month: CalendarMonth, layout: DatePickerLayout, context: DateCalendarContext, titles: DateTitleCache) {
        let firstWall = DateCalendarContext.wall(ofDayNumber: month.firstDay)
        title = layout.formatters.monthYear.string(from: firstWall)

        let firstWeekday = context.calendar.firstWeekday
        let short = layout.shortWeekdaySymbols
        let narrow = layout.narrowWeekdaySymbols
        weekdays = (0 ..< 7).map { offset in
            let weekday = (firstWeekday - 1 + offset) % 7 + 1
            return WeekdayHeader(weekday: weekday,
                                 short: short.indices.contains(weekday - 1) ? short[weekday - 1] : "",
                                 narrow: narrow.indices.contains(weekday - 1) ? narrow[weekday - 1] : "")
        }

        let weekdayOfFirst = context.wallCalendar.component(.weekday, from: firstWall)
        let leading = (weekdayOfFirst - firstWeekday).modulo(7)
        let start = month.firstDay - leading
        let weekCount = (leading + month.dayCount + 6) / 7
        cells = (start ..< start + weekCount * 7).map { day in
            let fields = titles.fields(ofDayNumber: day, context: context)
            return Cell(day: day, fields: fields, title: titles.number(fields.day, minimumDigits: 1, layout: layout))
        }
    }
}
