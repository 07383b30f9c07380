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
    /// For each signal number, the one line a crash writes on standard error (see
    /// ``CrashGuard/reportCrashes(as:)``); empty while crashes are left to the runtime.
    var reports: UnsafeMutablePointer<UnsafeMutableBufferPointer<UInt8>>
}

/// The handler's state, allocated once (and never freed: the handlers may run until exit).
nonisolated(unsafe) private let crashState: UnsafeMutablePointer<CrashGuardState> = {
    let state = UnsafeMutablePointer<CrashGuardState>.allocate(capacity: 1)
    let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: crashSignalLimit)
    previous.initialize(repeating: sigaction(), count: crashSignalLimit)
    let reports = UnsafeMutablePointer<UnsafeMutableBufferPointer<UInt8>>.allocate(capacity: crashSignalLimit)
    reports.initialize(repeating: UnsafeMutableBufferPointer(start: nil, count: 0), count: crashSignalLimit)
    state.initialize(to: CrashGuardState(previous: previous, reports: reports))
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

/// Async-signal-safe: writes the signal's prepared line on standard error, then lets the
/// default action end the process (status 128 + n, a core where the system keeps one), so
/// the runtime's backtracer never prints its report at a person.
private func reportThenCrash(_ number: Int32) {
    guard number >= 0, number < crashSignalLimit else { return }
    let line = crashState.pointee.reports[Int(number)]
    if let base = line.baseAddress { _ = write(STDERR_FILENO, base, line.count) }
    var fallback = sigaction()
    #if os(Linux)
    fallback.__sigaction_handler.sa_handler = SIG_DFL
    #else
    fallback.__sigaction_u.__sa_handler = SIG_DFL
    #endif
    sigemptyset(&fallback.sa_mask)
    sigaction(number, &fallback, nil)
    // Still blocked inside this handler: the default action takes it as soon as we return.
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
    static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS]

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

    /// Makes a crash of this process print one line instead of the Swift runtime's report:
    /// `pick: crashed with SIGSEGV (signal 11), a bug in pick; please report it with the
    /// command line that crashed`. Armed during a session, the guard restores the terminal
    /// first, so the line lands on a usable terminal. Also gives SIGQUIT (Ctrl-\\) its
    /// default action back from the runtime, which answers it with a report and carries on:
    /// a quit then ends the process with status 131 (unless it was ignored when we started).
    ///
    /// Call it once, at the start of a program, before any session is armed.
    ///
    /// ```swift
    /// CrashGuard.reportCrashes(as: "pick")
    /// ```
    static func reportCrashes(as program: String) {
        let state = crashState
        for number in fatalSignals where number < crashSignalLimit {
            let line = Array(
                "\(program): crashed with \(signalName(number)) (signal \(number)), a bug in \(program); "
                    .utf8) + Array("please report it with the command line that crashed\n".utf8)
            let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: line.count)
            _ = storage.initialize(from: line)
            state.pointee.reports[Int(number)].deallocate()
            state.pointee.reports[Int(number)] = storage
            _ = installHandler(reportThenCrash, for: number, flags: 0)
        }
        var quit = sigaction()
        sigaction(SIGQUIT, nil, &quit)
        #if os(Linux)
        let ignored = unsafeBitCast(quit.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        #else
        let ignored = unsafeBitCast(quit.__sigaction_u.__sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        #endif
        if !ignored { signal(SIGQUIT, SIG_DFL) }
    }

    /// The usual name of a fatal signal (`SIGSEGV`), for the crash line.
    static func signalName(_ number: Int32) -> String {
        switch number {
        case SIGSEGV: "SIGSEGV"
        case SIGBUS: "SIGBUS"
        case SIGILL: "SIGILL"
        case SIGTRAP: "SIGTRAP"
        case SIGABRT: "SIGABRT"
        case SIGFPE: "SIGFPE"
        case SIGSYS: "SIGSYS"
        default: "signal \(number)"
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
