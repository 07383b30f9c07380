#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the crash handler needs, prepared in advance because a handler may not allocate.
/// Written only by `CrashGuard` on the main path while no crash handler is installed.
///
/// It lives in memory allocated for it (``crashState``), never in a global of its own: Swift
/// 6.3.1 lays out a global initialised with a C struct literal *without* the struct's inner
/// padding, so `private var settings = termios()` got 57 bytes for a 60-byte `termios`, and
/// every `settings = ...` wrote 3 bytes past it (AddressSanitizer: global-buffer-overflow in
/// `CrashGuard.arm`). An allocation is sized by `MemoryLayout`, which is right.
private struct CrashGuardState {
    /// The terminal to restore, or -1 while disarmed.
    var terminal: Int32 = -1
    /// The settings to put back.
    var settings = termios()
    /// Written to the terminal before the settings go back.
    var bytes: UnsafeMutableBufferPointer<UInt8>?
    /// The actions that were installed before ours, indexed by signal number.
    var previous: UnsafeMutablePointer<sigaction>
}

/// The handler's state, allocated once (and never freed: the handlers may run until exit).
nonisolated(unsafe) private let crashState: UnsafeMutablePointer<CrashGuardState> = {
    let state = UnsafeMutablePointer<CrashGuardState>.allocate(capacity: 1)
    let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: crashSignalLimit)
    previous.initialize(repeating: sigaction(), count: crashSignalLimit)
    state.initialize(to: CrashGuardState(previous: previous))
    return state
}()

/// Signal numbers below this have a slot in ``CrashGuardState/previous``.
private let crashSignalLimit = 32

/// Async-signal-safe: puts the terminal back, then hands the signal to whoever had it before
/// (the Swift runtime's backtracer, or the default action), so the crash still happens and is
/// still reported, but on a usable terminal.
private func restoreThenCrash(_ number: Int32) {
    let state = crashState
    if state.pointee.terminal >= 0 {
        if let bytes = state.pointee.bytes {
            _ = write(state.pointee.terminal, bytes.baseAddress, bytes.count)
        }
        _ = tcsetattr(state.pointee.terminal, TCSANOW, &state.pointee.settings)
    }
    if number >= 0, number < crashSignalLimit {
        sigaction(number, state.pointee.previous + Int(number), nil)
    }
    // Still blocked inside this handler: delivered to the previous handler as soon as we return
    // (a fault also re-executes and faults again, reaching it the same way).
    raise(number)
}

/// Restores the terminal when the process dies of a fatal signal (a trap, abort, a bad access),
/// which no `defer` survives. The session arms it once raw mode is on and disarms it on exit.
///
/// ```swift
/// CrashGuard.arm(terminal: tty, restore: "\u{1B}[?25h")
/// defer { CrashGuard.disarm() }
/// ```
enum CrashGuard {
    static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Installs the handlers; `restore` is written to the terminal before the settings go back.
    static func arm(terminal: TerminalDevice, restore: String) {
        disarm()
        let bytes = Array(restore.utf8)
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = storage.initialize(from: bytes)
        let state = crashState
        state.pointee.bytes = storage
        state.pointee.settings = terminal.originalSettings
        state.pointee.terminal = terminal.fileDescriptor
        for number in fatalSignals where number < crashSignalLimit {
            state.pointee.previous[Int(number)] = installHandler(restoreThenCrash, for: number, flags: 0)
        }
    }

    /// Puts the previous handlers back and frees the prepared bytes.
    static func disarm() {
        let state = crashState
        guard state.pointee.terminal >= 0 else { return }
        for number in fatalSignals where number < crashSignalLimit {
            sigaction(number, state.pointee.previous + Int(number), nil)
        }
        state.pointee.terminal = -1
        state.pointee.bytes?.deallocate()
        state.pointee.bytes = nil
    }

}
