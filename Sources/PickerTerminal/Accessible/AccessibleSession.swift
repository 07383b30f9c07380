import TerminalUI

/// Screen-reader mode's session (`pick --accessible`): runs a ``TerminalPicker`` on the
/// controlling terminal as plain lines instead of a drawn picker.
///
/// Nothing is cursor-addressed and nothing is coloured: the prompt and every change are lines
/// from an ``AccessibleTranscript``, written one after another to `/dev/tty` (never to
/// standard output, which gets only the value), so a screen reader speaks each line as it
/// arrives and a braille display shows it. Keys work as in the drawn picker: the terminal is
/// in raw mode, Enter confirms, Esc cancels, Ctrl-C interrupts, Ctrl-Z suspends.
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
/// // Hour, 3 PM, adjustable. Up or Down arrow to adjust the value; ...     (after Down)
/// ```
public final class AccessibleSession {
    let options: TerminalSessionOptions
    let terminal: TerminalDevice

    /// Opens the controlling terminal; throws when there is none (cron, CI, `setsid`). Only
    /// ``TerminalSessionOptions/timeout``, ``TerminalSessionOptions/escapeTimeout`` and
    /// ``TerminalSessionOptions/terminalPath`` apply: lines need no placement.
    public init(options: TerminalSessionOptions = TerminalSessionOptions()) throws(TerminalDeviceError) {
        self.options = options
        terminal = try TerminalDevice(path: options.terminalPath)
    }

    /// Runs `picker` until the person confirms, cancels or interrupts, time runs out, or a
    /// signal ends it; the terminal settings are restored before it returns.
    public func run<Picker: TerminalPicker>(_ picker: inout Picker) throws(TerminalDeviceError)
        -> TerminalSessionOutcome
    {
        let relay = try SignalRelay()
        try terminal.enterRawMode()
        CrashGuard.arm(terminal: terminal, restore: "\r\n")
        defer {
            CrashGuard.disarm()
            terminal.restoreMode()
        }

        var transcript = AccessibleTranscript(picker)
        defer { picker = transcript.picker }
        tellSize(to: &transcript)
        say(transcript.openingLines)

        var decoder = InputDecoder()
        let start = MonotonicClock.now()
        let deadline = options.timeout.map { start + max(0, $0) }
        var lastInput = start
        var outcome: TerminalSessionOutcome?

        while outcome == nil {
            let ready = Poller.wait(
                for: [terminal.fileDescriptor, relay.readDescriptor],
                timeout: waitTime(transcript.picker.needsTicks, decoder: decoder, lastInput: lastInput,
                                  deadline: deadline))
            let now = MonotonicClock.now()
            if ready[1] {
                for signal in relay.drain() {
                    switch signal {
                    case .windowChanged: tellSize(to: &transcript)
                    case .interrupt: outcome = outcome ?? .interrupted
                    case let .terminate(number): outcome = outcome ?? .terminated(signal: number)
                    case .suspend: suspend(saying: transcript.picker.accessibleAnnouncement)
                    case .resumed: try? terminal.enterRawMode()
                    }
                }
            }
            var bytes: [UInt8] = []
            if ready[0] {
                guard let read = terminal.readAvailable() else {
                    outcome = outcome ?? .terminated(signal: TerminalDevice.hangUpSignal)
                    break
                }
                bytes = read
                lastInput = now
            }
            if outcome != nil { break }

            var events = decoder.decode(bytes)
            if decoder.isAwaitingMore, now - lastInput >= options.escapeTimeout {
                events += decoder.flush()
            }
            for event in events {
                switch event {
                case .key(KeyPress(.character("c"), [.control])):
                    outcome = .interrupted
                case .key(KeyPress(.character("z"), [.control])):
                    suspend(saying: transcript.picker.accessibleAnnouncement)
                case .mouse:
                    // Mouse reporting is never turned on; a stray report means nothing here.
                    continue
                default:
                    let step = transcript.handle(event, now: now)
                    say(step.lines)
                    switch step.status {
                    case .running: break
                    case .confirmed: outcome = .confirmed
                    case .cancelled: outcome = .cancelled
                    }
                }
                if outcome != nil { break }
            }
            if outcome == nil, transcript.picker.needsTicks {
                say(transcript.tick(now: now))
            }
            if outcome == nil, let deadline, now >= deadline {
                outcome = .timedOut
            }
        }
        return outcome ?? .cancelled
    }

    /// Each line, then a line break (raw mode does not turn `\n` into `\r\n`).
    private func say(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        terminal.write(lines.map { $0 + "\r\n" }.joined())
    }

    private func tellSize(to transcript: inout AccessibleTranscript<some TerminalPicker>) {
        let size = terminal.windowSize() ?? (columns: 80, rows: 24)
        transcript.areaDidChange(to: AreaSize(width: size.columns, height: size.rows))
    }

    /// Ctrl-Z: the terminal goes back to the shell until `fg`, then the focused element is said
    /// again, since the person has heard the shell meanwhile.
    private func suspend(saying announcement: String) {
        terminal.restoreMode()
        ProcessControl.stopSelf()
        // Continued by `bg`: touching the terminal would stop us with SIGTTOU, so wait for `fg`.
        while !terminal.isForeground {
            ProcessControl.stopSelf()
        }
        try? terminal.enterRawMode()
        say([DisplayText.sanitized(announcement)])
    }

    /// How long `poll` may sleep: a frame while wheels move, the rest of the Esc wait while a
    /// sequence is incomplete, the rest of the timeout, else until something happens.
    private func waitTime(_ moving: Bool, decoder: InputDecoder, lastInput: Double, deadline: Double?) -> Double? {
        let now = MonotonicClock.now()
        var wait: Double? = moving ? 1.0 / 60 : nil
        func limit(_ value: Double) { wait = min(wait ?? value, max(0, value)) }
        if decoder.isAwaitingMore { limit(lastInput + options.escapeTimeout - now) }
        if let deadline { limit(deadline - now) }
        return wait
    }
}
