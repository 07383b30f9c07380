import Foundation
import Testing

extension PickEndToEndTests {
    /// `pick choose --filter` as a person uses it (issue 13, section 3): the real binary in tmux.
    @Suite("pick choose --filter") struct Filter {
        static let filterReady = "esc clear/cancel"

        @Test("typing narrows 100,000 piped lines to one; Enter prints it; the terminal is restored")
        func narrowsToOne() throws {
            let run = try PickRun("seq 100000 | $P choose --filter --header Number")
            try run.terminal.waitFor(Self.filterReady)
            try run.terminal.waitFor("/100000")
            try run.terminal.press("77777", literal: true)
            try run.terminal.waitFor("1/100000")
            try run.terminal.waitFor("› 77777")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "77777\n")
            #expect(run.errorText == "")
            #expect(run.sttyRestored)
        }

        @Test("fuzzy: the best-ranked match is selected, and Backspace widens again")
        func fuzzy() throws {
            let run = try PickRun("printf 'src/main.swift\\nREADME.md\\nsrc/model/item.swift\\n' | $P choose --filter=fuzzy")
            try run.terminal.waitFor(Self.filterReady)
            // "mi": m and i each at a word's start after "/" outrank m…i inside "main".
            try run.terminal.press("mi", literal: true)
            try run.terminal.waitFor("2/3")
            #expect(try run.terminal.screen().contains("› src/model/item.swift ‹"))
            try run.terminal.press("x", literal: true)
            try run.terminal.waitFor("0/3")
            try run.terminal.press("BSpace")
            try run.terminal.waitFor("2/3")
            try run.terminal.press("Down")
            try run.terminal.waitFor("› src/main.swift")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "src/main.swift\n")
        }

        @Test("--select-1 prints the only match without drawing; status 0")
        func selectOne() throws {
            let run = try PickRun("seq 100000 | $P choose --filter --query 77777 --select-1")
            #expect(try run.status() == 0)
            #expect(run.outputText == "77777\n")
            #expect(try !run.terminal.screen().contains(Self.filterReady))
            #expect(run.sttyRestored)
        }

        @Test("--exit-0 exits 1 at once when nothing matches; with a match it opens as usual")
        func exitZero() throws {
            let none = try PickRun("seq 1000 | $P choose --filter --query abc --exit-0")
            #expect(try none.status() == 1)
            #expect(none.outputText == "" && none.errorText == "")
            #expect(none.sttyRestored)
            let some = try PickRun("seq 1000 | $P choose --filter --query 99 --exit-0 --select-1")
            try some.terminal.waitFor("19/1000")
            try some.terminal.press("Enter")
            #expect(try some.status() == 0)
            #expect(some.outputText == "99\n")
        }

        @Test("Esc twice: the first clears the query, the second cancels with status 1")
        func escapeTwice() throws {
            let run = try PickRun("seq 100000 | $P choose --filter")
            try run.terminal.waitFor(Self.filterReady)
            try run.terminal.press("4242", literal: true)
            try run.terminal.waitFor("20/100000")
            try run.terminal.press("Escape")
            try run.terminal.waitFor("100000/100000")
            #expect(run.scratch.text("status") == nil)
            try run.terminal.press("Escape")
            #expect(try run.status() == 1)
            #expect(run.outputText == "")
            #expect(run.sttyRestored)
        }

        @Test("a bad mode is one line on stderr and status 2")
        func badMode() throws {
            let run = try PickRun("seq 3 | $P choose --filter=regex")
            #expect(try run.status() == 2)
            #expect(run.errorText.hasPrefix("pick: --filter takes 'exact' or 'fuzzy', not 'regex'"))
            #expect(run.sttyRestored)
        }
    }
}
