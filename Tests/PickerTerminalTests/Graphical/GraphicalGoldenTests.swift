import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// Golden frames of the graphical style (Behaviour 3.2): the clock face at 3:00 and 10:10, 12-hour
/// (en_US, with the AM/PM toggle) and 24-hour (de_DE, without), the date-only grid, and the
/// clock below the grid in a narrow terminal.
@Suite("Graphical style: golden frames")
struct GraphicalGoldenTests {
    typealias G = GraphicalFixtures

    @Test("en_US time at 3:00 PM: the hour hand at 3, the minute hand at 12, PM chosen")
    func threeOClock() throws {
        let driver = G.driver(try G.picker(.time, at: 15, 0))
        #expect(driver.frame == """
               ⢀⡠⠒⠒⠒⡒⠒⠒⢄⡀
             ⢀⠞⠁⠘   ⡇  ⠃⠈⠳⡀
            ⢠⠊⠒     ⡇    ⠒⠑⡄
            ⢸       ⡇      ⣇
            ⢸⠈⠉⠁    ⠉⠉⠉⠉ ⠉⠉⡇
            ⠘⢄⠤          ⠦⡠⠃
             ⠈⢦⡀⢠   ⡄  ⡄⢀⡴⠁
               ⠈⠑⠤⠤⠤⡧⠤⠤⠊⠁
                 3:00\u{202F}PM
                AM  [PM]
            ↑↓ minute · ⇧↑↓ hour · space am/pm · enter select · esc cancel
            """)
    }

    @Test("en_US time at 10:10 AM and de_DE at 10:10: the same hands; AM/PM only where the locale has a 12-hour clock")
    func tenPastTen() throws {
        let dial = """
               ⢀⡠⠒⠒⠒⡒⠒⠒⢄⡀
             ⢀⠞⠁⠘   ⠇  ⠃⠈⠳⡀
            ⢠⠊⠒ ⢀      ⢀⡤⠒⠑⡄
            ⢸    ⠙⠢⣄⣠⠴⠊⠁   ⣇
            ⢸⠈⠉⠁    ⠁    ⠉⠉⡇
            ⠘⢄⠤          ⠦⡠⠃
             ⠈⢦⡀⢠   ⡄  ⡄⢀⡴⠁
               ⠈⠑⠤⠤⠤⡧⠤⠤⠊⠁
            """
        #expect(G.driver(try G.picker(.time, at: 10, 10)).frame == dial + """

                10:10\u{202F}AM
               [AM]  PM
            ↑↓ minute · ⇧↑↓ hour · space am/pm · enter select · esc cancel
            """)
        #expect(G.driver(try G.picker(.time, at: 10, 10, locale: "de_DE")).frame == dial + """

                  10:10
            ↑↓ minute · ⇧↑↓ hour · enter select · esc cancel
            """)
    }

    @Test("datetime: the clock beside the grid, the grid focused first")
    func besideTheGrid() throws {
        let driver = G.driver(try G.picker(.dateAndTime, at: 10, 10, header: "When"))
        #expect(driver.frame == """
            When
                 ‹ November 2026 ›            ⢀⡠⠒⠒⠒⡒⠒⠒⢄⡀
            Sun Mon Tue Wed Thu Fri Sat     ⢀⠞⠁⠘   ⠇  ⠃⠈⠳⡀
              1   2   3   4   5   6   7    ⢠⠊⠒ ⢀      ⢀⡤⠒⠑⡄
              8   9  10  11  12  13  14    ⢸    ⠙⠢⣄⣠⠴⠊⠁   ⣇
             15  16  17  18  19  20  21    ⢸⠈⠉⠁    ⠁    ⠉⠉⡇
            [22] 23  24  25  26  27  28    ⠘⢄⠤          ⠦⡠⠃
             29  30   1   2   3   4   5     ⠈⢦⡀⢠   ⡄  ⡄⢀⡴⠁
                                              ⠈⠑⠤⠤⠤⡧⠤⠤⠊⠁
                                               10:10\u{202F}AM
                                              [AM]  PM
            ←→↑↓ day · pgup/pgdn month · t today · tab time · enter select · esc cancel
            """)
        #expect(driver.picker.focus == .grid)
    }

    @Test("date: the grid alone, as the inline style draws it")
    func dateOnly() throws {
        let driver = G.driver(try G.picker(.date, at: 10, 10))
        #expect(driver.frame == """
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

    @Test("A narrow terminal puts the clock below the grid, centred under it")
    func narrow() throws {
        let driver = G.driver(try G.picker(.dateAndTime, at: 10, 10), width: 40)
        #expect(driver.picker.body.arrangement(forWidth: 40) == .gridAboveClock)
        #expect(driver.picker.body.arrangement(forWidth: 80) == .gridBesideClock)
        #expect(Array(driver.lines[9 ... 18]) == [
            "         ⢀⡠⠒⠒⠒⡒⠒⠒⢄⡀",
            "       ⢀⠞⠁⠘   ⠇  ⠃⠈⠳⡀",
            "      ⢠⠊⠒ ⢀      ⢀⡤⠒⠑⡄",
            "      ⢸    ⠙⠢⣄⣠⠴⠊⠁   ⣇",
            "      ⢸⠈⠉⠁    ⠁    ⠉⠉⡇",
            "      ⠘⢄⠤          ⠦⡠⠃",
            "       ⠈⢦⡀⢠   ⡄  ⡄⢀⡴⠁",
            "         ⠈⠑⠤⠤⠤⡧⠤⠤⠊⠁",
            "          10:10\u{202F}AM",
            "         [AM]  PM",
        ])
    }

    @Test("The hands are drawn in the selected style while the clock has the keys, the dial dim")
    func handStyles() throws {
        var driver = G.driver(try G.picker(.time, at: 15, 0))
        let handMask = driver.buffer.mask { $0 == driver.theme.selected }
        // The minute hand up the middle column, the hour hand to the right of the centre.
        #expect(handMask[1].contains("#") && handMask[4].filter { $0 == "#" }.count >= 4)
        #expect(handMask[0].allSatisfy { $0 == " " })   // the rim is not a hand
        driver.press(.tab)   // no calendar: Tab does nothing, the clock keeps the keys
        #expect(driver.picker.focus == .clock)
    }
}
