import Foundation
import Testing

extension PickEndToEndTests {
    /// Exit 2 prints exactly one line, and nothing a person typed or piped reaches the terminal
    /// as a control sequence (issue 16, item 2); a --height below the minimum names it.
    @Suite("clean errors") struct CleanErrors {
        @Test("without a terminal, a command that has warnings prints only the error line")
        func warningThenNoTerminal() throws {
            let result = try Headless.pickWithoutTerminal(["countdown", "--min", "23:59"])
            #expect(result.status == 2)
            #expect(result.standardOutput.isEmpty)
            #expect(result.errorLines.count == 1, "stderr: \(result.standardError)")
            #expect(result.standardError.hasPrefix("pick: no terminal to draw on"))
        }

        @Test("an escape sequence or newline in a value is shown escaped, on one line")
        func escapedEcho() throws {
            let locale = try Headless.pick(["date", "--no-input", "--locale", "\u{1B}]0;pwned\u{07}"])
            #expect(locale.status == 2)
            #expect(locale.errorLines.count == 1)
            #expect(locale.standardError.contains("'\\e]0;pwned\\a'"))
            let bytes = Array(locale.standardError.utf8.dropLast())
            #expect(!bytes.contains { $0 < 0x20 || $0 == 0x7F }, "stderr: \(locale.standardError.debugDescription)")

            let selected = try Headless.pick(["choose", "--no-input", "--selected", "a\nb", "a"])
            #expect(selected.status == 2)
            #expect(selected.errorLines == ["pick: --selected 'a\\nb' is not among the items"])
        }

        @Test("--height below a picker's minimum: status 2, naming the minimum")
        func heightBelowMinimum() throws {
            let result = try Headless.pick(["choose", "--height", "2", "Apple"])
            #expect(result.status == 2)
            #expect(result.errorLines == ["pick: --height must be at least 3 for this picker, not 2"])
        }

        @Test("in a terminal, escape sequences in piped or given items, the header and an error never reach it")
        func nothingReachesTheTerminal() throws {
            let title = "\u{1B}]2;pwned\u{07}"
            let run = try PickRun(
                "{ printf '\\033]2;pwned\\007Cherry\\n' | $P choose --header $'\\e]2;pwned\\a';"
                    + " $P choose --accessible $'\\e]2;pwned\\a'Apple Banana;"
                    + " $P date --locale $'\\e]2;pwned\\a' 2>/dev/tty; }")
            try run.terminal.waitFor(readyMarker)
            try run.terminal.press("Enter")
            try run.terminal.waitFor("Apple")
            try run.terminal.press("Enter")
            #expect(try run.status() == 2)
            // stdout is the data, byte-exact; only the terminal is kept clean.
            #expect(run.output == Data((title + "Cherry\n" + title + "Apple\n").utf8))
            let screen = try run.terminal.waitFor("unknown locale")
            #expect(screen.contains("'\\e]2;pwned\\a'"))
            #expect(try run.terminal.paneTitle() != "pwned")
            #expect(run.sttyRestored)
            // The probe works: the same bytes written raw do retitle the pane.
            try run.terminal.type("printf '\\033]2;pwned\\007'")
            let deadline = Date().addingTimeInterval(10)
            while try run.terminal.paneTitle() != "pwned", Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            #expect(try run.terminal.paneTitle() == "pwned")
        }
    }
}
