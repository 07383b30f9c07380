import Foundation
import PickerKit
import PickerTesting

/// The terminal the family × rule matrix runs `pick`'s real pickers in: one key script in
/// PickerTesting's virtual terminal (``PickerDriver``, the session core the real terminal runs),
/// keeping what a rule looks at — the frames, every byte drawn, the settings the session was
/// given, and the line a confirmed run leaves on screen.
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
        var height: Int?
        if case .inline(let rows) = settings.options.placement { height = rows }
        var driver = PickerDriver(
            picker, width: 80, height: height, followsHeight: height == nil, theme: settings.theme, options: settings.options)
        settings.opened()
        var frames = [driver.frame]
        var written = driver.lastWrite
        for step in steps {
            driver.perform(step)
            frames.append(driver.frame)
            written += driver.lastWrite
        }
        let outcome = driver.outcome ?? .cancelled
        // What the session leaves on screen as it closes (TerminalSession's `close(showing:)`).
        let kept: String? =
            if outcome != .confirmed { nil }
            else if let finalLine { finalLine(driver.picker) }
            else if settings.options.keepsFinalChoice { String(decoding: driver.picker.output, as: UTF8.self) }
            else { nil }
        let record = Record(frames: frames, written: written, options: settings.options, kept: kept)
        lock.withLock { recorded = record }
        return TerminalSessionResult(outcome: outcome, picker: driver.picker)
    }
}
