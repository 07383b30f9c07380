import Foundation
import PickerKit

/// `pick text --placeholder Name`: one line of text, printed with a newline (Behaviour 8).
///
/// Flags follow gum input's where they mean the same (`--placeholder`, `--value`,
/// `--char-limit`, `--password`, `--prompt`); `--suggestion` and `--suggestions-file` offer completions
/// that Tab takes. Every session flag (`--timeout`, `--accessible`, `--no-input`, …) comes
/// with the table.
struct TextCommand: PickSubcommand {
    static let name = "text"
    static let abstract = "Type one line of text; prints it."
    static let discussion = """
        Edit keys as in a shell: Left/Right, Alt-B/Alt-F by word, Home/End, Ctrl-W, Ctrl-U, Ctrl-K. \
        --char-limit counts characters as a person does (an accented letter or an emoji is one). \
        --password shows a dot per character and never the text; the text is still printed. \
        With --suggestion, the first suggestion that extends what is typed shows dimmed and Tab takes it.

        Example: name=$(pick text "Your name?" --placeholder "Ada Lovelace" --char-limit 40)
        """

    var question: [String] = []
    var value = ""
    var placeholder: String?
    var characterLimit: Int?
    var password = false
    var suggestions: [String] = []
    var suggestionsFile: String?
    var linePrompt: String?
    var presentation = SessionFlags()

    /// What `--password` shows for each character, as gum's does.
    static let passwordMask: Character = "•"

    static var positional: PositionalArguments<Self>? {
        PositionalArguments(name: "question", help: "The question, drawn above the line (under --header).") { $0.question = $1 }
    }

    static var flags: FlagTable<Self> {
        FlagTable([
            .text("value", value: "TEXT", help: "The text at first, editable (what --no-input prints).") { $0.value = $1 },
            .text("placeholder", value: "TEXT", help: "Shown dimmed while nothing is typed.") { $0.placeholder = $1 },
            .integer("char-limit", value: "N", help: "The most characters the text takes (a longer --value is cut).", minimum: 1) {
                $0.characterLimit = $1
            },
            .toggle("password", help: "Show a dot per character, never the text (it is still printed).") { $0.password = true },
            .texts("suggestion", value: "TEXT", help: "A completion Tab takes when it extends what is typed (repeatable).") {
                $0.suggestions.append($1)
            },
            .text("suggestions-file", value: "FILE", help: "Completions, one a line, after the --suggestion ones.",
                  completion: .files) { $0.suggestionsFile = $1 },
            .text("prompt", value: "TEXT", help: "Drawn before the text.", default: "> ") { $0.linePrompt = $1 },
        ])
            + SessionFlags.flags.lifted { $1(&$0.presentation) }
    }

    func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome {
        guard question.count <= 1 else {
            throw .usage("text takes one question, not \(question.count) words; quote it: pick text \"Your name?\"")
        }
        var prompt: PickerPrompt<TextTerminalPicker, String>
        // Without a question, the header asks it, and names the answer `--keep` leaves.
        let asked = question.first ?? presentation.header
        do {
            prompt = try Prompt.textPrompt(
                asked, placeholder: placeholder, initial: value, characterLimit: characterLimit,
                suggestions: suggestions + (try suggestionsFromFile()), secure: password,
                mask: password ? Self.passwordMask : nil, header: question.isEmpty ? nil : presentation.header,
                isRightToLeft: context.isRightToLeft,
                presentation: presentation.promptPresentation)
        } catch {
            throw PickFailure(building: error)
        }
        if let linePrompt { prompt.picker.linePrompt = DisplayText.sanitized(linePrompt) }
        // A password's `--keep` leaves the dots the field showed, never the text printed.
        return try PickerLauncher.launch(prompt.map { Array($0.utf8) }, presentation: presentation, context: context,
                                         keepsAnswer: password, title: asked)
    }

    /// The lines of `--suggestions-file`, empty ones left out; none without the flag.
    func suggestionsFromFile() throws(PromptError) -> [String] {
        guard let path = suggestionsFile else { return [] }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .invalidArgument("--suggestions-file '\(path)' cannot be read")
        }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
    }
}
