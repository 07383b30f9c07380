import Foundation
import Testing

extension PickEndToEndTests {
    /// Screen-reader mode (`--accessible`, `PICK_ACCESSIBLE=1`): plain lines on the terminal, one
    /// per change, no drawing, no colour; the value still goes alone to stdout.
    @Suite("accessible mode") struct AccessibleMode {
        /// Wide enough that no announcement wraps.
        static let width = 220

        static func lines(_ screen: String) -> [String] {
            screen.split(separator: "\n").map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        }

        static let hint = "Up or Down arrow to adjust the value; type digits to enter it; Left or Right arrow for another component."

        @Test("time: the prompt, then one announcement line per key; Enter prints the value on stdout")
        func timeAnnouncements() throws {
            let run = try PickRun(
                "$P time --accessible --locale en_GB --value 14:30 --time-zone UTC", width: Self.width)
            try run.terminal.waitFor("Enter selects, Escape cancels.")
            try run.terminal.press("Down")
            try run.terminal.waitFor("Hour, 15")
            try run.terminal.press("Right")
            try run.terminal.waitFor("Minute, 30 minutes")
            try run.terminal.press("Up")
            let screen = try run.terminal.waitFor("Minute, 29 minutes")
            // The hints once, then only what each key changed; the cursor on the last line said.
            #expect(Self.lines(screen) == [
                "$ . $D/t",
                "Time, 14:30",
                "Hour, 14, adjustable. \(Self.hint)",
                "Enter selects, Escape cancels.",
                "Question mark repeats these hints.",
                "Hour, 15",
                "Minute, 30 minutes",
                "Minute, 29 minutes",
            ])
            #expect(try run.terminal.cursor() == (0, 7))
            // Nothing drawn, nothing coloured.
            #expect(!(try run.terminal.styledScreen()).contains("\u{1B}["))
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "15:29\n")
            #expect(run.sttyRestored)
            let closed = try run.terminal.waitFor("15:29 chosen.")
            #expect(Self.lines(closed).suffix(2) == ["15:29 chosen.", "$"])
        }

        @Test("Lines fit a narrow window, broken between words; ? says the hints again; the list's end is said")
        func narrowAndHints() throws {
            let run = try PickRun("printf 'Apple\\nBanana\\n' | $P choose --accessible --header Fruit", width: 30)
            try run.terminal.waitFor("Question mark repeats these")
            try run.terminal.press("Down")
            try run.terminal.waitFor("Banana, 2 of 2")
            try run.terminal.press("Down")
            try run.terminal.waitFor("End of list.")
            try run.terminal.press("?", literal: true)
            let screen = try run.terminal.waitFor("adjustable.")
            for line in Self.lines(screen) {
                #expect(line.count < 30, "\(line)")
                #expect(!line.hasSuffix("-"), "\(line)")
            }
            try run.terminal.press("Escape")
            #expect(try run.status() == 1)
            try run.terminal.waitFor("Cancelled.")
        }

        @Test("PICK_ACCESSIBLE=1 works for choose too: the wheel's position is announced")
        func chooseFromVariable() throws {
            let run = try PickRun(
                "printf 'Apple\\nBanana\\nCherry\\n' | PICK_ACCESSIBLE=1 $P choose --header Fruit", width: Self.width)
            try run.terminal.waitFor("Fruit, Apple, 1 of 3")
            try run.terminal.press("Down")
            try run.terminal.waitFor("Banana, 2 of 3")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "Banana\n")
            #expect(run.sttyRestored)
        }

        @Test("LANG=de_DE.UTF-8 choose --filter: the matches are counted in German, as a plural")
        func germanFilterMatches() throws {
            let run = try PickRun(
                "printf 'Apple\\nBanana\\nCherry\\n' | LANG=de_DE.UTF-8 $P choose --accessible --filter --header Fruit",
                width: Self.width)
            try run.terminal.waitFor("Fragezeichen wiederholt diese Hinweise.")
            try run.terminal.press("a", literal: true)
            try run.terminal.waitFor("1 von 2 Treffern")
            try run.terminal.press("n", literal: true)
            let screen = try run.terminal.waitFor("Banana, 1 von 1 Treffer")
            #expect(!screen.contains("match"), "\(screen)")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "Banana\n")
            try run.terminal.waitFor("Banana gewählt.")
        }

        /// A day far from the machine's today, which the grid would announce as "Today".
        @Test("compact date: Enter opens the calendar, a day moves, Esc closes, Enter confirms")
        func compact() throws {
            let run = try PickRun(
                "$P date --accessible --style compact --value 2030-01-15 --locale en_US --time-zone UTC",
                width: Self.width)
            try run.terminal.waitFor("Enter or Space edits, Escape cancels.")
            try run.terminal.press("Enter")
            try run.terminal.waitFor("Day, Tuesday, January 15, 2030")
            try run.terminal.press("Right")
            try run.terminal.waitFor("Day, Wednesday, January 16")
            try run.terminal.press("Escape")
            try run.terminal.waitFor("Jan 16, 2030")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "2030-01-16\n")
        }

        @Test("Ctrl-C and Esc restore the terminal, with statuses 130 and 1")
        func exits() throws {
            let interrupted = try PickRun("$P wheels --accessible --component S,M,L", width: Self.width)
            try interrupted.terminal.waitFor("Enter selects, Escape cancels.")
            try interrupted.terminal.press("C-c")
            #expect(try interrupted.status() == 130)
            #expect(interrupted.output.isEmpty)
            #expect(interrupted.sttyRestored)

            let cancelled = try PickRun("$P countdown --accessible --value 1h15m --locale en_US", width: Self.width)
            try cancelled.terminal.waitFor("Hour, 1 hour, adjustable")
            try cancelled.terminal.press("Escape")
            #expect(try cancelled.status() == 1)
            #expect(cancelled.sttyRestored)
        }

        @Test("--timeout ends screen-reader mode too: status 124, terminal restored")
        func timeout() throws {
            let run = try PickRun("$P month --accessible --timeout 1 --locale en_US", width: Self.width)
            #expect(try run.status() == 124)
            #expect(run.output.isEmpty)
            #expect(run.sttyRestored)
        }
    }
}
