import PickerCore
import PickerTerminal

extension Prompt {
    /// Asks for one line of text (Behaviour 8) and returns it.
    ///
    /// The line is edited as in a shell: ←/→ move by character (an emoji, a letter with its
    /// accents or a CJK ideograph is one), Alt-B/Alt-F or Ctrl-←/→ by word, Home/End and
    /// Ctrl-A/Ctrl-E to the ends; Backspace, Delete, Ctrl-W (the word before the cursor),
    /// Ctrl-U (to the start) and Ctrl-K (to the end) delete. A pasted text is typed with its
    /// line breaks as spaces. A line wider than the terminal scrolls sideways with the cursor.
    ///
    /// - Parameters:
    ///   - question: The header line, and the answered line's title; nil for none.
    ///   - placeholder: Shown dimmed while the line is empty; never the value.
    ///   - initial: The text at first, editable, the cursor at its end.
    ///   - characterLimit: The most characters the line takes, counted as a person counts them
    ///     (grapheme clusters: `é`, `👍🏽` and `中` are one each), not bytes or columns; typing
    ///     or pasting more keeps what fits. At least 1; nil for no limit. A longer `initial`
    ///     is cut to it.
    ///   - suggestions: Completions: the first one that extends what is typed (letter case
    ///     aside) shows dimmed after the cursor, and Tab (or → at the end) takes it.
    ///   - secure: Echoes nothing (a password): the text is never drawn, never on the answered
    ///     line, and screen-reader mode says only how many characters it holds.
    ///   - mask: With `secure`, shows this character once per character typed (`•`).
    ///   - validate: Why the text cannot be accepted (nil: it can), asked on Enter: a message
    ///     refuses Enter and shows under the prompt until the text is valid, as every
    ///     prompt's does (Behaviour 6.4).
    ///   - presentation: Where and how the prompt is drawn.
    ///   - environment: Where the locale, colours and terminal come from.
    /// - Throws: how the prompt ended without an answer (``PromptError``), or
    ///   ``PromptError/invalidArgument(_:)`` for a `characterLimit` below 1.
    ///
    /// ```swift
    /// let name = try Prompt.text("Name", placeholder: "Ada Lovelace",
    ///                            validate: { $0.isEmpty ? "A name, please" : nil })
    /// // Name
    /// // > Ada Lovelace
    /// // ←→ move · enter select · esc cancel
    /// let token = try Prompt.text("Token", secure: true, mask: "•")
    /// ```
    public static func text(
        _ question: String? = nil, placeholder: String? = nil, initial: String = "", characterLimit: Int? = nil,
        suggestions: [String] = [], secure: Bool = false, mask: Character? = nil,
        validate: ((String) -> String?)? = nil, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) throws(PromptError) -> String {
        try textPrompt(question, placeholder: placeholder, initial: initial, characterLimit: characterLimit,
                       suggestions: suggestions, secure: secure, mask: mask, validate: validate,
                       isRightToLeft: environment.isRightToLeft, presentation: presentation)
            .run(presentation: presentation, environment: environment)
    }

    /// The `async` twin of
    /// `text(_:placeholder:initial:characterLimit:suggestions:secure:mask:validate:presentation:environment:)`:
    /// cancelling the task closes the prompt and throws ``PromptError/taskCancelled``.
    ///
    /// ```swift
    /// let city = try await Prompt.text("City", suggestions: ["Lisbon", "London", "Lyon"])
    /// ```
    public static func text(
        _ question: String? = nil, placeholder: String? = nil, initial: String = "", characterLimit: Int? = nil,
        suggestions: [String] = [], secure: Bool = false, mask: Character? = nil,
        validate: ((String) -> String?)? = nil, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) async throws(PromptError) -> String {
        try await textPrompt(question, placeholder: placeholder, initial: initial, characterLimit: characterLimit,
                             suggestions: suggestions, secure: secure, mask: mask, validate: validate,
                             isRightToLeft: environment.isRightToLeft, presentation: presentation)
            .run(presentation: presentation, environment: environment)
    }

    /// The prompt `text(_:placeholder:initial:characterLimit:suggestions:secure:mask:validate:presentation:environment:)`
    /// runs, for a caller that runs it itself (a test, a form, `pick text`): a
    /// ``/PickerTerminal/TextTerminalPicker`` whose value is the text. `question` is the header's
    /// last line, under `header` when there is one (as `Prompt.confirmPrompt` asks). Its
    /// answered line is `question: text`, or for a secure field what the field showed (the
    /// masks, or nothing).
    ///
    /// ```swift
    /// let prompt = try Prompt.textPrompt("Name", initial: "Ada")
    /// prompt.initialValue   // "Ada"
    /// ```
    public static func textPrompt(
        _ question: String? = nil, placeholder: String? = nil, initial: String = "", characterLimit: Int? = nil,
        suggestions: [String] = [], secure: Bool = false, mask: Character? = nil,
        validate: ((String) -> String?)? = nil, header: String? = nil, isRightToLeft: Bool = false,
        presentation: PromptPresentation = PromptPresentation()
    ) throws(PromptError) -> PickerPrompt<TextTerminalPicker, String> {
        // `pick text` refuses the same through its flag's minimum (`--char-limit must be at least 1`).
        if let characterLimit, characterLimit < 1 {
            throw .invalidArgument("characterLimit must be at least 1, not \(characterLimit)")
        }
        let echo: TextEcho = secure ? mask.map(TextEcho.masked) ?? .hidden : .plain
        let picker = TextTerminalPicker(
            header: PromptFrame(header: header).asking(question).header, text: initial,
            placeholder: placeholder, characterLimit: characterLimit,
            suggestions: suggestions, echo: echo, showsHelp: presentation.showsHelp, isRightToLeft: isRightToLeft)
        return PickerPrompt(
            picker,
            answer: { answered in PickerPrompt<TextTerminalPicker, String>.answeredLine(title: question, answer: answered.shownText) },
            value: \.text)
        .validating(validate)
    }
}
