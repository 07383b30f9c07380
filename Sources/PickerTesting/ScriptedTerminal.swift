import Foundation
import PickerKit
import ProcessState

/// A `PromptTerminal` for tests: every prompt a program asks (one-call prompts and
/// forms alike) runs in the virtual terminal of ``PickerDriver``, the same session core as the
/// real terminal, pressing the keys of the next ``KeyScript`` in line; the terminal keeps what
/// each run showed and what a real terminal would be left showing.
///
/// Put it in the environment the program's prompts are given (or make it current with
/// `PromptEnvironment.withCurrent`), run the program, then look at the typed values it got and
/// at ``runs``.
///
/// Each way a script can go wrong ends the prompt with its own error, never as if the person
/// had pressed Esc:
/// - a script that runs out with the prompt still open throws
///   `PromptError.scriptExhausted(lastKey:)`, naming the last key it read (its run is still
///   recorded, with a nil ``Run/outcome``, so the frames show where it stopped);
/// - a prompt with no script left ends as a terminal-less run would, with
///   `PromptError.noTerminal(reason:)`;
/// - a script with a word ``KeyScript`` cannot read ends it with
///   `PromptError.terminalFailed(_:)` naming the word.
///
/// Scripts left over at the end usually mean the program asked fewer questions than the test
/// expects: ``unusedScripts`` lists them, and ``checkAllScriptsUsed()`` throws naming them.
///
/// ```swift
/// let terminal = ScriptedTerminal(width: 60, scripts: ["down down enter", "enter"])
/// var environment = PromptEnvironment.current
/// environment.terminal = terminal
/// let fruit = try Prompt.choose("Fruit", from: ["Apple", "Banana", "Cherry"], environment: environment)
/// let day = try Prompt.date("Day", environment: environment)
/// fruit                          // "Cherry"
/// terminal.answeredLines         // ["Fruit: Cherry", "Day: Nov 22, 2026"]
/// terminal.runs[0].frames[0]     // the fruit wheel as it opened
/// try terminal.checkAllScriptsUsed()
/// ```
public final class ScriptedTerminal: PromptTerminal, Sendable {
    /// The scripts not used yet and the runs so far.
    private struct Tape {
        var scripts: [String]
        var recorded: [Run] = []
    }

    private let tape: Locked<Tape>

    /// The virtual terminal's width.
    public let width: Int
    /// Its height; nil: each prompt's own, following it as it changes (an inline prompt).
    public let height: Int?

    /// One prompt's run: how it ended, its frames, and the line it left.
    public struct Run: Sendable {
        /// How the session ended; nil when the script ended with the prompt still open (the
        /// prompt then throws `PromptError.scriptExhausted(lastKey:)`).
        public var outcome: TerminalSessionOutcome?
        /// The frame before any key, then the frame after each step of the script.
        public var frames: [String]
        /// The line a confirmed prompt left on screen (a form's lines joined by line breaks).
        public var answeredLine: String?
        /// Whether the prompt was shown in screen-reader mode (its frames are then still drawn).
        public var accessible: Bool
        /// The session options the prompt asked for: its placement, timeout, whether the final
        /// choice is kept, and the rest, as a real terminal would have been given them.
        ///
        /// ```swift
        /// _ = try Prompt.choose(from: ["a"], presentation: PromptPresentation(timeout: .seconds(5)),
        ///                       environment: environment)
        /// terminal.runs[0].options.timeout   // 5.0
        /// ```
        public var options: TerminalSessionOptions
        /// In screen-reader mode, every line said, the opening ones first (see
        /// ``TranscribedPicker``) and the closing one last (the answer after Enter, "Cancelled."
        /// after Esc); empty otherwise.
        public var transcript: [String]
    }

    /// A `width`×`height` terminal that answers prompts with `scripts`, one per prompt, in order.
    ///
    /// ```swift
    /// let terminal = ScriptedTerminal(width: 40, scripts: ["tab tab enter"])
    /// ```
    public init(width: Int = 80, height: Int? = nil, scripts: [String]) {
        self.width = width
        self.height = height
        tape = Locked(Tape(scripts: scripts))
    }

    /// Every prompt run so far, oldest first.
    public var runs: [Run] { tape.withLock { $0.recorded } }

    /// The scripts no prompt has used yet, in order: empty once every prompt the test expected
    /// was asked.
    ///
    /// ```swift
    /// let terminal = ScriptedTerminal(scripts: ["enter", "down enter"])
    /// _ = try Prompt.choose(from: ["a", "b"], environment: environment)
    /// terminal.unusedScripts   // ["down enter"]
    /// ```
    public var unusedScripts: [String] { tape.withLock { $0.scripts } }

    /// Scripts a ``ScriptedTerminal`` was given that no prompt used: the program asked fewer
    /// questions than the test wrote answers for.
    public struct UnusedScripts: Error, Equatable, CustomStringConvertible {
        /// The scripts never used, in order.
        public var scripts: [String]

        /// The error for `scripts`, left over in this order.
        public init(scripts: [String]) {
            self.scripts = scripts
        }

        /// One line naming how many and which: `ScriptedTerminal: 1 script never used: "down enter"`.
        public var description: String {
            let count = scripts.count == 1 ? "1 script" : "\(scripts.count) scripts"
            return "ScriptedTerminal: \(count) never used: " + scripts.map { "\"\($0)\"" }.joined(separator: ", ")
        }
    }

    /// Throws when a script was never used, naming it; call it at the end of a test, after the
    /// program ran, so a question the program stopped asking does not go unnoticed.
    ///
    /// ```swift
    /// let terminal = ScriptedTerminal(scripts: ["enter", "down enter"])
    /// _ = try Prompt.choose(from: ["a", "b"], environment: environment)
    /// try terminal.checkAllScriptsUsed()
    /// // throws: ScriptedTerminal: 1 script never used: "down enter"
    /// ```
    public func checkAllScriptsUsed() throws(UnusedScripts) {
        let left = unusedScripts
        if !left.isEmpty { throw UnusedScripts(scripts: left) }
    }

    /// What a real terminal would be left showing: the lines of the confirmed prompts, one per
    /// line, oldest first.
    public var answeredLines: [String] {
        runs.compactMap(\.answeredLine).flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    }

    /// Runs `picker` under the next script; see ``ScriptedTerminal``.
    public func run<Picker: TerminalPicker>(
        _ picker: Picker, feed: InputFeed<Picker>?, settings: PromptSessionSettings, finalLine: ((Picker) -> String)?
    ) throws(PromptError) -> TerminalSessionResult<Picker> {
        let script: String? = tape.withLock { $0.scripts.isEmpty ? nil : $0.scripts.removeFirst() }
        guard let script else { throw .noTerminal(reason: "the scripted terminal has no script left") }
        let written: [(token: String, step: KeyScript.Step)]
        do {
            written = try KeyScript.written(script)
        } catch {
            throw .terminalFailed(error.description)
        }
        let steps = written.map(\.step)
        var picker = picker
        feed?.drain(into: &picker)
        settings.opened()
        let ran: (outcome: TerminalSessionOutcome?, picker: Picker, frames: [String], transcript: [String])
        if settings.accessible {
            let driven = drive(TranscribedPicker(picker, locale: Locale(identifier: settings.options.spokenLanguage)), steps: steps, settings: settings)
            // A prompt still open says no closing line: nothing closed it.
            let closing = driven.outcome.map { outcome in
                driven.picker.transcript.closingLines(
                    after: outcome, answer: outcome == .confirmed ? finalLine?(driven.picker.picker) : nil)
            } ?? []
            ran = (driven.outcome, driven.picker.picker, driven.frames, driven.picker.lines + closing)
        } else {
            let driven = drive(picker, steps: steps, settings: settings)
            ran = (driven.outcome, driven.picker, driven.frames, [])
        }
        let line = ran.outcome == .confirmed ? finalLine?(ran.picker) : nil
        let run = Run(outcome: ran.outcome, frames: ran.frames, answeredLine: line, accessible: settings.accessible,
                      options: settings.options, transcript: ran.transcript)
        tape.withLock { $0.recorded.append(run) }
        // A script that runs out is the test's mistake, not the person's Esc: its own error.
        guard let outcome = ran.outcome else { throw .scriptExhausted(lastKey: written.last?.token) }
        return TerminalSessionResult(outcome: outcome, picker: ran.picker)
    }

    /// Runs `picker` through `steps` in the virtual terminal, keeping a frame per step.
    private func drive<Driven: TerminalPicker>(_ picker: Driven, steps: [KeyScript.Step], settings: PromptSessionSettings)
        -> (outcome: TerminalSessionOutcome?, picker: Driven, frames: [String])
    {
        var driver = PickerDriver(picker, width: width, height: height, followsHeight: height == nil, theme: settings.theme,
                                  options: settings.options, accessible: settings.accessible)
        var frames = [driver.frame]
        for step in steps {
            driver.perform(step)
            frames.append(driver.frame)
        }
        return (driver.outcome, driver.picker, frames)
    }
}
