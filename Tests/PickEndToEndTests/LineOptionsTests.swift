import Foundation
import Testing

extension PickEndToEndTests {
    /// fzf's line options on the real binary in tmux: `--header-lines` draws the first input
    /// lines as a fixed header (as `ps | fzf --header-lines 1`), `--expect` accepts on another
    /// key and prints its name first, as fzf does.
    @Suite("pick choose: --header-lines and --expect") struct LineOptions {
        @Test("--header-lines 1: the first line is the header above the rows, as --with-nth shows it; never a choice")
        func headerLines() throws {
            let run = try PickRun(
                "printf 'PID CMD\\n101 vim\\n202 top\\n' | $P choose --style list --header-lines 1 --with-nth 2.. --accept-nth 1")
            let screen = try run.terminal.waitFor("› vim")
            let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let header = try #require(lines.firstIndex(of: "CMD"))
            #expect(lines.firstIndex(of: "› vim") == header + 1)
            #expect(!screen.contains("PID") && !screen.contains("101"))
            try run.terminal.press("Up")
            try run.terminal.waitFor("› vim")
            try run.terminal.press("Down")
            try run.terminal.waitFor("› top")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "202\n")
            #expect(run.sttyRestored)
        }

        @Test("--expect: the key accepts and its name is printed first, after --print-query's query; choosing several too")
        func expectKeys() throws {
            let run = try PickRun("printf 'apple\\nbanana\\ncherry\\n' | $P choose --filter --print-query --expect ctrl-d,f2")
            try run.terminal.waitFor("3/3")
            try run.terminal.press("an", literal: true)
            try run.terminal.waitFor("1/3")
            try run.terminal.press("C-d")
            #expect(try run.status() == 0)
            #expect(run.outputText == "an\nctrl-d\nbanana\n")
            #expect(run.sttyRestored)

            let enter = try PickRun("printf 'apple\\nbanana\\n' | $P choose --style list --no-limit --expect f2")
            try enter.terminal.waitFor("› apple")
            try enter.terminal.press("Space", "Down", "Space")
            try enter.terminal.press("F2")
            #expect(try enter.status() == 0)
            #expect(enter.outputText == "f2\napple\nbanana\n")
        }
    }
}
