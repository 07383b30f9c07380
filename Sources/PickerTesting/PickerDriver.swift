import PickerTerminal
import TerminalUI

/// Drives a `TerminalPicker` in a virtual terminal, as the real session would, so tests can
/// press keys, type, click and let time pass, then look at the frame and the result.
///
/// The driver runs the same `SessionCore` as the real session, minus the TTY: it gives the
/// picker its area, queues each input event at the current virtual time and handles it under
/// the session's rules (Ctrl-C ends the run as `TerminalSessionOutcome.interrupted`, status
/// 130, without reaching the picker; while the "window too small" notice shows only Esc,
/// Ctrl-C and Ctrl-Z act; a lone Esc waits for the Esc timeout), ticks at 60 Hz while the
/// picker moves, and after every step composes a frame with `FrameComposer` and diffs it
/// against the previous one with `FrameDiff`, so ``bytesWritten`` is what would have gone to
/// the terminal.
///
/// Time only moves when you say so (``advance(by:)``, ``settle()``): no test ever sleeps.
/// Once the session has ended (``outcome``), further input is ignored, as the session would
/// have ended.
///
/// ```swift
/// // fruits: Apple, Banana, Cherry, Damson
/// var driver = PickerDriver(WheelTerminalPicker(WheelPicker(source: fruits)), width: 40, height: 6)
/// driver.type("ch")              // type-ahead to Cherry
/// driver.settle()                // let the wheel come to rest
/// print(driver.frame)
/// //   Apple
/// //   Banana
/// // › Cherry ‹
/// //   Damson
/// //
/// // ↑↓ change · enter select · esc cancel
/// driver.press(.enter)
/// driver.status                  // .confirmed
/// driver.outputText              // "Cherry"
/// ```
public struct PickerDriver<Picker: TerminalPicker> {
    /// The picker, as input has left it.
    public private(set) var picker: Picker
    /// The session's rules, shared with the real session.
    private var core: SessionCore<Picker>
    /// The virtual terminal's size.
    public private(set) var width: Int
    /// The virtual terminal's height, in rows.
    public private(set) var height: Int
    /// True when the height follows the picker's `TerminalPicker.currentPreferredHeight(forWidth:)`
    /// as it changes, as an inline session without a height asked for does.
    public let followsHeight: Bool
    /// The theme frames are drawn with; no colour by default, so frames compare as text.
    public var theme: Theme
    /// The virtual monotonic time, in seconds.
    public private(set) var now: Double
    /// How the session ended (`TerminalSessionOutcome.interrupted` for Ctrl-C, status 130,
    /// as in the real session); nil while it runs.
    public var outcome: TerminalSessionOutcome? { core.outcome }
    /// Where the picker stands: running, confirmed, or cancelled (any other ending, Ctrl-C
    /// included, leaves no value either; ``outcome`` tells them apart).
    public var status: PickerStatus {
        switch core.outcome {
        case nil: .running
        case .confirmed: .confirmed
        default: .cancelled
        }
    }
    /// How many times Ctrl-Z suspended the session (the virtual terminal redraws at once, as
    /// the real one does after `fg`).
    public private(set) var suspensions = 0
    /// The last frame drawn.
    public private(set) var buffer: Buffer
    /// The escape sequences that drew the last frame over the one before it.
    public private(set) var lastWrite: String = ""

    private var previous: Buffer?
    private var cursor = CursorPosition(x: 0, y: 0)

    /// Time between two animation ticks, as the session ticks: 60 Hz.
    public static var tickInterval: Double { SessionCore<Picker>.tickInterval }
    /// The longest ``settle()`` waits for a picker to stop moving.
    public static var settleLimit: Double { 60 }

    /// Starts `picker` in a `width`×`height` virtual terminal (height: the picker's preferred
    /// height when nil) at virtual time `now`, and draws the first frame. `options` give the
    /// session's Esc timeout and `TerminalSessionOptions.timeout`, counted from `now`.
    ///
    /// With `followsHeight`, the height is the picker's current preferred height instead, and
    /// follows it after every event, as the inline session's area does (a compact popover
    /// opening grows it, closing shrinks it). With `accessible`, the session's rules are those
    /// of screen-reader mode, which shows no frames: no "window too small" gate (frames are
    /// still drawn, for looking at; see ``TranscribedPicker`` for what is said).
    public init(
        _ picker: Picker, width: Int = 80, height: Int? = nil, followsHeight: Bool = false,
        theme: Theme = .default(for: .none), now: Double = 0, options: TerminalSessionOptions = TerminalSessionOptions(),
        accessible: Bool = false
    ) {
        self.picker = picker
        self.width = max(0, width)
        self.followsHeight = followsHeight
        let preferred = followsHeight ? picker.currentPreferredHeight(forWidth: width) : picker.preferredHeight(forWidth: width)
        self.height = max(0, height ?? preferred)
        self.theme = theme
        self.now = now
        core = SessionCore(now: now, options: options, showsFrames: !accessible)
        buffer = Buffer(width: 0, height: 0)
        core.resize(&self.picker, to: AreaSize(width: self.width, height: self.height))
        redraw()
    }

    // MARK: Looking

    /// The frame's text, one line per row, trailing blanks and blank rows at the bottom left out.
    public var frame: String {
        var lines = buffer.lines
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// The frame's text, one entry per row.
    public var lines: [String] { buffer.lines }

    /// How many bytes the last frame took to draw over the previous one.
    public var bytesWritten: Int { lastWrite.utf8.count }

    /// How many bytes every frame so far took, the first full one included: what a session
    /// would have written to the terminal.
    public private(set) var totalBytesWritten: Int = 0

    /// What the picker prints once confirmed; nil while running or after cancelling.
    public var output: [UInt8]? { status == .confirmed ? picker.output : nil }

    /// ``output`` as text (invalid UTF-8 shown as `�`).
    public var outputText: String? { output.map { String(decoding: $0, as: UTF8.self) } }

    // MARK: Input

    /// Sends one input event at the current time.
    public mutating func send(_ event: InputEvent) {
        guard outcome == nil else { return }
        core.receive([event])
        handleQueued()
    }

    /// Presses `key` with `modifiers`.
    public mutating func press(_ key: Key, _ modifiers: KeyModifiers = []) {
        send(.key(KeyStroke(key, modifiers)))
    }

    /// Types `text`, one key press per character, all at the current time.
    public mutating func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// Pastes `text`, as a bracketed paste arrives.
    public mutating func paste(_ text: String) {
        send(.paste(text))
    }

    /// Sends raw terminal bytes through the real `InputDecoder`. With `flush` (the default) the
    /// Esc timeout is taken to have passed afterwards, so a lone Esc counts as the Esc key.
    public mutating func send(bytes: [UInt8], flush: Bool = true) {
        guard outcome == nil else { return }
        core.receive(bytes, now: now)
        if flush { core.flushInput() }
        handleQueued()
    }

    /// Sends the UTF-8 bytes of `text` through the decoder (e.g. `"\u{1B}[B"` for Down).
    public mutating func send(bytes text: String, flush: Bool = true) {
        send(bytes: Array(text.utf8), flush: flush)
    }

    /// Clicks the left button on the cell (`x`, `y`), counted from the top-left of the terminal.
    public mutating func click(x: Int, y: Int) {
        send(.mouse(MouseEvent(.press(.left), x: x, y: y)))
        send(.mouse(MouseEvent(.release(.left), x: x, y: y)))
    }

    /// Turns the scroll wheel over the cell (`x`, `y`) by `notches`: positive scrolls down
    /// (towards later rows, Behaviour 1.13), negative up.
    public mutating func scroll(x: Int, y: Int, notches: Int) {
        let kind: MouseEvent.Kind = notches >= 0 ? .scrollDown : .scrollUp
        for _ in 0..<abs(notches) { send(.mouse(MouseEvent(kind, x: x, y: y))) }
    }

    /// Changes the terminal's size, as a window resize does, and redraws everything.
    public mutating func resize(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        core.resize(&picker, to: AreaSize(width: self.width, height: self.height))
        previous = nil
        redraw()
    }

    // MARK: Time

    /// Lets `seconds` of virtual time pass, ticking the picker at 60 Hz while it moves; the
    /// session's timers then fire as they would have (a lone Esc becomes Esc once its wait is
    /// over, the session's timeout ends it).
    public mutating func advance(by seconds: Double) {
        let end = now + max(0, seconds)
        tickWhileMoving(until: end)
        now = end
        handleQueued()
        // At rest this only checks the timeout; a picker still moving was ticked at `end` above.
        if !picker.needsTicks { core.tick(&picker, now: now) }
    }

    /// Lets time pass only until the picker stops moving (at most ``settleLimit`` seconds),
    /// leaving the clock at the tick where it came to rest.
    public mutating func settle() {
        tickWhileMoving(until: now + Self.settleLimit)
    }

    private mutating func tickWhileMoving(until end: Double) {
        let start = now
        var step = 0
        // Count steps rather than adding intervals, so rounding never drifts the clock.
        while outcome == nil, picker.needsTicks, now < end {
            step += 1
            now = min(end, start + Double(step) * Self.tickInterval)
            core.tick(&picker, now: now)
            redraw()
        }
    }

    /// Handles everything queued, one event at a time, drawing after each as the terminal
    /// would show it.
    private mutating func handleQueued() {
        while let handled = core.handleNext(&picker, now: now) {
            if handled == .suspend {
                // Back from `fg`: the real session reserves its area again and redraws it all.
                suspensions += 1
                previous = nil
            }
            if followsHeight, outcome == nil, picker.currentPreferredHeight(forWidth: width) != height {
                resize(width: width, height: picker.currentPreferredHeight(forWidth: width))
            } else {
                redraw()
            }
        }
    }

    // MARK: Drawing

    private mutating func redraw() {
        core.frameDrawn()
        let next = FrameComposer.frame(for: picker, width: width, height: height, theme: theme)
        lastWrite = FrameDiff.bytes(from: previous, to: next, cursor: &cursor, depth: theme.depth)
        totalBytesWritten += lastWrite.utf8.count
        previous = next
        buffer = next
    }
}
