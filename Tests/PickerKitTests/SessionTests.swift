import Foundation
import PickerKit
import PickerTesting
import TestSupport
import Testing

/// Prompts on the real session, in a pseudo-terminal: what a person's terminal would get.
@Suite("Prompts on a real terminal session", .serialized)
struct SessionTests {
    private func environment(_ pty: PseudoTerminal) -> PromptEnvironment {
        var environment = Fixture.environment(ScriptedTerminal(width: 60, scripts: []))
        environment.terminal = SystemTerminal()
        environment.terminalPath = pty.path
        return environment
    }

    @Test("cancelling the task closes an async prompt at once, as cancelled, with the terminal restored")
    func asyncCancellation() async throws {
        let pty = try PseudoTerminal()
        let before = pty.settings()
        let environment = environment(pty)
        let task = Task(executorPreference: DedicatedThreadExecutor.shared) {
            try await Prompt.choose("Fruit", from: ["Apple", "Banana"], environment: environment)
        }
        #expect(await pty.reading(until: "Banana"))
        task.cancel()
        await #expect(throws: PromptError.cancelled) { try await task.value }
        #expect(pty.settings() == before)
    }

    @Test("in screen-reader mode too, cancelling the task ends the prompt with the terminal restored")
    func asyncCancellationAccessible() async throws {
        let pty = try PseudoTerminal()
        let before = pty.settings()
        var environment = environment(pty)
        environment.isAccessible = true
        let task = Task(executorPreference: DedicatedThreadExecutor.shared) {
            try await Prompt.choose("Fruit", from: ["Apple", "Banana"], environment: environment)
        }
        #expect(await pty.reading(until: "Fruit, Apple"))
        task.cancel()
        await #expect(throws: PromptError.cancelled) { try await task.value }
        #expect(pty.settings() == before)
    }

    @Test("an async prompt answers like the sync one")
    func asyncAnswer() async throws {
        let pty = try PseudoTerminal()
        let environment = environment(pty)
        let task = Task(executorPreference: DedicatedThreadExecutor.shared) {
            try await Prompt.choose("Fruit", from: ["Apple", "Banana"], environment: environment)
        }
        #expect(await pty.reading(until: "Banana"))
        pty.type("\u{1B}[B\r")
        #expect(try await task.value == "Banana")
    }

    @Test("a confirmed prompt leaves its answered line where it was drawn")
    func answeredLine() async throws {
        let pty = try PseudoTerminal()
        let environment = environment(pty)
        let task = Task(executorPreference: DedicatedThreadExecutor.shared) {
            try await Prompt.choose("Fruit", from: ["Apple", "Banana"], environment: environment)
        }
        #expect(await pty.reading(until: "Banana"))
        pty.type("\u{1B}[B\r")
        _ = try await task.value
        _ = await pty.reading(until: "Fruit: Banana")
        // The area was cleared, then the line written: nothing of the wheel follows it.
        let clearedAt = try #require(pty.output.range(of: "\u{1B}[J", options: .backwards))
        let after = PseudoTerminal.visibleText(pty.output[clearedAt.upperBound...])
        // The line is drawn across the width (blanks up to the line break, which the pty's
        // output processing may give an extra carriage return).
        #expect(after.replacingOccurrences(of: " *\r+\n", with: "\n", options: .regularExpression) == "Fruit: Banana\n")
    }
}
