import Foundation
import Testing

extension PickEndToEndTests {
    /// Issue 24: filtering with several chosen, in a real terminal, as `fzf -m` is used.
    @Suite("pick choose --filter --no-limit") struct FilterMultiSelect {
        @Test("printf … | pick choose --filter --no-limit: Tab chooses under two queries; Enter prints both in input order; stty restored")
        func filterNoLimit() throws {
            let run = try PickRun("printf 'Apple\\nBanana\\nCherry\\nMango\\n' | $P choose --filter --no-limit --header Fruit")
            try run.terminal.waitFor("Fruit · 0/4 chosen")
            try run.terminal.press("ng", literal: true)
            try run.terminal.waitFor("> ng")
            try run.terminal.press("Tab")                              // Mango
            try run.terminal.waitFor("Fruit · 1/4 chosen")
            try run.terminal.press("C-u")
            try run.terminal.press("ban", literal: true)
            try run.terminal.waitFor("> ban")
            try run.terminal.press("Tab")                              // Banana
            try run.terminal.waitFor("Fruit · 2/4 chosen")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "Banana\nMango\n")
            #expect(run.errorText == "")
            #expect(run.sttyRestored)
        }
    }
}
