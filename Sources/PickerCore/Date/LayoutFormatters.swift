import Foundation
import ProcessState

/// The ICU formatters of one ``DatePickerLayout``, each made the first time something asks
/// for it, then kept: creating a formatter is the expensive part of ICU, and a picker's first
/// frame needs few of them (the month grid: its title and weekday names; the time wheels: the
/// digits and AM/PM), while the rest serve other styles, screen-reader lines and the
/// localized output, which may never be asked for.
///
/// A class, so every copy of a layout (the date picker makes a new row source for each
/// change) shares the formatters made so far. Formatters are kept by the pattern ICU gives
/// for the locale, so two skeletons with the same pattern share one formatter.
///
/// ```swift
/// let formatters = LayoutFormatters(locale: Locale(identifier: "de_DE@calendar=gregorian"), timeZone: .gmt)
/// formatters.month.string(from: wall)   // made now: "November"
/// formatters.month                      // kept
/// ```
final class LayoutFormatters: Sendable {
    /// The locale, whose `calendar` keyword names the calendar the formatters use.
    let locale: Locale
    /// The zone dates are formatted in (the wall calendar's: UTC).
    let timeZone: TimeZone
    /// ICU's year name pattern where years have names ("rU年"); nil where years are numbers.
    private let namedYearPattern: String?

    /// The formatters made so far.
    private struct Made {
        var datesBySkeleton: [String: DateFormatter] = [:]
        var datesByPattern: [String: DateFormatter] = [:]
        var numbersByDigits: [Int: NumberFormatter] = [:]
        /// Nil until probed; then the digits, or `.some(nil)` where the locale has none to map.
        var digitsProbe: LocaleDigits??
    }

    private let made = Locked(Made())

    /// The formatters of `locale` in `timeZone` that a live layout already has, or new ones.
    ///
    /// A `datetime` picker's grid and time wheels, and the output a picker prints on confirm,
    /// are layouts of one locale: each would otherwise make its own month-name and digit
    /// formatters. Held weakly, so formatters go with the last layout using them (a sweep
    /// through every locale keeps none): ``ProcessCaches/layoutFormatters``.
    static func shared(locale: Locale, timeZone: TimeZone, namedYearPattern: String?) -> LayoutFormatters {
        // Joined by `+`: the first `joined(separator:)` of a process resolves its generic
        // witnesses at run time, a cost this key need not pay before the first frame.
        let key = locale.identifier + "\u{0}" + timeZone.identifier + "\u{0}" + (namedYearPattern ?? "")
        return registry.withLock { registry in
            if let alive = registry[key]?.formatters { return alive }
            registry = registry.filter { $0.value.formatters != nil }
            let made = LayoutFormatters(locale: locale, timeZone: timeZone, namedYearPattern: namedYearPattern)
            registry[key] = WeakFormatters(made)
            return made
        }
    }

    private final class WeakFormatters {
        weak var formatters: LayoutFormatters?
        init(_ formatters: LayoutFormatters) { self.formatters = formatters }
    }

    // Keyed by a string, not a struct of the three: the first dictionary of a new key type
    // costs the Swift runtime a scan of every protocol conformance in the binary.
    private static let registry = Locked([String: WeakFormatters]())

    /// Formatters for `locale`, whose `calendar` keyword names the calendar, in `timeZone`.
    ///
    /// The formatters take the calendar from the locale alone: setting a `Calendar` on a
    /// `DateFormatter` loses calendars CoreFoundation does not know (dangi formats as
    /// gregorian, "4월" for 윤2월).
    init(locale: Locale, timeZone: TimeZone, namedYearPattern: String? = nil) {
        self.locale = locale
        self.timeZone = timeZone
        self.namedYearPattern = namedYearPattern
    }

    /// Stand-alone month name (`LLLL`).
    var month: DateFormatter { date(skeleton: DateSkeleton.monthName) }
    /// A formatter to read the calendar's names from (months, weekdays, AM/PM): any made so far,
    /// as ICU keeps them per locale and calendar, not per pattern; the month formatter when none
    /// is. The month grid reads its weekday names after formatting its title, so its first frame
    /// makes one formatter, not two (making a formatter is the costly part of ICU).
    var symbols: DateFormatter {
        made.withLock { $0.datesByPattern.first?.value } ?? month
    }
    var dayOfYear: DateFormatter { date(skeleton: DateSkeleton.dayOfYear) }
    var era: DateFormatter { date(skeleton: DateSkeleton.era) }
    var hour: DateFormatter { date(skeleton: DateSkeleton.hour) }
    var monthYear: DateFormatter { date(skeleton: DateSkeleton.yearAndMonth) }
    var longDay: DateFormatter { date(skeleton: DateSkeleton.longDay) }
    var year: DateFormatter { date(skeleton: "y") }
    var mediumDate: DateFormatter { date(skeleton: DateSkeleton.mediumDate) }
    var mediumDateTime: DateFormatter { date(skeleton: DateSkeleton.mediumDateTime) }
    var longDateTime: DateFormatter { date(skeleton: DateSkeleton.longDateTime) }
    var time: DateFormatter { date(skeleton: DateSkeleton.time) }
    /// Integers in the locale's digits, without grouping.
    var numbers: NumberFormatter { number(minimumDigits: 1) }
    /// Integers of at least two digits ("09").
    var twoDigits: NumberFormatter { number(minimumDigits: 2) }

    /// `value` in the locale's digits with at least `minimumDigits` of them ("٠٩" in ar_EG).
    ///
    /// Where the locale writes numbers digit by digit (every decimal numbering system: latn, arab,
    /// arabext, deva, hanidec, ...), its ten digits are read from ICU once (``LocaleDigits``) and
    /// each number is spelled from them: a `NumberFormatter` call is costly for each number, and a
    /// time picker measures 84 of them before its first frame (Benchmarks/README.md). Elsewhere
    /// (algorithmic systems, negative numbers) ICU formats each number.
    func number(_ value: Int, minimumDigits: Int) -> String {
        if let digits = localeDigits, let text = digits.spell(value, minimumDigits: minimumDigits) { return text }
        let formatter = minimumDigits >= 2 ? twoDigits : numbers
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }

    /// The locale's ten digits, probed the first time a number is spelled; nil when ICU does
    /// not write numbers digit by digit in this locale.
    private var localeDigits: LocaleDigits? {
        if let known = made.withLock({ $0.digitsProbe }) { return known }
        let probed = LocaleDigits(formatter: numbers)
        made.withLock { $0.digitsProbe = .some(probed) }
        return probed
    }

    /// True where the calendar names its years (chinese, dangi): see ``namedYear``.
    var hasNamedYears: Bool { namedYearPattern != nil }
    /// A year as ICU names it where years have names ("2023癸卯年"); nil where they are numbers.
    var namedYear: DateFormatter? { namedYearPattern.map { date(pattern: $0) } }

    /// The formatter of the locale's pattern for `skeleton`, found by the skeleton once made
    /// (a frame asks for the month formatter several times).
    private func date(skeleton: String) -> DateFormatter {
        if let known = made.withLock({ $0.datesBySkeleton[skeleton] }) { return known }
        let formatter = date(pattern: DateSkeleton.pattern(skeleton, locale: locale))
        made.withLock { $0.datesBySkeleton[skeleton] = formatter }
        return formatter
    }

    private func date(pattern: String) -> DateFormatter {
        made.withLock { made in
            if let formatter = made.datesByPattern[pattern] { return formatter }
            let formatter = ProlepticGregorian.formatter(for: locale.calendar.identifier)
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.dateFormat = pattern
            // The days shown are the days the wall calendar computes (Behaviour 2.11a).
            ProlepticGregorian.apply(to: formatter, calendar: locale.calendar.identifier)
            made.datesByPattern[pattern] = formatter
            return formatter
        }
    }

    private func number(minimumDigits: Int) -> NumberFormatter {
        made.withLock { made in
            if let formatter = made.numbersByDigits[minimumDigits] { return formatter }
            let formatter = NumberFormatter()
            formatter.locale = locale
            formatter.numberStyle = .none
            formatter.usesGroupingSeparator = false
            if minimumDigits > 1 { formatter.minimumIntegerDigits = minimumDigits }
            made.numbersByDigits[minimumDigits] = formatter
            return formatter
        }
    }
}
