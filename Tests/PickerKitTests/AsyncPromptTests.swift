import Foundation
import PickerKit
import PickerTesting
import ProcessState
import Testing

/// A terminal that answers every prompt with its initial value at once and notes, for each
/// session, whether it ran on a thread an `async` prompt started.
private final class ThreadNotingTerminal: PromptTerminal, Sendable {
    private let threads = Locked([Bool]())

    /// For each session so far, whether it ran on a prompt's own thread.
    var onPromptThread: [Bool] { threads.withLock { $0 } }

    func run<Picker: TerminalPicker>(
        _ picker: Picker, feed: InputFeed<Picker>?, settings: PromptSessionSettings, finalLine: ((Picker) -> String)?
    ) throws(PromptError) -> TerminalSessionResult<Picker> {
        let onPromptThread = PromptThread.isCurrent
        threads.withLock { $0.append(onPromptThread) }
        settings.opened()
        return TerminalSessionResult(outcome: .confirmed, picker: picker)
    }
}

/// One `await` of a prompt, named for the test's report.
struct AsyncPromptCall: Sendable, CustomTestStringConvertible {
    let name: String
    let call: @Sendable (PromptEnvironment) async throws -> Void

    var testDescription: String { name }

    enum Size: String, CaseIterable, CustomStringConvertible, Sendable {
        case small, large
        var description: String { rawValue }
    }

    /// Every one-call prompt, awaited; each has an `async` twin, so none of them may run on the
    /// awaiting task's thread.
    static let all: [AsyncPromptCall] = [
        AsyncPromptCall(name: "choose, label") { _ = try await Prompt.choose(from: [1, 2], environment: $0) { "\($0)" } },
        AsyncPromptCall(name: "choose, description") { _ = try await Prompt.choose(from: ["a", "b"], environment: $0) },
        AsyncPromptCall(name: "choose, enumeration") { _ = try await Prompt.choose(from: Size.self, environment: $0) },
        AsyncPromptCall(name: "choose, style") {
            _ = try await Prompt.choose(from: ["a", "b"], style: .list, environment: $0, label: { $0 })
        },
        AsyncPromptCall(name: "choose, filter, label") {
            _ = try await Prompt.choose(from: ["a", "b"], filter: .exact, environment: $0) { $0 }
        },
        AsyncPromptCall(name: "choose, filter, description") {
            _ = try await Prompt.choose(from: ["a", "b"], filter: .fuzzy, environment: $0)
        },
        AsyncPromptCall(name: "choose, filtered list") {
            _ = try await Prompt.choose(from: ["a", "b"], style: .list, filter: .exact, environment: $0, label: { $0 })
        },
        AsyncPromptCall(name: "chooseMany, label") {
            _ = try await Prompt.chooseMany(from: ["a", "b"], environment: $0) { $0 }
        },
        AsyncPromptCall(name: "chooseMany, description") { _ = try await Prompt.chooseMany(from: ["a", "b"], environment: $0) },
        AsyncPromptCall(name: "wheels, label") {
            _ = try await Prompt.wheels(components: [[1, 2], [3]], environment: $0) { "\($0)" }
        },
        AsyncPromptCall(name: "wheels, description") { _ = try await Prompt.wheels(components: [["a"], ["b"]], environment: $0) },
        AsyncPromptCall(name: "date") { _ = try await Prompt.date(environment: $0) },
        AsyncPromptCall(name: "time") { _ = try await Prompt.time(environment: $0) },
        AsyncPromptCall(name: "dateAndTime") { _ = try await Prompt.dateAndTime(environment: $0) },
        AsyncPromptCall(name: "yearAndMonth") { _ = try await Prompt.yearAndMonth(environment: $0) },
        AsyncPromptCall(name: "countdown") { _ = try await Prompt.countdown(environment: $0) },
        AsyncPromptCall(name: "dateField") { _ = try await Prompt.dateField(environment: $0) },
        AsyncPromptCall(name: "countdownField") { _ = try await Prompt.countdownField(environment: $0) },
        AsyncPromptCall(name: "graphicalDate") { _ = try await Prompt.graphicalDate(environment: $0) },
        AsyncPromptCall(name: "dates") { _ = try await Prompt.dates(environment: $0) },
        AsyncPromptCall(name: "range") { _ = try await Prompt.range(environment: $0) },
        AsyncPromptCall(name: "form") {
            _ = try await Prompt.form(environment: $0) {
                Field("Fruit", from: ["Apple", "Banana"])
            }
        },
        AsyncPromptCall(name: "text") { _ = try await Prompt.text(environment: $0) },
    ]
}

@Suite("Every prompt can be awaited and cancelled")
struct AsyncPromptTests {
    @Test("awaiting a prompt runs its session on a thread of its own, never the awaiting task's",
          arguments: AsyncPromptCall.all)
    func runsOffThePool(prompt: AsyncPromptCall) async throws {
        let terminal = ThreadNotingTerminal()
        var environment = Fixture.environment(ScriptedTerminal(width: 60, scripts: []))
        environment.terminal = terminal
        try await prompt.call(environment)
        #expect(terminal.onPromptThread == [true])
    }

    @Test("the synchronous call runs the session on the caller's thread, as a blocking call does")
    func syncRunsInPlace() throws {
        let terminal = ThreadNotingTerminal()
        var environment = Fixture.environment(ScriptedTerminal(width: 60, scripts: []))
        environment.terminal = terminal
        _ = try Prompt.choose(from: ["a", "b"], environment: environment)
        #expect(terminal.onPromptThread == [false])
    }

    @Test("a task cancelled before its prompt opens throws taskCancelled and never opens a terminal",
          arguments: AsyncPromptCall.all)
    func cancelledBeforeOpening(prompt: AsyncPromptCall) async throws {
        let terminal = ThreadNotingTerminal()
        var environment = Fixture.environment(ScriptedTerminal(width: 60, scripts: []))
        environment.terminal = terminal
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await prompt.call(environment)
        }
        await #expect(throws: PromptError.taskCancelled) { try await task.value }
        #expect(terminal.onPromptThread.isEmpty)
    }

    @Test("Esc in an awaited prompt is still cancelled, not taskCancelled")
    func escapeIsCancelled() async {
        let environment = Fixture.environment(ScriptedTerminal(width: 60, scripts: ["down esc"]))
        await #expect(throws: PromptError.cancelled) {
            try await Prompt.choose("Fruit", from: ["Apple", "Banana"], environment: environment)
        }
    }
}
