import Foundation

/// The range in words, all from Foundation's ICU data in the picker's locale, calendar and zone:
/// the interval as the locale writes one (`DateIntervalFormatter`, so shared parts are written
/// once: `Nov 22 – 28, 2026`, `22.–28. Nov. 2026`, `2026年11月22日～28日`), the day count with the
/// locale's plural, and the lines a screen reader speaks.
extension DayRangeCalendar {
    /// The ICU skeleton of the compact button and of `--format interval`: abbreviated month,
    /// day and year (`Nov 22 – 28, 2026`).
    public static let intervalTemplate = "yMMMd"

    /// The days `first` … `last` as the locale writes an interval with `template` (an ICU
    /// skeleton): `Nov 22 – 28, 2026`; one day is written as a single date.
    ///
    /// ```swift
    /// stay.intervalText(from: nov22, to: nov28)                       // "Nov 22 – 28, 2026"
    /// stay.intervalText(from: nov22, to: jan3, template: "MMMMd")     // "November 22, 2026 – January 3, 2027"
    /// ```
    public func intervalText(from first: Int, to last: Int, template: String = Self.intervalTemplate) -> String {
        intervalText(from: firstInstant(ofDay: first), to: firstInstant(ofDay: last), template: template)
    }

    /// The instants `start` … `end` as the locale writes an interval with `template`.
    public func intervalText(from start: Date, to end: Date, template: String) -> String {
        let formatter = DateIntervalFormatter()
        formatter.locale = state.locale
        formatter.calendar = state.calendar
        formatter.timeZone = state.timeZone
        formatter.dateTemplate = template
        return ProlepticGregorian.string(of: formatter, from: start, to: end, calendar: state.calendar)
    }

    /// The span as the compact button shows it (`Nov 22 – 28, 2026`), the cursor's day alone
    /// while nothing is anchored.
    public var buttonTitle: String {
        let days = span ?? cursor ... cursor
        return intervalText(from: days.lowerBound, to: days.upperBound)
    }

    /// `count` days in the locale's words and plural rules: "7 days", "1 day", "7 Tage".
    public static func countText(_ count: Int, locale: Locale) -> String {
        DateSetCalendar.countText(count, locale: locale)
    }

    /// The span for a screen reader, the locale's interval with its dash read as "to", and the
    /// count: "November 22 to 25, 4 days"; nil without an anchor.
    public var spokenSpan: String? { spokenSpan(in: .english) }

    /// The same with the dash read as `strings` say "to" (Behaviour 6.1): "22. bis 25. November,
    /// 4 Tage" with German chrome; the days and the count stay in the date locale.
    ///
    /// ```swift
    /// model.spokenSpan(in: PromptStrings(language: "de"))   // "22. bis 25. November, 4 Tage"
    /// ```
    public func spokenSpan(in strings: PromptStrings) -> String? {
        guard let span else { return nil }
        let spoken = spokenInterval(from: span.lowerBound, to: span.upperBound, template: "MMMMd", in: strings)
        return spoken + ", " + Self.countText(span.count, locale: state.locale)
    }

    /// The span as screen-reader mode says it after a key (Behaviour 6.3): its two ends as the
    /// locale writes an interval of days, the dash read as `strings` say "to", then its length
    /// in the locale's units: "23 to 25, 3 days". The month is named only when the ends are in
    /// different months ("November 30 to December 2, 3 days"), since the person heard it with
    /// the days before; nil without an anchor.
    ///
    /// ```swift
    /// model.spokenSpanEnds(in: .english)                        // "23 to 25, 3 days"
    /// model.spokenSpanEnds(in: PromptStrings(language: "de"))   // "23. bis 25., 3 Tage" (de_DE dates)
    /// ```
    package func spokenSpanEnds(in strings: PromptStrings) -> String? {
        guard let span else { return nil }
        let sameMonth = state.calendar.isDate(
            firstInstant(ofDay: span.lowerBound), equalTo: firstInstant(ofDay: span.upperBound), toGranularity: .month)
        let ends = spokenInterval(from: span.lowerBound, to: span.upperBound, template: sameMonth ? "d" : "MMMMd", in: strings)
        return ends + ", " + Self.countText(span.count, locale: state.locale)
    }

    /// The days `first` … `last` as the locale writes an interval with `template`, each dash
    /// read as `strings` say "to".
    private func spokenInterval(from first: Int, to last: Int, template: String, in strings: PromptStrings) -> String {
        let interval = intervalText(from: first, to: last, template: template)
        let ends = interval.split(separator: "–", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        return ends.dropFirst().reduce(ends[0]) { strings.text(.spokenSpanTo, .text($0), .text($1)) }
    }

    /// A day in full for a screen reader: "Sunday, November 22, 2026".
    public func spokenDay(_ day: Int) -> String {
        let formatter = ProlepticGregorian.formatter(for: state.calendar.identifier)
        formatter.locale = state.locale
        formatter.calendar = state.calendar
        formatter.timeZone = state.timeZone
        ProlepticGregorian.apply(to: formatter, calendar: state.calendar.identifier)
        formatter.dateStyle = .full
        return formatter.string(from: firstInstant(ofDay: day))
    }
}
