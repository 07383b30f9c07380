import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import TestSupport
import Testing

/// The real ``TerminalSession`` on a pseudo-terminal and the ``PickerDriver`` given the same
/// bytes end the same way with the same value: one session core behind both.
@Suite("Session and driver agree", .serialized)
struct SessionAgreementTests {
    static func fruitPicker() -> WheelTerminalPicker<ListSource> {
        WheelTerminalPicker(Fixtures.wheel(Fixtures.fruits, [0]))
    }

    @Test(
        "Each key sequence ends the real session and the driver alike",
        arguments: [
            "\r",                          // Enter: confirmed, Apple
            "\u{1B}[B\u{1B}[B\r",          // Down, Down, Enter: Cherry
            "\u{03}",                      // Ctrl-C: interrupted, 130
            "\u{1B}[B\u{03}",              // Down, Ctrl-C: still interrupted
            "\u{1B}[200~el\u{1B}[201~\r",  // a bracketed paste, then Enter: Elderberry
            "dam\r",                       // type-ahead, then Enter: Damson
            "x\u{1B}",                     // a key, then a lone Esc: cancelled
        ])
    func agree(keys: String) throws {
        var driver = PickerDriver(Self.fruitPicker(), width: 80, height: nil)
        driver.send(bytes: keys)
        driver.settle()

        let terminal = try PseudoTerminal()
        let options = TerminalSessionOptions(escapeTimeout: 0.04, positionReportTimeout: 0.2, terminalPath: terminal.path)
        let session = try TerminalSession(options: options)
        terminal.play(typing: Array(keys.utf8))
        let result = try session.run(Self.fruitPicker(), theme: .default(for: .none))
        terminal.finish()

        #expect(result.outcome == driver.outcome, "keys \(keys.debugDescription)")
        #expect(result.output == driver.output, "keys \(keys.debugDescription)")
    }

    @Test("Ctrl-C ends the real session as interrupted (130), as it ends the driver")
    func controlC() throws {
        let terminal = try PseudoTerminal()
        let session = try TerminalSession(
            options: TerminalSessionOptions(positionReportTimeout: 0.2, terminalPath: terminal.path))
        terminal.play(typing: [0x03])
        let result = try session.run(Self.fruitPicker(), theme: .default(for: .none))
        terminal.finish()
        #expect(result.outcome == .interrupted)
        #expect(result.outcome.exitStatus == 130)
        #expect(result.output == nil)
    }
}
