import TerminalUI

/// The interactive session: runs a ``TerminalPicker`` on the controlling terminal until the
/// person confirms, cancels, interrupts, or time runs out, and always leaves the terminal as it
/// found it.
///
/// It draws on `/dev/tty`, never on standard output, so `x=$(pick choose ...)` captures only the
/// value and standard input can be a pipe of items. By default the picker is drawn inline below
/// the cursor and the area is cleared on exit; ``TerminalSessionOptions/Placement/fullscreen``
/// uses the alternate screen instead.
///
/// Terminal settings (raw mode, hidden cursor, mouse reporting, bracketed paste, the alternate
/// screen) are restored on every exit path: Enter, Esc, Ctrl-C, SIGTERM, SIGHUP, a thrown error,
/// a fatal signal (the crash guard), and Ctrl-Z, which restores the terminal before stopping;
/// `fg` re-enters and redraws. Signals reach the loop through a self-pipe, so nothing but one
/// byte is ever written inside a signal handler.
///
/// The loop is the one the architecture describes, its rules in `SessionCore` (shared with
/// screen-reader mode and `PickerTesting`): bytes → `InputDecoder` (a lone Esc is flushed
/// after ``TerminalSessionOptions/escapeTimeout``) → Ctrl-C and Ctrl-Z → mouse rows into the
/// area → ``TerminalPicker/handle(_:now:)`` → compose a frame → `FrameDiff` → write. Queued
/// input is worked through in slices of `SessionCore.sliceDuration`, with signals and the
/// terminal looked at between slices, so Ctrl-C, Esc and signals are answered whatever is
/// queued; a terminal that hangs up ends the session. It ticks at ~60 Hz only while the picker
/// moves, and sleeps in `poll` otherwise.
///
/// **Input that keeps arriving.** Given an ``InputFeed`` (`pick choose`'s stdin after its first
/// screenful), the same `poll` also watches the feed's descriptor: one chunk is read per
/// wake-up and handed to the picker, and the frame is redrawn only when the picker says
/// something drawn changed; keys read in the same wake-up are answered right after.
///
/// **Mouse rows, inline.** The decoder reports screen rows; the picker wants rows of its area.
/// At start (and after Ctrl-Z) the session asks the terminal where the cursor is (DSR, `ESC[6n`),
/// composes the first frame while the answer travels, and waits for it (at most
/// ``TerminalSessionOptions/positionReportTimeout``) before drawing; the answer also tells whether
/// the cursor is mid-line (then the area starts on the next line). The area's screen row is that
/// row, less the lines the terminal scrolled to make room; without an answer, the area is taken
/// to be at the bottom of the window, where it nearly always is. After a resize the question is
/// asked again without waiting, and the answer is picked out of the input when it arrives.
///
/// ```swift
/// let session = try TerminalSession(options: TerminalSessionOptions(placement: .inline(height: nil)))
/// var picker = makePicker()
/// let theme = Theme(depth: ColorDepth.detect(environment: environment))
/// switch session.run(&picker, theme: theme) {
/// case .confirmed: print(picker.output)
/// default: break
/// }
/// ```
public final class TerminalSession {
    let options: TerminalSessionOptions
    let terminal: TerminalDevice

    /// The window width, which is also the area's width.
    var width = 80
    /// The window height.
    var windowRows = 24
    /// The rows the picker is drawn in.
    var areaHeight = 0
    /// The screen row of the area's first line, for translating mouse rows.
    var areaTop = 0
    /// Where the cursor is, relative to the area's top-left cell.
    var cursor = CursorPosition(x: 0, y: 0)
    /// What is on screen now; nil when unknown (the next frame redraws everything).
    var previous: Buffer?
    /// For each row of the area, how many columns have held text since the area was cleared:
    /// what a terminal re-wraps when the window narrows.
    var rowExtents: [Int] = []
    /// Input read but not decoded yet.
    var pending: [UInt8] = []
    /// When a cursor position question (asked after a resize) stops being waited for; nil
    /// when none is outstanding.
    var positionReportDeadline: Double?
    /// When the cursor position question ``open(preferredHeight:)`` asked stops being waited
    /// for; nil once the area is placed (see ``placeArea()``).
    var openingReportDeadline: Double?
    var decoder = InputDecoder()
    /// True while the terminal is in picker mode (raw, cursor hidden, area reserved).
    var isOpen = false
    /// True while the terminal's cursor is shown in picker mode (``TerminalPicker/showsCursor``).
    var isCursorShown = false
    /// True when the area was (re)reserved and the picker has not been told its size yet.
    var areaChanged = false
    /// The kitty graphics question and the pictures sent (see ``GraphicsPicker``).
    var graphics = GraphicsState()

    /// Opens the controlling terminal; throws when there is none (e.g. under `setsid`, cron, CI).
    public init(options: TerminalSessionOptions = TerminalSessionOptions()) throws(TerminalDeviceError) {
        self.options = options
        terminal = try TerminalDevice(path: options.terminalPath)
    }

    var isFullscreen: Bool { options.placement == .fullscreen }

    /// Runs `picker` until it is done, drawing each frame with
    /// `FrameComposer.frame(for:width:height:theme:)` (which shows a "window too small" notice
    /// when the area is below the picker's minimum size).
    ///
    /// With a `feed`, the picker also receives input that arrives while it is shown (see
    /// ``InputFeed``); the frame is redrawn only when the feed says something drawn changed.
    public func run<Picker: TerminalPicker>(
        _ picker: inout Picker, theme: Theme, feed: InputFeed<Picker>? = nil
    ) throws(TerminalDeviceError) -> TerminalSessionOutcome {
        try run(&picker, theme: theme, feed: feed, compose: standardCompose)
    }

    /// Runs `picker` until it is done and hands it back with the outcome, so the caller reads
    /// the value from what the run returned rather than from a variable the run changed.
    ///
    /// ```swift
    /// let result = try session.run(makePicker(), theme: theme)
    /// if let value = result.output { print(String(decoding: value, as: UTF8.self)) }
    /// ```
    ///
    /// With `finalLine`, a confirmed run leaves that line where the area was (instead of
    /// clearing it, or of ``TerminalSessionOptions/keepsFinalChoice``'s raw value): how prompts
    /// in a row keep their answers on screen (`Fruit: Cherry`).
    public func run<Picker: TerminalPicker>(
        _ picker: consuming Picker, theme: Theme, feed: InputFeed<Picker>? = nil,
        finalLine: ((Picker) -> String)? = nil
    ) throws(TerminalDeviceError) -> TerminalSessionResult<Picker> {
        var picker = picker
        let outcome = try run(&picker, theme: theme, feed: feed, compose: standardCompose, finalLine: finalLine)
        return TerminalSessionResult(outcome: outcome, picker: picker)
    }

    /// The frames `FrameComposer` draws; an inline height asked for limits the area whatever
    /// the window's size, which the too-small notice takes into account.
    private func standardCompose<Picker: TerminalPicker>(
        _ picker: Picker, width: Int, height: Int, theme: Theme
    ) -> Buffer {
        let heightLimit: Int? = if case let .inline(requested) = options.placement { requested } else { nil }
        return FrameComposer.frame(for: picker, width: width, height: height, theme: theme, heightLimit: heightLimit)
    }

    /// Runs `picker` until it is done, drawing each frame with `compose` (the whole area), and
    /// feeding it from `feed` meanwhile when there is one; a confirmed run leaves `finalLine`
    /// of the picker on screen when given.
    ///
    /// One session runs at a time in a process: started while another runs on another thread,
    /// it waits for that one to end, or ends as cancelled without opening when its
    /// ``TerminalSessionOptions/cancellation`` is cancelled meanwhile.
    public func run<Picker: TerminalPicker>(
        _ picker: inout Picker, theme: Theme, feed: InputFeed<Picker>? = nil,
        compose: (Picker, _ width: Int, _ height: Int, Theme) -> Buffer,
        finalLine: ((Picker) -> String)? = nil
    ) throws(TerminalDeviceError) -> TerminalSessionOutcome {
        let outcome = try SessionTurn.during(cancellation: options.cancellation) { () throws(TerminalDeviceError) in
            try runInTurn(&picker, theme: theme, feed: feed, compose: compose, finalLine: finalLine)
        }
        return outcome ?? .cancelled
    }

    /// ``run(_:theme:feed:compose:finalLine:)`` once the session has its turn.
    private func runInTurn<Picker: TerminalPicker>(
        _ picker: inout Picker, theme: Theme, feed: InputFeed<Picker>?,
        compose: (Picker, _ width: Int, _ height: Int, Theme) -> Buffer,
        finalLine: ((Picker) -> String)?
    ) throws(TerminalDeviceError) -> TerminalSessionOutcome {
        let relay = try SignalRelay()
        try terminal.enterRawMode()
        CrashGuard.arm(
            terminal: terminal,
            restore: TerminalSequences.leave(fullscreen: isFullscreen) + (isFullscreen ? "" : "\r\n"))
        defer { CrashGuard.disarm() }

        var core = SessionCore<Picker>(now: MonotonicClock.now(), options: options)
        defer {
            clearGraphics()
            let kept: [UInt8]? =
                if core.outcome != .confirmed { nil }
                else if let finalLine { Array(finalLine(picker).utf8) }
                else if options.keepsFinalChoice { picker.output }
                else { nil }
            close(showing: kept)
        }
        open(preferredHeight: picker.currentPreferredHeight(forWidth:))
        askForGraphics(picker)
        // Set to nil once the feed has ended, so its descriptor is no longer watched.
        var feed = feed
        var lastFrame = -Double.infinity

        while core.outcome == nil {
            // A compact popover opened or closed: the inline area takes or gives back its rows.
            follow(preferredHeight: picker.currentPreferredHeight(forWidth:))
            if areaChanged {
                core.resize(&picker, to: AreaSize(width: width, height: areaHeight), top: areaTop)
                areaChanged = false
            }
            // While a flood of input is worked through, a frame now and then shows progress.
            if core.needsFrame, !core.hasQueuedInput || MonotonicClock.now() - lastFrame >= Self.backlogFrameInterval {
                draw(compose(picker, width, areaHeight, theme), depth: theme.depth, showsCursor: picker.showsCursor)
                paintGraphics(picker, theme: theme)
                core.frameDrawn()
                lastFrame = MonotonicClock.now()
            }
            let ready = Poller.wait(
                for: [terminal.fileDescriptor, relay.readDescriptor] + (feed.map { [$0.reader.descriptor] } ?? [])
                    + options.cancellationDescriptors,
                timeout: waitTime(core, animating: picker.needsTicks))
            let now = MonotonicClock.now()
            if options.cancellation != nil, ready.last == true {
                core.end(.cancelled)
                break
            }

            if ready[1] {
                for signal in relay.drain() { handle(signal, &core, &picker) }
            }
            if ready[0] {
                guard let bytes = terminal.readAll() else {
                    // The terminal hung up: nobody is left to answer, so end as a hang-up would.
                    core.end(.terminated(signal: TerminalDevice.hangUpSignal))
                    break
                }
                pending += bytes
                core.receive(takeDecodableInput(now: now), now: now)
            } else if !pending.isEmpty {
                core.receive(takeDecodableInput(now: now), now: now)
            }
            // A late cursor position report may have placed the area on another row.
            core.moveArea(toRow: areaTop)
            if core.outcome != nil { break }
            // One chunk per wake-up: keys read in the same wake-up are answered right after it.
            if let current = feed, ready.count > 2 + options.cancellationDescriptors.count, ready[2] {
                let pulled = current.pull(into: &picker)
                if pulled.redraw { core.requestFrame() }
                if pulled.ended { feed = nil }
            }
            // A slice of the queued input; signals and new keys are looked at before the next.
            let sliceEnd = now + SessionCore<Picker>.sliceDuration
            while let handled = core.handleNext(&picker, now: now) {
                if handled == .suspend {
                    suspend(preferredHeight: picker.currentPreferredHeight(forWidth:))
                    core.requestFrame()
                }
                if MonotonicClock.now() >= sliceEnd { break }
            }
            core.tick(&picker, now: now)
            if handle(core.takeReplies(), &picker) { core.requestFrame() }
            // A picker may start showing pictures only later (a preview that printed one): it
            // is asked then, not before, so a text-only session never sends the question.
            askForGraphics(picker)
        }
        return core.outcome ?? .cancelled
    }

    /// How often a frame is drawn while queued input is worked through.
    static let backlogFrameInterval = 0.05

    /// Acts on a signal the relay caught.
    private func handle<Picker: TerminalPicker>(
        _ signal: RelayedSignal, _ core: inout SessionCore<Picker>, _ picker: inout Picker
    ) {
        switch signal {
        case .windowChanged:
            resize(preferredHeight: picker.currentPreferredHeight(forWidth:))
        case .interrupt:
            core.end(.interrupted)
        case let .terminate(number):
            core.end(.terminated(signal: number))
        case .suspend:
            suspend(preferredHeight: picker.currentPreferredHeight(forWidth:))
            core.requestFrame()
        case .resumed:
            // Continued without our own Ctrl-Z (e.g. an outside SIGSTOP): whoever ran
            // meanwhile may have changed the modes or the screen.
            try? terminal.enterRawMode()
            previous = nil
            core.requestFrame()
        }
    }

    /// How long `poll` may sleep: what the core allows, but no longer than a held-back cursor
    /// position report may wait for the rest of it.
    private func waitTime<Picker>(_ core: SessionCore<Picker>, animating: Bool) -> Double? {
        let now = MonotonicClock.now()
        var wait = core.waitTime(now: now, animating: animating)
        if !pending.isEmpty {
            let held = max(0, positionReportDeadline.map { $0 - now } ?? 0)
            wait = min(wait ?? held, held)
        }
        return wait
    }

    /// Pending input minus a cursor position report (which updates ``areaTop``); while a report
    /// is awaited, an incomplete one at the end is held back rather than decoded as keys.
    private func takeDecodableInput(now: Double) -> [UInt8] {
        if let deadline = positionReportDeadline {
            if let (report, rest) = CursorReport.extract(from: pending) {
                areaTop = report.row
                positionReportDeadline = nil
                pending = rest
            } else if now >= deadline {
                // The terminal does not answer: keep the estimate, and decode what was held.
                positionReportDeadline = nil
            } else if let held = CursorReport.incompleteSuffixStart(in: pending) {
                let ready = Array(pending[..<held])
                pending.removeFirst(held)
                return ready
            }
        }
        defer { pending = [] }
        return pending
    }

    /// Writes the bytes that turn the screen into `frame`, then leaves the cursor on the
    /// frame's `Buffer.focus` (the value the person is on, the area's first cell when the
    /// frame marks none), where a console screen reader reads its row and a braille display
    /// shows it. Nothing at all is written when the frame and the cursor's cell are those
    /// already shown (an animation tick that changed nothing): a reader would otherwise
    /// re-read the cursor's row and cut off what it was saying.
    ///
    /// Inline, each row's written extent is remembered (see ``resize(preferredHeight:)``):
    /// when the window narrows, terminals that re-wrap lines (tmux, VTE, kitty, iTerm2,
    /// Alacritty, WezTerm) keep the cursor with the text it was on, so the area's top is found
    /// again by counting the lines the rows above it, and the cursor's own row up to it, now take.
    ///
    /// With `showsCursor` (a text field's caret, Behaviour 8.1) the cursor is shown once the
    /// frame is written, and hidden while the next one is, so it never runs across the rows.
    func draw(_ frame: Buffer, depth: ColorDepth, showsCursor: Bool = false) {
        placeArea()
        var bytes = FrameDiff.bytes(from: previous, to: frame, cursor: &cursor, depth: depth)
        bytes += moveCursor(to: Self.restingPoint(of: frame))
        if showsCursor {
            if !bytes.isEmpty || !isCursorShown {
                bytes = (isCursorShown ? TerminalSequences.hideCursor : "") + bytes + TerminalSequences.showCursor
            }
        } else if isCursorShown {
            bytes += TerminalSequences.hideCursor
        }
        isCursorShown = showsCursor
        if !isFullscreen {
            for row in 0..<min(frame.height, rowExtents.count) {
                rowExtents[row] = max(rowExtents[row], Self.extent(ofRow: row, in: frame))
            }
        }
        if !bytes.isEmpty { terminal.write(bytes) }
        previous = frame
    }

    /// Where the cursor rests after `frame`: its focus, kept inside the frame; its first cell
    /// when it has none.
    static func restingPoint(of frame: Buffer) -> CursorPosition {
        let focus = frame.focus ?? CursorPosition(x: 0, y: 0)
        return CursorPosition(
            x: min(max(0, focus.x), max(0, frame.width - 1)), y: min(max(0, focus.y), max(0, frame.height - 1)))
    }

    /// Relative moves from ``cursor`` to `target` (nothing when it is there already).
    private func moveCursor(to target: CursorPosition) -> String {
        defer { cursor = target }
        let rows = target.y - cursor.y
        var bytes = rows >= 0 ? TerminalSequences.down(rows) : TerminalSequences.up(-rows)
        if target.x > cursor.x {
            bytes += TerminalSequences.right(target.x - cursor.x)
        } else if target.x < cursor.x {
            bytes += "\r" + TerminalSequences.right(target.x)
        }
        return bytes
    }

    /// The columns of `row` the terminal holds text in: up to its last cell that is not blank.
    private static func extent(ofRow row: Int, in frame: Buffer) -> Int {
        let cells = frame.cells[(row * frame.width)..<((row + 1) * frame.width)]
        return cells.lastIndex { $0 != .blank }.map { $0 - row * frame.width + 1 } ?? 0
    }
}
