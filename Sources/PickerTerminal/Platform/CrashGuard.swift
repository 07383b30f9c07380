#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the crash handler needs, prepared in advance because a handler may not allocate.
/// Written only by `CrashGuard` on the main path while no crash handler is installed.
nonisolated(unsafe) private var crashTerminal: Int32 = -1
nonisolated(unsafe) private var crashSettings = termios()
nonisolated(unsafe) private var crashBytes: UnsafeMutableBufferPointer<UInt8>?
nonisolated(unsafe) private var crashPreviousTable = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)

/// Async-signal-safe: puts the terminal back, then hands the signal to whoever had it before
/// (the Swift runtime's backtracer, or the default action), so the crash still happens and is
/// still reported, but on a usable terminal.
private func restoreThenCrash(_ number: Int32) {
    if crashTerminal >= 0 {
        if let bytes = crashBytes {
            _ = write(crashTerminal, bytes.baseAddress, bytes.count)
        }
        _ = tcsetattr(crashTerminal, TCSANOW, &crashSettings)
    }
    if number >= 0, number < 32 {
        sigaction(number, crashPreviousTable + Int(number), nil)
    }
    // Still blocked inside this handler: delivered to the previous handler as soon as we return
    // (a fault also re-executes and faults again, reaching it the same way).
    raise(number)
}

/// Restores the terminal when the process dies of a fatal signal (a trap, abort, a bad access),
/// which no `defer` survives. The session arms it once raw mode is on and disarms it on exit.
///
/// ```swift
/// let guard = CrashGuard(terminal: tty, restore: "\u{1B}[?25h")
/// defer { guard.disarm() }
/// ```
enum CrashGuard {
    static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Installs the handlers; `restore` is written to the terminal before the settings go back.
    static func arm(terminal: TerminalDevice, restore: String) {
        disarm()
        let bytes = Array(restore.utf8)
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = storage.initialize(from: bytes)
        crashBytes = storage
        crashSettings = terminal.originalSettings
        crashTerminal = terminal.fileDescriptor
        for number in fatalSignals {
            let old = installHandler(restoreThenCrash, for: number, flags: 0)
            (crashPreviousTable + Int(number)).initialize(to: old)
        }
    }

    /// Puts the previous handlers back and frees the prepared bytes.
    static func disarm() {
        guard crashTerminal >= 0 else { return }
        for number in fatalSignals {
            sigaction(number, crashPreviousTable + Int(number), nil)
        }
        crashTerminal = -1
        crashBytes?.deallocate()
        crashBytes = nil
    }
}
