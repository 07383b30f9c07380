import Foundation
import Testing

extension PickEndToEndTests {
    /// Issue 11 §3: `pick range` in a real terminal, choosing a stay from 22 to 28 November.
    @Suite("pick range") struct DateRange {
        @Test("keys: Enter anchors the 22nd, six Rights show the span, Enter ends, Enter confirms; stty restored")
        func keys() throws {
            let run = try PickRun("$P range --value 2026-11-22 --locale en_US --time-zone UTC --header Stay")
            try run.terminal.waitFor("November 2026")
            try run.terminal.press("Enter")
            try run.terminal.waitFor("Stay · Nov 22, 2026 · 1 day")
            try run.terminal.press("Right", "Right", "Right", "Right", "Right", "Right")
            try run.terminal.waitFor("7 days")
            #expect(try run.terminal.screen().contains("[22  23  24  25  26  27  28]"))
            try run.terminal.press("Enter")
            try run.terminal.waitFor("enter done")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "2026-11-22/2026-11-28\n")
            #expect(run.errorText == "")
            #expect(run.sttyRestored)
        }

        @Test("mouse: a click on the 22nd and one on the 28th choose the stay; Enter prints it as JSON")
        func mouseClicks() throws {
            let run = try PickRun("seq 1 30; $P range --value 2026-11-10 --locale en_US --time-zone UTC --format json")
            let screen = try run.terminal.waitFor(readyMarker)
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let row = try #require(lines.firstIndex { $0.hasPrefix(" 22  23  24") })
            let click = { (column: Int) in "\u{1B}[<0;\(column);\(row + 1)M\u{1B}[<0;\(column);\(row + 1)m" }
            try run.terminal.press(click(3), literal: true)      // the 22nd: columns 1-4, the digits at 2-3
            try run.terminal.waitFor("[22]")
            try run.terminal.press(click(27), literal: true)     // the 28th
            try run.terminal.waitFor("7 days")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == #"{"start":"2026-11-22","end":"2026-11-28","days":7,"seconds":604800}"# + "\n")
            #expect(run.sttyRestored)
        }

        @Test("mouse: a press on the 22nd released on the 28th is the stay; the wheel turns the month")
        func mouseDrag() throws {
            let run = try PickRun("seq 1 30; $P range --value 2026-11-10 --locale en_US --time-zone UTC")
            let screen = try run.terminal.waitFor(readyMarker)
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let row = try #require(lines.firstIndex { $0.hasPrefix(" 22  23  24") })
            try run.terminal.press("\u{1B}[<0;3;\(row + 1)M\u{1B}[<0;27;\(row + 1)m", literal: true)
            try run.terminal.waitFor("[22  23  24  25  26  27  28]")
            try run.terminal.press("\u{1B}[<65;10;\(row + 1)M", literal: true)   // wheel down
            try run.terminal.waitFor("December 2026")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "2026-11-22/2026-11-28\n")
            #expect(run.sttyRestored)
        }

        @Test("--accessible says the span where quick keys ended, then the range")
        func accessible() throws {
            let run = try PickRun("$P range --accessible --value 2026-11-22 --locale en_US --time-zone UTC --header Stay",
                                  width: 220)
            try run.terminal.waitFor("Stay, Sunday, November 22, 2026, no start chosen")
            try run.terminal.press("Enter", "Right", "Right", "Right")
            // Behaviour 6.3: the four keys come together, so they are said once, where they ended:
            // the span's two ends and its length.
            try run.terminal.waitFor("\n22 to 25, 4 days")
            try run.terminal.press("Enter")
            try run.terminal.waitFor("range 22 to 25")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "2026-11-22/2026-11-25\n")
            #expect(run.sttyRestored)
        }

        @Test("Esc drops the anchor, a second Esc cancels with status 1 and nothing printed")
        func escape() throws {
            let run = try PickRun("$P range --value 2026-11-22 --locale en_US --time-zone UTC")
            try run.terminal.waitFor("November 2026")
            try run.terminal.press("Space")
            try run.terminal.waitFor("1 day")
            try run.terminal.press("Escape")
            try run.terminal.waitFor("esc cancel")
            try run.terminal.press("Escape")
            #expect(try run.status() == 1)
            #expect(run.output.isEmpty)
            #expect(run.sttyRestored)
        }

        @Test("--help lists pick range, and pick range --help its formats")
        func help() throws {
            let top = try PickRun("$P --help")
            #expect(try top.status() == 0)
            #expect(top.outputText.contains("range"))
            let run = try PickRun("$P range --help")
            #expect(try run.status() == 0)
            #expect(run.outputText.contains("--format <FORMAT>") && run.outputText.contains("interval"))
        }
    }
}
