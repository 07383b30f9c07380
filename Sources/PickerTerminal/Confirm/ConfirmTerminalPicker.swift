import PickerCore
import TerminalUI

/// What a yes/no question's keys mean.
public enum ConfirmAction: Sendable, Equatable {
    /// Focus the button on the left of the screen (`true`) or on the right.
    case focusSide(left: Bool)
    /// Focus the other button.
    case toggle
    /// Answer the focused button.
    case answerFocused
    /// Answer at once: true yes, false no.
    case answer(Bool)
    /// End without an answer.
    case cancel
}

/// A yes/no question in the terminal: ``ConfirmView`` with its key table (Behaviour 6.7).
///
/// ←/→ (and `h`/`l`) focus the button on that side, Tab, Shift-Tab, ↑ and ↓ the other one;
/// Enter answers the focused button; `y` and `n`, and the locale's own letters
/// (`AnswerKeys`), answer at once; Esc cancels. A letter of the locale's comes before `h`
/// and `l` (Turkish answers no with `h`). A prompt's `validate:` refuses an answer through
/// ``ValidatingPicker``, as for every family (Behaviour 6.4).
///
/// ```swift
/// let picker = ConfirmTerminalPicker(
///     question: "Delete it?", confirmation: Confirmation(affirmative: "Yes", negative: "No"))
/// // Delete it?
/// //   Yes     No
/// // ←→ choose · y/n answer · enter select · esc cancel
/// ```
public struct ConfirmTerminalPicker: PromptPicker {
    public var prompt: PromptFrame
    /// The question, the frame's header's last line and the name said for the picker; nil in a
    /// form, whose label asks it.
    public var question: String?
    /// The answers, the focus and the answering letters.
    public var confirmation: Confirmation
    /// The answer given, once the picker is confirmed; until then the focused one.
    public private(set) var answer: Bool

    /// A question asking `question` with `confirmation`'s answers in `prompt`'s frame.
    public init(question: String?, confirmation: Confirmation, prompt: PromptFrame = PromptFrame()) {
        self.prompt = prompt.asking(question)
        self.question = question
        self.confirmation = confirmation
        answer = confirmation.focusedAnswer
    }

    public var body: ConfirmView {
        ConfirmView(confirmation: confirmation, isRightToLeft: prompt.isRightToLeft)
    }

    public var keyBindings: KeyBindingTable<ConfirmAction> {
        let keys = confirmation.keys
        let letters = { (answers: [Character]) in
            answers.flatMap { letter in
                Set([letter, Character(String(letter).uppercased())]).sorted().map { KeyStroke(.character($0)) }
            }
        }
        // The answering letters are the locale's, so their hints are built here, in the chrome's
        // language (Behaviour 6.1): "y answers yes", "j oder y antwortet mit Ja".
        let strings = PromptStrings.current
        let answers = { (answer: InterfaceWord, letters: [Character]) in
            let said = letters.map(String.init).reduce(nil as String?) { joined, letter in
                joined.map { strings.text(.spokenLetterOr, .text($0), .text(letter)) } ?? letter
            }
            return strings.text(answer, .text(said ?? ""))
        }
        var entries: [KeyBinding<ConfirmAction>] = [
            KeyBinding([KeyStroke(.left)], .focusSide(left: true), help: "←→ choose",
                       spoken: "Left and Right arrows choose the answer", priority: .high),
            KeyBinding([KeyStroke(.right)], .focusSide(left: false)),
            KeyBinding([KeyStroke(.tab), KeyStroke(.tab, .shift), KeyStroke(.up), KeyStroke(.down)], .toggle),
            KeyBinding(letters(keys.yes), .answer(true), help: "y/n answer",
                       spoken: answers(.hintAnswersYes, keys.yes), priority: .high),
            KeyBinding(letters(keys.no), .answer(false),
                       spoken: answers(.hintAnswersNo, keys.no)),
            KeyBinding([KeyStroke(.enter)], .answerFocused, help: "enter select", spoken: "Enter answers", role: .confirm),
            KeyBinding([KeyStroke(.escape)], .cancel, help: "esc cancel", spoken: "Escape cancels", role: .cancel),
        ]
        guard prompt.keyMode == .standard else { return KeyBindingTable(entries).applying(prompt.keyMode) }
        // h and l move as gum's do, unadvertised, unless the locale answers with them; in vim
        // mode the key mode adds them and names them on the help line.
        let answering = Set(keys.yes + keys.no)
        for (letter, left) in [("h" as Character, true), ("l", false)] where !answering.contains(letter) {
            entries.append(KeyBinding([KeyStroke(.character(letter))], .focusSide(left: left)))
        }
        return KeyBindingTable(entries)
    }

    public mutating func perform(_ action: ConfirmAction) -> PickerStatus {
        switch action {
        case .focusSide(let left):
            // The left button is the affirmative one left to right, the negative one mirrored.
            move(to: left != prompt.isRightToLeft)
        case .toggle:
            move(to: !confirmation.focusedAnswer)
        case .answerFocused:
            return give(confirmation.focusedAnswer)
        case .answer(let given):
            move(to: given)
            return give(given)
        case .cancel:
            return .cancelled
        }
        return .running
    }

    private mutating func move(to answer: Bool) {
        confirmation.focus(answer)
        self.answer = answer
    }

    private mutating func give(_ given: Bool) -> PickerStatus {
        answer = given
        return .confirmed
    }

    public var spokenName: String {
        (question ?? prompt.header).map(DisplayText.sanitized) ?? PromptStrings.current[.spokenQuestion]
    }

    /// The focused answer: "No, 2 of 2".
    public var spokenValue: String {
        let position = confirmation.focusedAnswer ? 1 : 2
        let answer = DisplayText.sanitized(confirmation.label(of: confirmation.focusedAnswer))
        return "\(answer), \(PromptStrings.current.position(position, of: 2))"
    }

    /// The focused answer with its trait, a button, and the keys' hints: "Delete it?, No, 2 of
    /// 2, button. Left and Right arrows choose the answer; y answers yes; n answers no."
    public var accessibleAnnouncement: String {
        let hints = keyBindings.spokenPartHints
        return "\(spokenName), \(spokenValue), \(PromptStrings.current[.spokenButton])." + (hints.isEmpty ? "" : " " + hints.joined(separator: "; ") + ".")
    }

    /// The answer's label, as `--keep` and the answered line show it.
    public var output: [UInt8] { Array(confirmation.label(of: answer).utf8) }
}
