import Foundation
import Testing

extension PickEndToEndTests {
    /// Issue 13, items 1 and 2: choosing many, in a real terminal.
    @Suite("pick dates and multi-select") struct MultipleChoice {
        @Test("pick dates: three days across two months, toggled out of order, print ascending; stty restored")
        func threeDatesAcrossTwoMonths() throws {
            let run = try PickRun("$P dates --value 2026-11-28 --locale en_US --time-zone UTC --header Trip")
            try run.terminal.waitFor("Trip · 1 day")
            try run.terminal.press("PageDown")               // 28 December
            try run.terminal.waitFor("December 2026")
            try run.terminal.press("Left", "Left", "Space")  // 26 December
            try run.terminal.waitFor("Trip · 2 days")
            try run.terminal.press("PageUp", "Left", "Space")   // 25 November
            try run.terminal.waitFor("Trip · 3 days")
            let screen = try run.terminal.screen()
            #expect(screen.contains("[25]") && screen.contains("[28]"))
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "2026-11-25\n2026-11-28\n2026-12-26\n")
            #expect(run.errorText == "")
            #expect(run.sttyRestored)
        }

        @Test("pick dates: --limit refuses the next day with a notice; --min-count keeps Enter from confirming")
        func limitAndMinimum() throws {
            let run = try PickRun(
                "$P dates --value 2026-11-22 --limit 1 --min-count 1 --locale en_US --time-zone UTC")
            try run.terminal.waitFor("1 day")
            try run.terminal.press("Right", "Space")
            try run.terminal.waitFor("at most 1 day can be chosen")
            try run.terminal.press("Left", "Space")          // unchoose 22: nothing chosen
            try run.terminal.waitFor("0 days")
            try run.terminal.press("Enter")
            try run.terminal.waitFor("choose at least 1 day (0 chosen)")
            try run.terminal.press("Right", "Space", "Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "2026-11-23\n")
            #expect(run.sttyRestored)
        }

        @Test("pick dates --accessible: each toggle is announced, and so is the refused one past --limit")
        func accessibleLimit() throws {
            let run = try PickRun(
                "$P dates --accessible --limit 1 --value 2026-11-22 --locale en_US --time-zone UTC --header Trip", width: 220)
            try run.terminal.waitFor("Trip, Sunday, November 22, 2026, chosen, 1 day chosen")
            try run.terminal.press("Right")
            try run.terminal.waitFor("\nMonday, November 23, 2026, not chosen")
            try run.terminal.press("Space")
            try run.terminal.waitFor("at most 1 day can be chosen")
            #expect(!(try run.terminal.styledScreen()).contains("\u{1B}["))
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "2026-11-22\n")
            #expect(run.sttyRestored)
        }

        @Test("pick dates --style compact: the button shows the count and the days; Space opens the grid")
        func compact() throws {
            let run = try PickRun("$P dates --style compact --value 2026-11-22,2026-11-25 --locale en_US --time-zone UTC")
            try run.terminal.waitFor("› 2 days: Nov 22, 25 ‹")
            try run.terminal.press("Space")
            try run.terminal.waitFor("November 2026")
            try run.terminal.press("Right", "Space", "Enter")     // 23 November; Enter closes the popover
            try run.terminal.waitFor("› 3 days: Nov 22, 23, 25 ‹")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "2026-11-22\n2026-11-23\n2026-11-25\n")
            #expect(run.sttyRestored)
        }

        @Test("pick dates: an empty set confirms with nothing printed and status 0")
        func emptySet() throws {
            let run = try PickRun("$P dates --value 2026-11-22 --locale en_US --time-zone UTC")
            try run.terminal.waitFor("1 day")
            try run.terminal.press("Space")
            try run.terminal.waitFor("0 days")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.output.isEmpty)
        }

        @Test("seq 1000 | pick choose --no-limit: three lines chosen print in list order; Esc exits 1")
        func thousandLinesNoLimit() throws {
            let run = try PickRun("seq 1000 | $P choose --no-limit")
            try run.terminal.waitFor(readyMarker)
            try run.terminal.press("End")
            try run.terminal.waitFor("› 1000")
            try run.terminal.press("Space", "Home")           // 1000
            try run.terminal.waitFor("1/1,000 chosen")   // counts grouped as the language writes them
            try run.terminal.press("Down", "Down", "Space")   // 3
            try run.terminal.press("Down", "Space")           // 4
            try run.terminal.waitFor("3/1,000 chosen")
            try run.terminal.waitFor("✓ › 4")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "3\n4\n1000\n")
            #expect(run.sttyRestored)

            let cancelled = try PickRun("seq 10 | $P choose --no-limit")
            try cancelled.terminal.waitFor(readyMarker)
            try cancelled.terminal.press("Space", "Escape")
            #expect(try cancelled.status() == 1)
            #expect(cancelled.output.isEmpty)
        }

        @Test("pick choose --limit 2: the third toggle is refused; Ctrl-A fills to the limit")
        func limitAndSelectAll() throws {
            let run = try PickRun("$P choose --limit 2 --selected Cherry Apple Banana Cherry Damson")
            try run.terminal.waitFor("1/2 chosen")
            try run.terminal.press("C-a")
            try run.terminal.waitFor("2/2 chosen")
            try run.terminal.press("Down", "Space")
            try run.terminal.waitFor("at most 2 can be chosen")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "Apple\nCherry\n")
        }

        @Test("nothing toggled: Enter chooses the item under the selection, as gum does")
        func nothingToggled() throws {
            let run = try PickRun("printf 'a\\nb\\nc\\n' | $P choose --no-limit")
            try run.terminal.waitFor(readyMarker)
            try run.terminal.press("Down", "Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "b\n")
        }

        @Test("--min-count 0: Enter with nothing chosen prints nothing at all and exits 0; stty restored")
        func minimumOfZero() throws {
            let run = try PickRun("printf 'a\\nb\\nc\\n' | $P choose --no-limit --min-count 0")
            try run.terminal.waitFor(readyMarker)
            try run.terminal.press("Down", "Space")
            try run.terminal.waitFor("1/3 chosen")
            try run.terminal.press("Space")
            try run.terminal.waitFor("0/3 chosen")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.output.isEmpty)
            #expect(run.errorText == "")
            #expect(run.sttyRestored)
        }
    }
}
