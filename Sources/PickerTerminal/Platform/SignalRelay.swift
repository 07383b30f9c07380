#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signals the session reacts to, as values.
enum RelayedSignal: Equatable, Sendable {
    /// The window changed size (SIGWINCH).
    case windowChanged
    /// SIGINT from outside (in raw mode Ctrl-C arrives as a byte instead).
    case interrupt
    /// A signal whose default action ends the process: SIGTERM, SIGHUP, SIGQUIT, and the ones
    /// nobody at a prompt means but a program may send (``endingNumbers``). The number, to
    /// re-raise once the terminal is restored, so the status is 128 + n.
    case terminate(Int32)
    /// A stop request from outside (SIGTSTP), e.g. `kill -TSTP`.
    case suspend
    /// We were continued (SIGCONT), e.g. by `fg`.
    case resumed

    init?(number: Int32) {
        switch number {
        case SIGWINCH: self = .windowChanged
        case SIGINT: self = .interrupt
        case SIGTSTP: self = .suspend
        case SIGCONT: self = .resumed
        default:
            guard Self.endingNumbers.contains(number) else { return nil }
            self = .terminate(number)
        }
    }

    /// Every signal whose default action ends the process without a fault (a fault is the
    /// crash guard's): left to that default, it would leave the terminal raw, the cursor
    /// hidden and mouse reporting on. SIGPIPE among them: `pick` ignores it for its own
    /// writes, so during a session it only comes from `kill`. (Real-time signals, which no
    /// one sends a prompt, are left alone.) Behaviour 6.6.
    static let endingNumbers: [Int32] = {
        var numbers = [
            SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPIPE,
        ]
        #if os(Linux)
        numbers += [SIGIO, SIGPWR, SIGSTKFLT]
        #endif
        return numbers
    }()

    static let numbers: [Int32] = [SIGWINCH, SIGINT, SIGTSTP, SIGCONT] + endingNumbers
}

/// The write end of the self-pipe, read by the C signal handler (which can capture nothing).
/// Set once before the handlers are installed and never changed while they are.
nonisolated(unsafe) private var relayWriteDescriptor: Int32 = -1

/// Async-signal-safe: writes the signal number as one byte into the self-pipe and nothing else.
private func relaySignal(_ number: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(relayWriteDescriptor, &byte, 1)
    errno = savedErrno
}

/// Turns asynchronous signals into bytes on a pipe that the session's `poll` loop reads, so
/// every signal is handled on the main path, where restoring the terminal is safe.
///
/// The handlers do nothing but write one byte (the self-pipe trick): no allocation, no locks,
/// no terminal I/O inside a handler. Dropping the relay puts the previous handlers back.
///
/// ```swift
/// let relay = try SignalRelay()
/// // poll on relay.readDescriptor, then:
/// for signal in relay.drain() { ... }
/// ```
final class SignalRelay {
    /// Poll this for readability; ``drain()`` then says which signals came.
    let readDescriptor: Int32
    private let writeDescriptor: Int32
    private var previous: [(Int32, sigaction)] = []

    init() throws(TerminalDeviceError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .cannotConfigure(reason: TerminalDevice.describe(errno)) }
        for fd in ends {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readDescriptor = ends[0]
        writeDescriptor = ends[1]
        relayWriteDescriptor = writeDescriptor
        var relayed = sigset_t()
        sigemptyset(&relayed)
        for number in RelayedSignal.numbers {
            previous.append((number, installHandler(relaySignal, for: number)))
            sigaddset(&relayed, number)
        }
        // A parent may have left these blocked (the mask survives exec); then SIGTERM would
        // never reach us and the terminal would stay raw until someone sent SIGKILL.
        sigprocmask(SIG_UNBLOCK, &relayed, nil)
    }

    deinit {
        for (number, action) in previous {
            var action = action
            sigaction(number, &action, nil)
        }
        relayWriteDescriptor = -1
        close(readDescriptor)
        close(writeDescriptor)
    }

    /// The signals that arrived since the last call, oldest first.
    func drain() -> [RelayedSignal] {
        var signals: [RelayedSignal] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readDescriptor, $0.baseAddress, 64) }
            if count > 0 {
                signals += buffer[0..<count].compactMap { RelayedSignal(number: Int32($0)) }
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return signals
            }
        }
    }
}

/// Installs `handler` for `number` (restarting interrupted calls) and returns the old action.
func installHandler(_ handler: @convention(c) (Int32) -> Void, for number: Int32, flags: Int32 = 0) -> sigaction {
    var action = sigaction()
    #if os(Linux)
    action.__sigaction_handler.sa_handler = handler
    #else
    action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART | flags
    var old = sigaction()
    sigaction(number, &action, &old)
    return old
}
