import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// The session's rules, as the real session, screen-reader mode and the virtual terminal all
/// apply them: Ctrl-C, Ctrl-Z, the Esc wait, a flood of input, a window too small, mouse rows
/// and the timeout.
@Suite("Session core")
struct SessionCoreTests {
    /// A picker that writes down every event it is handed: Enter confirms, Esc cancels,
    /// everything else is kept; it needs `minimum` to be drawn.
    struct RecordingPicker: TerminalPicker {
        var minimum = AreaSize(width: 10, height: 3)
        var events: [InputEvent] = []

        func preferredHeight(forWidth width: Int) -> Int { minimum.height }
        var minimumSize: AreaSize { minimum }
        mutating func handle(_ event: InputEvent, now: Double) -> PickerStatus {
            events.append(event)
            switch event {
            case .key(KeyStroke(.enter, [])): return .confirmed
            case .key(KeyStroke(.escape, [])): return .cancelled
            default: return .running
            }
        }
        mutating func tick(now: Double) {}
        var needsTicks: Bool { false }
        func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
            buffer.write("\(events.count) events", x: area.x, y: area.y)
        }
        var output: [UInt8] { Array("\(events.count)".utf8) }
        var accessibleDescription: [String] { ["Recorder"] }
    }

    /// A core started at time 0 with `picker` in a 20×5 area.
    static func started(_ picker: inout RecordingPicker, options: TerminalSessionOptions = TerminalSessionOptions())
        -> SessionCore<RecordingPicker>
    {
        var core = SessionCore<RecordingPicker>(now: 0, options: options)
        core.resize(&picker, to: AreaSize(width: 20, height: 5))
        return core
    }

    static func drain(_ core: inout SessionCore<RecordingPicker>, _ picker: inout RecordingPicker, now: Double = 0)
        -> [SessionCore<RecordingPicker>.Handled]
    {
        var handled: [SessionCore<RecordingPicker>.Handled] = []
        while let next = core.handleNext(&picker, now: now) { handled.append(next) }
        return handled
    }

    @Test("Ctrl-C interrupts (status 130) ahead of queued input, and the picker never sees it")
    func controlC() {
        var picker = RecordingPicker()
        var core = Self.started(&picker)
        core.receive(Array("abc\u{03}\r".utf8), now: 0)
        #expect(core.outcome == .interrupted)
        #expect(core.outcome?.exitStatus == 130)
        #expect(Self.drain(&core, &picker).isEmpty)
        #expect(picker.events.isEmpty)
    }

    @Test("Ctrl-Z is handed back to the output as a suspension, and the session carries on")
    func controlZ() {
        var picker = RecordingPicker()
        var core = Self.started(&picker)
        core.receive(Array("a\u{1A}\r".utf8), now: 0)
        #expect(Self.drain(&core, &picker) == [.picker(.running), .suspend, .picker(.confirmed)])
        #expect(picker.events == [.key(KeyStroke(.character("a"))), .key(KeyStroke(.enter))])
        #expect(core.outcome == .confirmed)
    }

    @Test("An Esc behind a flood of queued keys drops the flood and is handled next")
    func escapeThroughFlood() {
        var picker = RecordingPicker()
        var core = Self.started(&picker)
        let flood = SessionCore<RecordingPicker>.backlogLimit * 4
        core.receive([UInt8](repeating: UInt8(ascii: "x"), count: flood) + [0x1B], now: 0)
        // Handle a few, as one slice would, then the lone Esc's wait runs out.
        for _ in 0..<3 { _ = core.handleNext(&picker, now: 0) }
        #expect(core.hasQueuedInput)
        core.flushInput()
        #expect(Self.drain(&core, &picker, now: 1) == [.picker(.cancelled)])
        #expect(picker.events.count == 4)
        #expect(picker.events.last == .key(KeyStroke(.escape)))
        #expect(core.outcome == .cancelled)
    }

    @Test("A flood larger than one decoded chunk, then Esc: the rest of the flood is skipped once the Esc wait is over")
    func escapeThroughUndecodedFlood() {
        var picker = RecordingPicker()
        var core = Self.started(&picker, options: TerminalSessionOptions(escapeTimeout: 0.04))
        let flood = SessionCore<RecordingPicker>.decodeChunk * 10
        core.receive([UInt8](repeating: UInt8(ascii: "x"), count: flood), now: 0)
        core.receive([0x1B], now: 0.001)
        for _ in 0..<3 { _ = core.handleNext(&picker, now: 0.01) }
        #expect(core.hasQueuedInput)
        #expect(Self.drain(&core, &picker, now: 0.05).last == .picker(.cancelled))
        #expect(picker.events.count < flood / 2)
        #expect(core.outcome == .cancelled)
    }

    @Test("A bracketed paste spanning many decoded chunks arrives whole, as one event")
    func pasteAcrossChunks() {
        var picker = RecordingPicker()
        var core = Self.started(&picker)
        let text = String(repeating: "pasted ", count: SessionCore<RecordingPicker>.decodeChunk)
        core.receive(Array("\u{1B}[200~\(text)\u{1B}[201~".utf8), now: 0)
        let handled = Self.drain(&core, &picker)
        #expect(handled.filter { $0 != .ignored } == [.picker(.running)])
        #expect(picker.events == [.paste(text)])
    }

    @Test("A Ctrl-C byte inside a bracketed paste is pasted text, not an interruption")
    func controlCInsidePaste() {
        var picker = RecordingPicker()
        var core = Self.started(&picker)
        core.receive(Array("\u{1B}[200~a".utf8), now: 0)
        core.receive(Array("\u{03}b\u{1B}[201~".utf8), now: 0)
        _ = Self.drain(&core, &picker)
        #expect(core.outcome == nil)
        #expect(picker.events == [.paste("a\u{03}b")])
    }

    @Test("A few keys before Esc are handled in order: Esc jumps only a flood")
    func escapeInOrder() {
        var picker = RecordingPicker()
        var core = Self.started(&picker)
        core.receive(Array("ab\u{1B}".utf8), now: 0)
        core.flushInput()
        _ = Self.drain(&core, &picker)
        #expect(picker.events == [.key(KeyStroke(.character("a"))), .key(KeyStroke(.character("b"))), .key(KeyStroke(.escape))])
    }

    @Test("A lone Esc waits for the Esc timeout, then cancels")
    func escapeTimeout() {
        var picker = RecordingPicker()
        var core = Self.started(&picker, options: TerminalSessionOptions(escapeTimeout: 0.04))
        core.receive([0x1B], now: 0)
        #expect(core.waitTime(now: 0, animating: false) == 0.04)
        #expect(core.handleNext(&picker, now: 0.02) == nil)
        #expect(core.handleNext(&picker, now: 0.04) == .picker(.cancelled))
    }

    @Test("While the area is too small only Esc, Ctrl-C and Ctrl-Z act; growing it gives keys back")
    func tooSmall() {
        var picker = RecordingPicker(minimum: AreaSize(width: 30, height: 8))
        var core = SessionCore<RecordingPicker>(now: 0)
        core.resize(&picker, to: AreaSize(width: 20, height: 6))
        core.receive(Array("\u{1B}[C\u{1B}[C\r\u{1A}".utf8), now: 0)
        #expect(Self.drain(&core, &picker) == [.ignored, .ignored, .ignored, .suspend])
        #expect(picker.events.isEmpty)
        #expect(core.outcome == nil)
        core.resize(&picker, to: AreaSize(width: 30, height: 8))
        core.receive(Array("\r".utf8), now: 0)
        #expect(Self.drain(&core, &picker) == [.picker(.confirmed)])

        var small = RecordingPicker(minimum: AreaSize(width: 30, height: 8))
        var escaping = SessionCore<RecordingPicker>(now: 0)
        escaping.resize(&small, to: AreaSize(width: 20, height: 6))
        escaping.receive([.key(KeyStroke(.escape))])
        _ = Self.drain(&escaping, &small)
        #expect(escaping.outcome == .cancelled)
        #expect(small.events.isEmpty)
    }

    @Test("The too-small notice is its longest form that fits, down to ≥30×8; a height limit below the minimum is named")
    func noticeForms() {
        let minimum = AreaSize(width: 30, height: 8)
        #expect(FrameComposer.tooSmallNotice(minimum, width: 80) == "Window too small — enlarge to at least 30×8")
        #expect(FrameComposer.tooSmallNotice(minimum, width: 30) == "Window too small — need 30×8")
        #expect(FrameComposer.tooSmallNotice(minimum, width: 20) == "Too small: 30×8")
        #expect(FrameComposer.tooSmallNotice(minimum, width: 5) == "≥30×8")
        #expect(FrameComposer.tooSmallNotice(minimum, width: 40, heightLimit: 5) == "Height 5 too low — needs 8 rows")
        #expect(FrameComposer.tooSmallNotice(minimum, width: 8, heightLimit: 5) == "≥8 rows")
        #expect(FrameComposer.tooSmallNotice(minimum, width: 40, heightLimit: 12) == "Window too small — need 30×8")
        let picker = RecordingPicker(minimum: minimum)
        let frame = FrameComposer.frame(for: picker, width: 20, height: 6, theme: .default(for: .none), heightLimit: nil)
        #expect(frame.lines == ["Too small: 30×8", "", "", "", "", ""])
    }

    @Test("Screen-reader mode shows no frames: a small window holds nothing back, a stray mouse report means nothing")
    func tooSmallWithoutFrames() {
        var picker = RecordingPicker(minimum: AreaSize(width: 30, height: 8))
        var core = SessionCore<RecordingPicker>(now: 0, showsFrames: false)
        core.resize(&picker, to: AreaSize(width: 20, height: 6))
        core.receive([.mouse(MouseEvent(.press(.left), x: 1, y: 1))])
        core.receive(Array("\r".utf8), now: 0)
        #expect(Self.drain(&core, &picker) == [.ignored, .picker(.confirmed)])
        #expect(picker.events == [.key(KeyStroke(.enter))])
    }

    @Test("Mouse rows become rows of the area; events outside it are dropped")
    func mouseRows() {
        var picker = RecordingPicker()
        var core = SessionCore<RecordingPicker>(now: 0)
        core.resize(&picker, to: AreaSize(width: 20, height: 5), top: 10)
        core.receive([
            .mouse(MouseEvent(.press(.left), x: 3, y: 12)), .mouse(MouseEvent(.press(.left), x: 3, y: 9)),
            .mouse(MouseEvent(.press(.left), x: 3, y: 15)),
        ])
        #expect(Self.drain(&core, &picker) == [.picker(.running), .ignored, .ignored])
        #expect(picker.events == [.mouse(MouseEvent(.press(.left), x: 3, y: 2))])
        core.moveArea(toRow: 0)
        core.receive([.mouse(MouseEvent(.press(.left), x: 3, y: 4))])
        _ = Self.drain(&core, &picker)
        #expect(picker.events.last == .mouse(MouseEvent(.press(.left), x: 3, y: 4)))
    }

    @Test("The timeout ends the session as timed out (status 124); input after an ending is ignored")
    func timeout() {
        var picker = RecordingPicker()
        var core = SessionCore<RecordingPicker>(now: 100, options: TerminalSessionOptions(timeout: 5))
        core.resize(&picker, to: AreaSize(width: 20, height: 5))
        #expect(core.waitTime(now: 101, animating: false) == 4)
        #expect(core.waitTime(now: 101, animating: true) == SessionCore<RecordingPicker>.tickInterval)
        core.tick(&picker, now: 104.9)
        #expect(core.outcome == nil)
        core.tick(&picker, now: 105)
        #expect(core.outcome == .timedOut)
        #expect(core.outcome?.exitStatus == 124)
        core.receive(Array("\r".utf8), now: 106)
        #expect(Self.drain(&core, &picker).isEmpty)
        #expect(picker.events.isEmpty)
    }

    @Test("The first ending wins: a signal after Enter does not change the outcome")
    func firstEndingWins() {
        var picker = RecordingPicker()
        var core = Self.started(&picker)
        core.receive(Array("\r".utf8), now: 0)
        _ = Self.drain(&core, &picker)
        core.end(.terminated(signal: 15))
        #expect(core.outcome == .confirmed)
    }
}

extension SessionCoreTests {
    @Test("Ctrl-C behind a flood of arrow keys interrupts before any of them is handled")
    func controlCBehindArrowFlood() {
        var picker = RecordingPicker()
        var core = Self.started(&picker)
        let arrows = Array(repeating: Array("\u{1B}[B".utf8), count: 30_000).joined()
        core.receive(Array(arrows), now: 0)
        core.receive([0x03], now: 0)
        #expect(core.outcome == .interrupted)
        #expect(Self.drain(&core, &picker).isEmpty)
        #expect(picker.events.isEmpty)
    }

    @Test("Ctrl-C in the same read as a flood of keys and sequences interrupts at once")
    func controlCInsideOneFloodedRead() {
        var picker = RecordingPicker()
        var core = Self.started(&picker)
        let flood = Array(repeating: Array("x\u{1B}[C\u{1B}OA".utf8), count: 10_000).joined()
        core.receive(Array(flood) + [0x03] + Array("yz".utf8), now: 0)
        #expect(core.outcome == .interrupted)
        #expect(picker.events.isEmpty)
    }

    @Test("A paste's start marker split across reads still keeps its Ctrl-C byte pasted text")
    func controlCInsidePasteSplitMarker() {
        var picker = RecordingPicker()
        var core = Self.started(&picker)
        core.receive(Array("\u{1B}[2".utf8), now: 0)
        core.receive(Array("00~a\u{03}".utf8), now: 0)
        core.receive(Array("b\u{1B}[20".utf8), now: 0)
        core.receive(Array("1~".utf8), now: 0)
        _ = Self.drain(&core, &picker)
        #expect(core.outcome == nil)
        #expect(picker.events == [.paste("a\u{03}b")])
        // After the paste, Ctrl-C is Ctrl-C again.
        core.receive(Array("\u{1B}[A\u{03}".utf8), now: 0)
        #expect(core.outcome == .interrupted)
    }
}
