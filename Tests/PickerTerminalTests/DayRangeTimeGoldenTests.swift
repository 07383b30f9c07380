import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// `pick range --with-time` in the virtual terminal: the start and end time fields under the
/// grid, Tab between grid and fields, typing and stepping, Enter and Esc in a field, an end
/// before the start refused, clicks on a field, and what a screen reader hears.
@Suite("Date range with times: frames, keys, mouse and speech")
struct DayRangeTimeGoldenTests {
    typealias F = DateFixtures

    /// November 2026 in en_GB (Berlin), the cursor on the 22nd, `range` (offsets from the 22nd) preset, times 00:00 and 23:59.
    func picker(_ range: ClosedRange<Int>? = 0 ... 6, locale: String = "en_GB", header: String? = "Stay") -> DayRangeTerminalPicker {
        let state = F.state(.date, .inline, locale: locale)
        let cursor = state.context.dayNumber(of: state.date)
        let model = DayRangeCalendar(state: state, range: range.map { cursor + $0.lowerBound ... cursor + $0.upperBound })
        return DayRangeTerminalPicker(model: model, times: DayRangeTimes(selection: nil, in: state), header: header)
    }

    static let dash = "\u{2009}–\u{2009}"

    @Test("the time fields under the grid; Tab puts the keys on the start time's hour")
    func frame() {
        var driver = PickerDriver(picker(), width: 80)
        #expect(driver.frame == """
            Stay · 22\(Self.dash)28 Nov 2026 · 7 days
                 ‹ November 2026 ›
            Mon Tue Wed Thu Fri Sat Sun
             26  27  28  29  30  31   1
              2   3   4   5   6   7   8
              9  10  11  12  13  14  15
             16  17  18  19  20  21 [22
             23  24  25  26  27  28] 29
             30   1   2   3   4   5   6

            Start 00:00
            End   23:59
            ←→↑↓ day · space new start · pgup/pgdn month · enter done · esc clear
            """)
        // Wider, the help line names Tab.
        #expect(PickerDriver(picker(), width: 120).lines.last?.contains("tab times") == true)
        driver.press(.tab)
        #expect(driver.lines.suffix(3) == ["Start 00:00", "End   23:59", "↑↓ change · ←→ segment · tab next · enter done · esc grid"])
        // The focused segment is reversed (no colour); the grid's cursor is not drawn while a field has the keys.
        #expect(driver.buffer.mask { $0.reverse }[10] == "      ##")
        #expect(!driver.buffer.mask { $0.reverse }[6].contains("#"))
    }

    @Test("choose, Tab, type 0900, Tab, type 1730, Enter: the ISO interval with both times")
    func typeTimes() {
        var driver = PickerDriver(picker(nil), width: 80)
        driver.press(.enter)
        for _ in 0 ..< 6 { driver.press(.right) }
        driver.press(.enter)
        driver.press(.tab)
        driver.type("0900")
        driver.press(.tab)
        driver.type("1730")
        #expect(driver.lines[10] == "Start 09:00")
        #expect(driver.lines[11].hasPrefix("End   17:30"))
        driver.press(.enter)
        #expect(driver.status == .confirmed)
        #expect(driver.outputText == "2026-11-22T09:00:00+01:00/2026-11-28T17:30:00+01:00")
    }

    @Test("↑/↓ step the focused segment; Shift-Tab goes back; Tab from the end time returns to the grid")
    func stepAndTabOrder() {
        var driver = PickerDriver(picker(), width: 80)
        driver.press(.tab, .shift)                // grid → end time
        driver.press(.down)
        #expect(driver.lines[11].hasPrefix("End   22:59"))
        driver.press(.tab)                        // end time → grid
        driver.press(.right)                      // the grid has the keys again: the cursor moves
        #expect(driver.picker.model.cursor == driver.picker.model.range.map { $0.lowerBound + 1 })
        driver.press(.tab)
        driver.press(.up)
        #expect(driver.lines[10] == "Start 01:00")
        driver.press(.enter)
        #expect(driver.outputText == "2026-11-22T01:00:00+01:00/2026-11-28T22:59:00+01:00")
    }

    @Test("Esc in a field goes back to the grid; Enter in a field before the range is complete asks for it")
    func escapeAndIncomplete() {
        var driver = PickerDriver(picker(nil), width: 80)
        driver.press(.tab)
        driver.press(.enter)
        #expect(driver.status == .running)
        #expect(driver.lines.last == "choose the start and the end first")
        driver.press(.escape)
        driver.advance(by: 1)
        #expect(driver.status == .running)
        #expect(driver.picker.times?.focus == .grid)
    }

    @Test("one day ending before it starts: Enter is refused with a notice and the end time gets the keys")
    func endBeforeStart() {
        var driver = PickerDriver(picker(0 ... 0), width: 80)
        driver.press(.tab)
        driver.type("1730")
        driver.press(.tab)
        driver.type("0900")
        driver.press(.enter)
        #expect(driver.status == .running)
        #expect(driver.lines.last == "the end time is before the start time")
        #expect(driver.picker.times?.focus == .endTime)
        driver.type("1800")
        driver.press(.enter)
        #expect(driver.outputText == "2026-11-22T17:30:00+01:00/2026-11-22T18:00:00+01:00")
    }

    @Test("a click on the end field's minutes focuses them; a click on a day gives the grid the keys back")
    func mouse() {
        var driver = PickerDriver(picker(), width: 80)
        driver.click(x: 9, y: 11)                 // "End   23:59": the minutes
        #expect(driver.picker.times?.focus == .endTime)
        #expect(driver.picker.times?.endField.focusedSegment == 1)
        driver.click(x: 1, y: 7)                  // 29 November
        #expect(driver.picker.times?.focus == .grid)
    }

    @Test("screen reader: the focused field, its segment and value, and both times")
    func speech() {
        var driver = PickerDriver(picker(), width: 80)
        #expect(driver.picker.spokenValue.hasSuffix("start time 00:00, end time 23:59"))
        driver.press(.tab)
        driver.type("09")
        #expect(driver.picker.spokenValue == "start time, Minute 00, start 09:00, end 23:59")
    }
}
