import Foundation

/// One row of a month wheel: a month number, and whether it is the leap month that repeats
/// that number (chinese and dangi insert one every two or three years: 二月, 闰二月, 三月).
///
/// Most calendars have no leap months (hebrew numbers its Adar I as month 6 of 13), and their
/// month rows are simply 1 ... the calendar's maximum month; only a calendar that marks leap
/// months with `isLeapMonth` lists each year's months from the calendar itself.
///
/// A slot is carried through the wheel as one number, ``value``: `month × 2 + leap`.
///
/// ```swift
/// MonthSlot(month: 2, isLeap: true).value          // 5
/// MonthSlot(value: 5)                              // month 2, leap
/// ```
struct MonthSlot: Equatable, Hashable, Sendable {
    let month: Int
    let isLeap: Bool

    init(month: Int, isLeap: Bool) {
        self.month = month
        self.isLeap = isLeap
    }

    init(value: Int) {
        self.init(month: value.floorDivided(by: 2), isLeap: value.modulo(2) == 1)
    }

    var value: Int { month * 2 + (isLeap ? 1 : 0) }

    /// The months of `year` of `era` in order, read from the calendar: from the year's first
    /// day, one month at a time while the year lasts.
    static func slots(era: Int, year: Int, context: DateCalendarContext) -> [MonthSlot] {
        var slots: [MonthSlot] = []
        guard var wall = context.lenientWall(CivilFields(era: era, year: year, month: 1, day: 1)) else { return slots }
        for _ in 0 ... context.maximumMonth + 1 {
            let fields = context.fields(ofWall: wall)
            guard fields.era == era, fields.year == year else { break }
            slots.append(MonthSlot(month: fields.month, isLeap: fields.isLeapMonth))
            guard let next = context.wallCalendar.date(byAdding: .month, value: 1, to: wall) else { break }
            wall = next
        }
        return slots
    }

    /// True when `calendar` inserts leap months: it marks one within any five years (a
    /// chinese leap month comes every two or three), found once per layout.
    ///
    /// Five years are sampled every 29 days, not month by month: a leap month is a lunar month
    /// of 29 or 30 days, so a 29-day stride lands in every one of them, and adding seconds to
    /// an instant is free where `date(byAdding: .month ...)` is most of a month-by-month walk's
    /// cost, which the grid styles, showing no month wheel, would pay at start-up too
    /// (Benchmarks/README.md).
    /// True for the calendars whose years never hold a leap month (ICU's `isLeapMonth`): the
    /// solar ones and the purely lunar Islamic ones; the lunisolar ones (chinese, dangi, and
    /// Hebrew's Adar I, which ICU numbers as a month of its own) are asked.
    static func neverInsertsLeapMonths(_ identifier: Calendar.Identifier) -> Bool {
        switch identifier {
        case .gregorian, .iso8601, .buddhist, .japanese, .republicOfChina, .persian, .indian, .coptic,
             .ethiopicAmeteAlem, .ethiopicAmeteMihret, .islamic, .islamicCivil, .islamicTabular, .islamicUmmAlQura:
            return true
        default:
            return false
        }
    }

    static func calendarInsertsLeapMonths(_ calendar: Calendar) -> Bool {
        let start = Date(timeIntervalSince1970: 1_577_836_800)  // 2020-01-01, any start will do
        let stride: TimeInterval = 29 * 86_400
        for step in 0 ..< 63 {  // 63 × 29 days ≈ five years
            let wall = start.addingTimeInterval(Double(step) * stride)
            if calendar.dateComponents(DateCalendarContext.allFields, from: wall).isLeapMonth == true { return true }
        }
        return false
    }
}
