import Foundation
import PickerKit
import PickerTesting

/// The terminal the family × rule matrix runs `pick`'s real pickers in: one key script in
/// PickerTesting's virtual terminal (``PickerDriver``, the session core the real terminal runs),
/// keeping what a rule looks at — the frames, where the cursor rests in them, every byte drawn,
/// the settings the session was given, the line a confirmed run leaves on screen, and in
/// screen-reader mode what is said
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
        /// For each frame, the text from the cell the cursor rests on to the end of its row
        /// (Behaviour 6.2), and that row's number.
        var focused: [(text: String, row: Int)]
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

    /// A validation every picker run here goes through (Behaviour 6.4), on what it would print;
    /// nil for none.
    private let validation: (@Sendable (String) -> String?)?

    init(script: String, validation: (@Sendable (String) -> String?)? = nil) {
        self.script = script
        self.validation = validation
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
        guard let validation else { return try play(picker, steps: steps, settings: settings, finalLine: finalLine) }
        // The wrapper PickerKit's `validate:` parameters put around every family's picker.
        let validated = ValidatingPicker(picker) { validation(String(decoding: $0.output, as: UTF8.self)) }
        let result = try play(validated, steps: steps, settings: settings, finalLine: finalLine.map { line in { line($0.base) } })
        return TerminalSessionResult(outcome: result.outcome, picker: result.picker.base)
    }

    /// Plays `steps` on `picker` and keeps the record.
    private func play<Picker: TerminalPicker>(
        _ picker: Picker, steps: [KeyScript.Step], settings: PromptSessionSettings, finalLine: ((Picker) -> String)?
    ) throws(PromptError) -> TerminalSessionResult<Picker> {
        settings.opened()
        let ran: Driven<Picker>
        var transcript: [String] = []
        if settings.accessible {
            let spoken = drive(TranscribedPicker(picker, locale: Locale(identifier: settings.options.spokenLanguage)), steps: steps, settings: settings)
            // What the session says as it closes: the answer after Enter, "Cancelled." after Esc.
            let closing = spoken.picker.transcript.closingLines(
                after: spoken.outcome, answer: spoken.outcome == .confirmed ? finalLine?(spoken.picker.picker) : nil)
            transcript = spoken.picker.lines + closing
            ran = Driven(
                outcome: spoken.outcome, picker: spoken.picker.picker, frames: spoken.frames, focused: spoken.focused,
                written: spoken.written)
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
            frames: ran.frames, focused: ran.focused, written: ran.written, options: settings.options, kept: kept, accessible: settings.accessible,
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
        var focused: [(text: String, row: Int)]
        var written: String
    }

    /// The text from `buffer`'s focus (its first cell when it has none, as the session rests
    /// the cursor) to the end of that row, and the row.
    private static func focused(_ buffer: Buffer) -> (text: String, row: Int) {
        let focus = buffer.focus ?? CursorPosition(x: 0, y: 0)
        guard focus.y >= 0, focus.y < buffer.height, focus.x >= 0 else { return ("", focus.y) }
        return ((focus.x..<buffer.width).map { buffer[$0, focus.y].grapheme }.joined(), focus.y)
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
        var focused = [Self.focused(driver.buffer)]
        var written = driver.lastWrite
        for step in steps {
            driver.perform(step)
            frames.append(driver.frame)
            focused.append(Self.focused(driver.buffer))
            written += driver.lastWrite
        }
        return Driven(
            outcome: driver.outcome ?? .cancelled, picker: driver.picker, frames: frames, focused: focused, written: written)
    }
}
