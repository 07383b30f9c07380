import Foundation

/// What the locale and calendar decide about a date picker, read from ICU through Foundation
/// (Behaviour 2.3, 2.4): the components and their order, the hour cycle, where AM/PM stands,
/// names and digits, and whether the script runs right to left.
///
/// Nothing here is a hand-written per-locale table: the order comes from the locale's pattern
/// for a skeleton (`yMMMMd`, `jmm`), names from the calendar's symbols, digits from the
/// locale's numbering system, "Today" from Foundation's relative date formatting. Creating a
/// layout reads only the patterns that decide the components; each formatter is made the
/// first time a frame or a description needs it (see `LayoutFormatters`), and shared by the
/// layouts of the same locale alive at the time.
///
/// ```swift
/// let layout = DatePickerLayout(mode: .date, locale: Locale(identifier: "de_DE"),
///                               calendar: Calendar(identifier: .gregorian))
/// layout.components    // [.day, .month, .year]   ("d. MMMM y")
/// layout.hourCycle     // .h23
/// ```
public struct DatePickerLayout: Sendable {
    /// The mode the components are laid out for.
    public let mode: DatePickerMode
    /// The locale, carrying the calendar so ICU patterns follow it.
    public let locale: Locale
    /// The picker's components, left to right in reading order (Behaviour 1.4, 2.1).
    public let components: [DateComponentKind]
    /// The locale's hour cycle, from the `j` skeleton.
    public let hourCycle: HourCycle
    /// True for right-to-left scripts (ar, he, fa, ...): renderers mirror the component order.
    public let isRightToLeft: Bool
    /// The ICU pattern the component order was read from (e.g. `d. MMMM y`, `a h:mm`).
    package let orderPattern: String
    /// The locale's word for today, for the `dateAndTime` date component ("Today", "Heute").
    /// Made the first time it is asked for: only that wheel and screen-reader lines say it.
    public var todayTitle: String { today.value }
    private let today: Lazy<String>
    /// AM and PM in the locale ("AM", "오전", "ص"), read the first time they are shown.
    public var dayPeriodSymbols: [String] { dayPeriods.value }
    private let dayPeriods: Lazy<[String]>
    /// The month grid's column headers, short and narrow, read the first time a grid is laid out.
    private let weekdayNames: Lazy<WeekdayNames>
    /// A countdown's rows, hours 0–23 and minutes 0–59, each with its unit ("23 hr", "5 Min.").
    private let countdownTitles: Lazy<CountdownTitles>
    /// True when the hour shows two digits ("09" in `HH:mm`).
    package let padsHour: Bool
    /// True when the calendar needs an era component to name a year.
    public let usesEra: Bool

    let formatters: LayoutFormatters
    let eraTable: EraTable?
    /// How years run across eras when the calendar counts them in cycles and the wheel shows
    /// no era (chinese, dangi); nil otherwise.
    let yearCycle: YearCycle?
    /// True when the calendar inserts leap months (chinese, dangi), which become rows of their
    /// own; worked out the first time month rows are (the grid and the time wheels have none).
    var insertsLeapMonths: Bool { leapMonths?.value ?? false }
    /// Nil for the calendars whose months are the same twelve (or thirteen) every year: month
    /// rows ask on every draw, and a lazy value's read takes a lock.
    private let leapMonths: Lazy<Bool>?

    /// Lays out `mode` for `locale` and `calendar` (its own locale and zone are ignored).
    public init(mode: DatePickerMode, locale: Locale, calendar: Calendar) {
        self.mode = mode
        var parts = Locale.Components(locale: locale)
        parts.calendar = calendar.identifier
        let locale = Locale(components: parts)
        self.locale = locale
        let context = DateCalendarContext(calendar: calendar, locale: locale, timeZone: .gmt)

        let timePattern = DateSkeleton.pattern(DateSkeleton.time, locale: locale)
        let hourLetter = DateSkeleton.fieldLetters(of: timePattern).first { HourCycle(patternLetter: $0) != nil }
        hourCycle = hourLetter.flatMap(HourCycle.init(patternLetter:)) ?? .h23
        padsHour = timePattern.filter { $0 == hourLetter }.count >= 2

        let datePattern = DateSkeleton.pattern(mode == .yearAndMonth ? DateSkeleton.yearAndMonth : DateSkeleton.date, locale: locale)
        let hasSeveralEras = (context.wallCalendar.maximumRange(of: .era)?.count ?? 1) > 1
        usesEra = hasSeveralEras && DateSkeleton.componentOrder(of: datePattern).contains(.era)

        var time = DateSkeleton.componentOrder(of: timePattern).filter { [.hour, .minute, .dayPeriod].contains($0) }
        if !hourCycle.usesDayPeriod { time.removeAll { $0 == .dayPeriod } }
        Self.appendMissing(hourCycle.usesDayPeriod ? [.hour, .minute, .dayPeriod] : [.hour, .minute], to: &time)

        switch mode {
        case .date, .yearAndMonth:
            var wanted: [DateComponentKind] = mode == .date ? [.year, .month, .day] : [.year, .month]
            if usesEra { wanted.insert(.era, at: 0) }
            var order = DateSkeleton.componentOrder(of: datePattern).filter { wanted.contains($0) }
            Self.appendMissing(wanted, to: &order)
            components = order
            orderPattern = datePattern
        case .time:
            components = time
            orderPattern = timePattern
        case .dateAndTime:
            components = [.dayOfYear] + time
            orderPattern = timePattern
        case .countDownTimer:
            components = [.countdownHours, .countdownMinutes]
            orderPattern = timePattern
        }

        isRightToLeft = locale.language.characterDirection == .rightToLeft
        yearCycle = usesEra ? nil : YearCycle(calendar: context.wallCalendar.base)
        let wallCalendar = context.wallCalendar
        leapMonths = MonthSlot.neverInsertsLeapMonths(wallCalendar.base.identifier)
            ? nil : Lazy { MonthSlot.calendarInsertsLeapMonths(wallCalendar.base) }
        let namedYearPattern = yearCycle.map { _ in
            DateSkeleton.yearPart(ofYearMonthPattern: DateSkeleton.pattern(DateSkeleton.yearAndMonth, locale: locale))
        }
        let formatters = LayoutFormatters.shared(locale: locale, timeZone: wallCalendar.timeZone,
                                                 namedYearPattern: namedYearPattern)
        self.formatters = formatters
        dayPeriods = Lazy { [Self.symbol(formatters.symbols.amSymbol), Self.symbol(formatters.symbols.pmSymbol)] }
        weekdayNames = Lazy {
            WeekdayNames(short: Self.symbols(formatters.symbols.shortStandaloneWeekdaySymbols),
                         narrow: Self.symbols(formatters.symbols.veryShortStandaloneWeekdaySymbols))
        }
        today = Lazy { Self.todayTitle(locale: locale, calendar: wallCalendar.base) }
        countdownTitles = Lazy { CountdownTitles(locale: locale) }
        eraTable = usesEra ? EraTable(context: context) : nil
    }

    private static func appendMissing(_ wanted: [DateComponentKind], to order: inout [DateComponentKind]) {
        for kind in wanted where !order.contains(kind) {
            order.append(kind)
        }
    }

    /// "Today" in the locale's language, from Foundation's relative date formatting.
    ///
    /// A fixed instant formatted relative to itself is zero days away, which ICU names
    /// "today" in every locale; anchoring the style keeps the core off the clock. The
    /// picker's own `now` decides which row is today.
    private static func todayTitle(locale: Locale, calendar: Calendar) -> String {
        if #available(macOS 15, *) {
            let anchor = Date(timeIntervalSinceReferenceDate: 0)
            let style = Date.AnchoredRelativeFormatStyle(
                anchor: anchor, allowedFields: [.day], presentation: .named, unitsStyle: .wide,
                locale: locale, calendar: calendar, capitalizationContext: .beginningOfSentence)
            return style.format(anchor)
        }
        // Older macOS has no anchored style: DateFormatter's relative mode measures from the
        // clock, so only there is the clock read (the word itself never depends on it).
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateStyle = .medium
        formatter.doesRelativeDateFormatting = true
        return formatter.string(from: Date.now)
    }
}

/// A countdown's row titles with their units, as ICU writes a duration of that many hours or
/// minutes in the locale's short unit names (CLDR's): "23 hr" and "5 min" (en), "23 Std." and
/// "5 Min." (de), "שעתיים" for two hours (he), "saa 23" (sw). Numbers alone would leave `23  0`
/// ambiguous; ICU's own text per number keeps each language's plural forms and word order.
///
/// The texts come from ICU's unit data directly (``ShortDurationNames``), which spares the first
/// frame 84 formatted durations; where that cannot be read, from Foundation's formatter.
///
/// ```swift
/// CountdownTitles(locale: Locale(identifier: "de_DE")).hours[23]   // "23 Std."
/// ```
struct CountdownTitles: Sendable {
    /// Hours 0 to 23.
    let hours: [String]
    /// Minutes 0 to 59.
    let minutes: [String]

    init(locale: Locale) {
        if let names = ShortDurationNames(locale: locale) {
            hours = names.texts(.hour, count: 24)
            minutes = names.texts(.minute, count: 60)
        } else {
            hours = Self.formatted(.hours, count: 24, seconds: 3600, locale: locale)
            minutes = Self.formatted(.minutes, count: 60, seconds: 60, locale: locale)
        }
    }

    /// 0 to `count` − 1 `unit`s as Foundation formats a duration.
    static func formatted(_ unit: Duration.UnitsFormatStyle.Unit, count: Int, seconds: Int, locale: Locale) -> [String] {
        let style = Duration.UnitsFormatStyle(allowedUnits: [unit], width: .abbreviated, zeroValueUnits: .show(length: 1))
            .locale(locale)
        return (0 ..< count).map { Duration.seconds($0 * seconds).formatted(style) }
    }
}

/// Weekday names in the two lengths a month grid's headers use, Sunday first.
struct WeekdayNames: Sendable {
    let short: [String]
    let narrow: [String]
}

extension DatePickerLayout {
    /// `value` in the locale's digits ("٢٢" in ar_EG, "۲۲" in fa_IR).
    public func number(_ value: Int, minimumDigits: Int = 1) -> String {
        formatters.number(value, minimumDigits: minimumDigits >= 2 ? 2 : 1)
    }

    /// Stand-alone month names of the calendar, for a month wheel ("January", "Tishri").
    public var standaloneMonthSymbols: [String] { Self.symbols(formatters.symbols.standaloneMonthSymbols) }
    /// Short stand-alone weekday names, Sunday first ("Sun"); read once per layout, as the
    /// month grid asks for them on every frame.
    public var shortWeekdaySymbols: [String] { weekdayNames.value.short }
    /// Narrow stand-alone weekday names, Sunday first ("S"), for a narrow grid.
    public var narrowWeekdaySymbols: [String] { weekdayNames.value.narrow }
    /// The row title of a countdown's `value` hours with its unit ("23 hr", "23 Std.").
    package func countdownHoursTitle(_ value: Int) -> String {
        let titles = countdownTitles.value.hours
        return titles.indices.contains(value) ? titles[value] : number(value)
    }

    /// The row title of a countdown's `value` minutes with its unit ("15 min", "15 Min.").
    package func countdownMinutesTitle(_ value: Int) -> String {
        let titles = countdownTitles.value.minutes
        return titles.indices.contains(value) ? titles[value] : number(value)
    }

    /// Full stand-alone weekday names, Sunday first ("Sunday"), for spoken descriptions.
    package var weekdaySymbols: [String] { Self.symbols(formatters.symbols.standaloneWeekdaySymbols) }

    // Symbol arrays are optional on Darwin and not on Linux; this accepts both.
    static func symbols(_ list: [String]?) -> [String] { list ?? [] }
    static func symbol(_ text: String?) -> String { text ?? "" }
}
