import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
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
        let options = TerminalSessionOptions(escapeTimeout: 0.04, positionReportTimeout: 0.2, terminalPath: terminal.devicePath)
        let session = try TerminalSession(options: options)
        terminal.type(Array(keys.utf8), afterFirstFrame: true)
        let result = try session.run(Self.fruitPicker(), theme: .default(for: .none))
        terminal.finish()

        #expect(result.outcome == driver.outcome, "keys \(keys.debugDescription)")
        #expect(result.output == driver.output, "keys \(keys.debugDescription)")
    }

    @Test("Ctrl-C ends the real session as interrupted (130), as it ends the driver")
    func controlC() throws {
        let terminal = try PseudoTerminal()
        let session = try TerminalSession(
            options: TerminalSessionOptions(positionReportTimeout: 0.2, terminalPath: terminal.devicePath))
        terminal.type([0x03], afterFirstFrame: true)
        let result = try session.run(Self.fruitPicker(), theme: .default(for: .none))
        terminal.finish()
        #expect(result.outcome == .interrupted)
        #expect(result.outcome.exitStatus == 130)
        #expect(result.output == nil)
    }
}

/// A pseudo-terminal whose far end a background thread plays: it reads everything the session
/// draws, answers the cursor position question, and types the given keys once the first frame
/// is out.
final class PseudoTerminal: @unchecked Sendable {
    let master: Int32
    let devicePath: String
    private let done = DispatchSemaphore(value: 0)

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init() throws {
        #if os(Linux)
        // glibc's posix_openpt and ptsname are not visible to Swift, nor the ioctl macros that
        // do their work: TIOCSPTLCK and TIOCGPTN as <asm-generic/ioctls.h> defines them.
        let TIOCSPTLCK: UInt = 0x4004_5431
        let TIOCGPTN: UInt = 0x8004_5430
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, TIOCSPTLCK, &unlock) == 0, ioctl(master, TIOCGPTN, &number) == 0
        else {
            throw Failure(description: "no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        devicePath = "/dev/pts/\(number)"
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        #else
        master = posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
            throw Failure(description: "no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        devicePath = String(cString: name)
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, TIOCSWINSZ, &size)
        #endif
    }

    deinit {
        close(master)
    }

    /// Starts the far end: reads output until the session restores the cursor (its last
    /// write), typing `keys` after the first frame.
    func type(_ keys: [UInt8], afterFirstFrame: Bool) {
        let master = master
        let done = done
        Thread.detachNewThread {
            var output: [UInt8] = []
            var answered = 0
            var typed = false
            var buffer = [UInt8](repeating: 0, count: 4096)
            // Long enough for a session that waits for its turn while another suite's session
            // runs (one session at a time in a process); the loop ends as soon as it is done.
            let deadline = Date().addingTimeInterval(180)
            while Date() < deadline {
                var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, 50) > 0 else { continue }
                let count = read(master, &buffer, buffer.count)
                if count <= 0 { break }
                output += buffer[0..<count]
                let text = String(decoding: output, as: UTF8.self)
                // Each cursor position question is answered: row 1, column 1.
                let questions = text.components(separatedBy: "\u{1B}[6n").count - 1
                while answered < questions {
                    Self.send(Array("\u{1B}[1;1R".utf8), to: master)
                    answered += 1
                }
                if !typed, !afterFirstFrame || text.contains("esc cancel") {
                    typed = true
                    Self.send(keys, to: master)
                }
                // The session's last write shows the cursor again.
                if typed, text.contains("\u{1B}[?25h") { break }
            }
            done.signal()
        }
    }

    private static func send(_ bytes: [UInt8], to descriptor: Int32) {
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// Waits for the far end to finish reading.
    func finish() {
        _ = done.wait(timeout: .now() + 180)
    }
}
