import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// Keys and mouse on the inline calendar (Behaviour 2.11): arrows by day and week, Page Up/Down by
/// month, Shift-Page Up/Down and `[` `]` by year, Home/End to the week's ends, `t` to today,
/// Tab to the time wheels; clicks on days and arrows, the scroll wheel over the grid.
@Suite("Calendar grid: keys and mouse")
struct CalendarGridKeyTests {
    typealias F = DateFixtures

    func grid(
        _ date: Date = F.nov22, mode: DatePickerMode = .date, locale: String = "en_US", now: Date = F.nov22,
        minimum: Date? = nil, maximum: Date? = nil
    ) throws -> PickerDriver<DateTerminalPicker> {
        F.driver(try F.picker(mode, .inline, locale: locale, date: date, now: now, minimum: minimum, maximum: maximum))
    }

    /// The selected day, as the date mode outputs it.
    func day(_ driver: PickerDriver<DateTerminalPicker>) -> String {
        DateTerminalPicker.isoOutput(for: driver.picker.state)
    }

    @Test("Arrows move by a day and a week; the page follows the selection")
    func arrows() throws {
        var driver = try grid()
        driver.press(.right)
        #expect(day(driver) == "2026-11-23")
        driver.press(.down)
        #expect(day(driver) == "2026-11-30")
        driver.press(.down)
        #expect(day(driver) == "2026-12-07")
        #expect(driver.lines[0] == "     ‹ December 2026 ›")
        driver.press(.up)
        driver.press(.left)
        #expect(day(driver) == "2026-11-29")
    }

    @Test("Right-to-left, Left and Right follow the screen: Left is the next day")
    func mirroredArrows() throws {
        var driver = try grid(locale: "ar_EG")
        driver.press(.left)
        #expect(day(driver) == "2026-11-23")
        driver.press(.right)
        driver.press(.right)
        #expect(day(driver) == "2026-11-21")
    }

    @Test("Page Down/Up move a month, keeping the day or taking the month's last")
    func months() throws {
        var driver = try grid(F.date(2026, 1, 31), now: F.date(2026, 1, 31))
        driver.press(.pageDown)
        #expect(day(driver) == "2026-02-28")
        #expect(driver.lines[0] == "     ‹ February 2026 ›")
        driver.press(.pageUp)
        #expect(day(driver) == "2026-01-28")
    }

    @Test("Shift-Page Down and ] move a year (29 February → 28 February); [ moves back")
    func years() throws {
        var driver = try grid(F.date(2024, 2, 29), now: F.date(2024, 2, 29))
        driver.press(.pageDown, .shift)
        #expect(day(driver) == "2025-02-28")
        driver.type("]")
        #expect(day(driver) == "2026-02-28")
        driver.type("[")
        driver.press(.pageUp, .shift)
        #expect(day(driver) == "2024-02-28")
    }

    @Test("Home and End go to the ends of the week, which starts on the locale's first weekday")
    func weekEnds() throws {
        // Wednesday 25 November 2026.
        var american = try grid(F.date(2026, 11, 25))
        american.press(.home)
        #expect(day(american) == "2026-11-22")
        american.press(.end)
        #expect(day(american) == "2026-11-28")
        var german = try grid(F.date(2026, 11, 25), locale: "de_DE")
        german.press(.home)
        #expect(day(german) == "2026-11-23")
        german.press(.end)
        #expect(day(german) == "2026-11-29")
    }

    @Test("t goes to today, or the nearest day inside the bounds")
    func today() throws {
        var driver = try grid(now: F.date(2026, 10, 3, 9))
        driver.type("t")
        #expect(day(driver) == "2026-10-03")
        var bounded = try grid(now: F.date(2026, 10, 3), minimum: F.date(2026, 11, 10))
        bounded.type("t")
        #expect(day(bounded) == "2026-11-10")
    }

    @Test("Moves stop at the bounds")
    func bounds() throws {
        var driver = try grid(F.date(2026, 11, 24), maximum: F.date(2026, 11, 25))
        driver.press(.right)
        driver.press(.right)
        driver.press(.down)
        #expect(day(driver) == "2026-11-25")
    }

    @Test("dateAndTime: moving the day keeps the time; Tab reaches the time wheels and comes back")
    func tabToTime() throws {
        var driver = try grid(mode: .dateAndTime)
        driver.press(.right)
        #expect(driver.picker.date == F.date(2026, 11, 23, 14, 30))
        driver.press(.tab)
        #expect(driver.picker.focus == .wheels)
        #expect(driver.lines[4].hasSuffix("›  2 ‹ · 30 · · PM ·"))
        driver.press(.down)
        driver.settle()
        #expect(driver.picker.date == F.date(2026, 11, 23, 15, 30))
        // Tab walks the time columns, then back to the grid.
        driver.press(.tab)
        driver.press(.tab)
        #expect(driver.lines[4].hasSuffix("·  3 · · 30 · › PM ‹"))
        driver.press(.tab)
        #expect(driver.picker.focus == .grid)
        driver.press(.down)
        #expect(driver.picker.date == F.date(2026, 11, 30, 15, 30))
        // Shift-Tab from the grid lands on the last time column.
        driver.press(.tab, .shift)
        #expect(driver.picker.focus == .wheels)
        #expect(driver.picker.timePicker?.wheel.state.focusedComponent == 2)
    }

    @Test("Clicking a day chooses it; disabled days ignore clicks")
    func clickDay() throws {
        var driver = try grid(maximum: F.date(2026, 11, 26))
        driver.click(x: 13, y: 5)  // Wednesday 25
        #expect(day(driver) == "2026-11-25")
        #expect(driver.lines[5] == " 22  23  24 [25] 26  27  28")
        driver.click(x: 25, y: 5)  // Saturday 28, after the maximum
        #expect(day(driver) == "2026-11-25")
    }

    @Test("‹ and › turn the page without changing the value; the scroll wheel turns it too")
    func arrowsAndScroll() throws {
        var driver = try grid()
        // The value is 22 November's first moment (a date has no time of day, issue 10 item 1).
        let nov22 = driver.picker.date
        driver.click(x: 21, y: 0)
        #expect(driver.lines[0] == "     ‹ December 2026 ›")
        #expect(driver.picker.date == nov22)
        driver.click(x: 5, y: 0)
        driver.click(x: 5, y: 0)
        #expect(driver.lines[0] == "      ‹ October 2026 ›")
        driver.scroll(x: 10, y: 4, notches: 3)
        #expect(driver.lines[0] == "      ‹ January 2027 ›")
        #expect(driver.picker.date == nov22)
        // A click on a day of the page shown chooses it.
        driver.click(x: 1, y: 3)
        #expect(day(driver) == "2027-01-03")
    }

    @Test("Clicking a time row focuses the wheels and selects it")
    func clickTime() throws {
        var driver = try grid(mode: .dateAndTime)
        driver.click(x: 34, y: 5)  // the hour below the band: 3
        driver.settle()
        #expect(driver.picker.focus == .wheels)
        #expect(driver.picker.date == F.date(2026, 11, 22, 15, 30))
        driver.click(x: 1, y: 6)  // back on the grid: the 29th
        #expect(driver.picker.focus == .grid)
        #expect(driver.picker.date == F.date(2026, 11, 29, 15, 30))
    }

    @Test("Enter confirms with ISO 8601 output; Esc cancels")
    func confirm() throws {
        var driver = try grid(mode: .dateAndTime)
        driver.press(.right)
        driver.press(.enter)
        #expect(driver.status == .confirmed)
        #expect(driver.outputText == "2026-11-23T14:30:00+01:00")
        var cancelled = try grid()
        cancelled.press(.escape)
        #expect(cancelled.status == .cancelled)
        #expect(cancelled.output == nil)
    }
}
