import PickerCore
import TerminalUI

/// What a key means to a text field (Behaviour 8.1): an edit of the line, completing a
/// suggestion, or the end of the prompt.
public enum TextFieldCommand: Equatable, Sendable {
    /// Edits the line or moves its cursor.
    case edit(LineEditor.Edit)
    /// Completes the suggestion shown after the cursor (Tab).
    case complete
    /// Completes the suggestion shown at the end of the line, else moves a character right (→).
    case forwardOrComplete
    /// Accepts the line unless its validation refuses it (Enter).
    case submit
    /// Ends the prompt without a value (Esc).
    case cancel
}

/// The keys of a text field as data, readline's and gum's: printable characters type, ←/→
/// (Ctrl-B/Ctrl-F) move by character, Alt-B/Alt-F (Ctrl-←/→) by word, Home/End (Ctrl-A/Ctrl-E)
/// to the ends, Backspace and Delete (Ctrl-D) delete a character, Ctrl-W the word before the
/// cursor, Ctrl-U back to the start and Ctrl-K on to the end; Tab completes a suggestion.
///
/// Letters always type, so `--vim` leaves this table as it is, as a filter's query does.
///
/// ```swift
/// let table = TextFieldKeyMap.bindings(completes: true)
/// table.action(for: KeyStroke(.character("w"), .control))   // .edit(.deleteWordBackward)
/// table.helpLine(width: 60)   // "←→ move · tab complete · enter select · esc cancel"
/// ```
package enum TextFieldKeyMap {
    /// The table; `completes` adds Tab's completion and its help.
    package static func bindings(completes: Bool) -> KeyBindingTable<TextFieldCommand> {
        let control = { (letter: Character) in KeyStroke(.character(letter), .control) }
        let alt = { (letter: Character) in KeyStroke(.character(letter), .alt) }
        var entries: [KeyBinding<TextFieldCommand>] = [
            KeyBinding([], .edit(.insert("")), help: nil, spoken: "typing writes the text, Backspace deletes",
                       spokenSummary: "Typing writes the text", priority: .high),
            KeyBinding([KeyStroke(.left), control("b")], .edit(.moveBackward), help: "←→ move",
                       spoken: "Left and Right arrows move the cursor", priority: .low),
            KeyBinding([KeyStroke(.right), control("f")], .forwardOrComplete),
            KeyBinding([KeyStroke(.left, .control), alt("b")], .edit(.moveWordBackward)),
            KeyBinding([KeyStroke(.right, .control), alt("f")], .edit(.moveWordForward)),
            KeyBinding([KeyStroke(.home), control("a")], .edit(.moveToStart)),
            KeyBinding([KeyStroke(.end), control("e")], .edit(.moveToEnd)),
            KeyBinding([KeyStroke(.backspace), control("h")], .edit(.deleteBackward)),
            KeyBinding([KeyStroke(.delete), control("d")], .edit(.deleteForward)),
            KeyBinding([control("w"), KeyStroke(.backspace, .alt)], .edit(.deleteWordBackward)),
            KeyBinding([control("u")], .edit(.deleteToStart)),
            KeyBinding([control("k")], .edit(.deleteToEnd)),
        ]
        if completes {
            entries.append(KeyBinding([KeyStroke(.tab)], .complete, help: "tab complete",
                                      spoken: "Tab completes the suggestion", priority: .high))
        }
        entries += [
            KeyBinding([KeyStroke(.enter)], .submit, help: "enter select", spoken: "Enter selects", role: .confirm),
            KeyBinding([KeyStroke(.escape)], .cancel, help: "esc cancel", spoken: "Escape cancels", role: .cancel),
        ]
        return KeyBindingTable(entries, typing: { .edit(.insert(String($0))) })
    }
}
