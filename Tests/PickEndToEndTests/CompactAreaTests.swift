import Foundation
import Testing

extension PickEndToEndTests {
    /// The compact style keeps no rows for a popover that is not open (issue 10, item 15): the
    /// inline area follows the picker's height as the popover opens and closes.
    @Suite("compact area") struct CompactArea {
        @Test("pick date --style compact: button and help line while closed; Enter grows the area below; Esc gives the rows back")
        func areaFollowsPopover() throws {
            // Thirty lines first, so the area sits at the bottom and growing it scrolls the screen.
            let run = try PickRun("seq 1 30; $P date --style compact --value 2026-11-22 --locale en_US --time-zone UTC")
            let closed = try run.terminal.waitForScreen("the closed button") {
                Screen.rows($0).last?.contains("enter edit · esc cancel") == true
            }
            let closedRows = Screen.rows(closed)
            #expect(closedRows.suffix(3).first == "30", "\(closed)")
            #expect(closedRows.suffix(2).first?.contains("Nov 22, 2026") == true, "\(closed)")
            #expect(closed.split(separator: "\n", omittingEmptySubsequences: false).prefix(24).last?.contains("esc cancel") == true,
                    "the help line is on the window's last row: \(closed)")

            try run.terminal.press("Enter")
            let open = try run.terminal.waitForScreen("the open popover") { $0.contains("November 2026") }
            let openRows = Screen.rows(open)
            let button = try #require(openRows.firstIndex { $0.contains("Nov 22, 2026") })
            #expect(openRows[button - 1] == "30", "the area grew downward, the lines above scrolled up: \(open)")
            #expect(openRows[button + 1].hasPrefix("┌"), "\(open)")
            #expect(openRows.last?.contains("enter/esc close") == true, "\(open)")

            try run.terminal.press("Escape")
            let shrunk = try run.terminal.waitForScreen("the closed button again") {
                Screen.rows($0).last?.contains("space edit") == true
            }
            #expect(!shrunk.contains("November 2026") && !shrunk.contains("┌"), "the popover's rows are cleared: \(shrunk)")
            #expect(Screen.rows(shrunk).suffix(3).first == "30", "\(shrunk)")

            try run.terminal.press("Escape")
            #expect(try run.status() == 1)
            #expect(run.sttyRestored)
        }
    }
}
