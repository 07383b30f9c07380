import Foundation
import Testing

extension PickEndToEndTests {
    /// `pick choose --style list --filter` as a person uses it (issue 13, section 3 on the list
    /// style): the real binary in tmux.
    @Suite("pick choose --style list --filter") struct ListFilter {
        static let filterReady = "esc clear/cancel"

        @Test("typing narrows 100,000 piped lines to one; Enter prints it; the terminal is restored")
        func narrowsToOne() throws {
            let run = try PickRun("seq 100000 | $P choose --style list --filter --header Number")
            try run.terminal.waitFor(Self.filterReady)
            try run.terminal.waitFor("100000/100000")
            try run.terminal.press("77777", literal: true)
            try run.terminal.waitFor("1/100000")
            let screen = try run.terminal.waitFor("› 77777")
            #expect(!screen.contains("77776"))
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "77777\n")
            #expect(run.errorText == "")
            #expect(run.sttyRestored)
        }

        @Test("fuzzy with captions: the best match first, its caption under it; Backspace widens, ↓ moves")
        func fuzzyCaptions() throws {
            let run = try PickRun(
                "printf 'src/main.swift\\tentry point\\nREADME.md\\tdocs\\nsrc/model/item.swift\\tthe model\\n' | "
                    + "$P choose --style list --fields title,caption --filter=fuzzy")
            try run.terminal.waitFor(Self.filterReady)
            try run.terminal.press("mi", literal: true)
            try run.terminal.waitFor("2/3")
            let screen = try run.terminal.screen()
            #expect(screen.contains("› src/model/item.swift") && screen.contains("the model"))
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

        @Test("lines still arriving are matched as they come")
        func streaming() throws {
            let run = try PickRun("{ printf 'apple\\nbanana\\n'; sleep 2; printf 'mango\\nkiwi\\n'; } | $P choose --style list --filter")
            try run.terminal.waitFor(Self.filterReady)
            try run.terminal.press("an", literal: true)
            try run.terminal.waitFor("1/2")
            try run.terminal.waitFor("2/4")
            try run.terminal.press("Down")
            try run.terminal.waitFor("› mango")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "mango\n")
            #expect(run.sttyRestored)
        }

        @Test("--select-1 prints the only match without drawing; --exit-0 exits 1 when none matches")
        func selectOneExitZero() throws {
            let one = try PickRun("seq 100000 | $P choose --style list --filter --query 77777 --select-1")
            #expect(try one.status() == 0)
            #expect(one.outputText == "77777\n")
            #expect(try !one.terminal.screen().contains(Self.filterReady))
            #expect(one.sttyRestored)
            let none = try PickRun("seq 1000 | $P choose --style list --query abc --exit-0")
            #expect(try none.status() == 1)
            #expect(none.outputText == "" && none.errorText == "")
            #expect(none.sttyRestored)
        }

        @Test("Esc twice: the first clears the query, the second cancels with status 1")
        func escapeTwice() throws {
            let run = try PickRun("seq 100000 | $P choose --style list --filter")
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

        @Test("--filter on the stack is one line on stderr and status 2")
        func stackRefused() throws {
            let run = try PickRun("seq 3 | $P choose --style stack --filter")
            #expect(try run.status() == 2)
            #expect(run.errorText == "pick: --filter, --query, --select-1 and --exit-0 work with the wheel and list styles, not --style stack\n")
            #expect(run.sttyRestored)
        }
    }
}
