import Foundation
import PickerCore
import Testing

/// Behaviour 2.3 for every locale Foundation knows: the component order matches the order of the
/// fields in Foundation's own formatted output (an independent path: `Date.FormatStyle`
/// building its own pattern, read back through attributed-string field runs).
@Suite("Date picker layout sweep over every available locale")
struct LocaleSweepTests {
    static let sample = DateFixture.instant("2026-11-22T14:30:00Z")

    /// The picker components Foundation's formatted `style` shows, in order.
    static func fieldOrder(_ style: Date.FormatStyle) -> [DateComponentKind] {
        let text = sample.formatted(style.attributed)
        var order: [DateComponentKind] = []
        for run in text.runs {
            guard let field = run.foundation.dateField else { continue }
            let kind: DateComponentKind? = switch field {
            case .era: .era
            case .year: .year
            case .month: .month
            case .day: .day
            case .amPM: .dayPeriod
            case .hour: .hour
            case .minute: .minute
            default: nil
            }
            if let kind, !order.contains(kind) { order.append(kind) }
        }
        return order
    }

    @Test("component order matches Foundation's formatted fields, every locale × mode")
    func sweep() {
        let identifiers = Locale.availableIdentifiers
        #expect(identifiers.count > 500)
        var checked = 0
        for identifier in identifiers {
            let locale = Locale(identifier: identifier)
            var calendar = DateFixture.gregorian
            calendar.locale = locale
            let base = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: DateFixture.utc)
            let date = Self.fieldOrder(base.year().month(.wide).day())
            let yearMonth = Self.fieldOrder(base.year().month(.wide))
            // `.minute(.twoDigits)` makes the skeleton `jmm`, as the picker asks; ICU's `jm` differs in a few locales.
            let time = Self.fieldOrder(base.hour().minute(.twoDigits))
            for mode in DatePickerMode.allCases {
                let layout = DatePickerLayout(mode: mode, locale: locale, calendar: calendar)
                let expected: [DateComponentKind] = switch mode {
                case .date: date
                case .yearAndMonth: yearMonth
                case .time: time
                case .dateAndTime: [.dayOfYear] + time
                case .countDownTimer: [.countdownHours, .countdownMinutes]
                }
                #expect(layout.components == expected, "\(identifier) \(mode)")
                checked += 1
            }
        }
        #expect(checked == identifiers.count * DatePickerMode.allCases.count)
    }
}
