import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// The wheels style of every mode, in en_US and in locales that order, name and mirror
/// differently (Behaviour 2.1, 2.3), with bounds and intervals (Behaviour 2.6, 2.7), at 80 columns and at
/// the smallest size. Sunday 22 November 2026, 14:30 in Berlin, is both the value and now.
@Suite("Date wheels: frames")
struct DateWheelsGoldenTests {
    typealias F = DateFixtures

    @Test("date: month, day, year in en_US order; month and day loop, the year does not")
    func dateEnUS() throws {
        let driver = F.driver(try F.picker(.date, .wheels))
        #expect(
            driver.frame == """
                  September     20      2024
                    October     21      2025
                ›  November ‹ · 22 · ·  2026 ·
                   December     23      2027
                    January     24      2028
                ↑↓ change · ←→ column · enter select · esc cancel
                """)
    }

    @Test("time: hour, minute and AM/PM on a 12-hour clock (Behaviour 2.1)")
    func timeEnUS() throws {
        let driver = F.driver(try F.picker(.time, .wheels))
        #expect(
            driver.frame == """
                  12     28
                   1     29     AM
                ›  2 ‹ · 30 · · PM ·
                   3     31
                   4     32
                ↑↓ change · ←→ column · enter select · esc cancel
                """)
    }

    @Test("dateAndTime: one date column reading Today, weekday-month-day around it")
    func dateAndTimeEnUS() throws {
        let driver = F.driver(try F.picker(.dateAndTime, .wheels))
        #expect(
            driver.frame == """
                  Fri, Nov 20     12     28
                  Sat, Nov 21      1     29     AM
                › Today       ‹ ·  2 · · 30 · · PM ·
                  Mon, Nov 23      3     31
                  Tue, Nov 24      4     32
                ↑↓ change · ←→ column · enter select · esc cancel
                """)
    }

    @Test("countDownTimer: hours and minutes of the duration with their units, both looping (Behaviour 2.9)")
    func countDown() throws {
        let driver = F.driver(try F.picker(.countDownTimer, .wheels, countDown: 4500))
        #expect(
            driver.frame == """
                  23 hr     13 min
                   0 hr     14 min
                ›  1 hr ‹ · 15 min ·
                   2 hr     16 min
                   3 hr     17 min
                ↑↓ change · ←→ column · enter select · esc cancel
                """)
    }

    @Test("yearAndMonth: month and year")
    func yearAndMonth() throws {
        let driver = F.driver(try F.picker(.yearAndMonth, .wheels))
        #expect(
            driver.frame == """
                  September      2024
                    October      2025
                ›  November ‹ ·  2026 ·
                   December      2027
                    January      2028
                ↑↓ change · ←→ column · enter select · esc cancel
                """)
    }

    @Test("de_DE orders day, month, year; ja_JP year, month, day")
    func localeOrders() throws {
        let german = F.driver(try F.picker(.date, .wheels, locale: "de_DE"))
        #expect(
            german.frame == """
                  20     September      2024
                  21       Oktober      2025
                › 22 ‹ ·  November · ·  2026 ·
                  23      Dezember      2027
                  24        Januar      2028
                ↑↓ change · ←→ column · enter select · esc cancel
                """)
        let japanese = F.driver(try F.picker(.date, .wheels, locale: "ja_JP"))
        #expect(
            japanese.frame == """
                   2024      9月     20
                   2025     10月     21
                ›  2026 ‹ · 11月 · · 22 ·
                   2027     12月     23
                   2028      1月     24
                ↑↓ change · ←→ column · enter select · esc cancel
                """)
    }

    @Test("ko_KR puts AM/PM before the hour, and focus starts there (first in reading order)")
    func koreanDayPeriodFirst() throws {
        let driver = F.driver(try F.picker(.time, .wheels, locale: "ko_KR"))
        #expect(
            driver.frame == """
                           12     28
                  오전      1     29
                › 오후 ‹ ·  2 · · 30 ·
                            3     31
                            4     32
                ↑↓ change · ←→ column · enter select · esc cancel
                """)
    }

    @Test("ar_EG: columns mirrored against the right edge, Arabic digits, help from the right")
    func arabicMirrored() throws {
        let driver = F.driver(try F.picker(.date, .wheels, locale: "ar_EG"))
        #expect(
            driver.frame == """
                                                                        ٢٠٢٤     سبتمبر     ٢٠
                                                                        ٢٠٢٥     أكتوبر     ٢١
                                                                     ·  ٢٠٢٦ · · نوفمبر · › ٢٢ ‹
                                                                        ٢٠٢٧     ديسمبر     ٢٣
                                                                        ٢٠٢٨      يناير     ٢٤
                                               ↑↓ change · ←→ column · enter select · esc cancel
                """)
    }

    @Test("Bounds: months and years outside are dimmed and struck through, or absent (Behaviour 2.6)")
    func bounds() throws {
        let driver = F.driver(
            try F.picker(.date, .wheels, minimum: F.date(2026, 11, 20), maximum: F.date(2026, 12, 24)))
        #expect(
            driver.frame == """
                  September     20
                    October     21
                ›  November ‹ · 22 · · 2026 ·
                   December     23
                    January     24
                ↑↓ change · ←→ column · enter select · esc cancel
                """)
        // September, October and January are out of range; December and the days are not.
        #expect(
            driver.buffer.mask { $0.strikethrough }.prefix(5) == [
                "  #########",
                "    #######",
                "",
                "",
                "    #######",
            ])
    }

    @Test("Minute interval 15: the minute column lists quarters and wraps 45 → 00 (Behaviour 2.7, 1.9)")
    func minuteInterval() throws {
        let driver = F.driver(try F.picker(.time, .wheels, date: F.date(2026, 11, 22, 14, 5), minuteInterval: 15))
        #expect(
            driver.frame == """
                  12     30
                   1     45     AM
                ›  2 ‹ · 00 · · PM ·
                   3     15
                   4     30
                ↑↓ change · ←→ column · enter select · esc cancel
                """)
    }

    // Moved for issue 10, item 15: the wheel used to keep five rows in the top-left corner with
    // seventeen blank rows under it; a taller area now shows more rows, the band in the middle.
    @Test("80×24: the wheel fills the rows between the header and the help line, its band in the middle")
    func fullWindow() throws {
        let driver = F.driver(try F.picker(.time, .wheels, header: "Alarm"), width: 80, height: 24)
        #expect(driver.lines[0] == "Alarm")
        #expect(Array(driver.lines[9 ... 13]) == ["  12     28", "   1     29     AM", "›  2 ‹ · 30 · · PM ·",
                                                   "   3     31", "   4     32"])
        #expect(driver.lines[1] == "   4     20")
        #expect(driver.lines[22] == "   1     41")
        #expect(driver.lines[23] == "↑↓ change · ←→ column · enter select · esc cancel")
    }

    @Test(
        "Smallest sizes: numbers and the date column stay whole, names keep three letters; one column less shows the notice",
        arguments: [
            (DatePickerMode.date, 25, "› Nove… ‹ · 22 · · 2026 ·"),
            (.time, 20, "›  2 ‹ · 30 · · PM ·"),
            (.dateAndTime, 36, "› Today       ‹ ·  2 · · 30 · · PM ·"),
            (.countDownTimer, 20, "›  1 hr ‹ · 15 min ·"),
            (.yearAndMonth, 18, "› Nove… ‹ · 2026 ·"),
        ])
    func smallest(mode: DatePickerMode, width: Int, band: String) throws {
        let picker = try F.picker(mode, .wheels, countDown: 4500)
        var driver = F.driver(picker, width: width, height: 3)
        #expect(driver.picker.minimumSize == AreaSize(width: width, height: 3))
        #expect(driver.lines.count == 3)
        #expect(driver.lines[1] == band)
        // The notice, in whichever form fits, names the size needed.
        driver.resize(width: width - 1, height: 3)
        #expect(driver.lines[0].hasSuffix("\(width)×3"))
        driver.resize(width: width, height: 2)
        #expect(driver.lines[0].hasSuffix("\(width)×3"))
    }
}
