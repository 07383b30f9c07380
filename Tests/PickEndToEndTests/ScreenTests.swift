import Foundation
import Testing

extension PickEndToEndTests {
    /// What is left on screen, and how the picker copes with the window changing.
    @Suite("screen") struct Screen {
        /// The screen's non-blank rows.
        static func rows(_ screen: String) -> [String] {
            screen.split(separator: "\n").map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        }

        @Test("inline: the picker draws below the command, and after Enter only the prompt follows it")
        func inlineAreaCleared() throws {
            let run = try PickRun("$P choose --header Fruit Apple Banana Cherry")
            let frame = try run.terminal.waitFor(readyMarker)
            #expect(Self.rows(frame).first == "$ . $D/t")
            #expect(Self.rows(frame).dropFirst().first == "Fruit")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            let after = try run.terminal.waitForScreen("the next prompt") { Self.rows($0).count == 2 }
            #expect(Self.rows(after) == ["$ . $D/t", "$"])
        }

        @Test("--keep leaves one line with the choice, then the prompt")
        func keep() throws {
            let run = try PickRun("$P choose --keep Apple Banana Cherry")
            try run.terminal.waitFor(readyMarker)
            try run.terminal.press("Down", "Enter")
            #expect(try run.status() == 0)
            let after = try run.terminal.waitForScreen("the next prompt") { Self.rows($0).last == "$" }
            #expect(Self.rows(after) == ["$ . $D/t", "Banana", "$"])
            #expect(run.outputText == "Banana\n")
        }

        @Test("--fullscreen draws on the alternate screen and gives the shell's screen back")
        func fullscreen() throws {
            let run = try PickRun("$P choose --fullscreen Apple Banana Cherry")
            let frame = try run.terminal.waitFor(readyMarker)
            #expect(!frame.contains(". $D/t"))
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            let after = try run.terminal.waitForScreen("the next prompt") { Self.rows($0).count == 2 }
            #expect(Self.rows(after) == ["$ . $D/t", "$"])
            #expect(run.sttyRestored)
        }

        @Test("a window too small shows a one-line notice, and the picker returns when enlarged")
        func resizeTooSmallAndBack() throws {
            let run = try PickRun("$P choose Apple Banana Cherry")
            try run.terminal.waitFor(readyMarker)
            try run.terminal.resize(width: 8, height: 2)
            // At 8 columns the notice is its shortest form, the size needed.
            try run.terminal.waitForScreen("the too-small notice") { $0.contains("≥7×3") && !$0.contains("Apple") }
            try run.terminal.resize(width: 80, height: 24)
            try run.terminal.waitForScreen("the picker again") {
                $0.contains(readyMarker) && $0.contains("› Apple") && !$0.contains("≥7×3")
            }
            try run.terminal.press("Down", "Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "Banana\n")
            #expect(run.sttyRestored)
        }

        @Test("a click selects the row under the pointer, with the inline area scrolled to the bottom")
        func mouseClickInline() throws {
            // 30 lines first: the terminal scrolls to make room, so the area's screen row comes
            // from the cursor position report, not from where the command was typed.
            let run = try PickRun("seq 1 30; $P choose Apple Banana Cherry Durian")
            let lines = try run.terminal.waitFor(readyMarker).split(separator: "\n", omittingEmptySubsequences: false)
            let row = try #require(lines.firstIndex { $0.contains("Cherry") })
            // An SGR mouse press and release, as the terminal sends them (1-based column and row).
            try run.terminal.press("\u{1B}[<0;4;\(row + 1)M\u{1B}[<0;4;\(row + 1)m", literal: true)
            try run.terminal.waitFor("› Cherry")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "Cherry\n")
        }

        @Test("NO_COLOR: attributes only, no colour at all (while the default run has colour)")
        func noColor() throws {
            let coloured = try PickRun("$P choose Apple Banana Cherry")
            try coloured.terminal.waitFor(readyMarker)
            #expect(Self.colourParameters(in: try coloured.terminal.styledScreen()) != [])
            try coloured.terminal.press("Escape")

            let plain = try PickRun("NO_COLOR=1 $P choose Apple Banana Cherry")
            try plain.terminal.waitFor(readyMarker)
            let styled = try plain.terminal.styledScreen()
            #expect(Self.colourParameters(in: styled) == [])
            #expect(styled.contains("Banana"))
            try plain.terminal.press("Escape")
            #expect(try plain.status() == 1)
        }

        @Test("PICK_CHOOSE_HEIGHT=4 draws the same frame as --height 4, and a flag wins over it")
        func heightFromEnvironment() throws {
            let items = "a b c d e f g h"
            let fromFlag = try Self.frame("$P choose --height 4 \(items)")
            let fromEnvironment = try Self.frame("PICK_CHOOSE_HEIGHT=4 $P choose \(items)")
            let flagWins = try Self.frame("PICK_CHOOSE_HEIGHT=9 $P choose --height 4 \(items)")
            let byDefault = try Self.frame("$P choose \(items)")
            // Four rows leave no room for the help line, which the default height has.
            #expect(fromFlag.count <= 4)
            #expect(!fromFlag.joined().contains(readyMarker))
            #expect(byDefault.joined().contains(readyMarker))
            #expect(fromEnvironment == fromFlag)
            #expect(flagWins == fromFlag)
        }

        /// The rows below the command line once a frame is drawn (trailing blank rows dropped),
        /// then Esc.
        private static func frame(_ command: String) throws -> [String] {
            let run = try PickRun(command)
            let screen = try run.terminal.waitForScreen("a frame") { $0.contains("›") }
            try run.terminal.press("Escape")
            #expect(try run.status() == 1)
            var lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropFirst()
            while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
            return Array(lines)
        }

        /// The SGR parameters in `styled` that set a colour (30–37, 38, 40–47, 48, 90–97, 100–107).
        static func colourParameters(in styled: String) -> [String] {
            var found: [String] = []
            var rest = Substring(styled)
            while let start = rest.range(of: "\u{1B}[") {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(where: { $0.isLetter }) else { break }
                if rest[end] == "m" {
                    for parameter in rest[..<end].split(separator: ";") {
                        guard let value = Int(parameter) else { continue }
                        if (30...38).contains(value) || (40...48).contains(value) || (90...97).contains(value)
                            || (100...107).contains(value)
                        {
                            found.append(String(parameter))
                        }
                    }
                }
                rest = rest[end...]
            }
            return found
        }
    }
}
