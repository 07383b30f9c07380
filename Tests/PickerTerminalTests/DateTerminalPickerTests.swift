import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// What the CLI builds on: style validation, sizes, output, help lines and the screen-reader
/// lines (Behaviour 2.2, 2.12).
@Suite("Date terminal picker")
struct DateTerminalPickerTests {
    typealias F = DateFixtures

    @Test(
        "Styles a mode lacks are a clear error, never a crash (Behaviour 2.2)",
        arguments: [
            (DatePickerMode.countDownTimer, DateStyle.compact), (.countDownTimer, .inline),
            (.yearAndMonth, .compact), (.yearAndMonth, .inline),
        ])
    func unavailableStyles(mode: DatePickerMode, style: DateStyle) {
        #expect(throws: DateStyleError.unavailable(style: style, mode: mode)) {
            try DateTerminalPicker(state: F.state(mode, style))
        }
    }

    @Test("automatic resolves by mode: date and dateAndTime inline, the others wheels")
    func automatic() throws {
        let resolved = try DatePickerMode.allCases.map { try F.picker($0, .automatic).style }
        #expect(resolved == [.inline, .wheels, .inline, .wheels, .wheels])
    }

    @Test("Preferred heights: header and help around five wheel rows, the grid's eight and its caption, or a button and popover")
    func heights() throws {
        #expect(try F.picker(.time, .wheels, header: "Alarm").preferredHeight(forWidth: 80) == 7)
        #expect(try F.picker(.date, .inline).preferredHeight(forWidth: 80) == 10)
        #expect(try F.picker(.dateAndTime, .inline).preferredHeight(forWidth: 80) == 10)
        #expect(try F.picker(.dateAndTime, .inline).preferredHeight(forWidth: 40) == 15)
        #expect(try F.picker(.date, .compact, showsHelp: false).preferredHeight(forWidth: 80) == 12)
        #expect(try F.picker(.time, .compact).preferredHeight(forWidth: 80) == 9)
    }

    @Test("Output: ISO 8601 per mode by default, or what formatOutput makes of the state")
    func output() throws {
        let outputs = try [DatePickerMode.date, .time, .dateAndTime, .yearAndMonth, .countDownTimer].map {
            String(decoding: try F.picker($0, .wheels, countDown: 60).output, as: UTF8.self)
        }
        #expect(outputs == ["2026-11-22", "14:30", "2026-11-22T14:30:00+01:00", "2026-11", "PT1M"])
        // Date and time, whose value keeps the time of day the output shows.
        var picker = try F.picker(.dateAndTime, .inline)
        picker.formatOutput = { String(Int($0.date.timeIntervalSince1970)) }
        #expect(picker.output == Array("1795354200".utf8))
        #expect(picker.value == .date(F.nov22))
    }

    @Test("Help lines follow the focused part and, in the compact style, the popover")
    func help() throws {
        var driver = F.driver(try F.picker(.dateAndTime, .compact))
        #expect(driver.picker.helpText == "enter edit · esc cancel")
        driver.press(.enter)
        #expect(driver.picker.helpText == "←→↑↓ day · pgup/pgdn month · t today · tab time · enter/esc close")
        driver.press(.tab)
        #expect(driver.picker.helpText == "↑↓ change · ←→ column · tab calendar · enter/esc close")
        driver.press(.enter)
        #expect(driver.picker.helpText == "enter select · space edit · esc cancel")
        #expect(try F.picker(.date, .inline).helpText == "←→↑↓ day · pgup/pgdn month · t today · enter select · esc cancel")
    }

    @Test("Date wheels speak their keys from the key table that makes the help line (moved from the core's tests)")
    func wheelHintsFromKeyTable() throws {
        let picker = try F.picker(.time, .wheels)
        let elements = picker.wheelAccessibilityElements
        #expect(elements[0].hint.contains("Up or Down arrow"))
        #expect(elements[0].hint.contains("type digits"))
        #expect(elements[2].hint.contains("first letters"))
        #expect(elements[0].spokenDescription.hasPrefix("Hour, 2\u{202F}PM, adjustable. Up or Down arrow"))
        // The spoken words and the help label are one binding: the same keys.
        let table = picker.editorKeyBindings
        #expect(table.entries.first { $0.spoken == "Up or Down arrow to adjust the value" }?.help == "↑↓ change")
        #expect(table.entries.first { $0.spoken == "Left or Right arrow for another component" }?.help == "←→ column")
        #expect(picker.helpText == "↑↓ change · ←→ column · enter select · esc cancel")
    }

    @Test("Beside the grid the time wheels also say Tab goes back to the calendar, as the help line does")
    func wheelHintsBesideGrid() throws {
        var driver = F.driver(try F.picker(.dateAndTime, .inline))
        driver.press(.tab)
        #expect(driver.picker.helpText.contains("tab calendar"))
        #expect(driver.picker.announcement().hasSuffix(
            "Up or Down arrow to adjust the value; type digits to enter it; Left or Right arrow for another component; "
                + "Tab goes to the calendar."))
    }

    @Test("Announcements: the focused wheel from the core's accessibility elements, the grid's day, the button")
    func announcements() throws {
        var wheels = F.driver(try F.picker(.time, .wheels))
        #expect(
            wheels.picker.announcement()
                == "Hour, 2\u{202F}PM, adjustable. Up or Down arrow to adjust the value; type digits to enter it; "
                + "Left or Right arrow for another component.")
        wheels.press(.right)
        #expect(wheels.picker.announcement().hasPrefix("Minute, 30 minutes, adjustable."))

        let grid = F.driver(try F.picker(.date, .inline, now: F.date(2026, 11, 3)))
        #expect(
            grid.picker.announcement()
                == "Day, Sunday, November 22, 2026, selected. Arrow keys move by day and week, "
                + "Page Up and Page Down by month, T goes to today.")

        var compact = F.driver(try F.picker(.date, .compact, header: "Start"))
        #expect(compact.picker.announcement() == "Start, Nov 22, 2026, button. Enter or Space edits.")
        #expect(
            compact.picker.accessibleDescription == [
                "Start, Sunday, November 22, 2026", "Start, Nov 22, 2026, button. Enter or Space edits.",
                "Enter or Space edits, Escape cancels.",
            ])
        compact.press(.enter)
        #expect(compact.picker.announcement().hasPrefix("Day, Today, Sunday, November 22, 2026, selected."))
    }

    @Test("Wheel columns keep their width while the value changes")
    func stableColumns() throws {
        var driver = F.driver(try F.picker(.date, .wheels, date: F.date(2026, 5, 1), now: F.date(2026, 5, 1)))
        let before = driver.picker.wheelsView.layout(in: Rect(x: 0, y: 0, width: 80, height: 5)).columns
        driver.press(.up)
        driver.settle()
        let after = driver.picker.wheelsView.layout(in: Rect(x: 0, y: 0, width: 80, height: 5)).columns
        #expect(before == after)
    }

    @Test("dateAndTime wheels: the date column is as wide as all its rows, above the band too, and holds still (issue 10, item 14)")
    func dateColumnHoldsAllRows() throws {
        var driver = F.driver(try F.picker(.dateAndTime, .wheels, date: F.date(2026, 11, 1, 14, 30)))
        #expect(driver.lines[0].hasPrefix("  Fri, Oct 30 "))
        #expect(driver.lines[1].hasPrefix("  Sat, Oct 31 "))
        #expect(driver.lines[2].hasPrefix("› Sun, Nov 1  ‹"))
        let before = driver.picker.wheelsView.layout(in: Rect(x: 0, y: 0, width: 80, height: 5)).columns
        for key in [Key.down, .down, .up, .up, .up, .pageDown] {
            driver.press(key)
            driver.settle()
            #expect(driver.picker.wheelsView.layout(in: Rect(x: 0, y: 0, width: 80, height: 5)).columns == before)
        }
        #expect(!driver.frame.contains("…"))
    }

    @Test(
        "Tiny and odd areas, clicks anywhere, every key: no crash, and the value stays valid",
        arguments: [
            (DatePickerMode.date, DateStyle.inline), (.date, .compact), (.dateAndTime, .inline),
            (.dateAndTime, .compact), (.time, .compact), (.countDownTimer, .wheels),
        ])
    func robustness(mode: DatePickerMode, style: DateStyle) throws {
        let picker = try F.picker(mode, style, minimum: F.date(2026, 11, 1), maximum: F.date(2026, 12, 31), countDown: 60)
        for (width, height) in [(0, 0), (1, 1), (5, 3), (31, 11), (80, 24)] {
            var driver = F.driver(picker, width: width, height: height)
            for y in -1 ... 12 {
                for x in stride(from: -1, through: 60, by: 7) { driver.click(x: x, y: y) }
            }
            try driver.run("⇥ ↓ ⇟ ⇞ ↖ ↘ ] [ t 9 ← → ⇤ ␣ ↑")
            driver.settle()
            if mode != .countDownTimer {
                #expect(driver.picker.date >= F.date(2026, 11, 1) && driver.picker.date <= F.date(2026, 12, 31))
            }
        }
    }
}
