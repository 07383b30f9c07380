import TerminalUI

/// How a ``TerminalSession`` uses the terminal.
///
/// ```swift
/// var options = TerminalSessionOptions()
/// options.placement = .inline(height: 7)   // `pick choose --height 7`
/// options.keepsFinalChoice = true          // `--keep`
/// options.timeout = 30                     // `--timeout 30`
/// ```
public struct TerminalSessionOptions: Equatable, Sendable {
    /// Where the picker is drawn.
    public enum Placement: Equatable, Sendable {
        /// Below the cursor, in `height` rows (nil: what the picker prefers), clamped to the
        /// window; the shell's scrollback stays as it was.
        case inline(height: Int?)
        /// The whole window, on the alternate screen (left on exit, so the shell's screen returns).
        case fullscreen
    }

    /// Inline below the cursor, or the whole window.
    public var placement: Placement
    /// On confirm, leave one line showing the choice where the inline area was (else clear it).
    public var keepsFinalChoice: Bool
    /// Seconds after which the session ends as ``TerminalSessionOutcome/timedOut``; nil: never.
    /// Counted as ``clampedTimeout(_:)`` says: at most ``maximumTimeout``, never below zero.
    public var timeout: Double?
    /// How long a lone Esc waits for the rest of an escape sequence before it counts as the Esc
    /// key. Terminals send a sequence in one write, so this only matters for slow links.
    public var escapeTimeout: Double
    /// How long to wait for the terminal to report the cursor position (DSR) before assuming the
    /// inline area sits at the bottom of the window.
    public var positionReportTimeout: Double
    /// The terminal device to open.
    public var terminalPath: String
    /// Ends the session as ``TerminalSessionOutcome/cancelled`` when cancelled from another
    /// thread (an `async` prompt's task cancellation); nil: only the person ends it.
    public var cancellation: SessionCancellation?
    /// The language of screen-reader mode's own sentences ("Banana chosen.", "Cancelled.",
    /// see ``AccessibleTranscript``), as a language tag (`de`, `zh-Hant`); English unless set.
    /// A tag, not a `Locale`: drawn sessions never use it, and the first `Locale` a process
    /// makes is dear enough to show in a first frame.
    public var spokenLanguage = "en"

    /// Options for a session; the defaults draw inline on `/dev/tty` with no timeout.
    public init(
        placement: Placement = .inline(height: nil), keepsFinalChoice: Bool = false, timeout: Double? = nil,
        escapeTimeout: Double = Double(InputDecoder.escapeTimeoutMilliseconds) / 1000, positionReportTimeout: Double = 0.5, terminalPath: String = "/dev/tty",
        cancellation: SessionCancellation? = nil
    ) {
        self.placement = placement
        self.keepsFinalChoice = keepsFinalChoice
        self.timeout = timeout
        self.escapeTimeout = escapeTimeout
        self.positionReportTimeout = positionReportTimeout
        self.terminalPath = terminalPath
        self.cancellation = cancellation
    }

    /// The longest timeout a session counts, in seconds: a year. A longer one (`1e308`,
    /// infinity) is counted as this, so any number is a deadline the clock can reach and
    /// compare, and waiting a year is as good as never for a person at a prompt (Behaviour 6.6).
    ///
    /// ```swift
    /// TerminalSessionOptions.maximumTimeout   // 31_536_000
    /// ```
    public static let maximumTimeout: Double = 365 * 86_400

    /// `seconds` as a session counts it: within `0...maximumTimeout`, NaN as 0 (it ends at once).
    ///
    /// ```swift
    /// TerminalSessionOptions.clampedTimeout(1e308)    // 31_536_000
    /// TerminalSessionOptions.clampedTimeout(-1)       // 0
    /// TerminalSessionOptions.clampedTimeout(.nan)     // 0
    /// ```
    public static func clampedTimeout(_ seconds: Double) -> Double {
        seconds.isNaN ? 0 : min(max(0, seconds), maximumTimeout)
    }

    /// Equal when every setting is, the cancellation being the same object (or none).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.placement == rhs.placement && lhs.keepsFinalChoice == rhs.keepsFinalChoice && lhs.timeout == rhs.timeout
            && lhs.escapeTimeout == rhs.escapeTimeout && lhs.positionReportTimeout == rhs.positionReportTimeout
            && lhs.terminalPath == rhs.terminalPath && lhs.cancellation === rhs.cancellation
    }
}
