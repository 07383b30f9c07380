import Foundation
import Testing

extension PickEndToEndTests {
    /// Behaviour 6.2 in a real terminal: after each frame the terminal's cursor rests on the
    /// value (what a console screen reader reads and a braille display shows), read from tmux.
    @Suite("the cursor follows the value") struct CursorFollowsValue {
        /// Waits until the cursor rests on the first cell of `text` where `marked` shows (the
        /// value between its marks), and returns the cursor's cell.
        @discardableResult
        static func waitForCursor(on text: String, in marked: String, _ terminal: TmuxTerminal) throws -> (x: Int, y: Int) {
            let deadline = Date().addingTimeInterval(terminal.patience)
            var last = ""
            while Date() < deadline {
                let lines = try terminal.lines()
                let cursor = try terminal.cursor()
                if let y = lines.firstIndex(where: { $0.contains(marked) }),
                    let mark = lines[y].range(of: marked), let value = lines[y].range(of: text, range: mark),
                    cursor == (lines[y].distance(from: lines[y].startIndex, to: value.lowerBound), y)
                {
                    return cursor
                }
                last = "cursor \(cursor) on\n" + lines.joined(separator: "\n")
                Thread.sleep(forTimeInterval: 0.05)
            }
            Issue.record("the cursor never rested on \(text) in \(marked): \(last)")
            return (-1, -1)
        }

        @Test("A wheel: the cursor rests on the selected item's first cell, and follows ↓")
        func wheel() throws {
            let run = try PickRun("printf 'Apple\\nBanana\\nCherry\\n' | $P choose")
            try run.terminal.waitFor(readyMarker)
            let apple = try Self.waitForCursor(on: "Apple", in: "› Apple", run.terminal)
            try run.terminal.press("Down")
            let banana = try Self.waitForCursor(on: "Banana", in: "› Banana", run.terminal)
            #expect(banana.x == apple.x && banana.y == apple.y, "the band stays put while the items turn through it")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "Banana\n")
        }

        @Test("The month grid: the cursor rests on the chosen day, and ↓ takes it a week on, a row down")
        func monthGrid() throws {
            let run = try PickRun("$P date --value 2026-11-22 --locale en_US --time-zone UTC")
            try run.terminal.waitFor(readyMarker)
            let first = try Self.waitForCursor(on: "22", in: "[22]", run.terminal)
            try run.terminal.press("Down")
            let next = try Self.waitForCursor(on: "29", in: "[29]", run.terminal)
            #expect(next.x == first.x && next.y == first.y + 1, "\(first) then \(next)")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "2026-11-29\n")
        }
    }
}
