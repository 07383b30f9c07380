import Foundation
import ProcessState

/// Titles a date picker's rows have already been given, kept so a wheel can measure and draw
/// them frame after frame without asking ICU again.
///
/// A wheel measures every title of a short component (and a window of a long one) on each
/// frame, and sending each number through a `NumberFormatter` would be most of a frame's cost
/// (Benchmarks/README.md). The strings are the formatters' own, so localized digits
/// ("٢٢", "۲۲") and month names stay exactly what ICU says; only the asking is saved.
///
/// One cache serves one ``DatePickerLayout``'s formatters, and outlives the
/// ``DateComponentsSource`` values that use it: the date picker makes a new source for every
/// value change, and the frame right after an arrow is the one that must be fast. Caches are
/// found by the identity of the layout's formatters (one object, whose formatters are made as
/// they are needed), held weakly and compared, so a cache is never given to other formatters
/// that happen to reuse a freed address.
///
/// ```swift
/// let titles = DateTitleCache.shared(for: layout, context: context)
/// let key = DateTitleCache.Key.number(22, minimumDigits: 1)
/// titles.cachedTitle(for: key) ?? titles.store(layout.number(22), for: key)   // "22", formatted once
/// ```
final class DateTitleCache: @unchecked Sendable {
    /// What a title is the title of; the formatter is implied by the cache.
    enum Key {
        /// A number in the locale's digits, at least `minimumDigits` of them.
        case number(Int, minimumDigits: Int)
        /// The stand-alone name of `month` in the given year (it can depend on the year, as the
        /// Hebrew calendar's "Adar"/"Adar II" does).
        case month(era: Int, year: Int, month: Int)
        /// A year as ICU names it, by the year component's value (see ``YearCycle``).
        case namedYear(Int)
        /// The `dateAndTime` date column's title of a day number ("Today" is not cached).
        case day(Int)

        /// The key as one `Int` (the case in the low two bits), or nil when its values are
        /// outside what the packing holds (such a title is made each time, not kept).
        var packed: Int? {
            let thirtyTwoBits = -(1 << 31) ..< 1 << 31
            switch self {
            case let .number(value, minimumDigits):
                guard thirtyTwoBits.contains(value), (0 ..< 16).contains(minimumDigits) else { return nil }
                return value << 6 | minimumDigits << 2
            case let .month(era, year, month):
                return Day(era: era, year: year, month: month, day: 0).key.map { $0 << 2 | 1 }
            case let .namedYear(value):
                return thirtyTwoBits.contains(value) ? value << 2 | 2 : nil
            case let .day(value):
                return thirtyTwoBits.contains(value) ? value << 2 | 3 : nil
            }
        }
    }

    /// More titles than any picker shows in a long session; past it the cache starts afresh,
    /// so a person scrolling through millennia cannot make it grow without bound
    /// (``ProcessCaches/dateTitleCapacity``).
    static var capacity: Int { ProcessCaches.dateTitleCapacity }

    /// The titles, behind the cache's one lock; the tables below are only read or written
    /// inside `guarded.withLock` too.
    private struct Guarded {
        var titles: [Int: String] = [:]
        /// Numbers from 0 below ``smallNumberLimit`` by minimum digits (1 or 2), found
        /// without hashing: years, days, hours and minutes, most of the titles a wheel measures.
        var smallNumbers: [[String?]] = [[], []]
    }

    private let guarded = Locked(Guarded())
    /// The formatters and calendar the titles were made with: the cache's identity.
    private weak var formatters: LayoutFormatters?
    private let wallCalendar: WallCalendar

    private init(formatters: LayoutFormatters, wallCalendar: WallCalendar) {
        self.formatters = formatters
        self.wallCalendar = wallCalendar
    }

    /// A day of the wall calendar, as fields.
    struct Day {
        var era, year, month, day: Int
        var isLeapMonth = false

        /// The day as one `Int` key, or nil when a field is outside what the packing holds
        /// (then the value is worked out each time, not kept).
        var key: Int? {
            guard (0 ..< 64).contains(month), (0 ..< 64).contains(day) else { return nil }
            return Year(era: era, year: year).key.map { ($0 << 13) | (month << 7) | (day << 1) | (isLeapMonth ? 1 : 0) }
        }
    }

    /// A year of the wall calendar.
    struct Year {
        var era, year: Int

        /// The year as one `Int` key (16 bits of era, 32 of year), or nil outside them.
        var key: Int? {
            guard (-(1 << 15) ..< 1 << 15).contains(era), (-(1 << 31) ..< 1 << 31).contains(year) else { return nil }
            return (era << 32) | (year & 0xFFFF_FFFF)
        }
    }

    /// Month lengths and day validity in ``wallCalendar``: each a costly `Calendar` computation,
    /// asked for every month and day row a wheel draws (Behaviour 2.8).
    private let monthLengths = Table<Int>()
    private let validDays = Table<Bool>()
    private let dayFields = Table<CivilFields>()
    private let dayWalls = Table<Date>()
    private let yearMonths = Table<[MonthSlot]>()
    /// A month grid's labels by month (title, headers, cells): the grid is laid out again for
    /// every frame and every height question.
    private let monthPages = Table<MonthPageLabels>()

    /// One table of values worked out once, only touched inside the cache's `guarded.withLock`.
    /// A class per table, so ``remembered(_:_:make:)`` reaches it without a key path (making
    /// one per call costs more than the dictionary look-up it guards). Keyed by `Int` (days and
    /// years packed into one): the first dictionary of each new `Hashable` key type makes the
    /// Swift runtime scan every protocol conformance in the binary, before a date picker's
    /// first frame.
    private final class Table<Value> {
        var values: [Int: Value] = [:]
    }

    /// Numbers from 0 up to this are kept in arrays, by minimum digits (1 or 2), found without
    /// hashing: years, days, hours and minutes, most of the titles a wheel measures.
    static let smallNumberLimit = 10_000

    /// The title of `value` with at least `minimumDigits` (1 or 2) digits when made before.
    func cachedNumber(_ value: Int, minimumDigits: Int) -> String? {
        guard (0..<Self.smallNumberLimit).contains(value), (1...2).contains(minimumDigits) else {
            return cachedTitle(for: .number(value, minimumDigits: minimumDigits))
        }
        return guarded.withLock {
            let numbers = $0.smallNumbers[minimumDigits - 1]
            return value < numbers.count ? numbers[value] : nil
        }
    }

    /// `value` in `layout`'s digits with at least `minimumDigits` (1 or 2), formatted once.
    func number(_ value: Int, minimumDigits: Int, layout: DatePickerLayout) -> String {
        let digits = minimumDigits >= 2 ? 2 : 1
        return cachedNumber(value, minimumDigits: digits)
            ?? storeNumber(layout.number(value, minimumDigits: digits), for: value, minimumDigits: digits)
    }

    /// Keeps `title` as the title of `value` with at least `minimumDigits` digits, and returns it.
    func storeNumber(_ title: String, for value: Int, minimumDigits: Int) -> String {
        guard (0..<Self.smallNumberLimit).contains(value), (1...2).contains(minimumDigits) else {
            return store(title, for: .number(value, minimumDigits: minimumDigits))
        }
        guarded.withLock {
            let index = minimumDigits - 1
            if $0.smallNumbers[index].count <= value {
                $0.smallNumbers[index].append(contentsOf: repeatElement(nil, count: value + 1 - $0.smallNumbers[index].count))
            }
            $0.smallNumbers[index][value] = title
        }
        return title
    }

    /// The title for `key` when it was made before.
    func cachedTitle(for key: Key) -> String? {
        guard let packed = key.packed else { return nil }
        return guarded.withLock { $0.titles[packed] }
    }

    /// Keeps `title` as the title for `key`, and returns it.
    func store(_ title: String, for key: Key) -> String {
        guard let packed = key.packed else { return title }
        guarded.withLock {
            if $0.titles.count >= Self.capacity { $0.titles.removeAll(keepingCapacity: true) }
            $0.titles[packed] = title
        }
        return title
    }

    /// The number of days of the month (`day` ignored), from `context` the first time.
    func daysInMonth(_ month: Day, context: DateCalendarContext) -> Int {
        remembered(monthLengths, month.key) {
            context.daysInMonth(era: month.era, year: month.year, month: month.month, isLeapMonth: month.isLeapMonth)
        }
    }

    /// The months of `year` of `era` (see ``MonthSlot/slots(era:year:context:)``), from
    /// `context` the first time: a month wheel asks for them on every question.
    func monthSlots(era: Int, year: Int, context: DateCalendarContext) -> [MonthSlot] {
        remembered(yearMonths, Year(era: era, year: year).key) { MonthSlot.slots(era: era, year: year, context: context) }
    }

    /// Whether `day` exists in the calendar, from `context` the first time.
    func isValidDay(_ day: Day, context: DateCalendarContext) -> Bool {
        remembered(validDays, day.key) {
            context.isValidDay(CivilFields(era: day.era, year: day.year, month: day.month, day: day.day,
                                           isLeapMonth: day.isLeapMonth))
        }
    }

    /// The wall time of `day`'s midnight, its day clamped to the month's last (see
    /// ``DateCalendarContext/wall(for:)``), from `context` the first time: the hour, minute and
    /// period rows a wheel draws each ask for a time on one of a few days.
    func wall(ofDay day: Day, context: DateCalendarContext) -> Date {
        remembered(dayWalls, day.key) {
            context.wall(for: CivilFields(era: day.era, year: day.year, month: day.month, day: day.day,
                                          isLeapMonth: day.isLeapMonth))
        }
    }

    /// The fields of day number `day` in the wall calendar, from `context` the first time: the
    /// month grid asks for its 35 to 42 days on every frame.
    func fields(ofDayNumber day: Int, context: DateCalendarContext) -> CivilFields {
        remembered(dayFields, day) { context.fields(ofDayNumber: day) }
    }

    /// The labels of a month grid's page, from `make()` the first time: a grid is made several
    /// times per frame.
    func monthPage(_ key: Int, make: () -> MonthPageLabels) -> MonthPageLabels {
        remembered(monthPages, key, make: make)
    }

    /// The value kept in `table` for `key`, or `make()`'s, kept (the table starts afresh past
    /// ``capacity``); with no key, `make()`'s, not kept. `make` runs without the lock: it is a
    /// calendar computation, and two threads making the same value at once only do the work twice.
    private func remembered<Value>(_ table: Table<Value>, _ key: Int?, make: () -> Value) -> Value {
        guard let key else { return make() }
        if let known = guarded.withLock({ _ in table.values[key] }) { return known }
        let value = make()
        guarded.withLock { _ in
            if table.values.count >= Self.capacity { table.values.removeAll(keepingCapacity: true) }
            table.values[key] = value
        }
        return value
    }

    /// True when this cache was made for these formatters and calendar.
    private func serves(_ formatters: LayoutFormatters, _ wallCalendar: WallCalendar) -> Bool {
        self.formatters === formatters && self.wallCalendar == wallCalendar
    }

    // MARK: Finding the cache of a layout

    // Keyed by the formatters' address as an `Int`: a dictionary keyed by `ObjectIdentifier`
    // makes the Swift runtime scan every protocol conformance in the binary for its `Hashable`,
    // once per process, before the first frame. ``ProcessCaches/dateTitles``.
    private static let registry = Locked([Int: DateTitleCache]())

    /// The cache of `layout`'s formatters in `context`'s calendar, made on first use.
    static func shared(for layout: DatePickerLayout, context: DateCalendarContext) -> DateTitleCache {
        let formatters = layout.formatters
        let key = Int(bitPattern: ObjectIdentifier(formatters))
        return registry.withLock { registry in
            if let cache = registry[key], cache.serves(formatters, context.wallCalendar) { return cache }
            // Drop the caches of layouts that are gone before adding one.
            registry = registry.filter { $0.value.formatters != nil }
            let cache = DateTitleCache(formatters: formatters, wallCalendar: context.wallCalendar)
            registry[key] = cache
            return cache
        }
    }
}
