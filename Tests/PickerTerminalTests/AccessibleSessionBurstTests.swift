import Foundation
import PickerCore
import PickerTerminal
import TerminalUI
import TestSupport
import Testing

/// Behaviour 6.3 at the session: keys that reach screen-reader mode together (a held key, a
/// quick burst) are said once, where they ended, and "End of list." is said for every key that
/// would pass the end. The keys are typed in one write, so they are queued together whatever
/// the machine's load.
@Suite("Accessible session: keys that come together are said once", .serialized)
struct AccessibleSessionBurstTests {
    static let letters = ListSource(columns: [["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliett"]])

    /// Runs a list of ten on a pseudo-terminal in screen-reader mode: once the hints are said,
    /// types `keys` in one write, waits for `heard`, presses Enter; returns the lines said after
    /// the opening ones, the closing line last.
    static func said(typing keys: String, until heard: String) async throws -> [String] {
        try await withCheckedThrowingContinuation { continuation in
            // The session waits for its turn on a thread of its own, not one of the pool's.
            Thread.detachNewThread {
                continuation.resume(with: Result { try saidOnThisThread(typing: keys, until: heard) })
            }
        }
    }

    private static func saidOnThisThread(typing keys: String, until heard: String) throws -> [String] {
        let terminal = try PseudoTerminal()
        let session = try AccessibleSession(options: TerminalSessionOptions(terminalPath: terminal.path))
        let opening = "Question mark repeats these hints."
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            terminal.read(until: opening, seconds: 180)
            terminal.type(keys)
            terminal.read(until: heard, seconds: 180)
            terminal.type("\r")
            terminal.read(until: "chosen.", seconds: 180)
            done.signal()
        }
        var picker = WheelTerminalPicker(Fixtures.wheel(letters, [0]), header: "Letters")
        _ = try session.run(&picker)
        _ = done.wait(timeout: .now() + 180)
        let text = PseudoTerminal.visibleText(Substring(terminal.output))
        let lines = text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
        return Array(lines.drop { $0 != opening }.dropFirst())
    }

    @Test("Four Down keys typed together say only where they ended")
    func fourDown() async throws {
        let said = try await Self.said(typing: String(repeating: "\u{1B}[B", count: 4), until: "Echo")
        #expect(said == ["Echo, 5 of 10", "Echo chosen."])
    }

    @Test("Keys past the end: the last item once, then End of list. for each key past it")
    func pastTheEnd() async throws {
        let said = try await Self.said(typing: String(repeating: "\u{1B}[B", count: 12), until: "End of list.")
        #expect(said == ["Juliett, 10 of 10", "End of list.", "End of list.", "End of list.", "Juliett chosen."])
    }
}
