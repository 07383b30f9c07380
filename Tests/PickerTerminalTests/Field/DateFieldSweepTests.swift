import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// The field styles drawn in a sample of every locale ICU has, in each locale's own calendar:
/// built, drawn at 80×24 and at their minimum size after a key, never writing outside their area.
@Suite("Textual field: a sweep over locales")
struct DateFieldSweepTests {
    /// Every 41st locale, so each run samples scripts, calendars and directions.
    static let locales = stride(from: 0, to: Locale.availableIdentifiers.count, by: 41)
        .map { Locale.availableIdentifiers.sorted()[$0] } + ["ar_EG", "fa_IR", "he_IL", "th_TH", "ja_JP@calendar=japanese"]

    @Test("Every mode in both field styles draws without a problem", arguments: locales)
    func sweep(locale: String) {
        let sweep = DateDrawingSweep()
        var problems: [String] = []
        for mode in DatePickerMode.allCases {
            for style in [DateStyle.field, .stepperField] {
                problems += sweep.problems(locale: locale, mode: mode, style: style)
            }
        }
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("Every mode takes every kind of key in every sampled locale, and keeps a value it can show", arguments: locales)
    func keys(locale: String) throws {
        for mode in DatePickerMode.allCases {
            let state = DatePickerState(mode: mode, style: .field, date: DateFixtures.nov22, countDownDuration: 5_400,
                                        locale: Locale(identifier: locale), calendar: Locale(identifier: locale).calendar,
                                        timeZone: DateFixtures.berlin, now: DateFixtures.nov22)
            var driver = PickerDriver(try DateTerminalPicker(state: state), width: 60)
            for key: Key in [.up, .down, .pageUp, .end, .home, .tab, .right, .backspace, .left, .pageDown] { driver.press(key) }
            driver.type("1207a")
            driver.press(.enter)
            #expect(driver.status == .confirmed)
            #expect(driver.output?.isEmpty == false)
        }
    }
}
