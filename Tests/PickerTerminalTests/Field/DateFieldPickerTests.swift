import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// The textual styles as a whole picker: keys, the stepper and the mouse wheel, the printed
/// value, screen-reader lines.
@Suite("Textual field: the picker")
struct DateFieldPickerTests {
    typealias F = DateFixtures

    @Test("A whole date typed into the field and confirmed prints what was shown")
    func typeAndConfirm() throws {
        var driver = F.driver(try F.picker(.date, .field, locale: "de_DE"), width: 60)
        driver.type("05")
        driver.type("03")
        driver.type("2027")
        // The last digit moved the focus past the year, onto Enter.
        #expect(driver.lines[0] == "05.03.2027 ↵")
        driver.press(.enter)
        #expect(driver.status == .confirmed)
        #expect(driver.outputText == "2027-03-05")
    }

    @Test("A digit still waiting counts when Enter confirms")
    func pendingOnEnter() throws {
        var driver = F.driver(try F.picker(.date, .field), width: 60)
        driver.type("1")
        driver.press(.enter)
        #expect(driver.outputText == "2026-01-22")
    }

    @Test("The stepper: a click on ▲ steps the focused segment up, on ▼ down")
    func stepperClicks() throws {
        var driver = F.driver(try F.picker(.time, .stepperField, locale: "de_DE"), width: 40)
        #expect(driver.lines[0] == "14:30   ▲▼")
        driver.press(.right)
        driver.click(x: 8, y: 0)
        #expect(driver.lines[0] == "14:31   ▲▼")
        driver.click(x: 9, y: 0)
        driver.click(x: 9, y: 0)
        #expect(driver.lines[0] == "14:29   ▲▼")
        driver.press(.enter)
        #expect(driver.outputText == "14:29")
    }

    @Test("A click focuses a segment; the wheel steps the segment under the pointer (up is the next value)")
    func mouseOnSegments() throws {
        var driver = F.driver(try F.picker(.date, .field), width: 60)
        driver.scroll(x: 8, y: 0, notches: -2)
        #expect(driver.lines[0] == "11/22/2028")
        driver.scroll(x: 3, y: 0, notches: 1)
        #expect(driver.lines[0] == "11/21/2028")
        driver.click(x: 4, y: 0)
        driver.press(.up)
        #expect(driver.lines[0] == "11/22/2028")
    }

    @Test("Right-to-left: → goes back in reading order, as it follows the screen")
    func rightToLeftArrows() throws {
        var driver = F.driver(try F.picker(.date, .field, locale: "ar_EG"), width: 30)
        driver.press(.left)  // to the month, left of the day on screen
        driver.press(.up)
        #expect(driver.outputText == nil)
        driver.press(.enter)
        #expect(driver.outputText == "2026-12-22")
    }

    @Test("--seconds prints HH:mm:ss")
    func secondsOutput() throws {
        let state = DatePickerState(mode: .time, style: .field, date: F.nov22, locale: Locale(identifier: "de_DE"),
                                    calendar: F.gregorian, timeZone: F.berlin, now: F.nov22, elements: [.seconds])
        var driver = F.driver(try DateTerminalPicker(state: state), width: 40)
        #expect(driver.lines[0] == "14:30:00")
        driver.press(.tab)
        driver.press(.tab)
        driver.type("59")
        driver.press(.enter)
        #expect(driver.outputText == "14:30:59")
    }

    @Test("Screen reader: the focused segment's name, its value and the keys; past the end, how it ends")
    func spoken() throws {
        var picker = try F.picker(.date, .field)
        #expect(picker.announcement()
            == "Month, November 2026, adjustable. Up or Down arrow to adjust the value; type digits or the first letters to enter it; Left or Right arrow or Tab for another part.")
        _ = picker.handle(.key(KeyStroke(.tab, .shift)), now: 0)
        #expect(picker.announcement().hasSuffix("Enter selects, Escape cancels."))
        // Tab comes back to the month; cleared, it is spoken as shown.
        _ = picker.handle(.key(KeyStroke(.tab)), now: 1)
        _ = picker.handle(.key(KeyStroke(.backspace)), now: 2)
        #expect(picker.announcement().hasPrefix("Month, mm, adjustable."))
    }

    @Test("Every mode has both textual styles (Behaviour 3.1)")
    func everyStyleResolves() throws {
        for mode in DatePickerMode.allCases {
            #expect(try F.picker(mode, .field).style == .field)
            #expect(try F.picker(mode, .stepperField).field != nil)
        }
    }
}
