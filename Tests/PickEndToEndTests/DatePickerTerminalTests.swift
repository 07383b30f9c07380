import Foundation
import Testing

extension PickEndToEndTests {
    /// The date commands in a real terminal, driven by keys as a person would. Every run names
    /// its locale and zone, so frames are the same on every machine.
    @Suite("date commands in a terminal") struct DateTerminal {
        /// The rows of the screen that show the picker (everything below the command line).
        static func pickerRows(_ screen: String) -> [String] {
            Array(screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropFirst())
        }

        @Test("29 February 2024 on wheels, year stepped: the day settles on 28 and 2025-02-28 is printed (Behaviour 2.8)")
        func leapDay() throws {
            let run = try PickRun("$P date --style wheels --value 2024-02-29 --locale en_US --time-zone UTC")
            let first = try run.terminal.waitFor(readyMarker)
            #expect(first.contains("›  February ‹   29      2024"))
            try run.terminal.press("Right", "Right", "Down")
            try run.terminal.waitForScreen("2025 with the day settled on 28") {
                $0.contains("   February     28   ›  2025 ‹")
            }
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "2025-02-28\n")
            #expect(run.sttyRestored)
        }

        @Test("--minute-interval 15: the minute wheel shows and lands only on quarters (Behaviour 2.7)")
        func quarters() throws {
            let run = try PickRun("$P time --minute-interval 15 --locale en_GB --value 14:37 --time-zone UTC")
            try run.terminal.waitFor("› 14 ‹   30")
            try run.terminal.press("Right")
            for expected in ["45", "00", "15", "30", "45"] {
                try run.terminal.press("Down")
                let screen = try run.terminal.waitForScreen("minute \(expected) on the band") {
                    $0.contains("  14   › \(expected) ‹")
                }
                // Every minute the wheel shows is a quarter.
                let minutes = Self.pickerRows(screen).prefix(5).compactMap { row -> String? in
                    row.split(separator: " ").map(String.init).last { $0.count == 2 && $0.allSatisfy(\.isNumber) }
                }
                #expect(minutes.count == 5)
                #expect(minutes.allSatisfy { ["00", "15", "30", "45"].contains($0) }, "\(screen)")
            }
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "14:45\n")
        }

        @Test("compact: the popover opens, takes two edits, closes keeping them, and Enter confirms (Behaviour 2.10)")
        func compactPopover() throws {
            let run = try PickRun("$P date --style compact --value 2026-11-22 --locale en_US --time-zone UTC")
            let closed = try run.terminal.waitFor("enter edit")
            #expect(Self.pickerRows(closed).first == "› Nov 22, 2026 ‹")
            try run.terminal.press("Enter")
            let open = try run.terminal.waitFor("enter/esc close")
            #expect(open.contains("November 2026"))
            #expect(open.contains("[22]"))
            try run.terminal.press("Right")
            try run.terminal.waitFor("[23]")
            try run.terminal.press("Down")
            try run.terminal.waitFor("[30]")
            try run.terminal.press("Escape")
            let closedAgain = try run.terminal.waitFor("enter select · space edit")
            #expect(Self.pickerRows(closedAgain).first == "› Nov 30, 2026 ‹")
            #expect(!closedAgain.contains("November 2026"))
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "2026-11-30\n")
            #expect(run.sttyRestored)
        }

        @Test(
            "the inline grid starts the week on the locale's first weekday (Behaviour 2.11)",
            arguments: [
                ("de_DE", " Mo  Di  Mi  Do  Fr  Sa  So", " 16  17  18  19  20  21 [22]"),
                ("en_US", "Sun Mon Tue Wed Thu Fri Sat", "[22] 23  24  25  26  27  28"),
            ])
        func weekStart(locale: String, header: String, week: String) throws {
            let run = try PickRun("$P date --locale \(locale) --value 2026-11-22 --time-zone Europe/Berlin")
            let screen = try run.terminal.waitFor(readyMarker)
            let rows = Self.pickerRows(screen)
            #expect(rows.first == "     ‹ November 2026 ›")
            #expect(rows.dropFirst().first == header)
            #expect(rows.contains(week))
            try run.terminal.press("Escape")
            #expect(try run.status() == 1)
            #expect(run.output.isEmpty)
        }

        @Test("datetime inline: a day on the grid, Tab to the time, an hour on, Enter prints ISO with the offset")
        func dateAndTime() throws {
            let run = try PickRun("$P datetime --value 2026-11-22T14:30 --locale en_GB --time-zone Europe/Berlin")
            try run.terminal.waitFor("tab time")
            try run.terminal.press("Left")
            try run.terminal.waitFor("[21]")
            try run.terminal.press("Tab", "Down")
            try run.terminal.waitFor("› 15 ‹")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "2026-11-21T15:30:00+01:00\n")
        }

        @Test("countdown and month: a step each, printed as seconds and as yyyy-MM")
        func countdownAndMonth() throws {
            let countdown = try PickRun("$P countdown --value 1h15m --locale en_US")
            try countdown.terminal.waitFor(readyMarker)
            try countdown.terminal.press("Right", "Down")
            try countdown.terminal.waitFor("› 16 min ‹")
            try countdown.terminal.press("Enter")
            #expect(try countdown.status() == 0)
            #expect(countdown.outputText == "4560\n")

            let month = try PickRun("$P month --value 2026-11 --locale en_US --format json --time-zone UTC")
            try month.terminal.waitFor("›  November ‹")
            try month.terminal.press("Down")
            try month.terminal.waitFor("›  December ‹")
            try month.terminal.press("Enter")
            #expect(try month.status() == 0)
            #expect(month.outputText == #"{"value":"2026-12","iso":"2026-12-01T00:00:00+00:00","unix":1796083200}"# + "\n")
        }

        @Test("Ctrl-C: status 130, nothing printed, the terminal restored and the picker gone")
        func controlC() throws {
            let run = try PickRun("$P datetime --locale en_US --time-zone UTC")
            try run.terminal.waitFor(readyMarker)
            try run.terminal.press("C-c")
            #expect(try run.status() == 130)
            #expect(run.output.isEmpty)
            #expect(run.sttyRestored)
            let screen = try run.terminal.waitForScreen("the prompt") { PickEndToEndTests.Screen.rows($0).last == "$" }
            #expect(PickEndToEndTests.Screen.rows(screen) == ["$ . $D/t", "$"])
        }

        @Test("a warning goes to stderr and the picker still runs")
        func warningThenPicker() throws {
            let run = try PickRun("$P time --minute-interval 7 --value 14:37 --locale en_GB --time-zone UTC")
            try run.terminal.waitFor("› 14 ‹")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "14:37\n")
            #expect(run.errorText.contains("minute interval 7"))
        }
    }
}
