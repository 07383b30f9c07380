import Foundation
import Testing

extension PickEndToEndTests {
    /// The textual field styles in a real terminal (Behaviour 3.1), typed into as a person would.
    @Suite("field styles in a terminal") struct DateFieldTerminal {
        @Test("pick date --style field: a whole date typed, digits moving on by themselves, printed as shown")
        func typeDate() throws {
            let run = try PickRun("$P date --style field --value 2026-11-22 --locale en_US --time-zone UTC")
            let first = try run.terminal.waitFor(readyMarker)
            #expect(first.contains("11/22/2026"))
            try run.terminal.press("0", "3", "0", "7", "2", "0", "2", "7", literal: true)
            try run.terminal.waitFor("03/07/2027")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "2027-03-07\n")
            #expect(run.sttyRestored)
        }

        @Test("pick time --style stepper-field: a time typed, then a click on ▲ steps the focused minute")
        func stepperTime() throws {
            let run = try PickRun("seq 1 30; $P time --style stepper-field --value 09:15 --locale de_DE --time-zone UTC")
            let screen = try run.terminal.waitFor(readyMarker)
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let row = try #require(lines.firstIndex { $0.contains("09:15") })
            try run.terminal.press("1", "7", "4", literal: true)
            try run.terminal.waitFor("17:4")
            try run.terminal.press("Tab")
            try run.terminal.waitFor("17:04")
            try run.terminal.press("Left")
            let arrows = try #require(lines[row].firstIndex(of: "▲"))
            let column = lines[row].distance(from: lines[row].startIndex, to: arrows) + 1
            // Tab went past the minute to Enter's mark; Left brings the focus back to the minute.
            try run.terminal.press("\u{1B}[<0;\(column);\(row + 1)M\u{1B}[<0;\(column);\(row + 1)m", literal: true)
            try run.terminal.waitFor("17:05")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "17:05\n")
            #expect(run.sttyRestored)
        }

        @Test("--help lists the field styles and the element flags")
        func help() throws {
            let run = try PickRun("$P date --help")
            #expect(try run.status() == 0)
            let help = run.outputText.replacingOccurrences(of: "\n", with: " ")
                .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            #expect(help.contains("field or stepper-field"))
            #expect(help.contains("--seconds"))
            #expect(help.contains("--show-time-zone"))
        }
    }
}
