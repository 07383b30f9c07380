import Foundation
import PickerCore
import TerminalUI

/// Screen-reader mode's session (`pick --accessible`): runs a ``TerminalPicker`` on the
/// controlling terminal as plain lines instead of a drawn picker.
///
/// Nothing is cursor-addressed and nothing is coloured: the prompt and every change are lines
/// from an ``AccessibleTranscript``, each fitting the window's width, written one after
/// another to `/dev/tty` (never to standard output, which gets only the value), so a screen
/// reader speaks each line as it arrives and a braille display shows it. A key's change waits a
/// moment (`AccessibleTranscript.settleWindow`) and a key that comes meanwhile replaces it, so
/// a held key or a quick burst is said once, where it ended, instead of a backlog the reader
/// works through row by row; lines of keys that change nothing ("End of list.") are said at
/// once, and the closing line always. The cursor rests at the start of the last line said,
/// where a console reader and a braille display find it; the line break comes before the next
/// line, and after the closing one. Keys work as in the drawn picker: the terminal is in raw
/// mode, Enter confirms, Esc cancels, Ctrl-C interrupts, Ctrl-Z suspends.
///
/// It shares the platform layer with ``TerminalSession`` (raw mode, the signal self-pipe, the
/// crash guard, `poll`), so the terminal is restored on the same exit paths: Enter, Esc,
/// Ctrl-C, SIGTERM, SIGHUP, a timeout, a fatal signal, and Ctrl-Z until `fg`.
///
/// ```swift
/// let session = try AccessibleSession(options: TerminalSessionOptions(timeout: 60))
/// var picker = makePicker()
/// if try session.run(&picker) == .confirmed { print(picker.output) }
/// // On the terminal:
/// // Time, 2:30 PM
/// // Hour, 2 PM, adjustable. Up or Down arrow to adjust the value; ...
/// // Enter selects, Escape cancels.
/// // Question mark repeats these hints.
/// // Hour, 3 PM                                                          (after Down)
/// // 3:30 PM chosen.                                                     (after Enter)
/// ```
public final class AccessibleSession {
    let options: TerminalSessionOptions
    let terminal: TerminalDevice
    /// True while the cursor rests on a line said (not at the start of an empty one).
    private var restsOnLine = false

    /// Opens the controlling terminal; throws when there is none (cron, CI, `setsid`). Only
    /// ``TerminalSessionOptions/timeout``, ``TerminalSessionOptions/escapeTimeout`` and
    /// ``TerminalSessionOptions/terminalPath`` apply: lines need no placement.
    public init(options: TerminalSessionOptions = TerminalSessionOptions()) throws(TerminalDeviceError) {
        self.options = options
        terminal = try TerminalDevice(path: options.terminalPath)
    }

    /// Runs `picker` until the person confirms, cancels or interrupts, time runs out, or a
    /// signal ends it; the terminal settings are restored before it returns.
    ///
    /// Keys, Ctrl-C, Ctrl-Z, the Esc wait and the timeout follow the same `SessionCore` as the
    /// drawn session, so every key means the same in both. The last line confirms the answer
    /// after Enter (`finalLine` of the picker, else its summary) or the cancellation after Esc;
    /// see ``AccessibleTranscript/closingLines(after:answer:)``.
    ///
    /// One session runs at a time in a process, as for ``TerminalSession``: started while
    /// another runs on another thread, it waits for that one to end.
    public func run<Picker: TerminalPicker>(
        _ picker: inout Picker, finalLine: ((Picker) -> String)? = nil
    ) throws(TerminalDeviceError) -> TerminalSessionOutcome {
        let outcome = try SessionTurn.during(cancellation: options.cancellation) { () throws(TerminalDeviceError) in
            try runInTurn(&picker, finalLine: finalLine)
        }
        return outcome ?? .cancelled
    }

    /// ``run(_:finalLine:)`` once the session has its turn.
    private func runInTurn<Picker: TerminalPicker>(
        _ picker: inout Picker, finalLine: ((Picker) -> String)?
    ) throws(TerminalDeviceError) -> TerminalSessionOutcome {
        let relay = try SignalRelay()
        try terminal.enterRawMode()
        CrashGuard.arm(terminal: terminal, restore: "\r\n")
        defer {
            CrashGuard.disarm()
            terminal.restoreMode()
        }

        var transcript = AccessibleTranscript(
            picker, strings: PromptStrings(language: options.spokenLanguage, overrides: PromptStrings.current.overrides))
        defer { picker = transcript.picker }
        var core = SessionCore<Picker>(now: MonotonicClock.now(), options: options, showsFrames: false)
        resize(&core, &transcript)
        say(transcript.openingLines)

        while core.outcome == nil {
            let waitStart = MonotonicClock.now()
            let ready = Poller.wait(
                for: [terminal.fileDescriptor, relay.readDescriptor] + options.cancellationDescriptors,
                timeout: Self.sooner(
                    core.waitTime(now: waitStart, animating: transcript.picker.needsTicks), transcript.heldWait(now: waitStart)))
            let now = MonotonicClock.now()
            if ready.count > 2, ready[2] {
                core.end(.cancelled)
                break
            }
            if ready[1] {
                for signal in relay.drain() {
                    switch signal {
                    case .windowChanged: resize(&core, &transcript)
                    case .interrupt: core.end(.interrupted)
                    case let .terminate(number): core.end(.terminated(signal: number))
                    case .suspend: suspend(&transcript)
                    case .resumed: try? terminal.enterRawMode()
                    }
                }
            }
            if ready[0] {
                guard let bytes = terminal.readAll() else {
                    core.end(.terminated(signal: TerminalDevice.hangUpSignal))
                    break
                }
                core.receive(bytes, now: now)
            }
            // A slice of the queued input; signals and new keys are looked at before the next.
            // Each key's change is held (Behaviour 6.3): a console reader queues every line, so
            // a burst says only where it ended, once no key follows within the settle window.
            let sliceEnd = now + SessionCore<Picker>.sliceDuration
            while true {
                let before = transcript.spokenState
                guard let handled = core.handleNext(&transcript.picker, now: now) else { break }
                switch handled {
                case .suspend: suspend(&transcript)
                case let .picker(status):
                    say(transcript.linesHoldingChange(after: status, event: core.lastEvent, before: before, now: now))
                case .ignored: break
                }
                if MonotonicClock.now() >= sliceEnd { break }
            }
            if core.tick(&transcript.picker, now: now) {
                say(transcript.linesAfterTick())
            }
            say(transcript.heldLines(now: MonotonicClock.now(), inputQueued: core.hasQueuedInput))
        }
        let outcome = core.outcome ?? .cancelled
        say(transcript.closingLines(after: outcome, answer: outcome == .confirmed ? finalLine?(transcript.picker) : nil))
        endLine()
        return outcome
    }

    /// Runs `picker` until it is done and hands it back with the outcome (see
    /// ``TerminalSessionResult``), so the caller reads the value from what the run returned.
    ///
    /// ```swift
    /// let result = try session.run(makePicker())
    /// if let value = result.output { print(String(decoding: value, as: UTF8.self)) }
    /// ```
    public func run<Picker: TerminalPicker>(
        _ picker: consuming Picker, finalLine: ((Picker) -> String)? = nil
    ) throws(TerminalDeviceError) -> TerminalSessionResult<Picker> {
        var picker = picker
        let outcome = try run(&picker, finalLine: finalLine)
        return TerminalSessionResult(outcome: outcome, picker: picker)
    }

    /// Each line on a row of its own, the cursor left at the start of the last one (raw mode
    /// does not turn `\n` into `\r\n`).
    private func say(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        terminal.write((restsOnLine ? "\r\n" : "") + lines.joined(separator: "\r\n") + "\r")
        restsOnLine = true
    }

    /// Moves past the last line said, so what the shell prints next starts a row of its own:
    /// the cursor is at the line's start already, so a line feed ends it as `\r\n` would.
    private func endLine() {
        guard restsOnLine else { return }
        terminal.write("\n")
        restsOnLine = false
    }

    /// The window's size goes to the transcript, which fits its lines to the width, and
    /// through the core to the picker.
    private func resize<Picker: TerminalPicker>(
        _ core: inout SessionCore<Picker>, _ transcript: inout AccessibleTranscript<Picker>
    ) {
        let size = windowSize()
        transcript.width = size.width
        core.resize(&transcript.picker, to: size)
    }

    /// The window's size, which screen-reader mode only passes on to the picker.
    private func windowSize() -> AreaSize {
        let size = terminal.windowSize() ?? (columns: 80, rows: 24)
        return AreaSize(width: size.columns, height: size.rows)
    }

    /// Ctrl-Z: the terminal goes back to the shell until `fg`, then the focused element is said
    /// again, since the person has heard the shell meanwhile; that says any change still held.
    private func suspend<Picker: TerminalPicker>(_ transcript: inout AccessibleTranscript<Picker>) {
        // Where the job cannot be stopped (`x=$(pick …)` at a prompt), the prompt stays.
        guard ProcessControl.canSuspendJob else { return }
        _ = transcript.heldLines(now: .infinity, inputQueued: false)
        endLine()
        terminal.restoreMode()
        ProcessControl.suspendJob(untilForegroundOf: terminal)
        try? terminal.enterRawMode()
        say([DisplayText.sanitized(transcript.picker.accessibleAnnouncement)])
    }

    /// The earlier of two waits, nil (no limit) only when both are.
    private static func sooner(_ first: Double?, _ second: Double?) -> Double? {
        guard let first else { return second }
        guard let second else { return first }
        return min(first, second)
    }
}
