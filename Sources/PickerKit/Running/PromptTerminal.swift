import PickerTerminal

/// Where prompts run: the real terminal (``SystemTerminal``), or a virtual one in tests.
///
/// A prompt hands its picker to the environment's terminal with the settings to run it under,
/// and gets it back as the person left it, with how the session ended. Anything that runs a
/// ``/PickerTerminal/TerminalPicker`` to an outcome can stand here: `PickerTesting` drives the
/// same pickers in a virtual terminal through this seam, so a program's prompts can be tested
/// without a TTY.
///
/// ```swift
/// struct AlwaysEnter: PromptTerminal {
///     func run<Picker: TerminalPicker>(_ picker: Picker, feed: InputFeed<Picker>?, settings: PromptSessionSettings,
///                                      finalLine: ((Picker) -> String)?) throws(PromptError) -> TerminalSessionResult<Picker> {
///         settings.opened()
///         return TerminalSessionResult(outcome: .confirmed, picker: picker)
///     }
/// }
/// var environment = PromptEnvironment.current
/// environment.terminal = AlwaysEnter()   // every prompt answers with its initial value
/// ```
public protocol PromptTerminal: Sendable {
    /// Runs `picker` until the person is done (feeding it from `feed` meanwhile), calling
    /// ``PromptSessionSettings/opened`` once it is shown; a confirmed run leaves `finalLine` of
    /// the picker on screen when given. In screen-reader mode the last line said confirms the
    /// answer (`finalLine`, else the picker's summary) or the cancellation (Behaviour 6.3).
    ///
    /// - Throws: ``PromptError/noTerminal(reason:)`` when there is nothing to draw on;
    ///   ``PromptError/terminalFailed(_:)`` when it fails while running;
    ///   ``PromptError/scriptExhausted(lastKey:)`` when a scripted terminal's keys run out with
    ///   the picker still open.
    func run<Picker: TerminalPicker>(
        _ picker: Picker, feed: InputFeed<Picker>?, settings: PromptSessionSettings, finalLine: ((Picker) -> String)?
    ) throws(PromptError) -> TerminalSessionResult<Picker>
}

/// What a ``PromptTerminal`` runs a picker under, worked out from the presentation and the
/// environment.
///
/// ```swift
/// let settings = PromptSessionSettings(options: TerminalSessionOptions(timeout: 30),
///                                      theme: .default(for: .none), accessible: false, opened: {})
/// ```
public struct PromptSessionSettings: Sendable {
    /// Placement, timeout, terminal path, cancellation.
    public var options: TerminalSessionOptions
    /// The theme frames are drawn with (its depth is the terminal's).
    public var theme: Theme
    /// Plain lines for a screen reader instead of a drawn picker.
    public var accessible: Bool
    /// Called once the prompt is shown: warnings are printed then, so that without a terminal
    /// the only line is the error.
    public var opened: @Sendable () -> Void

    /// Settings with every part given.
    public init(options: TerminalSessionOptions, theme: Theme, accessible: Bool, opened: @escaping @Sendable () -> Void) {
        self.options = options
        self.theme = theme
        self.accessible = accessible
        self.opened = opened
    }
}

/// The controlling terminal (`/dev/tty`, or ``PromptEnvironment/terminalPath``): a
/// ``/PickerTerminal/TerminalSession``, or an ``/PickerTerminal/AccessibleSession`` in
/// screen-reader mode. Terminal settings are restored on every exit path.
///
/// ```swift
/// var environment = PromptEnvironment.current
/// environment.terminal = SystemTerminal()   // the default
/// ```
public struct SystemTerminal: PromptTerminal {
    /// The real terminal.
    public init() {}

    /// Opens the terminal, runs `picker` in a ``/PickerTerminal/TerminalSession`` (or an
    /// ``/PickerTerminal/AccessibleSession``) and restores the terminal; see
    /// ``PromptTerminal/run(_:feed:settings:finalLine:)``.
    ///
    /// One prompt runs on a terminal at a time in a process: a prompt started while another
    /// runs (two tasks awaiting prompts) waits for it to end before it opens the terminal or
    /// prints a warning, and ends as cancelled without opening when its task is cancelled
    /// meanwhile. The session's signal handlers and crash guard are process-wide, one of each,
    /// and a session that opened the terminal while another had it in raw mode would restore
    /// raw mode when done. Without a terminal at all it fails at once, without waiting.
    public func run<Picker: TerminalPicker>(
        _ picker: Picker, feed: InputFeed<Picker>?, settings: PromptSessionSettings, finalLine: ((Picker) -> String)?
    ) throws(PromptError) -> TerminalSessionResult<Picker> {
        do {
            try settings.options.checkTerminal()
        } catch {
            throw .noTerminal(reason: error.description)
        }
        let result = try SessionTurn.during(cancellation: settings.options.cancellation) { () throws(PromptError) in
            try runInTurn(picker, feed: feed, settings: settings, finalLine: finalLine)
        }
        return result ?? TerminalSessionResult(outcome: .cancelled, picker: picker)
    }

    /// ``run(_:feed:settings:finalLine:)`` once the prompt has its turn.
    private func runInTurn<Picker: TerminalPicker>(
        _ picker: Picker, feed: InputFeed<Picker>?, settings: PromptSessionSettings, finalLine: ((Picker) -> String)?
    ) throws(PromptError) -> TerminalSessionResult<Picker> {
        if settings.accessible {
            // Screen-reader mode announces a whole list, so content still arriving is read first.
            var picker = picker
            feed?.drain(into: &picker)
            let session: AccessibleSession
            do {
                session = try AccessibleSession(options: settings.options)
            } catch {
                throw .noTerminal(reason: error.description)
            }
            settings.opened()
            do {
                return try session.run(picker, finalLine: finalLine)
            } catch {
                throw .terminalFailed(error.description)
            }
        }
        let session: TerminalSession
        do {
            session = try TerminalSession(options: settings.options)
        } catch {
            throw .noTerminal(reason: error.description)
        }
        settings.opened()
        do {
            return try session.run(picker, theme: settings.theme, feed: feed, finalLine: finalLine)
        } catch {
            throw .terminalFailed(error.description)
        }
    }
}
