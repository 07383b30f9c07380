import Foundation
import Testing

extension PickEndToEndTests {
    /// `pick text` in a real terminal (Behaviour 8): typed as a person types, ASCII, CJK and an
    /// emoji, with the caret shown where typing goes.
    @Suite("text in a terminal") struct TextTerminal {
        @Test("pick text: ASCII, CJK and an emoji typed, the caret moved and a character deleted, Enter prints the line")
        func typeMoveDelete() throws {
            let run = try PickRun("$P text --header Name --placeholder 'Your name'")
            let first = try run.terminal.waitFor(readyMarker)
            #expect(first.contains("> Your name"))
            #expect(try run.terminal.isCursorVisible(), "the caret shows")
            let row = try run.terminal.cursor().y
            try run.terminal.press("Ada 中文👍", literal: true)
            try run.terminal.waitFor("> Ada 中文👍")
            // "> " 2, "Ada " 4, 中文 4, 👍 2: the caret after the emoji.
            #expect(try run.terminal.cursor() == (12, row))
            try run.terminal.press("Left", "Left", "BSpace")
            try run.terminal.waitFor("> Ada 文👍")
            #expect(try run.terminal.cursor() == (6, row))
            try run.terminal.press("C-a")
            try run.terminal.press("x", literal: true)
            try run.terminal.waitFor("> xAda 文👍")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "xAda 文👍\n")
            #expect(run.sttyRestored)
        }

        @Test("pick text --password: a dot per character, the text never on screen, still printed")
        func password() throws {
            let run = try PickRun("$P text --password --header Token")
            try run.terminal.waitFor(readyMarker)
            try run.terminal.press("s3cret", literal: true)
            let screen = try run.terminal.waitFor("> ••••••")
            #expect(!screen.contains("s3"))
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "s3cret\n")
        }

        @Test("pick text --accessible: the hints once, then a line per key: the text or, for a password, only how many characters")
        func accessible() throws {
            let run = try PickRun("$P text --accessible --header Name", width: 200)
            let opening = try run.terminal.waitFor("Enter selects, Escape cancels.")
            #expect(opening.contains("Name, empty"))
            #expect(opening.contains("Typing writes the text"))
            try run.terminal.press("A", literal: true)
            try run.terminal.waitFor("\nA\n")
            try run.terminal.press("d", literal: true)
            let screen = try run.terminal.waitFor("\nAd\n")
            #expect(screen.components(separatedBy: "Typing writes the text").count == 2, "the hints are said once")
            #expect(!(try run.terminal.styledScreen()).contains("\u{1B}["))
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "Ad\n")

            let secret = try PickRun("$P text --accessible --password --header Token", width: 200)
            try secret.terminal.waitFor("Enter selects, Escape cancels.")
            try secret.terminal.press("s3", literal: true)
            let said = try secret.terminal.waitFor("\n2 characters")
            #expect(!said.contains("s3"))
            try secret.terminal.press("Enter")
            #expect(try secret.status() == 0)
            #expect(secret.outputText == "s3\n")
        }
    }
}
