import PickerCore
import TerminalUI

/// A picker for one line of text (Behaviour 8): a line editor under the header, with a
/// placeholder, suggestions completed by Tab and a secure echo. A prompt's `validate:` refuses
/// Enter through ``ValidatingPicker``, as for every family (Behaviour 6.4).
///
/// The terminal's cursor shows, at the editing point (``showsCursor``), as a text field's caret
/// does. In screen-reader mode each change says the line, or for a secure field only how many
/// characters it holds.
///
/// ```swift
/// var name = TextTerminalPicker(header: "Name", placeholder: "Your name")
/// // 40×3, no colour, nothing typed:
/// // Name
/// // > Your name
/// // ←→ move · enter select · esc cancel
/// ```
public struct TextTerminalPicker: PromptPicker {
    /// Header, help, direction and area.
    public var prompt: PromptFrame
    /// The line and its cursor.
    public var editor: LineEditor
    /// Shown dimmed while the line is empty.
    public var placeholder: String?
    /// Completions offered, in order: the first one extending the line is shown after it.
    public var suggestions: [String]
    /// How the text shows: as typed, not at all, or masked.
    public var echo: TextEcho
    /// The name said in screen-reader mode when there is no header.
    public var accessibilityLabel: String?
    /// Drawn before the text, `> ` unless set (gum's `--prompt`).
    public var linePrompt = "> "

    /// A field with `text` typed (cut to `characterLimit` characters), the cursor at its end.
    public init(
        header: String? = nil, text: String = "", placeholder: String? = nil, characterLimit: Int? = nil,
        suggestions: [String] = [], echo: TextEcho = .plain, showsHelp: Bool = true, isRightToLeft: Bool = false
    ) {
        prompt = PromptFrame(header: header, showsHelp: showsHelp, isRightToLeft: isRightToLeft)
        editor = LineEditor(text: text, characterLimit: characterLimit)
        self.placeholder = placeholder
        self.suggestions = echo == .plain ? suggestions : []
        self.echo = echo
    }

    /// The line as typed.
    public var text: String { editor.text }

    /// The rest of the suggestion shown after the cursor, if any.
    public var completion: String? { editor.completion(from: suggestions) }

    public var body: TextFieldView {
        TextFieldView(editor: editor, placeholder: placeholder, completion: completion, echo: echo, prompt: linePrompt)
    }

    /// The keys: every letter types, whatever the key mode.
    public var keyBindings: KeyBindingTable<TextFieldCommand> { TextFieldKeyMap.bindings(completes: !suggestions.isEmpty) }

    public mutating func perform(_ command: TextFieldCommand) -> PickerStatus {
        switch command {
        case .edit(let edit):
            editor.apply(edit)
        case .complete:
            editor.complete(from: suggestions)
        case .forwardOrComplete:
            if !editor.complete(from: suggestions) { editor.apply(.moveForward) }
        case .submit:
            return .confirmed
        case .cancel:
            return .cancelled
        }
        return .running
    }

    /// Keys as the table says; a paste is typed with its line breaks as spaces and its
    /// control characters dropped (Behaviour 8.2); mouse events are ignored.
    public mutating func handle(_ event: InputEvent, now: Double) -> PickerStatus {
        switch event {
        case .key(let key):
            guard let command = keyBindings.action(for: key) else { return .running }
            return perform(command)
        case .paste(let pasted):
            let line = LineEditor.singleLine(fromPaste: pasted)
            return line.isEmpty ? .running : perform(.edit(.insert(line)))
        case .mouse:
            return .running
        }
    }

    /// The cursor shows, at the editing point.
    public var showsCursor: Bool { true }

    /// The text typed, secure or not: what a script reads (the screen never shows it, Behaviour 8.4).
    public var output: [UInt8] { Array(editor.text.utf8) }

    /// The line as the answered line shows it: the text, its masks, or nothing for a hidden one.
    public var shownText: String {
        switch echo {
        case .plain: editor.text
        case .hidden: ""
        case .masked(let mask): String(repeating: mask, count: editor.characters.count)
        }
    }

    public var spokenName: String {
        prompt.header.map(DisplayText.sanitized) ?? accessibilityLabel ?? PromptStrings.current[.spokenText]
    }

    /// The text, "empty", or for a secure field how many characters it holds, and where the
    /// cursor is when it is not at the end, in the chrome's language (Behaviour 6.1).
    public var spokenValue: String {
        guard !editor.isCursorAtEnd else { return spokenAnswer }
        return spokenAnswer + ", "
            + PromptStrings.current.text(.spokenCursorAt, .count(editor.cursor + 1), .count(editor.characters.count))
    }

    /// The answer screen-reader mode confirms after Enter (Behaviour 6.3): the text, or a secure
    /// field's count, without where the cursor was ("Ada chosen.", not "Ada, cursor at
    /// character 2 of 3 chosen.").
    public var spokenAnswer: String {
        let strings = PromptStrings.current
        if echo.isSecure { return strings.text(.spokenCharacterCount, .count(editor.characters.count)) }
        return editor.isEmpty ? strings[.spokenEmpty] : DisplayText.sanitized(editor.text)
    }

    /// "Name, Ada, text field." and the keys' hints: the line a screen reader says after a key.
    public var accessibleAnnouncement: String {
        let hints = keyBindings.spokenPartHints
        let line = "\(spokenName), \(spokenValue), \(PromptStrings.current[.spokenTextField])."
        return line + (hints.isEmpty ? "" : " " + hints.joined(separator: "; ") + ".")
    }
}
