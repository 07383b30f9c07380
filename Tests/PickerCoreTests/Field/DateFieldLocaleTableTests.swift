import Foundation
import PickerCore
import Testing

/// The typing rules in each of the locales, in the order each locale writes a date and
/// a time, with bounds and a minute interval.
@Suite("Textual field: the typing rules in en_US, de_DE, ja_JP, ko_KR and ar_EG")
struct DateFieldLocaleTableTests {
    typealias X = FieldFixture
    static let locales = ["en_US", "de_DE", "ja_JP", "ko_KR", "ar_EG"]

    /// The digits of 2027-03-05 in the order the locale's segments come.
    static func digits(of field: DateFieldEditor) -> String {
        field.kinds.map { kind -> String in
            switch kind {
            case .year: return "2027"
            case .month: return "03"
            case .day: return "05"
            default: return ""
            }
        }.joined()
    }

    @Test("A whole date typed in the locale's order, each segment moving on by itself, ends on Enter", arguments: locales)
    func wholeDate(locale: String) {
        var field = X.field(.date, locale: locale)
        field.typeKeys(Self.digits(of: field))
        #expect(field.iso == "2027-03-05")
        #expect(field.focus == .end)
    }

    @Test("The same typed in the locale's own digits", arguments: locales)
    func nativeDigits(locale: String) {
        var field = X.field(.date, locale: locale)
        let native = Self.digits(of: field).compactMap(\.wholeNumberValue).map { field.layout.number($0) }.joined()
        field.typeKeys(native)
        #expect(field.iso == "2027-03-05")
    }

    @Test("Bounds: a day typed before --min settles at it; a step past --max wraps to the first day inside", arguments: locales)
    func bounds(locale: String) {
        var field = X.field(.date, minimum: "2026-11-10T00:00:00Z", maximum: "2026-11-25T00:00:00Z", locale: locale)
        let day = field.kinds.firstIndex(of: .day) ?? 0
        field.apply(.focus(segment: day))
        field.typeKeys("05")
        #expect(field.iso == "2026-11-10")
        field.run(.focus(segment: day), .jumpToEnd(last: true), .step(by: 1))
        #expect(field.iso == "2026-11-10")
    }

    @Test("Interval 15: the hour typed as the clock shows it, minutes rounded down and stepped by quarters", arguments: locales)
    func interval(locale: String) {
        var field = X.field(.time, interval: 15, locale: locale)
        let hour = field.kinds.firstIndex(of: .hour) ?? 0
        let minute = field.kinds.firstIndex(of: .minute) ?? 0
        field.apply(.focus(segment: hour))
        // 4 o'clock in the afternoon: "4" on a 12-hour clock (the value is PM), "16" on a 24-hour one.
        field.typeKeys(field.kinds.contains(.dayPeriod) ? "4" : "16")
        field.apply(.focus(segment: minute))
        field.typeKeys("52")
        #expect(field.iso == "16:45")
        // The second digit moved the focus on; back on the minute, ↑ wraps to the hour's first quarter.
        #expect(field.focus != .segment(minute))
        field.run(.focus(segment: minute), .step(by: 1))
        #expect(field.iso == "16:00")
    }
}
