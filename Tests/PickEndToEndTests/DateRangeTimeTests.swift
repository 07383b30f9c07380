import Foundation
import Testing

extension PickEndToEndTests {
    /// Issue 11 §3, `--with-time`: a stay from 22 November 09:00 to 28 November 17:30 chosen in
    /// a real terminal with the keys.
    @Suite("pick range --with-time") struct DateRangeTime {
        @Test("choose Nov 22-28, Tab, type 0900, Tab, type 1730, Enter: the exact ISO line; stty restored")
        func typeTimes() throws {
            let run = try PickRun("$P range --with-time --value 2026-11-22 --locale en_GB --time-zone Europe/Berlin --header Stay")
            try run.terminal.waitFor("End   23:59")
            try run.terminal.press("Enter")
            try run.terminal.press("Right", "Right", "Right", "Right", "Right", "Right")
            try run.terminal.waitFor("7 days")
            try run.terminal.press("Enter")
            try run.terminal.waitFor("enter done")
            try run.terminal.press("Tab")
            try run.terminal.press("0900", literal: true)
            try run.terminal.waitFor("Start 09:00")
            try run.terminal.press("Tab")
            try run.terminal.press("1730", literal: true)
            try run.terminal.waitFor("End   17:30")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "2026-11-22T09:00:00+01:00/2026-11-28T17:30:00+01:00\n")
            #expect(run.errorText == "")
            #expect(run.sttyRestored)
        }

        @Test("--accessible names the focused time field, its part and value, and both times")
        func accessible() throws {
            let run = try PickRun(
                "$P range --accessible --with-time --value 2026-11-22/2026-11-28 --locale en_GB --time-zone Europe/Berlin --header Stay",
                width: 220)
            try run.terminal.waitFor("start time 00:00, end time 23:59")
            try run.terminal.press("Tab")
            try run.terminal.waitFor("start time, Hour 00, start 00:00, end 23:59")
            try run.terminal.press("Tab")
            try run.terminal.press("17", literal: true)
            try run.terminal.waitFor("end time, Minute 59, start 00:00, end 17:59")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "2026-11-22T00:00:00+01:00/2026-11-28T17:59:00+01:00\n")
            #expect(run.sttyRestored)
        }
    }
}
