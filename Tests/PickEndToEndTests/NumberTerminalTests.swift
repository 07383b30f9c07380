import Foundation
import Testing

extension PickEndToEndTests {
    /// `pick number` in a real terminal (Behaviour 6.8): stepped and typed, printed in plain digits.
    @Suite("number in a terminal") struct NumberTerminal {
        @Test("Up steps, a typed value out of bounds is refused, Backspace mends it; printed in ASCII")
        func stepAndType() throws {
            let run = try PickRun("$P number Guests --min 1 --max 8 --value 2")
            let screen = try run.terminal.waitFor(readyMarker)
            #expect(screen.contains("2  ▲▼"))
            try run.terminal.press("Up")
            try run.terminal.waitFor("3  ▲▼")
            try run.terminal.press("9", literal: true)
            try run.terminal.waitFor("✗ 1 … 8")
            try run.terminal.press("Enter")
            try run.terminal.press("BSpace")
            try run.terminal.press("5", literal: true)
            try run.terminal.waitFor("5  ▲▼")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "5\n")
            #expect(run.sttyRestored)
        }

        @Test("Arabic digits shown, ASCII printed")
        func arabicDigits() throws {
            let run = try PickRun("LANG=ar_EG.UTF-8 $P number --value 123")
            _ = try run.terminal.waitFor("١٢٣")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "123\n")
        }
    }
}
