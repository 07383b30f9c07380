import Foundation
import PickerKit
import PickerTesting

/// The terminal the family × rule matrix runs `pick`'s real pickers in: one key script in
/// PickerTesting's virtual terminal (``PickerDriver``, the session core the real terminal runs),
/// keeping what a rule looks at — the frames, every byte drawn, the settings the session was
/// given, the line a confirmed run leaves on screen, and in screen-reader mode what is said
/// (through PickerTesting's ``TranscribedPicker``, as ``ScriptedTerminal`` hears it).
///
/// An inline `--height` becomes the virtual terminal's height, as the real session sizes its
/// area; without one the area follows the picker's own height.
final class MatrixTerminal: PromptTerminal, @unchecked Sendable {
    // Unchecked: one run at a time; the lock keeps the record consistent anyway.
    private let lock = NSLock()
    private let script: String
    private var recorded: Record?

    /// What one run showed.
    struct Record {
        /// The frame before any key, then the frame after each step.
        var frames: [String]
        /// Every byte the frames took to draw, escapes included.
        var written: String
        /// The session settings the command asked for.
        var options: TerminalSessionOptions
        /// What a confirmed run leaves on screen: the value with `--keep`, else nothing.
        var kept: String?
        /// Whether the session was asked for in screen-reader mode (`--accessible`).
        var accessible: Bool
        /// In screen-reader mode, every line said: the opening lines, one per change, and the
        /// closing one last (the answer after Enter, "Cancelled." after Esc); empty otherwise.
        var transcript: [String]
    }

    init(script: String) {
        self.script = script
    }

    /// The run's record; nil when no picker opened.
    var record: Record? { lock.withLock { recorded } }

    func run<Picker: TerminalPicker>(
        _ picker: Picker, feed: InputFeed<Picker>?, settings: PromptSessionSettings, finalLine: ((Picker) -> String)?
    ) throws(PromptError) -> TerminalSessionResult<Picker> {
        let steps: [KeyScript.Step]
        do {
            steps = try KeyScript.parse(script)
        } catch {
            throw .terminalFailed(error.description)
        }
        var picker = picker
        feed?.drain(into: &picker)
        settings.opened()
        let ran: Driven<Picker>
        var transcript: [String] = []
        if settings.accessible {
            let spoken = drive(TranscribedPicker(picker), steps: steps, settings: settings)
            // What the session says as it closes: the answer after Enter, "Cancelled." after Esc.
            let closing = spoken.picker.transcript.closingLines(
                after: spoken.outcome, answer: spoken.outcome == .confirmed ? finalLine?(spoken.picker.picker) : nil)
            transcript = spoken.picker.lines + closing
            ran = Driven(outcome: spoken.outcome, picker: spoken.picker.picker, frames: spoken.frames, written: spoken.written)
        } else {
            ran = drive(picker, steps: steps, settings: settings)
        }
        let outcome = ran.outcome
        // What the session leaves on screen as it closes (TerminalSession's `close(showing:)`).
        let kept: String? =
            if outcome != .confirmed { nil }
            else if let finalLine { finalLine(ran.picker) }
            else if settings.options.keepsFinalChoice { String(decoding: ran.picker.output, as: UTF8.self) }
            else { nil }
        let record = Record(
            frames: ran.frames, written: ran.written, options: settings.options, kept: kept, accessible: settings.accessible,
            transcript: transcript)
        lock.withLock { recorded = record }
        return TerminalSessionResult(outcome: outcome, picker: ran.picker)
    }

    /// How a driven picker ended, as the input left it, and what it drew.
    private struct Driven<Drawn: TerminalPicker> {
        /// Cancelled when the script ends with the picker open, as the session ends it.
        var outcome: TerminalSessionOutcome
        var picker: Drawn
        var frames: [String]
        var written: String
    }

    /// Runs `picker` through `steps` on the virtual terminal, keeping a frame per step.
    private func drive<Picker: TerminalPicker>(_ picker: Picker, steps: [KeyScript.Step], settings: PromptSessionSettings)
        -> Driven<Picker>
    {
        var height: Int?
        if case .inline(let rows) = settings.options.placement { height = rows }
        var driver = PickerDriver(
            picker, width: 80, height: height, followsHeight: height == nil, theme: settings.theme, options: settings.options,
            accessible: settings.accessible)
        var frames = [driver.frame]
        var written = driver.lastWrite
        for step in steps {
            driver.perform(step)
            frames.append(driver.frame)
            written += driver.lastWrite
        }
        return Driven(outcome: driver.outcome ?? .cancelled, picker: driver.picker, frames: frames, written: written)
    }
}
