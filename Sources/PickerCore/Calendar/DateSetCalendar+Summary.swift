import Foundation

/// The chosen days in words: the count for a header ("3 days"), short labels for a compact
/// button ("Nov 22", "25", "28"), long ones for a screen reader — all from Foundation's ICU
/// data in the picker's locale and calendar, never from tables of our own.
extension DateSetCalendar {
    /// The number of chosen days with the locale's plural: "3 days", "1 day", "3 Tage",
    /// "2 дня", "3日".
    public var countText: String { Self.countText(choices.count, locale: state.locale) }

    /// `count` days in `locale`'s words and plural rules (ICU's unit formatting).
    public static func countText(_ count: Int, locale: Locale) -> String {
        DayCountTexts.shared.text(count, locale: locale) {
            let style = Duration.UnitsFormatStyle(allowedUnits: [.days], width: .wide, zeroValueUnits: .show(length: 1))
                .locale(locale)
            return Duration.seconds(Int64(count) * 86_400).formatted(style)
        }
    }

    /// The chosen days as short labels, earliest first, at most `limit` of them: a month's
    /// first chosen day with the month's abbreviation, the days after it in the same month as
    /// numbers alone — en_US `["Nov 22", "25", "28", "Dec 3"]`, de_DE `["22. Nov.", "25.", …]`.
    package func shortLabels(limit: Int = 64) -> [String] {
        let withMonth = formatter(template: "MMMd")
        let dayAlone = formatter(template: "d")
        var labels: [String] = []
        var previousMonth: CalendarMonth?
        for day in days.prefix(limit) {
            let month = CalendarMonth(containingDay: day, context: state.context)
            let date = state(onDay: day).date
            labels.append((month == previousMonth ? dayAlone : withMonth).string(from: date))
            previousMonth = month
        }
        return labels
    }

    /// A day in full for a screen reader: "Sunday, November 22, 2026".
    public func spokenDay(_ day: Int) -> String {
        let formatter = formatter(template: "")
        formatter.dateStyle = .full
        return formatter.string(from: state(onDay: day).date)
    }

    /// A formatter in the picker's locale, calendar and zone for an ICU skeleton.
    private func formatter(template: String) -> DateFormatter {
        let formatter = ProlepticGregorian.formatter(for: state.calendar.identifier)
        formatter.locale = state.locale
        formatter.calendar = state.calendar
        formatter.timeZone = state.timeZone
        ProlepticGregorian.apply(to: formatter, calendar: state.calendar.identifier)
        if !template.isEmpty { formatter.setLocalizedDateFormatFromTemplate(template) }
        return formatter
    }
}
