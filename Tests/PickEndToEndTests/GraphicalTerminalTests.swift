import Foundation
import Testing

extension PickEndToEndTests {
    /// The graphical style in a real terminal (Behaviour 3.2): a time set on the clock face with keys
    /// and with mouse clicks, as a person would.
    @Suite("graphical style in a terminal") struct GraphicalTerminal {
        @Test("pick datetime --style graphical: Tab to the clock, ↑ turns the minute hand, Shift-↑ the hour, Space PM")
        func keys() throws {
            let run = try PickRun("$P datetime --style graphical --value 2026-11-22T10:10 --locale en_US --time-zone UTC")
            let first = try run.terminal.waitFor(readyMarker)
            #expect(first.contains("November 2026"))
            #expect(first.contains("10:10\u{202F}AM"))
            #expect(first.contains("⠀") || first.contains("⡇"))   // the dial's Braille dots
            try run.terminal.press("Tab")
            try run.terminal.waitFor("tab calendar")
            try run.terminal.press("Up", "Up", "Up", "Up", "Up")
            try run.terminal.waitFor("10:15\u{202F}AM")
            try run.terminal.press("S-Up")
            try run.terminal.waitFor("11:15\u{202F}AM")
            try run.terminal.press("Space")
            try run.terminal.waitFor("11:15\u{202F}PM")
            try run.terminal.press("Tab", "Right")
            try run.terminal.waitFor("[23]")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "2026-11-23T23:15:00+00:00\n")
            #expect(run.sttyRestored)
        }

        @Test("pick time --style graphical: a click on the outer dial sets the minute, on the inner dial the hour")
        func mouse() throws {
            let run = try PickRun("seq 1 5; $P time --style graphical --value 09:00 --minute-interval 5 --locale de_DE --time-zone UTC")
            let screen = try run.terminal.waitFor(readyMarker)
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let digitsRow = try #require(lines.firstIndex { $0.contains("09:00") })
            // The dial is the 16×8 cells above the digits, at the left edge; terminal rows and
            // columns count from 1.
            let top = digitsRow - 8 + 1
            let click = { (column: Int, row: Int) in "\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m" }
            // Three o'clock, on the rim: the minute hand to :15.
            try run.terminal.press(click(16, top + 3), literal: true)
            try run.terminal.waitFor("09:15")
            // Just below the centre: the hour hand to 6, in the same half of the day.
            try run.terminal.press(click(8, top + 5), literal: true)
            try run.terminal.waitFor("06:15")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "06:15\n")
            #expect(run.sttyRestored)
        }

        @Test("--accessible: the focused part is spoken, then the clock and its time after each turn of a hand")
        func accessible() throws {
            let run = try PickRun(
                "$P datetime --style graphical --accessible --value 2026-11-22T10:10 --locale en_GB --time-zone UTC", width: 220)
            try run.terminal.waitFor("Enter selects, Escape cancels.")
            try run.terminal.press("Tab")
            try run.terminal.waitFor("\nClock, 10:10")
            try run.terminal.press("Up")
            try run.terminal.waitFor("\nClock, 10:11")
            try run.terminal.press("PageDown")
            try run.terminal.waitFor("\nClock, 09:11")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "2026-11-22T09:11:00+00:00\n")
            #expect(run.sttyRestored)
        }

        @Test("--help lists the graphical style")
        func help() throws {
            let run = try PickRun("$P datetime --help")
            #expect(try run.status() == 0)
            let help = run.outputText.replacingOccurrences(of: "\n", with: " ")
                .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            #expect(help.contains("graphical (the month grid with a clock face"))
        }

        @Test("--style graphical is a usage error for a countdown: one line, status 2")
        func countdown() throws {
            let run = try PickRun("$P countdown --style graphical")
            #expect(try run.status() == 2)
            #expect(run.errorText.contains("--style graphical is not available for pick countdown"))
            #expect(run.sttyRestored)
        }
    }
}
