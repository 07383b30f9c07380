import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// Keys on date wheels: the foundation's wheel keys (Behaviour 1.11, 1.13) with the date rules —
/// missing days settling on the month's last (Behaviour 2.8), the minute interval (Behaviour 2.7),
/// looping hours. Each press is left to settle before the next.
@Suite("Date wheels: keys")
struct DateWheelsKeyTests {
    typealias F = DateFixtures

    @Test("29 February 2024, year stepped: 29 shows dimmed on the band, then eases to 28 February 2025")
    func leapDay() throws {
        var driver = F.driver(try F.picker(.date, .wheels, date: F.date(2024, 2, 29), now: F.date(2024, 2, 29)))
        try driver.run("→ →")
        driver.press(.down)
        driver.advance(by: 0.05)
        #expect(driver.lines[2] == "·  February · · 29 · ›  2025 ‹")
        // The 29th does not exist in 2025: on the band it is struck through (Behaviour 2.8, 1.10).
        #expect(driver.buffer[17, 2].style.strikethrough)
        driver.settle()
        #expect(
            driver.frame == """
                   December     26      2023
                    January     27      2024
                ·  February · · 28 · ›  2025 ‹
                      March     29      2026
                      April     30      2027
                ↑↓ change · ←→ column · enter select · esc cancel
                """)
        driver.press(.enter)
        #expect(driver.outputText == "2025-02-28")
    }

    @Test("Minute interval 15: every step and every typed minute lands on a quarter (Behaviour 2.7)")
    func quarters() throws {
        var driver = F.driver(try F.picker(.time, .wheels, date: F.date(2026, 11, 22, 14, 5), minuteInterval: 15))
        driver.press(.right)
        var seen: [Int] = []
        for _ in 0 ..< 5 {
            driver.press(.down)
            driver.settle()
            seen.append(F.minute(of: driver.picker.date))
        }
        #expect(seen == [15, 30, 45, 0, 15])
        driver.type("45")
        driver.settle()
        #expect(F.minute(of: driver.picker.date) == 45)
        driver.advance(by: 2)
        driver.type("7")
        driver.settle()
        #expect(F.minute(of: driver.picker.date) % 15 == 0)
        #expect(driver.lines[2].contains("› ") && ["00", "15", "30", "45"].contains { driver.lines[2].contains("› \($0) ‹") })
    }

    @Test("The hour column loops, and AM/PM flips as it crosses 12: 12 AM up is 11 PM of the same day (Behaviour 2.7a)")
    func hourLoops() throws {
        var driver = F.driver(try F.picker(.time, .wheels, date: F.date(2026, 11, 22, 0, 30)))
        driver.press(.up)
        driver.settle()
        #expect(driver.lines[2] == "› 11 ‹ · 30 · · PM ·")
        #expect(driver.lines[3] == "  12     31")
        driver.press(.enter)
        #expect(driver.outputText == "23:30")
    }

    @Test("Typed digits select the hour on the clock (Behaviour 1.11)")
    func typedHour() throws {
        var driver = F.driver(try F.picker(.time, .wheels))
        driver.type("9")
        driver.settle()
        #expect(driver.lines[2] == "›  9 ‹ · 30 · · PM ·")
        driver.press(.enter)
        #expect(driver.outputText == "21:30")
    }

    @Test("dateAndTime: the date column steps by day, away from Today")
    func dateColumn() throws {
        var driver = F.driver(try F.picker(.dateAndTime, .wheels))
        driver.press(.down)
        driver.settle()
        #expect(driver.lines[1] == "  Today            1     29     AM")
        #expect(driver.lines[2] == "› Mon, Nov 23 ‹ ·  2 · · 30 · · PM ·")
        driver.press(.enter)
        #expect(driver.outputText == "2026-11-23T14:30:00+01:00")
    }

    @Test("countDownTimer: output is an ISO 8601 duration")
    func countDown() throws {
        var driver = F.driver(try F.picker(.countDownTimer, .wheels, countDown: 4500))
        driver.press(.down)
        driver.settle()
        driver.press(.enter)
        #expect(driver.outputText == "PT2H15M")
        #expect(driver.picker.value == .duration(8100))
    }

    @Test("Mouse: a click on a row selects it, the wheel scrolls the column under it")
    func mouse() throws {
        var driver = F.driver(try F.picker(.yearAndMonth, .wheels))
        driver.click(x: 18, y: 0)  // 2024
        driver.settle()
        #expect(driver.lines[2] == "·  November · ›  2024 ‹")
        driver.scroll(x: 4, y: 2, notches: 1)
        driver.settle()
        #expect(driver.lines[2] == "·  December · ›  2024 ‹")
        driver.press(.enter)
        #expect(driver.outputText == "2024-12")
    }
}
