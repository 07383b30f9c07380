import Foundation
import PickerCore
import PickerTerminal

extension Prompt {
    /// Asks a yes/no question and returns the answer.
    ///
    /// The question is drawn above two buttons, the default one focused: ←/→ or Tab move,
    /// Enter answers the focused button, `y` and `n` (and the locale's own letters, `j` in
    /// German) answer at once, Esc throws ``PromptError/cancelled``. The buttons say `Yes` and
    /// `No` in the person's language (``/PickerCore/Translations``) unless `affirmative` and `negative` say
    /// otherwise; right to left they are mirrored (Behaviour 6.7, 1.4). `validate` refuses an
    /// answer with a message shown under the prompt, as every prompt's does (Behaviour 6.4).
    ///
    /// ```swift
    /// if try Prompt.confirm("Delete 3 files?", initial: false) {
    ///     try deleteFiles()
    /// }
    /// ```
    public static func confirm(
        _ question: String, initial: Bool = true, affirmative: String? = nil, negative: String? = nil,
        validate: (@Sendable (Bool) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) throws(PromptError) -> Bool {
        try confirmPrompt(question, initial: initial, affirmative: affirmative, negative: negative, validate: validate,
                          locale: environment.locale, presentation: presentation)
            .run(presentation: presentation, environment: environment)
    }

    /// Asks a yes/no question without holding a thread of the cooperative pool; cancelling the
    /// task ends it with ``PromptError/taskCancelled``. Otherwise as
    /// `Prompt.confirm`.
    ///
    /// ```swift
    /// let proceed = try await Prompt.confirm("Upload now?")
    /// ```
    public static func confirm(
        _ question: String, initial: Bool = true, affirmative: String? = nil, negative: String? = nil,
        validate: (@Sendable (Bool) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Bool {
        try await confirmPrompt(question, initial: initial, affirmative: affirmative, negative: negative, validate: validate,
                                locale: environment.locale, presentation: presentation)
            .run(presentation: presentation, environment: environment)
    }

    /// The yes/no question `Prompt.confirm`
    /// runs, to run later or to drive in tests: the one place a question is put together, for
    /// `pick confirm` as for an app.
    ///
    /// `question` is drawn above the buttons (nil leaves it out, as a form's field does);
    /// `header` is the frame's header above it. Labels left nil are `locale`'s words; the
    /// answering letters are `locale`'s (``/PickerCore/AnswerKeys``). The value is the answer; the answered
    /// line is the question and the answer's label (`Delete it? Yes`).
    ///
    /// ```swift
    /// let prompt = Prompt.confirmPrompt("Delete it?", locale: Locale(identifier: "de_DE"))
    /// prompt.picker.confirmation.affirmative   // "Ja"
    /// prompt.initialValue                      // true
    /// ```
    public static func confirmPrompt(
        _ question: String?, initial: Bool = true, affirmative: String? = nil, negative: String? = nil,
        validate: (@Sendable (Bool) -> String?)? = nil, locale: Locale = Locale(identifier: "en"), header: String? = nil,
        isRightToLeft: Bool? = nil, presentation: PromptPresentation = PromptPresentation()
    ) -> PickerPrompt<ConfirmTerminalPicker, Bool> {
        let confirmation = Confirmation(
            default: initial, affirmative: affirmative ?? Translations.word(.yes, for: locale),
            negative: negative ?? Translations.word(.no, for: locale), keys: LocaleAnswers.keys(for: locale))
        let rightToLeft = isRightToLeft ?? (locale.language.characterDirection == .rightToLeft)
        let frame = PromptFrame(header: header, showsHelp: presentation.showsHelp, isRightToLeft: rightToLeft)
        let picker = ConfirmTerminalPicker(question: question, confirmation: confirmation, prompt: frame)
        return PickerPrompt(
            picker,
            answer: { answered in
                let label = answered.confirmation.label(of: answered.answer)
                guard let question, let last = question.last else { return label }
                // A question ending in its own mark reads on with the answer: "Delete it? Yes".
                return last.isPunctuation ? "\(question) \(label)" : "\(question): \(label)"
            },
            value: \.answer)
        .validating(validate)
    }
}
