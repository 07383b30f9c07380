import PickerCore
import TerminalUI

/// What a key means on a textual date field (Behaviour 3.1), as data: a ``KeyBindingTable`` of
/// ``DateFieldKeyCommand``s with their help labels and spoken hints.
///
/// | key | command | help label |
/// |---|---|---|
/// | ↑ / ↓ | `.step(by: 1)` / `.step(by: -1)`, wrapping within the segment (up is the next value, as on the Mac) | `↑↓ change` |
/// | ← / → | `.focusPrevious` / `.focusNext`, mirrored right-to-left (they follow the screen) | `←→ segment` |
/// | Tab / Shift-Tab | `.tab(forward:)`: past the last segment to Enter, and back | |
/// | Page Up / Page Down | `.page(forward: true)` / `.page(forward: false)` | |
/// | Home / End | `.jumpToEnd(last: false)` / `.jumpToEnd(last: true)` | |
/// | Backspace, Delete | `.clear` | |
/// | digits, letters | `.type(...)` | |
/// | Enter | `.commit` | `enter select` |
/// | Esc | `.cancel` | `esc cancel` |
///
/// ```swift
/// DateFieldKeyMap.standard().command(for: KeyStroke(.up))                  // .edit(.step(by: 1))
/// DateFieldKeyMap.standard(isRightToLeft: true).command(for: KeyStroke(.left))   // .edit(.focusNext)
/// ```
public typealias DateFieldKeyMap = KeyMap<DateFieldKeyCommand>

/// What one key press does on the field.
public enum DateFieldKeyCommand: Equatable, Sendable {
    /// An action for the field's model.
    case edit(DateFieldAction)
    /// Confirm the prompt (Enter).
    case commit
    /// Cancel the prompt (Esc).
    case cancel
}

extension KeyMap where Command == DateFieldKeyCommand {
    /// Up and Down, spoken.
    static let adjust = "Up or Down arrow to adjust the value"
    /// Typing, spoken.
    static let typing = "type digits or the first letters to enter it"
    /// Left and Right, spoken.
    static let otherSegment = "Left or Right arrow or Tab for another part"

    /// The field's keys; Left and Right follow the screen, so they are swapped right-to-left.
    public static func standard(isRightToLeft: Bool = false) -> DateFieldKeyMap {
        let (left, right): (DateFieldAction, DateFieldAction) = isRightToLeft ? (.focusNext, .focusPrevious) : (.focusPrevious, .focusNext)
        let type: @Sendable (Character) -> Command? = { .edit(.type(String($0))) }
        return DateFieldKeyMap(bindings: KeyBindingTable([
            KeyBinding([KeyStroke(.up)], .edit(.step(by: 1)), help: "↑↓ change", spoken: adjust,
                       spokenSummary: "Up and Down change the value", priority: .high),
            KeyBinding([KeyStroke(.down)], .edit(.step(by: -1))),
            KeyBinding([], .edit(.type("")), spoken: typing, spokenSummary: "type to enter it"),
            KeyBinding([KeyStroke(.right)], .edit(right), help: "←→ segment", spoken: otherSegment,
                       spokenSummary: "Left and Right change part"),
            KeyBinding([KeyStroke(.left)], .edit(left)),
            KeyBinding([KeyStroke(.tab)], .edit(.tab(forward: true))),
            KeyBinding([KeyStroke(.tab, .shift)], .edit(.tab(forward: false))),
            KeyBinding([KeyStroke(.pageUp)], .edit(.page(forward: true))),
            KeyBinding([KeyStroke(.pageDown)], .edit(.page(forward: false))),
            KeyBinding([KeyStroke(.home)], .edit(.jumpToEnd(last: false))),
            KeyBinding([KeyStroke(.end)], .edit(.jumpToEnd(last: true))),
            KeyBinding([KeyStroke(.backspace), KeyStroke(.delete)], .edit(.clear)),
            KeyBinding([KeyStroke(.enter)], .commit, help: "enter select", spoken: "Enter selects", role: .confirm),
            KeyBinding([KeyStroke(.escape)], .cancel, help: "esc cancel", spoken: "Escape cancels", role: .cancel),
        ], typing: type))
    }
}
