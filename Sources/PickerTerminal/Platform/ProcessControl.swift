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

    /// Makes a crash print one line naming the signal (after the session, if one runs, has
    /// restored the terminal) instead of the runtime's multi-line report, and lets SIGQUIT end
    /// the process (status 131) before a session opens. See `CrashGuard.reportCrashes(as:)`.
    ///
    /// ```swift
    /// ProcessControl.reportCrashesInOneLine(as: "pick")
    /// ```
    package static func reportCrashesInOneLine(as program: String) {
        CrashGuard.reportCrashes(as: program)
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
    /// Stops this process's whole job as Ctrl-Z would in a cooked terminal, the way full-screen
    /// programs do: SIGTSTP back to its default action and sent to the process group, so the
    /// shell that waits for us (`x=$(pick …)`, `bash script.sh`, a pipeline) stops with us and
    /// the person's shell sees a stopped job it can `fg`. Returns once a SIGCONT continues the
    /// job; our SIGTSTP handler is back in place by then.
    ///
    /// In a process group with no shell to take it (an orphaned group), the system drops the
    /// stop and this returns at once. Behaviour 6.6.
    static func suspendJob() {
        var defaultAction = sigaction()
        #if os(Linux)
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        #else
        defaultAction.__sigaction_u.__sa_handler = SIG_DFL
        #endif
        sigemptyset(&defaultAction.sa_mask)
        var previous = sigaction()
        sigaction(SIGTSTP, &defaultAction, &previous)
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        sigprocmask(SIG_UNBLOCK, &stop, nil)
        // The stop is delivered to us before `kill` returns (it is unblocked here), so this
        // line is where the process sleeps until `fg` or `bg`.
        kill(0, SIGTSTP)
        sigaction(SIGTSTP, &previous, nil)
    }

    /// False when stopping the job cannot work: this process is in its session leader's process
    /// group, as a command substitution typed at an interactive shell is (`x=$(pick …)`: bash
    /// runs it in its own group, which it cannot stop, and which the system counts as orphaned,
    /// so it drops the stop). Ctrl-Z is then refused and the picker stays, rather than stopping
    /// us alone while the shell waits for our output, with nothing left to `fg`.
    static var canSuspendJob: Bool { getpgrp() != getsid(0) }

    /// Stops the job (``suspendJob()``) until it is continued in the foreground: continued by
    /// `bg`, touching the terminal would stop it with SIGTTOU anyway, so it stops again.
    static func suspendJob(untilForegroundOf terminal: TerminalDevice) {
        suspendJob()
        while !terminal.isForeground {
            // Nobody to stop us (an orphaned group) and not in the foreground: wait without spinning.
            usleep(50_000)
            suspendJob()
        }
    }
}
