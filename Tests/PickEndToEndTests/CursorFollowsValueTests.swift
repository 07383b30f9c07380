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

        @Test("The month grid: the cursor rests on the chosen day, then on the caption that names it from the first key")
        func monthGrid() throws {
            let run = try PickRun("$P date --value 2026-11-22 --locale en_US --time-zone UTC")
            try run.terminal.waitFor(readyMarker)
            try Self.waitForCursor(on: "22", in: "[22]", run.terminal)
            try run.terminal.press("Down")
            let caption = try Self.waitForCursor(on: "Day", in: "Day, Sunday, November 29, 2026", run.terminal)
            let lastWeek = try run.terminal.lines().firstIndex { $0.contains("[29]") } ?? .max
            #expect(lastWeek < caption.y, "the caption is under the weeks")
            try run.terminal.press("Up")
            let back = try Self.waitForCursor(on: "Day", in: "Day, Sunday, November 22, 2026", run.terminal)
            #expect(back.x == caption.x && back.y == caption.y, "the caption's row stays where it is: \(caption) then \(back)")
            try run.terminal.press("Down")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "2026-11-29\n")
        }

        @Test("The month grid without the caption's row: the cursor rests on the chosen day, and ↓ takes it a row down")
        func monthGridWithoutCaption() throws {
            // Eight rows: the grid's own, none for the caption (the help line goes first).
            let run = try PickRun("$P date --value 2026-11-22 --locale en_US --time-zone UTC --height 8")
            try run.terminal.waitFor("[22]")
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

extension PickEndToEndTests.CursorFollowsValue {
    @Test("Narrowed while the cursor rests past the new width, the picker still finds its top: no stale line")
    func narrowedPastTheCursor() throws {
        // Thirty lines first: the area sits at the bottom of the window. The second wheel's
        // value starts past column 30, so at 30 columns its row wraps and the cursor with it.
        let long = "Strawberry and rhubarb crumble"
        let run = try PickRun("seq 1 30; $P wheels --header Fruit --component '\(long),Fig' --component 'Cream,Custard'")
        try run.terminal.waitFor(readyMarker)
        try run.terminal.press("Right")
        let before = try Self.waitForCursor(on: "Cream", in: "› Cream", run.terminal)
        #expect(before.x > 30, "the cursor rests past the new width")
        try run.terminal.resize(width: 30, height: 24)
        let narrowed = try run.terminal.waitForScreen("the picker at 30 columns") { screen in
            PickEndToEndTests.Screen.rows(screen).allSatisfy { $0.count <= 30 } && PickEndToEndTests.Screen.rows(screen).contains { $0.contains("Fruit") }
        }
        #expect(PickEndToEndTests.Screen.rows(narrowed).filter { $0.contains("Fruit") }.count == 1, "\(narrowed)")
        try run.terminal.press("Escape")
        #expect(try run.status() == 1)
        let after = try run.terminal.waitForScreen("the prompt") { PickEndToEndTests.Screen.rows($0).last == "$" }
        #expect(!after.contains("Fruit"), "\(after)")
        #expect(PickEndToEndTests.Screen.rows(after).suffix(2) == ["30", "$"], "\(after)")
    }
}
