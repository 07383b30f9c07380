import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// Golden frames of the textual styles (Behaviour 3.1): the field and the stepper field in several
/// locales, right-to-left included, with the focused segment marked (reverse video without
/// colour).
@Suite("Textual field: golden frames")
struct DateFieldGoldenTests {
    typealias F = DateFixtures

    /// Where the focused segment is drawn on row `y`: `#` under reverse-video cells.
    static func focusMask(_ driver: PickerDriver<DateTerminalPicker>, row y: Int) -> String {
        driver.buffer.mask { $0.reverse }[y]
    }

    @Test("he_IL, Hebrew calendar: the parts mirrored, the prefix ב before the month's name")
    func hebrewCalendar() throws {
        let state = DatePickerState(mode: .date, style: .field, date: F.nov22, locale: Locale(identifier: "he_IL"),
                                    calendar: Calendar(identifier: .hebrew), timeZone: F.berlin, now: F.nov22)
        let driver = F.driver(try DateTerminalPicker(state: state, header: nil, showsHelp: false), width: 30)
        #expect(driver.frame == "                 5787 בכסלו 12")
        // The day, first in reading order, is focused: on the right.
        #expect(Self.focusMask(driver, row: 0) == "                            ##")
    }

    @Test("en_US date field: header, the field with the month focused, the help line")
    func englishDate() throws {
        let driver = F.driver(try F.picker(.date, .field, header: "Check-in"), width: 60)
        #expect(driver.frame == """
            Check-in
            11/22/2026
            ↑↓ change · ←→ segment · enter select · esc cancel
            """)
        #expect(Self.focusMask(driver, row: 1) == "##")
    }

    @Test("de_DE stepper field: the stepper at the end; Tab moves the mark; past the year it is on ↵")
    func germanStepper() throws {
        var driver = F.driver(try F.picker(.date, .stepperField, locale: "de_DE"), width: 60)
        #expect(driver.lines[0] == "22.11.2026   ▲▼")
        driver.press(.tab)
        #expect(Self.focusMask(driver, row: 0) == "   ##")
        driver.press(.tab)
        driver.press(.tab)
        #expect(driver.lines[0] == "22.11.2026 ↵ ▲▼")
        #expect(Self.focusMask(driver, row: 0) == "           #")
    }

    @Test("ja_JP and ko_KR: year first; AM/PM before the hour")
    func eastAsian() throws {
        #expect(F.driver(try F.picker(.date, .field, locale: "ja_JP"), width: 40).lines[0] == "2026/11/22")
        let korean = F.driver(try F.picker(.time, .stepperField, locale: "ko_KR"), width: 40)
        #expect(korean.lines[0] == "오후 2:30   ▲▼")
        // 오후 is two wide characters: the focus covers four columns.
        #expect(Self.focusMask(korean, row: 0) == "####")
    }

    @Test("ar_EG: right-aligned, mirrored, Arabic digits, the stepper on the left")
    func arabic() throws {
        let driver = F.driver(try F.picker(.date, .stepperField, locale: "ar_EG"), width: 30)
        #expect(driver.lines[0] == "               ▲▼   ٢٠٢٦/١١/٢٢")
        // The day is the first segment in reading order: it is on the right, and focused.
        #expect(Self.focusMask(driver, row: 0) == "                            ##")
    }

    @Test("datetime, month and countdown fields")
    func otherModes() throws {
        #expect(F.driver(try F.picker(.dateAndTime, .field), width: 60).lines[0] == "11/22/2026, 2:30\u{202F}PM")
        #expect(F.driver(try F.picker(.yearAndMonth, .field, locale: "de_DE"), width: 60).lines[0] == "11.2026")
        #expect(F.driver(try F.picker(.countDownTimer, .stepperField, countDown: 4500), width: 60).lines[0]
            == "1 hr, 15 min   ▲▼")
    }

    @Test("Backspace shows the placeholder; a narrow window keeps Enter and Esc on the help line")
    func placeholderAndNarrow() throws {
        var driver = F.driver(try F.picker(.date, .field), width: 28)
        driver.press(.backspace)
        #expect(driver.frame == """
            mm/22/2026
            enter select · esc cancel
            """)
    }
}
