import PickerTerminal

/// How a prompt is shown and how it ends: where it is drawn, the help line, a time limit,
/// screen-reader mode, and what stays on screen afterwards.
///
/// The default draws the prompt inline below the cursor, at the height it wants, and when the
/// person confirms replaces it with one answered line (`Fruit: Cherry`), so several prompts in a
/// row leave their answers on screen, as a form would.
///
/// ```swift
/// var presentation = PromptPresentation()
/// presentation.placement = .fullscreen        // the whole window (alternate screen)
/// presentation.timeout = .seconds(30)         // then PromptError.timedOut
/// presentation.ending = .clear                // leave nothing behind, as `pick` does
/// let fruit = try Prompt.choose("Fruit", from: fruits, presentation: presentation)
/// ```
public struct PromptPresentation: Equatable, Sendable {
    /// What is left on screen when a prompt ends with a value.
    public enum Ending: Equatable, Sendable {
        /// One line, the title and the answer (`Fruit: Cherry`), where the prompt was.
        case answeredLine
        /// Nothing: the area is cleared and the cursor is back where the prompt began (`pick`).
        case clear
        /// The raw value on one line (`pick --keep`).
        case value
    }

    /// Where the prompt is drawn: inline (with an optional height in rows) or fullscreen.
    public var placement: TerminalSessionOptions.Placement
    /// Whether the line of key hints shows under the prompt.
    public var showsHelp: Bool
    /// After this long without an answer the prompt ends with ``PromptError/timedOut``; nil: never.
    public var timeout: Duration?
    /// What stays on screen after a confirmed prompt.
    public var ending: Ending
    /// Screen-reader mode for this prompt, whatever ``PromptEnvironment/isAccessible`` says.
    public var accessible: Bool
    /// Do not open the terminal at all: give back the initial value at once (`pick --no-input`).
    public var usesInitialValue: Bool
    /// ``/PickerTerminal/KeyMode/vim`` adds vim's motions to every prompt's keys (`pick --vim`): `j`/`k` turn a
    /// wheel or move in a list, `h`/`j`/`k`/`l` move in a month grid, `h`/`l` go between a
    /// field's segments, `g`/`G` go to the first and last; the help line names them. A filter's
    /// query still takes every letter. ``/PickerTerminal/KeyMode/standard`` leaves each picker's own keys (a
    /// picker built with vim keys keeps them).
    ///
    /// ```swift
    /// var presentation = PromptPresentation()
    /// presentation.keyMode = .vim
    /// let day = try Prompt.date("Day", presentation: presentation)   // hjkl move the day
    /// ```
    public var keyMode: KeyMode

    /// A presentation; every part has the default a program usually wants.
    ///
    /// ```swift
    /// let tall = PromptPresentation(placement: .inline(height: 12))
    /// ```
    public init(
        placement: TerminalSessionOptions.Placement = .inline(height: nil), showsHelp: Bool = true,
        timeout: Duration? = nil, ending: Ending = .answeredLine, accessible: Bool = false,
        usesInitialValue: Bool = false, keyMode: KeyMode = .standard
    ) {
        self.placement = placement
        self.showsHelp = showsHelp
        self.timeout = timeout
        self.ending = ending
        self.accessible = accessible
        self.usesInitialValue = usesInitialValue
        self.keyMode = keyMode
    }

    /// The longest `timeout` a prompt counts: a year (``/PickerTerminal/TerminalSessionOptions/maximumTimeout``).
    /// A longer one is counted as this.
    ///
    /// ```swift
    /// PromptPresentation.maximumTimeout   // .seconds(31_536_000)
    /// ```
    public static let maximumTimeout: Duration = .seconds(Int64(TerminalSessionOptions.maximumTimeout))

    /// A timeout of `seconds`, from any number (a flag, an environment variable): clamped to
    /// `0...maximumTimeout`, NaN as zero, so it never traps the way `Duration.seconds(1e19)` does.
    ///
    /// ```swift
    /// var presentation = PromptPresentation()
    /// presentation.timeout = PromptPresentation.clampedTimeout(seconds: 1e308)   // a year
    /// ```
    public static func clampedTimeout(seconds: Double) -> Duration {
        .seconds(TerminalSessionOptions.clampedTimeout(seconds))
    }

    /// ``timeout`` in seconds, as the session counts it (at most ``maximumTimeout``).
    var timeoutSeconds: Double? {
        timeout.map {
            TerminalSessionOptions.clampedTimeout(
                Double($0.components.seconds) + Double($0.components.attoseconds) / 1e18)
        }
    }
}
