import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// The inline style's month grid (Behaviour 2.11): headers in the locale's first-weekday order,
/// today marked, the selected day emphasised, adjacent and disabled days dimmed; with the time
/// wheels beside or below it for `dateAndTime`.
@Suite("Calendar grid: frames")
struct CalendarGridGoldenTests {
    typealias F = DateFixtures

    @Test("en_US: Sunday first; the selected day in brackets; header and help lines")
    func enUS() throws {
        let driver = F.driver(try F.picker(.date, .inline, header: "Pick a day"))
        #expect(driver.height == 11)
        #expect(
            driver.frame == """
                Pick a day
                     ‹ November 2026 ›
                Sun Mon Tue Wed Thu Fri Sat
                  1   2   3   4   5   6   7
                  8   9  10  11  12  13  14
                 15  16  17  18  19  20  21
                [22] 23  24  25  26  27  28
                 29  30   1   2   3   4   5


                ←→↑↓ day · pgup/pgdn month · t today · enter select · esc cancel
                """)
    }

    @Test("Styles: selected in reverse while focused, today underlined, adjacent days dim")
    func styles() throws {
        // Today is the 3rd, the selection the 22nd.
        let driver = F.driver(try F.picker(.date, .inline, now: F.date(2026, 11, 3)), width: 28, height: 8)
        #expect(driver.buffer.mask { $0.reverse } == ["", "", "", "", "", "####", "", ""])
        #expect(driver.buffer.mask { $0.underline } == ["", "", "          #", "", "", "", "", ""])
        #expect(driver.buffer.mask { $0.bold }[5] == "####")
        #expect(driver.buffer.mask { $0.dim }[6] == "          #   #   #   #   #")
        // With colour, today is in the accent colour and the selection on the band.
        var coloured = driver
        coloured.theme = .default(for: .trueColor)
        coloured.resize(width: 28, height: 8)
        let theme = Theme.default(for: .trueColor)
        #expect(coloured.buffer[10, 2].style.foreground == theme.accent)
        #expect(coloured.buffer[1, 5].style.background == theme.bandBackground)
        #expect(coloured.buffer[1, 5].style.foreground == theme.accent)
    }

    @Test("de_DE: Monday first, so November 2026 takes six weeks")
    func germanMondayFirst() throws {
        let driver = F.driver(try F.picker(.date, .inline, locale: "de_DE"))
        #expect(
            driver.frame == """
                     ‹ November 2026 ›
                 Mo  Di  Mi  Do  Fr  Sa  So
                 26  27  28  29  30  31   1
                  2   3   4   5   6   7   8
                  9  10  11  12  13  14  15
                 16  17  18  19  20  21 [22]
                 23  24  25  26  27  28  29
                 30   1   2   3   4   5   6

                ←→↑↓ day · pgup/pgdn month · t today · enter select · esc cancel
                """)
    }

    @Test("ja_JP: year-month title and wide weekday names")
    func japanese() throws {
        let driver = F.driver(try F.picker(.date, .inline, locale: "ja_JP"))
        #expect(
            driver.frame == """
                       ‹ 2026年11月 ›
                 日  月  火  水  木  金  土
                  1   2   3   4   5   6   7
                  8   9  10  11  12  13  14
                 15  16  17  18  19  20  21
                [22] 23  24  25  26  27  28
                 29  30   1   2   3   4   5


                ←→↑↓ day · pgup/pgdn month · t today · enter select · esc cancel
                """)
    }

    @Test("ar_EG: mirrored, Saturday first on the right, narrow names, Arabic digits")
    func arabicMirrored() throws {
        let driver = F.driver(try F.picker(.date, .inline, locale: "ar_EG"))
        #expect(
            driver.frame == """
                                                                          ‹ نوفمبر ٢٠٢٦ ›
                                                                      ج   خ   ر   ث   ن   ح   س
                                                                      ٦   ٥   ٤   ٣   ٢   ١  ٣١
                                                                     ١٣  ١٢  ١١  ١٠   ٩   ٨   ٧
                                                                     ٢٠  ١٩  ١٨  ١٧  ١٦  ١٥  ١٤
                                                                     ٢٧  ٢٦  ٢٥  ٢٤  ٢٣ [٢٢] ٢١
                                                                      ٤   ٣   ٢   ١  ٣٠  ٢٩  ٢٨


                                ←→↑↓ day · pgup/pgdn month · t today · enter select · esc cancel
                """)
    }

    @Test("Four weeks (February 2026) and six weeks (August 2026): the grid keeps its height")
    func weekCounts() throws {
        let february = F.driver(try F.picker(.date, .inline, date: F.date(2026, 2, 14), now: F.date(2026, 2, 3)))
        #expect(
            february.frame == """
                     ‹ February 2026 ›
                Sun Mon Tue Wed Thu Fri Sat
                  1   2   3   4   5   6   7
                  8   9  10  11  12  13 [14]
                 15  16  17  18  19  20  21
                 22  23  24  25  26  27  28



                ←→↑↓ day · pgup/pgdn month · t today · enter select · esc cancel
                """)
        let august = F.driver(try F.picker(.date, .inline, date: F.date(2026, 8, 31)))
        #expect(
            august.frame == """
                      ‹ August 2026 ›
                Sun Mon Tue Wed Thu Fri Sat
                 26  27  28  29  30  31   1
                  2   3   4   5   6   7   8
                  9  10  11  12  13  14  15
                 16  17  18  19  20  21  22
                 23  24  25  26  27  28  29
                 30 [31]  1   2   3   4   5

                ←→↑↓ day · pgup/pgdn month · t today · enter select · esc cancel
                """)
    }

    @Test("Bounds: days outside and both arrows are dimmed and struck through (Behaviour 2.6)")
    func bounds() throws {
        let driver = F.driver(
            try F.picker(.date, .inline, minimum: F.date(2026, 11, 10), maximum: F.date(2026, 11, 25, 12)))
        #expect(
            driver.buffer.mask { $0.strikethrough } == [
                "     #               #",
                "",
                "  #   #   #   #   #   #   #",
                "  #   #",
                "",
                "                 ##  ##  ##",
                " ##  ##   #   #   #   #   #",
                "",
                "",
                "",
            ])
    }

    @Test("dateAndTime: the time wheels beside the grid, the band level with the middle week")
    func dateAndTimeBeside() throws {
        let driver = F.driver(try F.picker(.dateAndTime, .inline, header: "When?"))
        #expect(
            driver.frame == """
                When?
                     ‹ November 2026 ›
                Sun Mon Tue Wed Thu Fri Sat
                  1   2   3   4   5   6   7      12     28
                  8   9  10  11  12  13  14       1     29     AM
                 15  16  17  18  19  20  21    ·  2 · · 30 · · PM ·
                [22] 23  24  25  26  27  28       3     31
                 29  30   1   2   3   4   5       4     32


                ←→↑↓ day · pgup/pgdn month · t today · tab time · enter select · esc cancel
                """)
    }

    // The help line moved here (issue 9): at 40 columns it used to be cut after `t today · …`,
    // losing Enter and Esc; now the low-priority labels go first and Enter and Esc stay.
    @Test("dateAndTime in a narrow window: the wheels go below the grid")
    func dateAndTimeBelow() throws {
        let driver = F.driver(try F.picker(.dateAndTime, .inline), width: 40)
        #expect(driver.height == 15)
        #expect(
            driver.frame == """
                     ‹ November 2026 ›
                Sun Mon Tue Wed Thu Fri Sat
                  1   2   3   4   5   6   7
                  8   9  10  11  12  13  14
                 15  16  17  18  19  20  21
                [22] 23  24  25  26  27  28
                 29  30   1   2   3   4   5


                  12     28
                   1     29     AM
                ·  2 · · 30 · · PM ·
                   3     31
                   4     32
                ←→↑↓ day · enter select · esc cancel
                """)
    }

    @Test("time in the inline style is wheels")
    func timeInline() throws {
        let inline = F.driver(try F.picker(.time, .inline))
        let wheels = F.driver(try F.picker(.time, .wheels))
        #expect(inline.frame == wheels.frame)
    }

    @Test("80×24: the grid on top, the help line on the last row")
    func fullWindow() throws {
        let driver = F.driver(try F.picker(.date, .inline), width: 80, height: 24)
        #expect(driver.lines[0] == "     ‹ November 2026 ›")
        #expect(driver.lines[5] == "[22] 23  24  25  26  27  28")
        #expect(driver.lines[8 ..< 23].allSatisfy { $0.isEmpty })
        #expect(driver.lines[23] == "←→↑↓ day · pgup/pgdn month · t today · enter select · esc cancel")
    }

    @Test("Smallest sizes: 28×8 for a grid, 51×8 with the wheels beside, 28×12 stacked")
    func smallest() throws {
        var date = F.driver(try F.picker(.date, .inline), width: 28, height: 8)
        #expect(date.picker.minimumSize == AreaSize(width: 28, height: 8))
        #expect(date.lines[5] == "[22] 23  24  25  26  27  28")
        date.resize(width: 27, height: 8)
        // The notice, in whichever form fits, names the size needed.
        #expect(date.lines[0].hasSuffix("28×8"))

        var both = F.driver(try F.picker(.dateAndTime, .inline), width: 51, height: 8)
        #expect(both.picker.minimumSize == AreaSize(width: 51, height: 8))
        #expect(both.lines[4] == " 15  16  17  18  19  20  21    ·  2 · · 30 · · PM ·")
        // One column less stacks the wheels, which then need twelve rows.
        both.resize(width: 50, height: 8)
        #expect(both.picker.minimumSize == AreaSize(width: 28, height: 12))
        #expect(both.lines[0] == "Window too small — enlarge to at least 28×12")
        both.resize(width: 28, height: 12)
        #expect(both.lines[10] == "·  2 · · 30 · · PM ·")
    }
}

/// Right-to-left with time: the wheels go to the left of the grid, and the left arrow turns
/// to the next month.
@Suite("Calendar grid: right to left")
struct CalendarGridRightToLeftTests {
    typealias F = DateFixtures

    @Test("ar_EG dateAndTime: the grid on the right, the mirrored time wheels on its left")
    func dateAndTime() throws {
        var driver = F.driver(try F.picker(.dateAndTime, .inline, locale: "ar_EG"))
        #expect(driver.lines[4] == String(repeating: " ", count: 30) + "· م · · ٣٠ · ·  ٢ ·    ٢٠  ١٩  ١٨  ١٧  ١٦  ١٥  ١٤")
        // The arrow on the left goes forward, the one on the right back.
        let title = driver.lines[0]
        let left = title.distance(from: title.startIndex, to: title.firstIndex(of: "‹") ?? title.endIndex)
        driver.click(x: left, y: 0)
        #expect(driver.lines[0].contains("ديسمبر"))
        driver.press(.tab)
        #expect(driver.picker.focus == .wheels)
        #expect(driver.lines[4].hasPrefix(String(repeating: " ", count: 30) + "· م · · ٣٠ · ›  ٢ ‹"))
    }
}
