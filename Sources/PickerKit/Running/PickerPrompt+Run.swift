import Foundation
import PickerCore
import PickerTerminal

extension PickerPrompt {
    /// Shows the prompt and waits for the person; gives back the value they confirmed.
    ///
    /// This is the one body every prompt runs, `async` or not: the session is a loop that
    /// sleeps in `poll` on the terminal, a signal pipe and the cancellation pipe, so it needs a
    /// thread of its own whatever the caller is. The synchronous call runs it on the caller's
    /// thread; `run(presentation:environment:) async` hands the same call to a new thread and
    /// wakes it through ``/PickerTerminal/SessionCancellation`` when the task is cancelled. (Running the `async`
    /// one underneath and blocking the synchronous caller on it would park a thread anyway, and
    /// deadlock a caller already on the cooperative pool.)
    ///
    /// The environment says where (``PromptEnvironment/terminal``, the real terminal by default),
    /// with which theme, and whether in screen-reader mode; the presentation how (inline or
    /// fullscreen, help line, timeout, what stays on screen). Warnings (the prompt's, an
    /// ignored setting) are reported once the prompt is shown.
    ///
    /// - Throws: ``PromptError/cancelled`` (Esc), ``PromptError/interrupted`` (Ctrl-C),
    ///   ``PromptError/timedOut``, ``PromptError/terminated(signal:)``, or
    ///   ``PromptError/noTerminal(reason:)`` unless the environment says
    ///   ``PromptEnvironment/WithoutTerminal/useInitial``.
    ///
    /// ```swift
    /// let size = try prompt.run(presentation: PromptPresentation(timeout: .seconds(10)))
    /// ```
    public func run(
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) throws(PromptError) -> Value {
        try run(presentation: presentation, environment: environment, cancellation: nil)
    }

    /// Shows the prompt without blocking the caller's thread, and gives back the value the
    /// person confirmed; cancelling the task ends the prompt at once with
    /// ``PromptError/taskCancelled`` and the terminal restored.
    ///
    /// The session runs on a thread of its own (it waits in `poll`), which the task's
    /// cancellation wakes, so an `await` never holds a thread of Swift's cooperative pool.
    /// Content still arriving through ``feed`` is read in full first. Only one prompt runs on
    /// the terminal at a time: a second one started meanwhile waits for the first to end (see
    /// `run(presentation:environment:)`).
    ///
    /// ```swift
    /// let task = Task { try await prompt.run() }
    /// task.cancel()   // the prompt closes; `try await task.value` throws PromptError.taskCancelled
    /// ```
    public func run(
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Value where Value: Sendable {
        if Task.isCancelled { throw .taskCancelled }
        let cancellation: SessionCancellation
        do {
            cancellation = try SessionCancellation()
        } catch {
            throw .terminalFailed(error.description)
        }
        var picker = self.picker
        feed?.drain(into: &picker)
        var detached = PickerPrompt(picker, warnings: warnings, answer: answer, value: value)
        detached.validation = validation
        let handOver = HandOver(prompt: detached)
        let result: Result<Value, PromptError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                Thread.detachNewThread {
                    PromptThread.markCurrent()
                    continuation.resume(returning: Result { () throws(PromptError) -> Value in
                        try handOver.prompt.run(
                            presentation: presentation, environment: environment, cancellation: cancellation)
                    })
                }
            }
        } onCancel: {
            cancellation.cancel()
        }
        return try result.get()
    }

    private func run(
        presentation: PromptPresentation, environment: PromptEnvironment, cancellation: SessionCancellation?
    ) throws(PromptError) -> Value {
        let warnings = environment.settingWarnings + self.warnings
        let report = environment.reportWarnings
        if presentation.usesInitialValue {
            report(warnings)
            return initialValue
        }
        var options = TerminalSessionOptions(
            placement: presentation.placement, keepsFinalChoice: presentation.ending == .value,
            timeout: presentation.timeoutSeconds, terminalPath: environment.terminalPath, cancellation: cancellation)
        // Screen-reader mode's own sentences are chrome: the chrome's language, not the dates'.
        options.spokenLanguage = environment.strings.language
        let settings = PromptSessionSettings(
            options: options, theme: environment.theme, accessible: presentation.accessible || environment.isAccessible,
            opened: { report(warnings) })
        var picker = self.picker
        if presentation.keyMode == .vim { picker.keyMode = .vim }
        let result: TerminalSessionResult<Picker>
        do throws(PromptError) {
            // The chrome's words are the environment's for as long as the session draws
            // (Behaviour 6.1): the pickers read them where they write a label or a notice.
            let finalLine = presentation.ending == .answeredLine ? answer : nil
            result = try PromptStrings.$current.withValue(environment.strings) {
                Result { () throws(PromptError) in
                    try runSession(picker, in: environment.terminal, settings: settings,
                                   isRightToLeft: environment.isRightToLeft, finalLine: finalLine)
                }
            }.get()
        } catch {
            guard case .noTerminal = error, environment.withoutTerminal == .useInitial else { throw error }
            report(warnings)
            return initialValue
        }
        // Input the lines' bounds left out is told once the terminal is restored (Behaviour 7.4).
        if let notice = feed?.notice(for: result.picker) { report([notice]) }
        // The session ends a cancelled task as it ends an Esc; the pipe says which it was.
        if result.outcome == .cancelled, cancellation?.isCancelled == true { throw .taskCancelled }
        if let error = PromptError(ending: result.outcome) { throw error }
        return value(result.picker)
    }
}

extension PickerPrompt {
    /// Runs `picker` on `terminal`, inside a ``ValidatingPicker`` when the prompt validates:
    /// the one place a validation reaches the session, whichever family the picker is. The
    /// direction is asked only then: it makes a `Locale`, and the first one made costs a prompt
    /// that has no validation a large share of its start.
    fileprivate func runSession(
        _ picker: Picker, in terminal: any PromptTerminal, settings: PromptSessionSettings,
        isRightToLeft: @autoclosure () -> Bool, finalLine: ((Picker) -> String)?
    ) throws(PromptError) -> TerminalSessionResult<Picker> {
        guard let validation else {
            return try terminal.run(picker, feed: feed, settings: settings, finalLine: finalLine)
        }
        let wrappedFeed = feed.map { $0.handedToValidatedPicker() }
        let result = try terminal.run(
            ValidatingPicker(picker, isRightToLeft: isRightToLeft(), validate: validation), feed: wrappedFeed, settings: settings,
            finalLine: finalLine.map { line in { line($0.base) } })
        return TerminalSessionResult(outcome: result.outcome, picker: result.picker.base)
    }
}

extension InputFeed where Picker: TerminalPicker {
    /// This feed, handing what arrives to the picker inside a validating one.
    fileprivate func handedToValidatedPicker() -> InputFeed<ValidatingPicker<Picker>> {
        let absorb = self.absorb
        return InputFeed<ValidatingPicker<Picker>>(reader: reader, chunkSize: chunkSize) {
            (validating: inout ValidatingPicker<Picker>, arrival: InputFeed<ValidatingPicker<Picker>>.Arrival) -> Bool in
            // Each feed type nests its own `Arrival`, so the case is carried over.
            switch arrival {
            case .bytes(let bytes): absorb(&validating.base, .bytes(bytes))
            case .end: absorb(&validating.base, .end)
            }
        }
    }
}

/// The threads `async` prompts run their sessions on, each started for one prompt.
///
/// ```swift
/// PromptThread.isCurrent   // true inside a PromptTerminal's run for an awaited prompt
/// ```
package enum PromptThread {
    private static let key = "PickerKit.PromptThread"

    /// Whether the calling thread is one an `async` prompt started: a terminal (or a test) can
    /// tell that an awaited prompt holds no thread of the cooperative pool.
    package static var isCurrent: Bool {
        Thread.current.threadDictionary[key] as? Bool == true
    }

    /// Marks the calling thread as a prompt's.
    static func markCurrent() {
        Thread.current.threadDictionary[key] = true
    }
}

/// Carries a prompt to the thread that runs it. Unchecked because the prompt's picker and feed
/// need not be `Sendable`: the prompt is built for this run, handed over once, and never
/// touched by the caller again.
private struct HandOver<Picker: TerminalPicker, Value>: @unchecked Sendable {
    let prompt: PickerPrompt<Picker, Value>
}
