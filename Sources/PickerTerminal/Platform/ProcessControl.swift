#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ending the process, for the `pick` command.
///
/// ```swift
/// ProcessControl.exit(130)
/// ```
package enum ProcessControl {
    /// Ends the process with `status`.
    package static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }

    /// Ends the process by `signal` with its default action, as if it had not been caught, so a
    /// parent shell sees "terminated by SIGTERM" (status 128 + n); falls back to exiting with
    /// 128 + n should the signal not end the process.
    package static func exit(bySignal signal: Int32) -> Never {
        restoreDefaultAction(signal)
        var pending = sigset_t()
        sigemptyset(&pending)
        sigaddset(&pending, signal)
        sigprocmask(SIG_UNBLOCK, &pending, nil)
        raise(signal)
        exit(128 + signal)
    }

    /// Ignores SIGPIPE so that a reader closing stdout early ends the write, not the process
    /// before the terminal is restored.
    package static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }
}

private func restoreDefaultAction(_ number: Int32) {
    signal(number, SIG_DFL)
}

extension ProcessControl {
    /// Stops this process as Ctrl-Z would (SIGSTOP cannot be caught, so this returns only once a
    /// SIGCONT, e.g. from `fg`, continues it).
    static func stopSelf() {
        kill(getpid(), SIGSTOP)
    }
}
