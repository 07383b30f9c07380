#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalUI

/// The controlling terminal, opened as `/dev/tty` for reading and writing.
///
/// The session draws here and never on standard output, so `x=$(pick choose ...)` captures only
/// the chosen value, and standard input stays free to be a pipe of items. The device remembers
/// the terminal settings it found, so ``restoreMode()`` can put them back on every exit path.
///
/// ```swift
/// let tty = try TerminalDevice()
/// try tty.enterRawMode()
/// defer { tty.restoreMode() }
/// tty.write("\u{1B}[?25l")
/// ```
final class TerminalDevice {
    /// The file descriptor of `/dev/tty`.
    let fileDescriptor: Int32
    private var savedSettings = termios()
    private var isRaw = false

    /// Opens `/dev/tty`; fails when the process has no controlling terminal (cron, CI, `setsid`).
    init(path: String = "/dev/tty") throws(TerminalDeviceError) {
        let fd = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotOpen(path: path, reason: Self.describe(errno)) }
        guard tcgetattr(fd, &savedSettings) == 0 else {
            let reason = Self.describe(errno)
            close(fd)
            throw .cannotOpen(path: path, reason: reason)
        }
        fileDescriptor = fd
    }

    deinit {
        restoreMode()
        close(fileDescriptor)
    }

    /// The settings found when the device was opened, for the crash handler to put back.
    var originalSettings: termios { savedSettings }

    /// Raw mode: bytes arrive one by one, unechoed, and Ctrl-C / Ctrl-Z arrive as bytes (0x03,
    /// 0x1A) instead of signals, so the session decides what they mean and restores the terminal
    /// before acting on them. Pending type-ahead is kept (`TCSANOW`, not `TCSAFLUSH`).
    func enterRawMode() throws(TerminalDeviceError) {
        var raw = savedSettings
        cfmakeraw(&raw)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(fileDescriptor, TCSANOW, &raw) == 0 else {
            throw .cannotConfigure(reason: Self.describe(errno))
        }
        isRaw = true
    }

    /// Puts back the settings found at open. Safe to call any number of times.
    func restoreMode() {
        guard isRaw else { return }
        // TCSADRAIN: let the restore sequence written just before reach the terminal first.
        var saved = savedSettings
        _ = tcsetattr(fileDescriptor, TCSADRAIN, &saved)
        isRaw = false
    }

    /// The window size in cells, clamped to `Buffer.maximumWidth`×`Buffer.maximumHeight`, or nil
    /// when the terminal does not say (then callers assume 80×24).
    func windowSize() -> (columns: Int, rows: Int)? {
        var size = winsize()
        #if os(Linux)
        let request = UInt(TIOCGWINSZ)
        #else
        let request = TIOCGWINSZ
        #endif
        let result = withUnsafeMutablePointer(to: &size) { ioctl(fileDescriptor, request, $0) }
        guard result == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        // The area is drawn in buffers of at most this many cells, however large the window.
        return (Buffer.clampedWidth(Int(size.ws_col)), Buffer.clampedHeight(Int(size.ws_row)))
    }

    /// True when this process's group owns the terminal (after `bg` it does not, and touching the
    /// terminal modes would stop it with SIGTTOU).
    /// When the terminal does not say (it hung up), we count as foreground, so nobody waits forever.
    var isForeground: Bool {
        let owner = tcgetpgrp(fileDescriptor)
        return owner < 0 || owner == getpgrp()
    }

    /// Writes all of `text`, retrying short writes; errors (a hung-up terminal) are dropped
    /// because nothing useful can be done about them mid-frame.
    func write(_ text: String) {
        var bytes = Array(text.utf8)
        write(bytes: &bytes)
    }

    /// Writes all of `bytes`, retrying short writes and interruptions.
    func write(bytes: inout [UInt8]) {
        writeAll(bytes, to: fileDescriptor)
    }

    /// Reads what is available (at most `limit` bytes) without waiting past the first byte.
    /// Returns nil at end of file or on an error such as a hang-up.
    func readAvailable(limit: Int = 4096) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: limit)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, limit) }
            if count > 0 { return Array(buffer[0..<count]) }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN { return [] }
            return nil
        }
    }

    /// Everything the terminal has sent so far, read until it pauses (at most about `limit`
    /// bytes), so a whole paste is taken in at once and a Ctrl-C behind it is seen.
    ///
    /// The kernel hands a terminal's input over a few kilobytes at a time, refilling its buffer
    /// a moment after each read; so while reads come back large (a paste, not keys), the next
    /// one is waited for up to ``burstPause``. Call it when `poll` said the terminal is
    /// readable. Returns nil at end of file or on an error such as a hang-up.
    func readAll(limit: Int = 1 << 20) -> [UInt8]? {
        guard var bytes = readAvailable() else { return nil }
        var last = bytes.count
        while bytes.count < limit,
            Poller.wait(for: [fileDescriptor], timeout: last >= Self.burstSize ? Self.burstPause : 0)[0]
        {
            guard let more = readAvailable(), !more.isEmpty else { break }
            bytes += more
            last = more.count
        }
        return bytes
    }

    /// A read at least this large is part of a burst (a paste) rather than typed keys.
    static let burstSize = 1024
    /// How long a burst may pause between two reads and still count as one.
    static let burstPause = 0.002

    /// The signal a hung-up terminal stands for (reading it fails once the window is closed).
    static let hangUpSignal = SIGHUP

    static func describe(_ code: Int32) -> String {
        guard let message = strerror(code) else { return "error \(code)" }
        return String(cString: message)
    }
}

/// The C `write`, reachable under another name because `TerminalDevice.write` shadows it.
@inline(__always)
func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}

/// Writes every byte to `descriptor`, retrying short writes and interruptions; any other
/// error (a hung-up terminal, a closed pipe, a full disk) ends it, and its number is returned
/// (nil when every byte was written). The terminal's writes drop it, since nothing useful can
/// be done about it mid-frame; the value's write reports it (`StandardStreams`).
@discardableResult
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { raw -> Int32? in
        var offset = 0
        while offset < raw.count {
            let written = systemWrite(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                // A write of nothing for bytes offered: the device takes no more.
                return written < 0 ? errno : ENOSPC
            }
        }
        return nil
    }
}

/// Why the terminal could not be used.
public enum TerminalDeviceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The terminal at `path` (normally `/dev/tty`) could not be opened: no controlling terminal.
    case cannotOpen(path: String, reason: String)
    /// The terminal could not be put into raw mode.
    case cannotConfigure(reason: String)

    public var description: String {
        switch self {
        case let .cannotOpen(path, reason): "cannot open \(path): \(reason)"
        case let .cannotConfigure(reason): "cannot set the terminal to raw mode: \(reason)"
        }
    }
}
