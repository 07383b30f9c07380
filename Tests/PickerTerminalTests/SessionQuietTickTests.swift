import Foundation
import PickerTerminal
import TerminalUI
import TestSupport
import Testing

/// Behaviour 6.2 at the session: a frame identical to the one on screen writes nothing (no
/// bare `\r`, no cursor move), so a console screen reader has nothing to re-read on the ticks of
/// an animation, and the cursor rests on the frame's focus.
@Suite("The session writes nothing on quiet ticks", .serialized)
struct SessionQuietTickTests {
    /// A picker that asks for ticks all the time and draws the same frame whatever they bring,
    /// its focus on `Banana`; Enter confirms. It counts the ticks it was given.
    struct QuietPicker: TerminalPicker {
        var ticks = 0
        var marksFocus = true

        func preferredHeight(forWidth width: Int) -> Int { 3 }
        mutating func handle(_ event: InputEvent, now: Double) -> PickerStatus {
            if case .key(let key) = event, key == KeyStroke(.enter) { return .confirmed }
            return .running
        }
        mutating func tick(now: Double) { ticks += 1 }
        var needsTicks: Bool { true }
        func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
            buffer.write("Apple", x: area.x + 2, y: area.y)
            buffer.write("Banana", x: area.x + 2, y: area.y + 1)
            if marksFocus { buffer.focus = CursorPosition(x: area.x + 2, y: area.y + 1) }
        }
        var output: [UInt8] { Array("Banana".utf8) }
        var accessibleDescription: [String] { ["Banana"] }
    }

    /// Runs `picker` on a pseudo-terminal: once its frame is out, lets the session tick a while
    /// (the picker counts the ticks, so the test knows some came), then presses Enter.
    ///
    /// The session runs on a thread of its own: while it waits for its turn (one session at a
    /// time in a process) it must not hold one of the cooperative pool's few threads, which an
    /// async test holding the turn needs to go on and end its own session.
    static func run(_ picker: QuietPicker) async throws -> (output: String, result: TerminalSessionResult<QuietPicker>) {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try runOnThisThread(picker) })
            }
        }
    }

    private static func runOnThisThread(_ picker: QuietPicker) throws -> (output: String, result: TerminalSessionResult<QuietPicker>) {
        let terminal = try PseudoTerminal()
        let session = try TerminalSession(
            options: TerminalSessionOptions(positionReportTimeout: 0.2, terminalPath: terminal.path))
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            terminal.read(until: "Banana", seconds: 180)
            // Ticks come at 60 Hz while the session waits: a fraction of a second brings several.
            terminal.read(until: "never drawn", seconds: 0.3)
            terminal.type("\r")
            terminal.read(until: "\u{1B}[?25h", seconds: 180)
            done.signal()
        }
        let result = try session.run(picker, theme: .default(for: .none))
        _ = done.wait(timeout: .now() + 180)
        return (terminal.output, result)
    }

    @Test("Between the frame and Enter only the move to the focus is written, however many ticks came")
    func quietTicks() async throws {
        let (output, result) = try await Self.run(QuietPicker())
        let picker = result.picker
        #expect(result.outcome == .confirmed)
        #expect(picker.ticks >= 1, "the session ticked after the frame, and each tick drew the same frame")
        let frameEnd = try #require(output.range(of: "Banana"))
        let closing = try #require(output.range(of: "\u{1B}[J", range: frameEnd.upperBound..<output.endIndex))
        let between = String(output[frameEnd.upperBound..<closing.lowerBound])
        // From the end of "Banana" back to its first cell, then (closing) to the area's top.
        #expect(between == "\r\u{1B}[2C" + "\r\u{1B}[1A", "written between the frame and the close: \(between.debugDescription)")
    }

    @Test("A frame that marks no focus leaves the cursor on the area's first cell")
    func defaultFocus() async throws {
        let (output, result) = try await Self.run(QuietPicker(marksFocus: false))
        #expect(result.outcome == .confirmed)
        let frameEnd = try #require(output.range(of: "Banana"))
        let closing = try #require(output.range(of: "\u{1B}[J", range: frameEnd.upperBound..<output.endIndex))
        let between = String(output[frameEnd.upperBound..<closing.lowerBound])
        #expect(between == "\u{1B}[1A\r" + "\r", "written between the frame and the close: \(between.debugDescription)")
    }
}
