import Foundation
import Testing

extension PickEndToEndTests {
    /// The first frame: composed while the terminal answers where the cursor is, drawn where
    /// that answer says.
    @Suite("start-up") struct Startup {
        @Test("after text printed without a newline, the picker starts on the next line and the text stays")
        func midLine() throws {
            let run = try PickRun("printf 'Pick one: '; $P choose --header Fruit Apple Banana Cherry")
            let frame = try run.terminal.waitFor(readyMarker)
            let rows = Screen.rows(frame)
            #expect(rows.count > 2)
            #expect(rows.dropFirst().first?.hasPrefix("Pick one:") == true)
            #expect(rows.dropFirst(2).first == "Fruit")
            try run.terminal.press("Down", "Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "Banana\n")
        }

        @Test("keys typed before the first frame are answered, not lost with the cursor report")
        func keysBeforeFirstFrame() throws {
            let run = try PickRun("$P choose Apple Banana Cherry")
            try run.terminal.press("Down", "Down")
            try run.terminal.waitFor(readyMarker)
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "Cherry\n")
        }
    }
}
