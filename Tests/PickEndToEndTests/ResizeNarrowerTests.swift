import Foundation
import Testing

extension PickEndToEndTests {
    /// Narrowing the window under an inline picker (issue 10): the terminal re-wraps the area's
    /// lines, and the picker must still find and clear all of them.
    @Suite("resizing narrower") struct ResizeNarrower {
        @Test("the inline picker leaves no stale line above it when the window narrows, nor after exit",
              arguments: [
                  ("seq 1 30; $P choose --header Fruit Apple Banana Cherry", "Fruit", 30),
                  ("seq 1 30; $P date --value 2026-11-22 --locale en_US --time-zone UTC", "November 2026", 40),
              ])
        func noStaleLine(command: String, header: String, width: Int) throws {
            // Thirty lines first: the area sits at the bottom of the window, where lines
            // re-wrapped onto more rows push the old area's top out of reach of a plain move up.
            let run = try PickRun(command)
            try run.terminal.waitFor(readyMarker)
            try run.terminal.resize(width: width, height: 24)
            let narrowed = try run.terminal.waitForScreen("the picker at \(width) columns") { screen in
                Screen.rows(screen).allSatisfy { $0.count <= width }
                    && Screen.rows(screen).contains { $0.contains(header) }
            }
            #expect(Screen.rows(narrowed).filter { $0.contains(header) }.count == 1, "\(narrowed)")
            try run.terminal.press("Escape")
            #expect(try run.status() == 1)
            let after = try run.terminal.waitForScreen("the prompt") { Screen.rows($0).last == "$" }
            #expect(!after.contains(header), "\(after)")
            #expect(Screen.rows(after).suffix(2) == ["30", "$"], "\(after)")
            #expect(run.sttyRestored)
        }
    }
}
