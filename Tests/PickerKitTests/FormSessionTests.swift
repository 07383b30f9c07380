import Foundation
import PickerKit
import TestSupport
import Testing

/// A form on the real terminal session, in a pseudo-terminal: what a person's terminal is left
/// showing once it is submitted.
@Suite("Forms on a real terminal session", .serialized)
struct FormSessionTests {
    @Test("A submitted form leaves one answered line per field where it was drawn, and restores the terminal")
    func answeredLines() async throws {
        // The body waits on a thread of its own, not the pool: see `DedicatedThreadExecutor`.
        try await withTaskExecutorPreference(DedicatedThreadExecutor.shared) {
            let pty = try PseudoTerminal()
            let before = pty.settings()
            var environment = FormTests.environment(SystemTerminal())
            environment.terminalPath = pty.path
            let task = Task(executorPreference: DedicatedThreadExecutor.shared) {
                try await Prompt.form("Order", environment: environment) {
                    Field("Fruit", from: ["Apple", "Banana"])
                    Field("Time", .time, minuteInterval: 15)
                }
            }
            #expect(await pty.reading(until: "enter next"))
            pty.type("\u{1B}[B\r")
            #expect(await pty.reading(until: "enter submit"))
            pty.type("\r")
            let (fruit, time) = try await task.value
            #expect(fruit == "Banana")
            #expect(time == FormTests.date(2026, 11, 22, 14, 30))
            _ = await pty.reading(until: "Time: 2:30")
            let clearedAt = try #require(pty.output.range(of: "\u{1B}[J", options: .backwards))
            let after = PseudoTerminal.visibleText(pty.output[clearedAt.upperBound...])
            #expect(after.replacingOccurrences(of: " *\r+\n", with: "\n", options: .regularExpression)
                    == "Fruit: Banana\nTime: 2:30\u{202F}PM\n")
            #expect(pty.settings() == before)
        }
    }
}
