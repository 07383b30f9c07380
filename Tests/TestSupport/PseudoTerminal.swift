#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A pseudo-terminal for tests that need the real session: the session opens its slave side
/// by path (``path``); the test plays the far end on the master side, reading what is drawn
/// (answering the cursor position question as a terminal would) and typing keys.
///
/// The slave side stays open as long as the pseudo-terminal lives, so its settings can be read
/// before and after a session and it never hangs up between sessions.
///
/// ```swift
/// let terminal = try PseudoTerminal()
/// let session = try TerminalSession(options: TerminalSessionOptions(terminalPath: terminal.path))
/// terminal.play(typing: Array("\r".utf8))   // Enter, once the first frame is out
/// let result = try session.run(picker, theme: .default(for: .none))
/// terminal.finish()
/// ```
public final class PseudoTerminal: @unchecked Sendable {
    // Unchecked: `received` is only touched under `lock`; the descriptors are constants.

    /// Why a pseudo-terminal could not be opened.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The master side, where the test reads and types.
    public let master: Int32
    /// The slave side's device path, which the session under test opens.
    public let path: String
    /// The slave side kept open, so its settings can be read and the pty never hangs up.
    private let slave: Int32
    private let lock = NSLock()
    private var received: [UInt8] = []
    private let played = DispatchSemaphore(value: 0)

    /// A new 80×24 pseudo-terminal.
    public init() throws {
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw Failure(description: "no pseudo-terminal: \(String(cString: strerror(errno)))") }
        #if os(Linux)
        // What unlockpt and ptsname do, which Glibc's Swift module leaves out: TIOCSPTLCK and
        // TIOCGPTN as <asm-generic/ioctls.h> defines them.
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(master, 0x4004_5431 /* TIOCSPTLCK */, &unlock) == 0,
            ioctl(master, 0x8004_5430 /* TIOCGPTN */, &number) == 0
        else {
            close(master)
            throw Failure(description: "cannot unlock the pseudo-terminal")
        }
        path = "/dev/pts/\(number)"
        #else
        guard grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
            close(master)
            throw Failure(description: "cannot unlock the pseudo-terminal")
        }
        path = String(cString: name)
        #endif
        slave = open(path, O_RDWR | O_NOCTTY)
        guard slave >= 0 else {
            close(master)
            throw Failure(description: "cannot open \(path)")
        }
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
    }

    deinit {
        close(slave)
        close(master)
    }

    /// The terminal settings, as bytes, to compare before and after a session.
    public func settings() -> [UInt8] {
        var modes = termios()
        _ = tcgetattr(slave, &modes)
        return withUnsafeBytes(of: &modes) { Array($0) }
    }

    /// Types `text` on the keyboard.
    public func type(_ text: String) {
        type(Array(text.utf8))
    }

    /// Types `bytes` on the keyboard, as they are.
    public func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Everything drawn so far, as text.
    public var output: String { lock.withLock { String(decoding: received, as: UTF8.self) } }

    /// Reads what is drawn until `text` shows up or `seconds` pass (a guard against a session
    /// that hangs, not a time anything must take); answers each cursor position question at
    /// once, as a terminal would (row 1, column 1).
    /// - Returns: true when `text` showed up.
    @discardableResult
    public func read(until text: String, seconds: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if output.contains(text) { return true }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { systemRead(master, $0.baseAddress, $0.count) }
            guard count > 0 else { continue }
            let chunk = Array(buffer[..<count])
            if String(decoding: chunk, as: UTF8.self).contains("\u{1B}[6n") { type("\u{1B}[1;1R") }
            lock.withLock { received += chunk }
        }
        return output.contains(text)
    }

    /// ``read(until:seconds:)`` on a thread of its own, so an async test does not hold one of
    /// the few threads of the cooperative pool. The long wait is for a machine loaded by other
    /// work; a session that draws returns at once.
    public func reading(until text: String, seconds: Double = 180) async -> Bool {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: self.read(until: text, seconds: seconds)) }
        }
    }

    /// Plays the far end of one session on a thread of its own: reads what is drawn until
    /// `marker` shows (the first frame's help line, unless nil: at once), types `keys`, then
    /// reads on until the session shows the cursor again, its last write. Wait for it with
    /// ``finish()``.
    public func play(typing keys: [UInt8], after marker: String? = "esc cancel") {
        Thread.detachNewThread {
            // The long guard covers a session that waits for its turn while another test's
            // session runs (one session at a time in a process); a drawn session returns at once.
            if let marker { self.read(until: marker, seconds: 180) }
            self.type(keys)
            self.read(until: "\u{1B}[?25h", seconds: 180)
            self.played.signal()
        }
    }

    /// Waits until the far end ``play(typing:after:)`` started has finished reading.
    public func finish() {
        _ = played.wait(timeout: .now() + 180)
    }

    /// `output` without its escape sequences (CSI and the few two-byte ones the session
    /// writes), as the text a person would see written.
    public static func visibleText(_ output: Substring) -> String {
        var text = ""
        var rest = output[...]
        while let escape = rest.firstIndex(of: "\u{1B}") {
            text += rest[..<escape]
            rest = rest[rest.index(after: escape)...]
            if rest.first == "[" {
                // Parameters, then one final letter (or ~).
                guard let end = rest.dropFirst().firstIndex(where: { $0.isLetter || $0 == "~" }) else { return text }
                rest = rest[rest.index(after: end)...]
            } else if !rest.isEmpty {
                rest = rest.dropFirst()
            }
        }
        return text + rest
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif
