import Foundation
import Testing

extension PickEndToEndTests {
    /// `pick choose --style list|stack|sequence|link` in a real terminal (issue 12): keys, SGR
    /// mouse-wheel notches, the printed value, the terminal restored.
    @Suite("pick choose --style") struct WatchStyles {
        /// An SGR wheel notch down (button 65) or up (64) over the 1-based column 3 of `row`.
        static func notch(down: Bool, row: Int) -> String { "\u{1B}[<\(down ? 65 : 64);3;\(row + 1)M" }

        @Test("--style link: ↑↓ and wheel notches scrub the button's value without opening it, Enter confirms")
        func linkScrubThenConfirm() throws {
            let run = try PickRun("$P choose --style link --header Fruit Apple Banana Cherry Durian")
            let screen = try run.terminal.waitFor("Fruit  Apple ›")
            let row = try #require(screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("Fruit  Apple ›") })
            try run.terminal.press("Down")
            try run.terminal.waitFor("Fruit  Banana ›")
            try run.terminal.press(Self.notch(down: true, row: row), literal: true)
            let scrubbed = try run.terminal.waitFor("Fruit  Cherry ›")
            #expect(!scrubbed.contains("┌"))   // never opened
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "Cherry\n")
            #expect(run.errorText == "")
            #expect(run.sttyRestored)
        }

        @Test("--style link: Space opens the list, Down and Enter pick, Enter again confirms")
        func linkOpenPick() throws {
            let run = try PickRun("$P choose --style link --header Fruit Apple Banana Cherry")
            try run.terminal.waitFor("Fruit  Apple ›")
            try run.terminal.press("Space")
            try run.terminal.waitFor("enter pick")
            try run.terminal.press("Down")
            try run.terminal.press("Enter")
            try run.terminal.waitFor("Fruit  Banana ›")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "Banana\n")
            #expect(run.sttyRestored)
        }

        @Test("--style list with captions: wheel notches move one item each, --print caption prints the caption")
        func listWheelNotches() throws {
            let run = try PickRun(
                "printf 'Apple\\tRed\\nBanana\\tYellow\\nCherry\\tDark red\\nDurian\\tSmelly\\n' | "
                    + "$P choose --style list --fields title,caption --print caption")
            let screen = try run.terminal.waitFor("› Apple")
            let row = try #require(screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("› Apple") })
            #expect(screen.contains("Yellow"))
            try run.terminal.press(Self.notch(down: true, row: row), literal: true)
            try run.terminal.waitFor("› Banana")
            try run.terminal.press(Self.notch(down: true, row: row), literal: true)
            try run.terminal.waitFor("› Cherry")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "Dark red\n")
            #expect(run.sttyRestored)
        }

        @Test("--style list of 1,000 numbers: the index strip shows decades of hundreds, Alt+7 jumps to 700, End to the last")
        func listIndexJump() throws {
            let run = try PickRun("seq 1 1000 | $P choose --style list --fullscreen")
            try run.terminal.waitFor(readyMarker)
            try run.terminal.press("M-7")
            try run.terminal.waitFor("› 7 ")
            try run.terminal.press("M-7")
            try run.terminal.waitFor("› 70 ")
            try run.terminal.press("M-7")
            try run.terminal.waitFor("› 700")
            try run.terminal.press("End")
            try run.terminal.waitFor("› 1000")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "1000\n")
            #expect(run.sttyRestored)
        }

        @Test("--style stack in a right-to-left locale: the header at the right edge; Esc cancels with status 1")
        func stackRightToLeft() throws {
            let run = try PickRun("LANG=ar_EG.UTF-8 $P choose --style stack --header Fruit Apple Banana Cherry")
            let screen = try run.terminal.waitFor("Banana")
            #expect(screen.contains("╭"))
            #expect(screen.split(separator: "\n").contains { $0.hasSuffix("Fruit") && $0.count == 80 })
            try run.terminal.press("Escape")
            #expect(try run.status() == 1)
            #expect(run.sttyRestored)
        }

        @Test("bad --fields, --print or a style flag without a style: status 2 and one line")
        func badFlags() throws {
            for arguments in [
                ["choose", "--style", "list", "--fields", "title,colour", "a"],
                ["choose", "--style", "list", "--print", "colour", "a"],
                ["choose", "--caption", "x", "a"],
                ["choose", "--style", "round", "a"],
            ] {
                let result = try Headless.pick(arguments)
                #expect(result.status == 2, "\(arguments)")
                #expect(result.errorLines.count == 1, "\(arguments): \(result.standardError)")
            }
            let headless = try Headless.pick(["choose", "--style", "stack", "--fields", "title,caption", "--no-input", "--print", "caption", "a\tb"])
            #expect(headless.status == 0)
            #expect(headless.standardOutput == Data("b\n".utf8))
        }
    }
}
