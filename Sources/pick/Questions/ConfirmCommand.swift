import Foundation
import PickerKit

/// `pick confirm "Delete it?"`: a yes/no question answered by exit status, as `gum confirm`
/// answers: 0 yes, 1 no, nothing printed (Behaviour 7.6).
///
/// Esc and Ctrl-C both end with 130, gum's status for an aborted question, so a script tells
/// a cancelled question from a "no"; `--timeout` ends with 124 as every command does, where gum
/// would answer the default.
struct ConfirmCommand: PickSubcommand {
    static let name = "confirm"
    static let abstract = "Ask a yes/no question; answers by exit status, 0 yes and 1 no."
    static let discussion = """
        Left and Right or Tab move between the answers, Enter answers the focused one, y and n \
        (and the letters of the person's language, j for German) answer at once. Nothing is \
        printed. Exit status: 0 yes, 1 no, 130 for Esc or Ctrl-C, 124 when --timeout runs out; \
        --no-input answers the default. The buttons say Yes and No in the language of LC_ALL, \
        LC_MESSAGES, LANGUAGE or LANG.

        Example: pick confirm "Delete it?" --default no && rm file
        """

    var question: [String] = []
    var defaultAnswer = true
    var affirmative: String?
    var negative: String?
    var session = SessionFlags()

    static var positional: PositionalArguments<Self>? {
        PositionalArguments(name: "question", help: "The question, drawn above the answers.") { $0.question = $1 }
    }

    static var flags: FlagTable<Self> {
        FlagTable([
            CommandFlag(
                name: "default", kind: .value, valueName: "ANSWER", help: "The answer focused at first: yes or no.",
                defaultValue: "yes", completion: .words(["yes", "no"])
            ) { settings, text throws(FlagValueError) in
                switch text?.lowercased() {
                case "yes", "y", "true": settings.defaultAnswer = true
                case "no", "n", "false": settings.defaultAnswer = false
                default: throw FlagValueError(reason: "must be yes or no, not '\(EchoedText.escaped(text ?? ""))'")
                }
            },
            .text("affirmative", value: "TEXT", help: "The yes button's label (default: Yes in the person's language).") {
                $0.affirmative = $1
            },
            .text("negative", value: "TEXT", help: "The no button's label (default: No in the person's language).") {
                $0.negative = $1
            },
        ]) + SessionFlags.flags.lifted { $1(&$0.session) }
    }

    /// The exit status of an answer.
    static func status(of answer: Bool) -> Int32 { answer ? 0 : 1 }

    /// The status of a question ended without an answer, Esc or Ctrl-C: apart from "no".
    static let cancelledStatus = PromptError.interrupted.exitStatus

    func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome {
        guard question.count <= 1 else {
            throw .usage("confirm takes one question, not \(question.count) words; quote it: pick confirm \"Delete it?\"")
        }
        for (flag, label) in [("--affirmative", affirmative), ("--negative", negative)] where label?.isEmpty == true {
            throw .usage("\(flag) must not be empty")
        }
        // The answers are chrome words: `--language` names their language as it names the help line's.
        let locale = session.language.map { Locale(identifier: $0) } ?? Self.wordsLocale(context.environment)
        let prompt = Prompt.confirmPrompt(
            question.first, initial: defaultAnswer, affirmative: affirmative, negative: negative, locale: locale,
            header: session.header, presentation: session.promptPresentation)
        try PickerLauncher.checkHeight(session.height) { height in
            var widest = prompt.picker
            widest.areaDidChange(to: AreaSize(width: 10_000, height: height))
            return widest.minimumSize.height
        }
        if session.noInput { return CommandOutcome(exit: .status(Self.status(of: defaultAnswer))) }
        var presentation = session.promptPresentation
        presentation.accessible = session.accessible
        var environment = try context.promptEnvironment()
        if let language = session.language { environment.language = language }
        environment.reportWarnings = { PickerLauncher.show($0) }
        do {
            return CommandOutcome(exit: .status(Self.status(of: try prompt.run(presentation: presentation, environment: environment))))
        } catch .cancelled {
            return CommandOutcome(exit: .status(Self.cancelledStatus))
        } catch {
            return try CommandOutcome(ending: error)
        }
    }

    /// The locale of the person's language (Behaviour 6.1): the first of `PICK_LANGUAGE`,
    /// `LC_ALL`, `LC_MESSAGES`, `LANGUAGE` (its first entry) and `LANG` that is set; English when
    /// that names no locale with data, or none is set.
    static func wordsLocale(_ environment: [String: String]) -> Locale {
        for variable in ChromeLanguage.variables {
            guard let value = environment[variable], !value.isEmpty else { continue }
            let name = variable == "LANGUAGE" ? String(value.prefix { $0 != ":" }) : value
            return LocaleName.locale(name) ?? Locale(identifier: "en")
        }
        return Locale(identifier: "en")
    }
}
