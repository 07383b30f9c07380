import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// The compact style (Behaviour 2.10): a one-line button; Enter, Space or a click opens a popover
/// under it with the grid and/or the time wheels; edits are live; Enter, Esc or a click
/// outside closes it keeping them; Enter on the closed button then confirms.
@Suite("Compact date picker")
struct CompactDatePickerTests {
    typealias F = DateFixtures

    @Test("date: the closed button, then the popover with the month grid drawn over the rows below")
    func dateFrames() throws {
        var driver = F.driver(try F.picker(.date, .compact))
        #expect(driver.height == 13)
        #expect(
            driver.frame == """
                › Nov 22, 2026 ‹











                enter edit · esc cancel
                """)
        driver.press(.enter)
        #expect(driver.picker.isPopoverOpen)
        #expect(
            driver.frame == """
                · Nov 22, 2026 ·
                ┌──────────────────────────────┐
                │      ‹ November 2026 ›       │
                │ Sun Mon Tue Wed Thu Fri Sat  │
                │   1   2   3   4   5   6   7  │
                │   8   9  10  11  12  13  14  │
                │  15  16  17  18  19  20  21  │
                │ [22] 23  24  25  26  27  28  │
                │  29  30   1   2   3   4   5  │
                │                              │
                │ Day, November 22, 2026       │
                └──────────────────────────────┘
                ←→↑↓ day · pgup/pgdn month · t today · enter/esc close
                """)
    }

    @Test("Following its height, the area holds the button and help line while closed and grows for the popover (issue 10, item 15)")
    func areaFollowsPopover() throws {
        var driver = PickerDriver(try F.picker(.date, .compact), width: 80, followsHeight: true)
        #expect(driver.picker.currentPreferredHeight(forWidth: 80) == 2)
        #expect(driver.height == 2)
        #expect(
            driver.frame == """
                › Nov 22, 2026 ‹
                enter edit · esc cancel
                """)
        driver.press(.enter)
        #expect(driver.height == 13)
        #expect(driver.lines[1].hasPrefix("┌") && driver.lines[11].hasPrefix("└"))
        #expect(driver.lines[12] == "←→↑↓ day · pgup/pgdn month · t today · enter/esc close")
        driver.press(.escape)
        #expect(!driver.picker.isPopoverOpen)
        #expect(driver.height == 2)
        #expect(
            driver.frame == """
                › Nov 22, 2026 ‹
                enter select · space edit · esc cancel
                """)
        // A closed button is never "too small" in its two rows; the popover's minimum counts when open.
        #expect(driver.picker.currentMinimumSize.height == 1)
        #expect(driver.picker.minimumSize.height == 11)
    }

    @Test("time: the popover holds the wheels")
    func timeFrames() throws {
        var driver = F.driver(try F.picker(.time, .compact, header: "Alarm"))
        #expect(driver.frame.hasPrefix("Alarm\n› 2:30\u{202F}PM ‹\n"))
        driver.type(" ")
        #expect(
            driver.frame == """
                Alarm
                · 2:30\u{202F}PM ·
                ┌──────────────────────┐
                │   12     28          │
                │    1     29     AM   │
                │ ›  2 ‹ · 30 · · PM · │
                │    3     31          │
                │    4     32          │
                └──────────────────────┘
                ↑↓ change · ←→ column · enter/esc close
                """)
    }

    @Test("dateAndTime: the popover holds the grid and the time wheels beside it")
    func dateAndTimeFrames() throws {
        var driver = F.driver(try F.picker(.dateAndTime, .compact))
        driver.press(.enter)
        #expect(
            driver.frame == """
                · Nov 22, 2026 at 2:30\u{202F}PM ·
                ┌─────────────────────────────────────────────────────┐
                │      ‹ November 2026 ›                              │
                │ Sun Mon Tue Wed Thu Fri Sat                         │
                │   1   2   3   4   5   6   7      12     28          │
                │   8   9  10  11  12  13  14       1     29     AM   │
                │  15  16  17  18  19  20  21    ·  2 · · 30 · · PM · │
                │ [22] 23  24  25  26  27  28       3     31          │
                │  29  30   1   2   3   4   5       4     32          │
                │                                                     │
                │ Day, Today, Sunday, November 22, 2026               │
                └─────────────────────────────────────────────────────┘
                ←→↑↓ day · pgup/pgdn month · t today · tab time · enter/esc close
                """)
    }

    @Test("Open, edit twice, close with Enter: the button shows the edits; Enter then confirms")
    func editAndConfirm() throws {
        var driver = F.driver(try F.picker(.date, .compact))
        driver.press(.enter)
        driver.press(.right)
        driver.press(.right)
        #expect(driver.lines[0] == "· Nov 24, 2026 ·")
        #expect(driver.lines[7] == "│  22  23 [24] 25  26  27  28  │")
        driver.press(.enter)
        #expect(!driver.picker.isPopoverOpen)
        #expect(driver.status == .running)
        #expect(driver.lines[0] == "› Nov 24, 2026 ‹")
        #expect(driver.lines[1].isEmpty)
        #expect(driver.lines[12] == "enter select · space edit · esc cancel")
        driver.press(.enter)
        #expect(driver.status == .confirmed)
        #expect(driver.outputText == "2026-11-24")
    }

    @Test("time: edits on the wheels are live; Esc closes keeping them; Enter confirms")
    func timeEditAndConfirm() throws {
        var driver = F.driver(try F.picker(.time, .compact))
        driver.press(.enter)
        driver.press(.down)
        driver.settle()
        driver.press(.down)
        driver.settle()
        #expect(driver.lines[0] == "· 4:30\u{202F}PM ·")
        driver.press(.escape)
        #expect(driver.status == .running)
        #expect(driver.lines[0] == "› 4:30\u{202F}PM ‹")
        driver.press(.enter)
        #expect(driver.status == .confirmed)
        #expect(driver.outputText == "16:30")
    }

    @Test("Esc on the closed button cancels the prompt")
    func cancel() throws {
        var driver = F.driver(try F.picker(.date, .compact))
        driver.press(.enter)
        driver.press(.escape)
        driver.press(.escape)
        #expect(driver.status == .cancelled)
    }

    @Test("A click on the button opens; a click inside edits; a click outside closes keeping the edit")
    func mouse() throws {
        var driver = F.driver(try F.picker(.date, .compact))
        driver.click(x: 60, y: 5)
        #expect(!driver.picker.isPopoverOpen)
        driver.click(x: 4, y: 0)
        #expect(driver.picker.isPopoverOpen)
        driver.click(x: 15, y: 7)  // Wednesday 25, inside the box (content starts at x 2, y 2)
        #expect(driver.lines[0] == "· Nov 25, 2026 ·")
        driver.click(x: 22, y: 2)  // the › arrow
        #expect(driver.lines[2] == "│      ‹ December 2026 ›       │")
        driver.click(x: 60, y: 5)
        #expect(!driver.picker.isPopoverOpen)
        #expect(driver.lines[0] == "› Nov 25, 2026 ‹")
        #expect(driver.lines[2].isEmpty)
    }

    @Test("The popover goes below its anchor, above it when there is no room, and stays inside")
    func placement() {
        let content = AreaSize(width: 28, height: 8)
        let area = Rect(x: 0, y: 0, width: 40, height: 12)
        #expect(
            PopoverFrame.placement(content: content, anchor: Rect(x: 0, y: 0, width: 16, height: 1), in: area)
                == Rect(x: 0, y: 1, width: 32, height: 10))
        #expect(
            PopoverFrame.placement(content: content, anchor: Rect(x: 20, y: 11, width: 16, height: 1), in: area)
                == Rect(x: 8, y: 1, width: 32, height: 10))
        // Right-to-left: the box ends under the anchor's right edge.
        #expect(
            PopoverFrame.placement(content: content, anchor: Rect(x: 24, y: 0, width: 16, height: 1), in: area,
                                   isRightToLeft: true) == Rect(x: 8, y: 1, width: 32, height: 10))
    }

    @Test("The popover blanks what it covers and draws a border")
    func popoverCovers() {
        var buffer = Buffer(width: 6, height: 4)
        for y in 0 ..< 4 { buffer.write("xxxxxx", x: 0, y: y) }
        PopoverFrame.render(into: &buffer, frame: Rect(x: 1, y: 1, width: 4, height: 3), theme: .default(for: .none))
        #expect(buffer.lines == ["xxxxxx", "x┌──┐x", "x│  │x", "x└──┘x"])
    }

    @Test(
        "Smallest sizes: the open popover must fit under the button",
        arguments: [(DatePickerMode.date, 32, 11), (.time, 24, 6), (.dateAndTime, 55, 11)])
    func smallest(mode: DatePickerMode, width: Int, height: Int) throws {
        var driver = F.driver(try F.picker(mode, .compact), width: width, height: height)
        #expect(driver.picker.minimumSize == AreaSize(width: width, height: height))
        driver.press(.enter)
        #expect(driver.lines[height - 1].hasPrefix("└") && driver.lines[height - 1].hasSuffix("┘"))
        driver.resize(width: width, height: height - 1)
        // The notice, in whichever form fits, names the size needed.
        #expect(driver.lines[0].hasSuffix("\(width)×\(height)"))
    }
}
