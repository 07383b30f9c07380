import Foundation
import PickerKit
import PickerTerminal
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

    @Test("cancelling the task closes an async prompt at once, as taskCancelled, with the terminal restored")
    func asyncCancellation() async throws {
        // The body waits on a thread of its own, not the pool: see `DedicatedThreadExecutor`.
        try await withTaskExecutorPreference(DedicatedThreadExecutor.shared) {
            let pty = try PseudoTerminal()
            let before = pty.settings()
            let environment = environment(pty)
            let task = Task(executorPreference: DedicatedThreadExecutor.shared) {
                try await Prompt.choose("Fruit", from: ["Apple", "Banana"], environment: environment)
            }
            #expect(await pty.reading(until: "Banana"))
            task.cancel()
            await #expect(throws: PromptError.taskCancelled) { try await task.value }
            #expect(pty.settings() == before)
        }
    }

    @Test("in screen-reader mode too, cancelling the task ends the prompt with the terminal restored")
    func asyncCancellationAccessible() async throws {
        // The body waits on a thread of its own, not the pool: see `DedicatedThreadExecutor`.
        try await withTaskExecutorPreference(DedicatedThreadExecutor.shared) {
            let pty = try PseudoTerminal()
            let before = pty.settings()
            var environment = environment(pty)
            environment.isAccessible = true
            let task = Task(executorPreference: DedicatedThreadExecutor.shared) {
                try await Prompt.choose("Fruit", from: ["Apple", "Banana"], environment: environment)
            }
            #expect(await pty.reading(until: "Fruit, Apple"))
            task.cancel()
            await #expect(throws: PromptError.taskCancelled) { try await task.value }
            #expect(pty.settings() == before)
        }
    }

    @Test("in screen-reader mode the terminal hears the answer after Enter")
    func accessibleAnswerSaid() async throws {
        // The body waits on a thread of its own, not the pool: see `DedicatedThreadExecutor`.
        try await withTaskExecutorPreference(DedicatedThreadExecutor.shared) {
            let pty = try PseudoTerminal()
            var environment = environment(pty)
            environment.isAccessible = true
            let task = Task(executorPreference: DedicatedThreadExecutor.shared) {
                try await Prompt.choose("Fruit", from: ["Apple", "Banana"], environment: environment)
            }
            #expect(await pty.reading(until: "Fruit, Apple"))
            pty.type("\u{1B}[B")
            #expect(await pty.reading(until: "Banana, 2 of 2"))
            pty.type("\r")
            #expect(try await task.value == "Banana")
            #expect(await pty.reading(until: "\r\nFruit: Banana\r\n"))
        }
    }

    /// Waits, without holding a thread of the pool, until `condition` holds; false if it still
    /// does not after a wait long enough for a loaded machine (then the test fails, not hangs).
    private func eventually(_ condition: @Sendable () -> Bool) async -> Bool {
        for _ in 0..<18_000 {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return condition()
    }

    @Test("two prompts awaited at once run one after the other: the second waits for the first to end")
    func oneSessionAtATime() async throws {
        // The body runs on a thread of its own: a synchronous session of another suite waiting for
        // its turn may hold a thread of the cooperative pool until the first prompt here ends.
        try await withTaskExecutorPreference(DedicatedThreadExecutor.shared) {
            let first = try PseudoTerminal()
            let second = try PseudoTerminal()
            let firstEnvironment = environment(first)
            let secondEnvironment = environment(second)
            let firstTask = Task(executorPreference: DedicatedThreadExecutor.shared) {
                try await Prompt.choose("First", from: ["Apple", "Banana"], environment: firstEnvironment)
            }
            #expect(await first.reading(until: "Banana"))
            let secondTask = Task(executorPreference: DedicatedThreadExecutor.shared) {
                try await Prompt.choose("Second", from: ["Cherry", "Damson"], environment: secondEnvironment)
            }
            // The second prompt waits for its turn while the first is open, its terminal untouched.
            // (At least one waiter: a session of another suite may be waiting too.)
            #expect(await eventually { SessionTurn.waitingCount >= 1 })
            #expect(!second.read(until: "Second", seconds: 0.3))
            first.type("\r")
            #expect(try await firstTask.value == "Apple")
            // Its turn come, the second opens and answers.
            #expect(await second.reading(until: "Damson"))
            second.type("\u{1B}[B\r")
            #expect(try await secondTask.value == "Damson")
        }
    }

    @Test("a prompt cancelled while it waits for its turn ends as taskCancelled without opening its terminal")
    func cancelledWhileWaiting() async throws {
        try await withTaskExecutorPreference(DedicatedThreadExecutor.shared) {
            let first = try PseudoTerminal()
            let second = try PseudoTerminal()
            let before = second.settings()
            let firstEnvironment = environment(first)
            let secondEnvironment = environment(second)
            let firstTask = Task(executorPreference: DedicatedThreadExecutor.shared) {
                try await Prompt.choose("First", from: ["Apple", "Banana"], environment: firstEnvironment)
            }
            #expect(await first.reading(until: "Banana"))
            let secondTask = Task(executorPreference: DedicatedThreadExecutor.shared) {
                try await Prompt.choose("Second", from: ["Cherry", "Damson"], environment: secondEnvironment)
            }
            #expect(await eventually { SessionTurn.waitingCount >= 1 })
            secondTask.cancel()
            await #expect(throws: PromptError.taskCancelled) { try await secondTask.value }
            #expect(!second.read(until: "Second", seconds: 0.3))
            #expect(second.settings() == before)
            // The first is still open, and still answers.
            first.type("\u{1B}[B\r")
            #expect(try await firstTask.value == "Banana")
        }
    }

    @Test("an async prompt answers like the sync one")
    func asyncAnswer() async throws {
        // The body waits on a thread of its own, not the pool: see `DedicatedThreadExecutor`.
        try await withTaskExecutorPreference(DedicatedThreadExecutor.shared) {
            let pty = try PseudoTerminal()
            let environment = environment(pty)
            let task = Task(executorPreference: DedicatedThreadExecutor.shared) {
                try await Prompt.choose("Fruit", from: ["Apple", "Banana"], environment: environment)
            }
            #expect(await pty.reading(until: "Banana"))
            pty.type("\u{1B}[B\r")
            #expect(try await task.value == "Banana")
        }
    }

    @Test("a confirmed prompt leaves its answered line where it was drawn")
    func answeredLine() async throws {
        // The body waits on a thread of its own, not the pool: see `DedicatedThreadExecutor`.
        try await withTaskExecutorPreference(DedicatedThreadExecutor.shared) {
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
}
