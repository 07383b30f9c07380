import Foundation

/// A calendar, a locale and a time zone together, doing the calendar arithmetic of a picker.
///
/// All field arithmetic happens on wall times in a UTC copy of the calendar (see
/// ``WallTimeResolver``), so a month or a day is the same span whatever the zone does; only
/// ``instant(for:)`` and ``fields(of:)`` cross into the picker's zone.
///
/// ```swift
/// let context = DateCalendarContext(calendar: Calendar(identifier: .hebrew), locale: he, timeZone: jerusalem)
/// context.daysInMonth(era: 0, year: 5784, month: 6)     // 30 (Adar I of a leap year)
/// ```
public struct DateCalendarContext: Sendable {
    /// The calendar in the picker's zone and locale.
    public let calendar: Calendar
    /// The same calendar in UTC, for wall-time arithmetic; the Gregorian calendar proleptic
    /// (Behaviour 2.11a).
    let wallCalendar: WallCalendar
    /// Turns wall times of ``calendar``'s zone into instants and back.
    public let resolver: WallTimeResolver

    static let allFields: Set<Calendar.Component> = {
        var fields: Set<Calendar.Component> = [.era, .year, .month, .day, .hour, .minute, .second]
        if #available(macOS 14, iOS 17, *) { fields.insert(.isLeapMonth) }
        return fields
    }()

    /// `calendar` set to `locale` and `timeZone`.
    public init(calendar: Calendar, locale: Locale, timeZone: TimeZone) {
        var calendar = calendar
        calendar.locale = locale
        calendar.timeZone = timeZone
        self.calendar = calendar
        wallCalendar = WallCalendar(calendar)
        resolver = WallTimeResolver(timeZone: timeZone)
    }

    /// True when Foundation's arithmetic for `calendar` is the calendar ICU calls `icuName`,
    /// so a picker's rows are that calendar's: a day's year by `Calendar` equals ICU's own
    /// formatting of it in a locale naming `icuName`. Foundation on Linux hands ICU the name
    /// `ethioaa` for `ethiopic-amete-alem`, which ICU does not know, and computes gregorian
    /// (2026 where ICU says 7518): such a calendar cannot be offered.
    ///
    /// ```swift
    /// DateCalendarContext.computesFaithfully(Calendar(identifier: .coptic), icuName: "coptic")   // true
    /// ```
    public static func computesFaithfully(_ calendar: Calendar, icuName: String) -> Bool {
        var calendar = calendar
        calendar.timeZone = .gmt
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en@calendar=\(icuName)")
        formatter.timeZone = .gmt
        formatter.dateFormat = "y"
        let day = Date(timeIntervalSince1970: 1_779_000_000)  // 2026-05-17, any day will do
        return formatter.string(from: day) == String(calendar.component(.year, from: day))
    }

    // MARK: Wall times and fields

    /// The fields of the wall time `wall`.
    func fields(ofWall wall: Date, occurrence: Int = 0) -> CivilFields {
        let parts = wallCalendar.dateComponents(Self.allFields, from: wall)
        // ICU's chinese calendar names 2097-08-07 "month 7, day 0" (its month 6 then reports
        // no days at all): a day 0 is the day after the previous day, in that day's month.
        if parts.day == 0, let previous = wallCalendar.date(byAdding: .day, value: -1, to: wall) {
            var fields = self.fields(ofWall: previous, occurrence: occurrence)
            fields.day += 1
            (fields.hour, fields.minute, fields.second) = (parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
            return fields
        }
        return CivilFields(era: parts.era ?? 0, year: parts.year ?? 1, month: parts.month ?? 1, day: parts.day ?? 1,
                           hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0,
                           occurrence: occurrence, isLeapMonth: parts.isLeapMonth ?? false)
    }

    /// The wall-clock fields of `instant` in the picker's zone.
    public func fields(of instant: Date) -> CivilFields {
        fields(ofWall: resolver.wall(of: instant), occurrence: resolver.occurrence(of: instant))
    }

    /// The wall time of `fields`, leniently (a day past the month's end spills over).
    func lenientWall(_ fields: CivilFields) -> Date? {
        wallCalendar.date(from: fields.dateComponents)
    }

    /// The wall time of `fields` with the day clamped to the month's last day (Behaviour 2.8).
    func wall(for fields: CivilFields) -> Date {
        var clamped = fields
        clamped.day = min(max(fields.day, 1), daysInMonth(of: fields))
        return lenientWall(clamped) ?? Date(timeIntervalSince1970: 0)
    }

    /// The instant of `fields` in the picker's zone: day clamped, DST gap moved forward,
    /// overlap resolved by ``CivilFields/occurrence`` (Behaviour 2.5, 2.8).
    public func instant(for fields: CivilFields) -> Date {
        resolver.instant(forWall: wall(for: fields), occurrence: fields.occurrence)
    }

    /// True when `fields` name an existing day (31 February does not; nor a hebrew Adar I in a
    /// common year, nor Reiwa 1 in April 2019).
    public func isValidDay(_ fields: CivilFields) -> Bool {
        let day = CivilFields(era: fields.era, year: fields.year, month: fields.month, day: fields.day,
                              isLeapMonth: fields.isLeapMonth)
        guard let wall = lenientWall(day) else { return false }
        let back = self.fields(ofWall: wall)
        return back.era == fields.era && back.year == fields.year && back.month == fields.month && back.day == fields.day
            && back.isLeapMonth == fields.isLeapMonth
    }

    /// The number of days of a month (the last day's number), following the calendar.
    public func daysInMonth(era: Int, year: Int, month: Int, isLeapMonth: Bool = false) -> Int {
        guard let first = lenientWall(CivilFields(era: era, year: year, month: month, day: 1, isLeapMonth: isLeapMonth)),
              let range = wallCalendar.range(of: .day, in: .month, for: first)
        else { return 28 }
        guard range.isEmpty else { return range.upperBound - 1 }
        // ICU found no days (its chinese month 6 of 2097, whose last day it calls day 0 of the
        // next): count the days that still read as this month.
        let month = fields(ofWall: first)
        var count = 1
        while count < maximumDay, let next = wallCalendar.date(byAdding: .day, value: count, to: first) {
            let fields = fields(ofWall: next)
            guard fields.month == month.month, fields.isLeapMonth == month.isLeapMonth, fields.year == month.year else { break }
            count += 1
        }
        return count
    }

    /// The number of days of the month of `fields` (its day ignored).
    func daysInMonth(of fields: CivilFields) -> Int {
        daysInMonth(era: fields.era, year: fields.year, month: fields.month, isLeapMonth: fields.isLeapMonth)
    }

    /// The highest month number and day number the calendar uses (13 and 30 for hebrew).
    var maximumMonth: Int { (wallCalendar.maximumRange(of: .month)?.upperBound ?? 13) - 1 }
    var maximumDay: Int { (wallCalendar.maximumRange(of: .day)?.upperBound ?? 32) - 1 }

    // MARK: Days as numbers

    /// Days since 1970-01-01 of a wall time: the same for every calendar.
    static func dayNumber(ofWall wall: Date) -> Int {
        Int((wall.timeIntervalSince1970 / 86_400).rounded(.down))
    }

    static func wall(ofDayNumber day: Int) -> Date {
        Date(timeIntervalSince1970: TimeInterval(day) * 86_400)
    }

    /// False when no day from `first` through `last` (a month grid's page) can be one the zone
    /// skipped (see ``isSkippedDay(_:)``): across the span the offset grows by less than a day,
    /// less the few hours summer time can take back within weeks. Two questions to the zone
    /// then stand for two per day.
    package func mayHaveSkippedDay(from first: Int, through last: Int) -> Bool {
        let before = resolver.offset(at: Self.wall(ofDayNumber: first).addingTimeInterval(-2 * 86_400))
        let after = resolver.offset(at: Self.wall(ofDayNumber: last).addingTimeInterval(2 * 86_400))
        return after - before >= 86_400 - 6 * 3600
    }

    /// True when the zone skipped the day numbered `day` altogether, so no instant has a wall
    /// time on it (Pacific/Apia's 2011-12-30, Pacific/Kiritimati's 1994-12-31): such a day is
    /// disabled in the grid and passed by the wheels (Behaviour 2.5).
    ///
    /// ```swift
    /// apia.isSkippedDay(apia.dayNumber(of: lastInstantOf29December2011) + 1)   // true
    /// ```
    public func isSkippedDay(_ day: Int) -> Bool {
        let start = Self.wall(ofDayNumber: day)
        // Only an offset change of a whole day or more skips one: two offsets settle almost
        // every day before the zone is asked about the day itself.
        let before = resolver.offset(at: start.addingTimeInterval(-2 * 86_400))
        let after = resolver.offset(at: start.addingTimeInterval(2 * 86_400))
        guard after - before >= 86_400 else { return false }
        return resolver.wall(of: resolver.instant(forWall: start)) >= Self.wall(ofDayNumber: day + 1)
    }

    /// The day number of `instant` in the picker's zone.
    public func dayNumber(of instant: Date) -> Int {
        Self.dayNumber(ofWall: resolver.wall(of: instant))
    }

    /// The fields of the day numbered `day` (at midnight).
    func fields(ofDayNumber day: Int) -> CivilFields {
        fields(ofWall: Self.wall(ofDayNumber: day))
    }

    // MARK: Spans of instants

    /// The instants between two wall times: `[start, end)` read in the picker's zone.
    func instants(fromWall start: Date, toWall end: Date) -> Range<Date> {
        let lower = resolver.instant(forWall: start)
        let upper = max(lower, resolver.instant(forWall: end))
        return lower ..< upper
    }

    /// The instants of a whole day, month or year containing `fields`.
    func span(of unit: Calendar.Component, containing fields: CivilFields) -> Range<Date> {
        let wall = self.wall(for: fields)
        guard let interval = wallCalendar.dateInterval(of: unit, for: wall) else { return wall ..< wall }
        return instants(fromWall: interval.start, toWall: interval.end)
    }
}
