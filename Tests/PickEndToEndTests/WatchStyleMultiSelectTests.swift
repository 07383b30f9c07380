import Foundation
import Testing

extension PickEndToEndTests {
    /// Issue 13, item 2 on the watch styles: choosing several in the list, in a real terminal.
    @Suite("pick choose --style list --no-limit") struct WatchStyleMultiSelect {
        @Test("printf … | pick choose --style list --no-limit: two items chosen out of order print in list order; stty restored")
        func listNoLimit() throws {
            let run = try PickRun("printf 'Apple\\nBanana\\nCherry\\nDamson\\nElder\\n' | $P choose --style list --no-limit --header Fruit")
            try run.terminal.waitFor("Fruit · 0/5 chosen")
            try run.terminal.press("Down", "Down", "Down", "Space")   // Damson
            try run.terminal.waitFor("Fruit · 1/5 chosen")
            try run.terminal.press("Up", "Up", "Space")               // Banana
            try run.terminal.waitFor("Fruit · 2/5 chosen")
            let screen = try run.terminal.screen()
            #expect(screen.contains("✓") && screen.contains("•"))
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "Banana\nDamson\n")
            #expect(run.errorText == "")
            #expect(run.sttyRestored)
        }
    }
}
