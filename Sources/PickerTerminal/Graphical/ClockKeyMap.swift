import PickerCore
import TerminalUI

/// What a key means on the graphical style's clock face (Behaviour 3.2), as data: a
/// ``KeyBindingTable`` of ``ClockKeyCommand``s with their help labels and spoken hints.
///
/// | key | command | help label |
/// |---|---|---|
/// | ↑ / ↓ | `.turn(.minute, by: ±1)`: the minute hand by the minute interval, clockwise up | `↑↓ minute` |
/// | Shift-↑ / Shift-↓, Page Up / Page Down | `.turn(.hour, by: ±1)` | `⇧↑↓ hour` |
/// | Space | `.toggleDayPeriod` (12-hour locales only) | `space am/pm` |
/// | ← / → | the digit segment typing goes to, mirrored right-to-left | |
/// | digits, letters | `.digits(.type(...))`: the textual field's typing rules | |
/// | Backspace, Delete | `.digits(.clear)` | |
/// | Tab / Shift-Tab | `.otherPart` (to the calendar, when there is one) | `tab calendar` |
/// | Enter | `.commit` | `enter select` |
/// | Esc | `.cancel` | `esc cancel` |
///
/// ```swift
/// ClockKeyMap.standard().command(for: KeyStroke(.up))             // .edit(.turn(.minute, by: 1))
/// ClockKeyMap.standard().command(for: KeyStroke(.up, .shift))     // .edit(.turn(.hour, by: 1))
/// ```
public typealias ClockKeyMap = KeyMap<ClockKeyCommand>

/// What one key press does on the clock.
public enum ClockKeyCommand: Equatable, Sendable {
    /// An action for the clock's model.
    case edit(ClockAction)
    /// Focus the other part of the picker (the calendar).
    case otherPart
    /// Confirm the prompt (Enter).
    case commit
    /// Cancel the prompt (Esc).
    case cancel
}

extension KeyMap where Command == ClockKeyCommand {
    /// The clock's keys. `usesDayPeriod` adds Space for AM/PM; `hasCalendar` Tab to the
    /// calendar; Left and Right follow the screen, so they are swapped right-to-left.
    public static func standard(usesDayPeriod: Bool = true, hasCalendar: Bool = false,
                                isRightToLeft: Bool = false) -> ClockKeyMap {
        let (left, right): (DateFieldAction, DateFieldAction) = isRightToLeft ? (.focusNext, .focusPrevious) : (.focusPrevious, .focusNext)
        let type: @Sendable (Character) -> Command? = { .edit(.digits(.type(String($0)))) }
        var entries: [KeyBinding<Command>] = [
            KeyBinding([KeyStroke(.up)], .edit(.turn(.minute, by: 1)), help: "↑↓ minute",
                       spoken: "Up or Down arrow turns the minute hand", spokenSummary: "Up and Down turn the minute hand",
                       priority: .high),
            KeyBinding([KeyStroke(.down)], .edit(.turn(.minute, by: -1))),
            KeyBinding([KeyStroke(.up, .shift), KeyStroke(.pageUp)], .edit(.turn(.hour, by: 1)), help: "⇧↑↓ hour",
                       spoken: "Shift with Up or Down, or Page Up and Page Down, turn the hour hand", priority: .high),
            KeyBinding([KeyStroke(.down, .shift), KeyStroke(.pageDown)], .edit(.turn(.hour, by: -1))),
        ]
        if usesDayPeriod {
            entries.append(KeyBinding([KeyStroke(.character(" "))], .edit(.toggleDayPeriod), help: "space am/pm",
                                      spoken: "Space switches AM and PM"))
        }
        entries += [
            KeyBinding([], .edit(.digits(.type(""))), spoken: "type digits to enter the time"),
            KeyBinding([KeyStroke(.right)], .edit(.digits(right))),
            KeyBinding([KeyStroke(.left)], .edit(.digits(left))),
            KeyBinding([KeyStroke(.backspace), KeyStroke(.delete)], .edit(.digits(.clear))),
        ]
        if hasCalendar {
            entries += [
                KeyBinding([KeyStroke(.tab)], .otherPart, help: "tab calendar", spoken: "Tab goes to the calendar",
                           priority: .low),
                KeyBinding([KeyStroke(.tab, .shift)], .otherPart),
            ]
        }
        entries += [
            KeyBinding([KeyStroke(.enter)], .commit, help: "enter select", spoken: "Enter selects", role: .confirm),
            KeyBinding([KeyStroke(.escape)], .cancel, help: "esc cancel", spoken: "Escape cancels", role: .cancel),
        ]
        return ClockKeyMap(bindings: KeyBindingTable(entries, typing: type))
    }
}
