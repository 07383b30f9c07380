import PickerKit

/// What a prompt did in the virtual terminal under a ``KeyScript``: how it ended, its typed
/// value when confirmed, the frame after every step, and the answered line it leaves.
///
/// ```swift
/// let run = try Prompt.choosePrompt("Fruit", from: ["Apple", "Banana", "Cherry"], label: { $0 })
///     .run(script: "down down enter", width: 40)
/// run.value          // "Cherry"
/// run.frames[0]      // the first frame, before any key
/// run.answeredLine   // "Fruit: Cherry"
/// ```
public struct ScriptedRun<Value> {
    /// How the session ended; nil when the script ended with the prompt still open.
    public var outcome: TerminalSessionOutcome?
    /// The value, when the person confirmed.
    public var value: Value?
    /// The frame before any key, then the frame after each step of the script, as text (see
    /// ``PickerDriver/frame``).
    public var frames: [String]
    /// The line a confirmed prompt leaves on screen (`Fruit: Cherry`; a form's lines joined by
    /// line breaks); nil otherwise.
    public var answeredLine: String?

    /// The last token of the script as written; nil for an empty script.
    var lastKey: String?

    /// The last frame drawn.
    public var lastFrame: String { frames.last ?? "" }

    /// The error the prompt would have thrown for how it ended (`PromptError.cancelled` for
    /// Esc, `PromptError.interrupted` for Ctrl-C, ...), or `PromptError.scriptExhausted(lastKey:)`
    /// when the script ran out with the prompt still open, as under a `ScriptedTerminal`; nil
    /// when it confirmed.
    ///
    /// ```swift
    /// let run = try Prompt.choosePrompt(from: ["a", "b"], label: { $0 }).run(script: "down")
    /// run.outcome   // nil
    /// run.error     // .scriptExhausted(lastKey: "down")
    /// ```
    public var error: PromptError? {
        guard let outcome else { return .scriptExhausted(lastKey: lastKey) }
        return PromptError(ending: outcome)
    }
}

extension PickerPrompt {
    /// Runs the prompt in a `width`×`height` virtual terminal (height: what the prompt wants,
    /// following it as it changes, as an inline prompt does), pressing the keys of `script`
    /// (see ``KeyScript``) under the same session rules as the real terminal, and reports
    /// what happened with the typed value. Nothing is printed; time only passes at `wait:`.
    ///
    /// - Throws: ``KeyScript/ParseError`` naming a word the script cannot read, before any
    ///   key is pressed.
    ///
    /// ```swift
    /// let run = try Prompt.formPrompt("Order", environment: environment) {
    ///     Field("Fruit", from: ["Apple", "Banana", "Cherry"])
    ///     Field("Day", .date)
    /// }.run(script: "down down enter right enter", width: 60)
    /// run.value?.0       // "Cherry"
    /// ```
    public func run(
        script: String, width: Int = 80, height: Int? = nil, theme: Theme = .default(for: .none),
        options: TerminalSessionOptions = TerminalSessionOptions()
    ) throws(KeyScript.ParseError) -> ScriptedRun<Value> {
        let written = try KeyScript.written(script)
        let steps = written.map(\.step)
        var driver = PickerDriver(picker, width: width, height: height, followsHeight: height == nil, theme: theme,
                                  options: options)
        var frames = [driver.frame]
        for step in steps {
            driver.perform(step)
            frames.append(driver.frame)
        }
        let confirmed = driver.outcome == .confirmed
        return ScriptedRun(outcome: driver.outcome, value: confirmed ? value(driver.picker) : nil, frames: frames,
                           answeredLine: confirmed ? answer(driver.picker) : nil, lastKey: written.last?.token)
    }
}
