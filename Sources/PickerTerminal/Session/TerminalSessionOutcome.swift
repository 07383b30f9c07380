/// How an interactive session ended, and the exit status `pick` reports for it (as gum and fzf do).
///
/// ```swift
/// TerminalSessionOutcome.interrupted.exitStatus   // 130
/// ```
public enum TerminalSessionOutcome: Equatable, Sendable {
    /// The person confirmed (Enter): status 0, the value goes to stdout.
    case confirmed
    /// The person cancelled (Esc): status 1, nothing on stdout.
    case cancelled
    /// Ctrl-C, or SIGINT from outside: status 130.
    case interrupted
    /// The `timeout` passed: status 124.
    case timedOut
    /// SIGTERM, SIGHUP or SIGQUIT (the number): the caller re-raises it once the terminal is
    /// restored, so the shell sees status 128 + n.
    case terminated(signal: Int32)

    /// The conventional exit status.
    public var exitStatus: Int32 {
        switch self {
        case .confirmed: 0
        case .cancelled: 1
        case .interrupted: 130
        case .timedOut: 124
        case let .terminated(signal): 128 + signal
        }
    }
}
