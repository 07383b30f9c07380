#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A pseudo-terminal for tests that need the real session: prompts open its slave side by
/// path (``path``), the test reads what they draw and types on the master side.
final class PseudoTerminal: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let master: Int32
    let path: String
    /// The slave side kept open, so its settings can be read and the pty never hangs up.
    private let slave: Int32
    private let lock = NSLock()
    private var received: [UInt8] = []

    init() throws {
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw Failure(description: "no pseudo-terminal") }
        #if os(Linux)
        // What unlockpt and ptsname do, which Glibc's Swift module leaves out.
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(master, 0x4004_5431 /* TIOCSPTLCK */, &unlock) == 0,
            ioctl(master, 0x8004_5430 /* TIOCGPTN */, &number) == 0
        else { throw Failure(description: "cannot unlock the pseudo-terminal") }
        path = "/dev/pts/\(number)"
        #else
        guard grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
            throw Failure(description: "cannot unlock the pseudo-terminal")
        }
        path = String(cString: name)
        #endif
        slave = open(path, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw Failure(description: "cannot open \(path)") }
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
    }

    deinit {
        close(slave)
        close(master)
    }

    /// The terminal settings, as bytes, to compare before and after a prompt.
    func settings() -> [UInt8] {
        var modes = termios()
        _ = tcgetattr(slave, &modes)
        return withUnsafeBytes(of: &modes) { Array($0) }
    }

    /// Types `text` on the keyboard.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Everything drawn so far, as text.
    var output: String { lock.withLock { String(decoding: received, as: UTF8.self) } }

    /// ``read(until:seconds:)`` on a thread of its own, so an async test does not hold one of
    /// the few threads of the cooperative pool. The prompts under test run on
    /// ``DedicatedThreadExecutor`` so they start whatever the pool is doing; the long wait is
    /// for a machine loaded by other work. A prompt that draws returns at once.
    func reading(until text: String, seconds: Double = 180) async -> Bool {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: self.read(until: text, seconds: seconds)) }
        }
    }

    /// `output` without its escape sequences (CSI and the few two-byte ones the session
    /// writes), as the text a person would see written.
    static func visibleText(_ output: Substring) -> String {
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

    /// Reads what was drawn until `text` shows up or `seconds` pass; answers a cursor position
    /// question at once, as a terminal would (row 1, column 1).
    @discardableResult
    func read(until text: String, seconds: Double = 10) -> Bool {
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
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif
