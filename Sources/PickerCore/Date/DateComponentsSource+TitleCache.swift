import Foundation

/// Titles a date picker's rows have already been given, kept so a wheel can measure and draw
/// them frame after frame without asking ICU again.
///
/// A wheel measures every title of a short component (and a window of a long one) on each
/// frame, and each number went through a `NumberFormatter` (tens of thousands of instructions
/// apiece: most of a frame). The strings are the formatters' own, so localized digits
/// ("٢٢", "۲۲") and month names stay exactly what ICU says; only the asking is saved.
///
/// One cache serves one ``DatePickerLayout``'s formatters, and outlives the
/// ``DateComponentsSource`` values that use it: the date picker makes a new source for every
/// value change, and the frame right after an arrow is the one that must be fast. Caches are
/// found by the identity of the layout's formatters, held weakly and compared, so a cache is
/// never given to other formatters that happen to reuse a freed address.
///
/// ```swift
/// let titles = DateTitleCache.shared(for: layout, context: context)
/// titles.title(for: .number(22, minimumDigits: 1)) { layout.number(22) }   // "22", formatted once
/// ```
final class DateTitleCache: @unchecked Sendable {
    /// What a title is the title of; the formatter is implied by the cache.
    enum Key: Hashable {
        /// A number in the locale's digits, at least `minimumDigits` of them.
        case number(Int, minimumDigits: Int)
        /// The stand-alone name of `month` in the given year (it can depend on the year, as the
        /// Hebrew calendar's "Adar"/"Adar II" does).
        case month(era: Int, year: Int, month: Int)
        /// The `dateAndTime` date column's title of a day number ("Today" is not cached).
        case day(Int)
    }

    /// More titles than any picker shows in a long session; past it the cache starts afresh,
    /// so a person scrolling through millennia cannot make it grow without bound.
    static let capacity = 20_000

    private let lock = NSLock()
    private var titles: [Key: String] = [:]
    /// The formatters and calendar the titles were made with: the cache's identity.
    private weak var monthFormatter: DateFormatter?
    private weak var numberFormatter: NumberFormatter?
    private let wallCalendar: Calendar

    private init(formatters: LayoutFormatters, wallCalendar: Calendar) {
        monthFormatter = formatters.month
        numberFormatter = formatters.numbers
        self.wallCalendar = wallCalendar
    }

    /// The title for `key`, made with `make` the first time it is asked.
    func title(for key: Key, orMake make: () -> String) -> String {
        if let title = Self.locked(lock, { titles[key] }) { return title }
        let title = make()
        Self.locked(lock) {
            if titles.count >= Self.capacity { titles.removeAll(keepingCapacity: true) }
            titles[key] = title
        }
        return title
    }

    /// `body` run holding `lock` (`NSLock.withLock` is not on every platform this builds for).
    private static func locked<T>(_ lock: NSLock, _ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// True when this cache was made for these formatters and calendar.
    private func serves(_ formatters: LayoutFormatters, _ wallCalendar: Calendar) -> Bool {
        monthFormatter === formatters.month && numberFormatter === formatters.numbers && self.wallCalendar == wallCalendar
    }

    // MARK: Finding the cache of a layout

    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var registry: [ObjectIdentifier: DateTitleCache] = [:]

    /// The cache of `layout`'s formatters in `context`'s calendar, made on first use.
    static func shared(for layout: DatePickerLayout, context: DateCalendarContext) -> DateTitleCache {
        let formatters = layout.formatters
        let key = ObjectIdentifier(formatters.month)
        return locked(registryLock) {
            if let cache = registry[key], cache.serves(formatters, context.wallCalendar) { return cache }
            // Drop the caches of layouts that are gone before adding one.
            registry = registry.filter { $0.value.monthFormatter != nil }
            let cache = DateTitleCache(formatters: formatters, wallCalendar: context.wallCalendar)
            registry[key] = cache
            return cache
        }
    }
}
