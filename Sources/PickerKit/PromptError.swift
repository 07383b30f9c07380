/// Why a prompt gave back no value: the one error every PickerKit prompt throws.
///
/// The person ending the prompt (Esc, Ctrl-C, a timeout, a signal) is an error here because
/// there is no value to return; the caller decides what that means for its program.
/// ``exitStatus`` gives the status `pick` exits with for each, so a tool that wants to behave
/// like `pick` in a script needs one line.
///
/// ```swift
/// do {
///     let fruit = try Prompt.choose("Fruit", from: ["Apple", "Banana", "Cherry"])
///     print(fruit)
/// } catch {
///     exit(error.exitStatus)   // 1 after Esc, 130 after Ctrl-C, 124 after a timeout, 2 without a terminal
/// }
/// ```
///
/// An `async` prompt whose task is cancelled throws ``taskCancelled``, not ``cancelled``: the
/// program ended it, not the person, and a caller can tell the two apart.
///
/// ```swift
/// do {
///     let fruit = try await Prompt.choose("Fruit", from: ["Apple", "Banana"])
/// } catch .taskCancelled {
///     // the program gave up on the answer (a parent task was cancelled): nobody said no
/// } catch {
///     // Esc, Ctrl-C, a timeout, ...
/// }
/// ```
public enum PromptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The person cancelled (Esc). `pick`: status 1.
    case cancelled
    /// The task running an `async` prompt was cancelled: the prompt closed (or never opened)
    /// with the terminal restored. Status 1, as for Esc (there is no answer, and neither a
    /// signal nor a time limit ended it); `pick` never ends this way.
    case taskCancelled
    /// Ctrl-C, or SIGINT from outside. `pick`: status 130.
    case interrupted
    /// The presentation's timeout passed. `pick`: status 124.
    case timedOut
    /// SIGTERM, SIGHUP or SIGQUIT ended the prompt (the terminal was restored first); a program
    /// that wants the shell to see it can re-raise the signal. `pick`: status 128 + `signal`.
    case terminated(signal: Int32)
    /// There is no terminal to draw on (cron, CI, `setsid`), and the environment says
    /// ``PromptEnvironment/WithoutTerminal/fail``. `pick`: status 2.
    case noTerminal(reason: String)
    /// A prompt was given something it cannot show: no items, a selected value not among them,
    /// a style the mode does not have. `pick`: status 2.
    case invalidArgument(String)
    /// An environment variable holds a value it cannot (`PICK_ACCESSIBLE=maybe`). `pick`: status 2.
    case invalidEnvironment(String)
    /// The terminal failed while the prompt ran (it could not be configured). `pick`: status 2.
    case terminalFailed(String)
    /// A test's key script ran out with the prompt still open: no key ended it, so the test
    /// wrote too few keys (or keys the prompt did not take as meant). `lastKey` is the last
    /// token of the script as written (`"enter"`, `"\"ban\""`), nil for an empty script. Only a
    /// scripted terminal (PickerTesting's `ScriptedTerminal`) ends a prompt this way; status 2.
    ///
    /// ```swift
    /// let terminal = ScriptedTerminal(scripts: ["down space"])   // no Enter
    /// try Prompt.chooseMany(from: ["a", "b"], environment: environment)
    /// // throws .scriptExhausted(lastKey: "space"):
    /// // "the key script ran out with the prompt still open (last key read: space)"
    /// ```
    case scriptExhausted(lastKey: String?)

    /// The error for a session that ended without a value; nil for ``/PickerTerminal/TerminalSessionOutcome/confirmed``.
    ///
    /// ```swift
    /// PromptError(ending: .interrupted)   // .interrupted
    /// PromptError(ending: .confirmed)     // nil
    /// ```
    public init?(ending outcome: TerminalSessionOutcome) {
        switch outcome {
        case .confirmed: return nil
        case .cancelled: self = .cancelled
        case .interrupted: self = .interrupted
        case .timedOut: self = .timedOut
        case let .terminated(signal): self = .terminated(signal: signal)
        }
    }

    /// The exit status `pick` documents for this ending: 1 cancelled (Esc, or the task), 130
    /// interrupted, 124 timed out, 128 + n for signal n, 2 for every kind of error.
    ///
    /// ```swift
    /// PromptError.timedOut.exitStatus                    // 124
    /// PromptError.terminated(signal: 15).exitStatus      // 143
    /// ```
    public var exitStatus: Int32 {
        switch self {
        case .cancelled, .taskCancelled: 1
        case .interrupted: 130
        case .timedOut: 124
        case let .terminated(signal): 128 + signal
        case .noTerminal, .invalidArgument, .invalidEnvironment, .terminalFailed, .scriptExhausted: 2
        }
    }

    /// One line saying what happened, for stderr.
    ///
    /// ```swift
    /// PromptError.invalidArgument("no items to choose from").description   // "no items to choose from"
    /// ```
    public var description: String {
        switch self {
        case .cancelled: "cancelled"
        case .taskCancelled: "the task was cancelled"
        case .interrupted: "interrupted"
        case .timedOut: "timed out"
        case let .terminated(signal): "ended by signal \(signal)"
        case let .noTerminal(reason): "no terminal to draw on (\(reason))"
        case let .invalidArgument(message), let .invalidEnvironment(message), let .terminalFailed(message): message
        case let .scriptExhausted(lastKey?): "the key script ran out with the prompt still open (last key read: \(lastKey))"
        case .scriptExhausted(nil): "the key script was empty and the prompt stayed open"
        }
    }
}
