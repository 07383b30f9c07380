import Foundation
import PickerCore
import Testing
#if canImport(_FoundationICU)
import _FoundationICU
#endif

/// Behaviour 2.12: a screen reader hears each component's name in the person's language, from
/// ICU's date-time field display names (CLDR), where Foundation carries ICU (Linux).
@Suite("Accessibility labels in the locale's language")
struct AccessibilityLabelTests {
    typealias F = DateFixture

    /// ICU's names where it can be asked, the English table's otherwise.
    static func expected(_ localized: [String], english: [String]) -> [String] {
        #if canImport(_FoundationICU)
        return localized
        #else
        return english
        #endif
    }

    @Test("time and date components are named in German, Japanese and Korean", arguments: [
        ("de_DE", DatePickerMode.time, Calendar.Identifier.gregorian, ["Stunde", "Minute"], ["Hour", "Minute"]),
        ("de_DE", .date, .gregorian, ["Tag", "Monat", "Jahr"], ["Day", "Month", "Year"]),
        ("ja_JP", .date, .japanese, ["時代", "年", "月", "日"], ["Era", "Year", "Month", "Day"]),
        ("ko_KR", .time, .gregorian, ["오전/오후", "시", "분"], ["AM/PM", "Hour", "Minute"]),
    ])
    func localizedLabels(locale: String, mode: DatePickerMode, calendar: Calendar.Identifier, localized: [String],
                         english: [String]) {
        let picker = F.picker(mode, date: F.instant("2026-11-22T14:30:00Z"), locale: locale, calendar: calendar)
        #expect(picker.accessibilityElements.map(\.label) == Self.expected(localized, english: english))
    }

    @Test("the day period is Tageshälfte in German; the spoken line starts with the German name")
    func spokenInGerman() {
        let picker = F.picker(.time, date: F.instant("2026-11-22T14:30:00Z"), locale: "de_DE")
        #expect(picker.accessibilityElements[0].spokenDescription.hasPrefix(Self.expected(["Stunde, 14 Uhr"], english: ["Hour, 14 Uhr"])[0]))
        #expect(DateComponentKind.dayPeriod.accessibilityLabel(locale: Locale(identifier: "de_DE"))
            == Self.expected(["Tageshälfte"], english: ["AM/PM"])[0])
        #expect(DateComponentKind.era.accessibilityLabel(locale: Locale(identifier: "de_DE"))
            == Self.expected(["Epoche"], english: ["Era"])[0])
    }
}
