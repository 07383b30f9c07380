import Foundation
import PickerTerminal

extension PickerPrompt {
    /// Shows the prompt and waits for the person; gives back the value they confirmed.
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
    /// ``PromptError/cancelled`` and the terminal restored.
    ///
    /// The session runs on a thread of its own (it waits in `poll`), which the task's
    /// cancellation wakes. Content still arriving through ``feed`` is read in full first.
    ///
    /// ```swift
    /// let task = Task { try await prompt.run() }
    /// task.cancel()   // the prompt closes; `try await task.value` throws PromptError.cancelled
    /// ```
    public func run(
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Value where Value: Sendable {
        if Task.isCancelled { throw .cancelled }
        let cancellation: SessionCancellation
        do {
            cancellation = try SessionCancellation()
        } catch {
            throw .terminalFailed(error.description)
        }
        var picker = self.picker
        feed?.drain(into: &picker)
        let detached = PickerPrompt(picker, warnings: warnings, answer: answer, value: value)
        let handOver = HandOver(prompt: detached)
        let result: Result<Value, PromptError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                Thread.detachNewThread {
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
        let options = TerminalSessionOptions(
            placement: presentation.placement, keepsFinalChoice: presentation.ending == .value,
            timeout: presentation.timeoutSeconds, terminalPath: environment.terminalPath, cancellation: cancellation)
        let settings = PromptSessionSettings(
            options: options, theme: environment.theme, accessible: presentation.accessible || environment.isAccessible,
            opened: { report(warnings) })
        var picker = self.picker
        if presentation.keyMode == .vim { picker.keyMode = .vim }
        let result: TerminalSessionResult<Picker>
        do throws(PromptError) {
            result = try environment.terminal.run(
                picker, feed: feed, settings: settings, finalLine: presentation.ending == .answeredLine ? answer : nil)
        } catch {
            guard case .noTerminal = error, environment.withoutTerminal == .useInitial else { throw error }
            report(warnings)
            return initialValue
        }
        if let error = PromptError(ending: result.outcome) { throw error }
        return value(result.picker)
    }
}

/// Carries a prompt to the thread that runs it. Unchecked because the prompt's picker and feed
/// need not be `Sendable`: the prompt is built for this run, handed over once, and never
/// touched by the caller again.
private struct HandOver<Picker: TerminalPicker, Value>: @unchecked Sendable {
    let prompt: PickerPrompt<Picker, Value>
}
