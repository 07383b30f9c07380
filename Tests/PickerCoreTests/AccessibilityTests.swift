import Foundation
import PickerCore
import Testing

/// Behaviour 2.12: each component is an adjustable element with a label, a localized value and a
/// hint naming keys; the picker has a one-line summary in the locale.
@Suite("Date picker accessibility")
struct AccessibilityTests {
    typealias F = DateFixture

    @Test("time components: labels, localized values, adjustable, no key words")
    func time() {
        let picker = F.picker(.time, date: F.instant("2026-11-22T14:30:00Z"), locale: "en_US")
        let elements = picker.accessibilityElements
        #expect(elements.map(\.label) == ["Hour", "Minute", "AM/PM"])
        // ICU separates the time from AM/PM with a narrow no-break space.
        #expect(elements.map(\.value) == ["2\u{202F}PM", "30 minutes", "PM"])
        #expect(elements.allSatisfy { $0.traits.contains(.adjustable) })
        // The key hints are the terminal's, from its key table (DateTerminalPickerTests).
        #expect(elements.allSatisfy { $0.hint.isEmpty })
        #expect(picker.accessibilitySummary == "2:30\u{202F}PM")
    }

    @Test("values in the locale's language", arguments: [
        ("de_DE", ["14 Uhr", "30 Minuten"]), ("ja_JP", ["14時", "30分"]), ("fr_FR", ["14 h", "30 minutes"]),
    ])
    func localizedValues(locale: String, values: [String]) {
        let picker = F.picker(.time, date: F.instant("2026-11-22T14:30:00Z"), locale: locale)
        #expect(picker.accessibilityElements.map(\.value) == values)
    }

    @Test("date components: month with its year, full day, year; summary in one line")
    func date() {
        let picker = F.picker(.date, date: F.instant("2026-11-22T14:30:00Z"), locale: "en_US")
        #expect(picker.accessibilityElements.map(\.label) == ["Month", "Day", "Year"])
        #expect(picker.accessibilityElements.map(\.value) == ["November 2026", "Sunday, November 22, 2026", "2026"])
        #expect(picker.accessibilitySummary == "Sunday, November 22, 2026")
    }

    @Test("dateAndTime says Today; countdown speaks durations")
    func todayAndCountdown() {
        let picker = F.picker(.dateAndTime, date: F.instant("2026-11-22T09:05:00Z"))
        #expect(picker.accessibilityElements[0].value == "Today, Sunday, November 22, 2026")
        #expect(picker.accessibilitySummary.contains("9:05"))
        let countdown = F.picker(.countDownTimer, duration: 4_500, locale: "en_US")
        #expect(countdown.accessibilityElements.map(\.value) == ["1 hour", "15 minutes"])
        #expect(countdown.accessibilitySummary == "1 hour, 15 minutes")
        #expect(countdown.formattedValue == "1 hr, 15 min")
    }

    @Test("the compact one-line value follows the mode and locale")
    func formattedValue() {
        #expect(F.picker(.date, date: F.instant("2026-11-22T14:30:00Z")).formattedValue == "Nov 22, 2026")
        #expect(F.picker(.yearAndMonth, date: F.instant("2026-11-22T14:30:00Z")).formattedValue == "November 2026")
        #expect(F.picker(.time, date: F.instant("2026-11-22T14:30:00Z"), locale: "de_DE").formattedValue == "14:30")
        #expect(F.picker(.date, date: F.instant("2026-11-22T14:30:00Z"), locale: "ar_EG").formattedValue.contains("٢٢"))
    }
}
