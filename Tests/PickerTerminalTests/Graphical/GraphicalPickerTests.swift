import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// The graphical picker's keys, mouse, screen-reader lines and redrawing (Behaviour 3.2).
@Suite("Graphical style: keys, mouse, speech, redrawing")
struct GraphicalPickerTests {
    typealias G = GraphicalFixtures
    typealias F = DateFixtures

    @Test("Tab moves between the grid and the clock; the grid's keys move the day, the clock's turn the hands")
    func keys() throws {
        var driver = G.driver(try G.picker(.dateAndTime, at: 10, 10, minuteInterval: 5))
        driver.press(.right)
        driver.press(.tab)
        #expect(driver.picker.focus == .clock)
        driver.press(.up)
        driver.press(.up)
        driver.press(.up, .shift)
        driver.press(.pageUp)
        driver.press(.character(" "))
        #expect(driver.frame.contains("12:20\u{202F}AM"))
        #expect(driver.picker.date == F.date(2026, 11, 23, 0, 20))
        driver.press(.tab)
        #expect(driver.picker.focus == .grid)
        driver.press(.left)
        driver.press(.enter)
        #expect(driver.outputText == "2026-11-22T00:20:00+01:00")
    }

    @Test("Digits typed on the clock set the time, with the textual field's rules")
    func typing() throws {
        var driver = G.driver(try G.picker(.time, at: 10, 10, locale: "de_DE"))
        driver.type("1745")
        #expect(driver.frame.contains("17:45"))
        driver.press(.enter)
        #expect(driver.outputText == "17:45")
    }

    @Test("A click on the dial points the hand of that part of it; a click on PM chooses the afternoon")
    func clicks() throws {
        var driver = G.driver(try G.picker(.time, at: 10, 10, minuteInterval: 5))
        // The dial is the 16×8 cells at the top left; its centre is between rows 3 and 4.
        driver.click(x: 15, y: 3)         // 3 o'clock on the rim: the minute hand
        #expect(driver.picker.date == F.date(2026, 11, 22, 10, 15))
        driver.click(x: 7, y: 5)          // just below the centre: the hour hand, to 6
        #expect(driver.picker.date == F.date(2026, 11, 22, 6, 15))
        let toggle = try #require(driver.lines[9].range(of: "PM"))
        driver.click(x: driver.lines[9].distance(from: driver.lines[9].startIndex, to: toggle.lowerBound), y: 9)
        #expect(driver.picker.date == F.date(2026, 11, 22, 18, 15))
        // A click on a day of the grid chooses it and gives the grid the keys.
        var both = G.driver(try G.picker(.dateAndTime, at: 10, 10))
        both.press(.tab)
        both.click(x: 5, y: 5)            // 23 November
        #expect(both.picker.focus == .grid)
        #expect(both.picker.date == F.date(2026, 11, 23, 10, 10))
    }

    @Test("Bounds hold on the clock: the hour hand stops at --max")
    func bounds() throws {
        var driver = G.driver(try G.picker(.time, at: 16, 30, maximum: F.date(2026, 11, 22, 17, 0)))
        driver.press(.pageUp)
        driver.press(.pageUp)
        #expect(driver.picker.date == F.date(2026, 11, 22, 17, 0))
    }

    @Test("Screen reader: the focused part is announced, and the time as the hands turn")
    func speech() throws {
        var speaker = AccessibleTranscript(try G.picker(.dateAndTime, at: 10, 10, header: "Meeting"))
        #expect(speaker.openingLines[0] == "Meeting, Sunday, November 22, 2026 at 10:10\u{202F}AM")
        #expect(speaker.openingLines[1].hasPrefix("Day, "))
        #expect(speaker.handle(.key(KeyStroke(.tab)), now: 1).lines
            == ["Clock, 10:10\u{202F}AM"])
        let turned = speaker.handle(.key(KeyStroke(.up)), now: 2).lines
        #expect(turned.count == 1 && turned[0] == "Clock, 10:11\u{202F}AM")
    }

    @Test("One minute step redraws only what moved: the minute hand's cells and the minute digits")
    func redrawsWhatMoved() throws {
        var picker = try G.picker(.dateAndTime, at: 10, 10)
        _ = picker.perform(.grid(.nextPart))
        let theme = Theme.default(for: .indexed256)
        let before = FrameComposer.frame(for: picker, width: 80, height: 24, theme: theme)
        _ = picker.handle(.key(KeyStroke(.up)), now: 0)
        let after = FrameComposer.frame(for: picker, width: 80, height: 24, theme: theme)
        var changed: [(x: Int, y: Int)] = []
        for y in 0 ..< 24 {
            for x in 0 ..< 80 where before[x, y] != after[x, y] { changed.append((x, y)) }
        }
        // Only cells of the clock (columns 31–46, the dial's rows and the digits) changed.
        #expect(!changed.isEmpty)
        #expect(changed.allSatisfy { $0.x >= 31 && $0.x < 47 && $0.y < 10 })
        // The minute hand's old and new cells and the minute's last digit: a dozen cells or so.
        #expect(changed.count <= 16)
        var cursor = CursorPosition(x: 0, y: 0)
        let bytes = FrameDiff.bytes(from: before, to: after, cursor: &cursor, depth: .indexed256).utf8.count
        #expect(bytes < 200)
    }
}
