import TerminalUI

/// The one session loop, without a terminal: what every way of running a ``TerminalPicker``
/// does with input and time, so the terminal (``TerminalSession``), screen-reader mode
/// (``AccessibleSession``) and the virtual terminal of `PickerTesting` (`PickerDriver`) agree on
/// every key.
///
/// The core is pure: it is handed bytes or events, the time, and the picker (which the output
/// that runs it keeps, so a large picker is never copied), and it says what happened. Its rules:
///
/// - **Decode.** Bytes go through one `InputDecoder`; a lone Esc waits
///   ``TerminalSessionOptions/escapeTimeout`` for the rest of a sequence, then counts as Esc.
/// - **Ctrl-C and Ctrl-Z first.** Ctrl-C ends the session as ``TerminalSessionOutcome/interrupted``
///   (status 130) the moment it is received, ahead of any input still queued: a picker never
///   sees it. Ctrl-Z is handed back to the output as ``Handled/suspend`` (the terminal stops the
///   process; the virtual terminal just redraws).
/// - **Esc gets through a flood.** When more than ``backlogLimit`` events are waiting (a huge
///   paste typed as keys), an Esc that arrives behind them drops them and is handled next, so
///   the person can always get out within a frame or two.
/// - **A window too small.** While frames are shown and the area is below the picker's
///   ``TerminalPicker/currentMinimumSize`` (the "window too small" notice is up), only Esc (which
///   cancels), Ctrl-C, Ctrl-Z and resizing do anything: nobody can act on what they cannot see.
/// - **Mouse into the area.** Mouse rows are made relative to the area's top row; events
///   outside the area are dropped.
/// - **Timers.** Animation ticks while the picker moves, the Esc timeout and
///   ``TerminalSessionOptions/timeout`` (ending as ``TerminalSessionOutcome/timedOut``) live here,
///   and ``waitTime(now:animating:)`` says how long an output may sleep.
///
/// Work comes in slices: ``handleNext(_:now:)`` handles one queued event, and the output checks
/// its signals and reads new input between slices, so a signal or a Ctrl-C is seen however much
/// input is still queued.
///
/// ```swift
/// var picker = WheelTerminalPicker(fruits)
/// var core = SessionCore<WheelTerminalPicker<ListSource>>(now: 0)
/// core.resize(&picker, to: AreaSize(width: 40, height: 7))
/// core.receive(Array("\u{1B}[B\r".utf8), now: 0)     // Down, Enter
/// while let handled = core.handleNext(&picker, now: 0) { if handled == .suspend { /* stop */ } }
/// core.outcome                                       // .confirmed
/// ```
package struct SessionCore<Picker: TerminalPicker> {
    /// What handling one queued event did.
    package enum Handled: Equatable, Sendable {
        /// The event went to the picker, which now stands as given.
        case picker(PickerStatus)
        /// Ctrl-Z: the output suspends (or, virtually, redraws) and then carries on.
        case suspend
        /// Nothing happened: a mouse event outside the area, a key while the area is too small,
        /// or a chunk of input decoded that holds no whole event yet.
        case ignored
    }

    /// The event ``handleNext(_:now:)`` handled last: screen-reader mode says the hints for a
    /// `?` and the end of a list for an arrow that changed nothing.
    package private(set) var lastEvent: InputEvent?

    /// How the session ended; nil while it runs. The first ending wins.
    package private(set) var outcome: TerminalSessionOutcome?
    /// The size of the area the picker is drawn in, as last given to ``resize(_:to:top:)``.
    package private(set) var area = AreaSize(width: 0, height: 0)
    /// The screen row of the area's top line, for making mouse rows relative to the area.
    package private(set) var areaTop = 0
    /// True when something drawn may have changed since the output last drew a frame.
    package private(set) var needsFrame = true

    /// Whether frames are shown (not in screen-reader mode): only then does a too-small area
    /// hold keys back.
    package let showsFrames: Bool
    /// How long a lone Esc waits for the rest of a sequence.
    package let escapeTimeout: Double
    /// When the session times out; nil: never.
    package let deadline: Double?

    /// Above this many queued events an arriving Esc jumps the queue. More than anyone types
    /// between two frames, far fewer than a paste.
    package static var backlogLimit: Int { 256 }

    private var decoder = InputDecoder()
    /// Bytes received and not yet decoded, from ``undecodedStart`` on: decoded
    /// ``decodeChunk`` bytes at a time as the queue runs dry, so a flood is decoded in slices too.
    private var undecoded: [UInt8] = []
    private var undecodedStart = 0
    /// Decoded events not handled yet, from ``queueStart`` on.
    private var queue: [InputEvent] = []
    private var queueStart = 0
    /// When bytes last arrived, for the Esc timeout.
    private var lastInput: Double
    /// Whether the bytes received so far leave a bracketed paste open, for finding Ctrl-C in
    /// them before they are decoded.
    private var interruptScan = InterruptScan()

    /// A core started at monotonic time `now`; `options` give the Esc timeout and the session's
    /// timeout (counted from `now`).
    package init(now: Double, options: TerminalSessionOptions = TerminalSessionOptions(), showsFrames: Bool = true) {
        self.showsFrames = showsFrames
        escapeTimeout = options.escapeTimeout
        deadline = options.timeout.map { now + TerminalSessionOptions.clampedTimeout($0) }
        lastInput = now
    }

    /// True while input waits to be decoded or handled: the output should not sleep.
    package var hasQueuedInput: Bool { queueStart < queue.count || undecodedStart < undecoded.count }

    /// How many bytes are decoded at a time.
    package static var decodeChunk: Int { 4096 }

    /// True when the area is below the picker's minimum size, so the frame is the notice.
    package func isAreaTooSmall(for picker: Picker) -> Bool {
        showsFrames && !area.contains(picker.currentMinimumSize)
    }

    // MARK: Input

    /// Bytes read from the terminal at `now`: queued for decoding (Ctrl-C acts at once).
    package mutating func receive(_ bytes: [UInt8], now: Double) {
        lastInput = now
        guard outcome == nil, !bytes.isEmpty else { return }
        // A Ctrl-C byte outside a bracketed paste is Ctrl-C whatever came before it (no escape
        // sequence holds one): act on it before decoding a flood of keys, arrows included
        // (Behaviour 6.6).
        if interruptScan.findsInterrupt(in: bytes) {
            end(.interrupted)
            return
        }
        undecoded += bytes
        if undecoded.count - undecodedStart <= Self.decodeChunk { decodeNextChunk() }
    }

    /// Events that need no decoding (a test's key presses): queued as decoded bytes would be.
    package mutating func receive(_ events: [InputEvent]) {
        guard outcome == nil else { return }
        enqueue(events)
    }

    /// The terminal's answers the decoder found in the input so far (`TerminalReply`, from TerminalUI).
    package mutating func takeReplies() -> [TerminalReply] { decoder.takeReplies() }

    /// Turns what the decoder holds back (a lone Esc) into events now, as if the Esc timeout
    /// had passed.
    package mutating func flushInput() {
        guard outcome == nil else { return }
        // Only called with everything received decoded: an open paste is closed here.
        interruptScan = InterruptScan()
        enqueue(decoder.flush())
    }

    /// Ends the session from outside (a signal, a hang-up), unless it has ended already.
    package mutating func end(_ ending: TerminalSessionOutcome) {
        outcome = outcome ?? ending
        dropQueue()
        undecoded = []
        undecodedStart = 0
    }

    /// Handles the oldest queued event (after turning a lone Esc that has waited long enough
    /// into the Esc key); nil when nothing is queued or the session has ended.
    package mutating func handleNext(_ picker: inout Picker, now: Double) -> Handled? {
        guard outcome == nil else { return nil }
        if queueStart == queue.count, undecodedStart < undecoded.count {
            skipFloodBeforeEscape(now: now)
            decodeNextChunk()
            // A chunk in the middle of a paste or a sequence gives no event yet: still a slice's work.
            if queueStart == queue.count { return outcome == nil ? .ignored : nil }
        }
        if !hasQueuedInput, decoder.isAwaitingMore, now - lastInput >= escapeTimeout {
            flushInput()
        }
        guard outcome == nil, queueStart < queue.count else { return nil }
        let event = queue[queueStart]
        lastEvent = event
        queueStart += 1
        if queueStart == queue.count { dropQueue() }
        return handle(event, &picker, now: now)
    }

    // MARK: Area and time

    /// The area is new or changed size (at start, after a resize or a suspension); `top` is
    /// its screen row. Tells the picker, and asks for a frame. A size beyond
    /// `Buffer.maximumWidth`×`Buffer.maximumHeight` is clamped to it: no frame is drawn larger,
    /// so the picker is never told of cells that cannot show.
    package mutating func resize(_ picker: inout Picker, to size: AreaSize, top: Int = 0) {
        let size = AreaSize(width: Buffer.clampedWidth(size.width), height: Buffer.clampedHeight(size.height))
        area = size
        areaTop = top
        picker.areaDidChange(to: size)
        needsFrame = true
    }

    /// Moves the area's screen row (a late cursor position report) without changing its size.
    package mutating func moveArea(toRow top: Int) {
        areaTop = top
    }

    /// Time has come to `now`: ticks the picker while it moves and ends the session at its
    /// deadline. Returns whether the picker was ticked.
    @discardableResult
    package mutating func tick(_ picker: inout Picker, now: Double) -> Bool {
        guard outcome == nil else { return false }
        var ticked = false
        if picker.needsTicks {
            picker.tick(now: now)
            needsFrame = true
            ticked = true
        }
        if let deadline, now >= deadline { end(.timedOut) }
        return ticked
    }

    /// The output drew a frame of the picker as it stands.
    package mutating func frameDrawn() {
        needsFrame = false
    }

    /// An output redraws everything (after a suspension, or a terminal that may have changed).
    package mutating func requestFrame() {
        needsFrame = true
    }

    /// How long an output may sleep at `now` before something is due: nothing while input is
    /// queued, a frame (1/60 s) while `animating`, the rest of the Esc wait, the rest of the
    /// timeout; nil when only new input or a signal can change anything.
    package func waitTime(now: Double, animating: Bool) -> Double? {
        if hasQueuedInput { return 0 }
        var wait: Double? = animating ? Self.tickInterval : nil
        func limit(_ value: Double) { wait = min(wait ?? value, max(0, value)) }
        if decoder.isAwaitingMore { limit(lastInput + escapeTimeout - now) }
        if let deadline { limit(deadline - now) }
        return wait
    }

    /// The longest stretch of queued input an output works through before it looks at signals
    /// and the terminal again. Short, because a paste comes through the terminal a few
    /// kilobytes at a time and the Ctrl-C behind it only arrives once everything before it was
    /// read: reading often keeps that flowing, so Ctrl-C, Esc and signals are acted on within a
    /// few milliseconds (plus what one event costs) however much input is queued.
    package static var sliceDuration: Double { 0.002 }

    /// Time between two animation ticks: 60 Hz.
    package static var tickInterval: Double { 1.0 / 60 }

    // MARK: Policy

    private mutating func enqueue(_ events: [InputEvent]) {
        // One plain pass (a paste can be a hundred thousand events): Ctrl-C wins over
        // everything queued before it, and the last Esc is remembered.
        var lastEscape: Int?
        for (index, event) in events.enumerated() {
            guard case let .key(press) = event else { continue }
            if press.modifiers == .control, case .character("c") = press.key {
                end(.interrupted)
                return
            }
            if press.modifiers.isEmpty, case .escape = press.key { lastEscape = index }
        }
        // The person wants out of a flood they did not mean: an Esc skips what is queued.
        if let escape = lastEscape, queue.count - queueStart + events.count > Self.backlogLimit {
            dropQueue()
            queue.append(contentsOf: events[escape...])
        } else {
            queue.append(contentsOf: events)
        }
    }

    private mutating func dropQueue() {
        queue.removeAll(keepingCapacity: queue.count < 4096)
        queueStart = 0
    }

    private mutating func decodeNextChunk() {
        let end = min(undecoded.count, undecodedStart + Self.decodeChunk)
        let chunk = Array(undecoded[undecodedStart..<end])
        undecodedStart = end
        if undecodedStart == undecoded.count {
            undecoded.removeAll(keepingCapacity: undecoded.count < 1 << 16)
            undecodedStart = 0
        }
        enqueue(decoder.decode(chunk))
    }

    /// A flood still undecoded that ends in a lone Esc, with nothing after it for the Esc
    /// timeout: the person pressed Esc to get out, so only the Esc is left to decode.
    private mutating func skipFloodBeforeEscape(now: Double) {
        guard undecoded.count - undecodedStart > Self.backlogLimit, undecoded.last == 0x1B,
            now - lastInput >= escapeTimeout
        else { return }
        undecoded = [0x1B]
        undecodedStart = 0
        // What the decoder holds (half a sequence, an open paste) belongs to the flood.
        _ = decoder.flush()
        interruptScan = InterruptScan()
    }

    private mutating func handle(_ event: InputEvent, _ picker: inout Picker, now: Double) -> Handled {
        if event == suspendKey {
            return .suspend
        }
        if isAreaTooSmall(for: picker) {
            // The notice is up: Esc leaves, everything else waits for a larger window.
            guard event == escapeKey else { return .ignored }
            end(.cancelled)
            return .picker(.cancelled)
        }
        var event = event
        if case let .mouse(mouse) = event {
            // Without frames mouse reporting is never turned on: a stray report means nothing.
            guard showsFrames else { return .ignored }
            var local = mouse
            local.y -= areaTop
            guard local.y >= 0, local.y < area.height else { return .ignored }
            event = .mouse(local)
        }
        let status = picker.handle(event, now: now)
        needsFrame = true
        switch status {
        case .running: break
        case .confirmed: end(.confirmed)
        case .cancelled: end(.cancelled)
        }
        return .picker(status)
    }
}

/// Finds Ctrl-C in raw input before it is decoded: a 0x03 byte anywhere but inside a bracketed
/// paste (`ESC[200~` … `ESC[201~`, where it is pasted text). Escape sequences, mouse reports
/// and terminal replies never hold the byte, so a Ctrl-C typed behind a flood of arrow keys is
/// seen at once rather than after the flood is decoded and handled.
///
/// ```swift
/// var scan = InterruptScan()
/// scan.findsInterrupt(in: Array("\u{1B}[B\u{1B}[B\u{03}".utf8))   // true
/// scan.findsInterrupt(in: Array("\u{1B}[200~\u{03}".utf8))         // false: pasted
/// ```
struct InterruptScan {
    /// True between a paste's start marker and its end marker.
    private(set) var isInPaste = false
    /// The last bytes seen (at most a marker's length less one), for markers split across reads.
    private var tail: [UInt8] = []

    private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Follows `bytes` (the next ones received); true when they hold a Ctrl-C outside a paste.
    /// Stops at that Ctrl-C, since the session then ends.
    mutating func findsInterrupt(in bytes: [UInt8]) -> Bool {
        // Without a marker's final byte or a 0x03, only the tail and the paste state can change.
        guard isInPaste || bytes.contains(0x03) || bytes.contains(UInt8(ascii: "~")) else {
            keepTail(of: bytes[...])
            return false
        }
        let window = tail + bytes
        for index in tail.count..<window.count {
            let byte = window[index]
            if byte == 0x03, !isInPaste { return true }
            if byte == UInt8(ascii: "~"), index + 1 >= Self.pasteStart.count {
                let marker = window[(index + 1 - Self.pasteStart.count)...index]
                if !isInPaste, marker.elementsEqual(Self.pasteStart) { isInPaste = true }
                else if isInPaste, marker.elementsEqual(Self.pasteEnd) { isInPaste = false }
            }
        }
        keepTail(of: window[...])
        return false
    }

    private mutating func keepTail(of bytes: ArraySlice<UInt8>) {
        let keep = Self.pasteStart.count - 1
        if bytes.count >= keep {
            tail = Array(bytes.suffix(keep))
        } else {
            tail = Array((tail + bytes).suffix(keep))
        }
    }
}

/// Keys the core acts on itself, made once rather than per comparison.
private let suspendKey = InputEvent.key(KeyStroke(.character("z"), .control))
private let escapeKey = InputEvent.key(KeyStroke(.escape))
