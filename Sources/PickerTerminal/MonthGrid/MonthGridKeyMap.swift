import PickerCore
import TerminalUI

/// What a key means on the inline calendar (Behaviour 2.11), as data: a ``KeyBindingTable`` of
/// ``MonthGridKeyCommand``s with their help labels and spoken hints.
///
/// | key | command | help label |
/// |---|---|---|
/// | ← / → | `.move(.days(∓1))` / `.move(.days(±1))`, mirrored right-to-left (they follow the screen) | `←→↑↓ day` |
/// | ↑ / ↓ | `.move(.days(-7))` / `.move(.days(7))` | |
/// | Page Up / Page Down | `.move(.months(-1))` / `.move(.months(1))` | `pgup/pgdn month` |
/// | Shift-Page Up / Shift-Page Down, `[` / `]` | `.move(.years(-1))` / `.move(.years(1))` | |
/// | Home / End | `.move(.weekStart)` / `.move(.weekEnd)` | |
/// | `t` | `.move(.today)` | `t today` |
/// | Tab / Shift-Tab | `.nextPart` / `.previousPart` (to the time wheels and back) | `tab time`, with time wheels |
/// | Enter | `.commit` | `enter select` |
/// | Esc | `.cancel` | `esc cancel` |
///
/// ```swift
/// MonthGridKeyMap.standard().command(for: KeyStroke(.pageDown))                  // .move(.months(1))
/// MonthGridKeyMap.standard(isRightToLeft: true).command(for: KeyStroke(.left))   // .move(.days(1))
/// ```
public typealias MonthGridKeyMap = KeyMap<MonthGridKeyCommand>

/// What one key press does on the grid.
public enum MonthGridKeyCommand: Equatable, Sendable {
    /// Move the cursor day (and the value with it), clamped to the bounds.
    case move(CalendarMove)
    /// Focus the next or previous part of the picker (grid, time wheels).
    case nextPart
    /// Focus the previous part of the picker (Shift-Tab).
    case previousPart
    /// Confirm the prompt (Enter).
    case commit
    /// Cancel the prompt (Esc).
    case cancel
}

extension KeyMap where Command == MonthGridKeyCommand {
    /// The calendar's keys; Left and Right follow the screen, so they are swapped when the
    /// days run right to left. `labelsTime` advertises Tab to the time wheels.
    public static func standard(isRightToLeft: Bool = false, labelsTime: Bool = false) -> MonthGridKeyMap {
        standardMaps[(isRightToLeft ? 2 : 0) + (labelsTime ? 1 : 0)]
    }

    /// The four standard tables, made once: the date picker asks for its keys on every frame
    /// (for the help line), and building the table each time would be a noticeable share of a
    /// calendar frame (Benchmarks/README.md).
    private static let standardMaps: [MonthGridKeyMap] = [false, true].flatMap { isRightToLeft in
        [false, true].map { labelsTime in make(isRightToLeft: isRightToLeft, labelsTime: labelsTime) }
    }

    private static func make(isRightToLeft: Bool, labelsTime: Bool) -> MonthGridKeyMap {
        let step = isRightToLeft ? -1 : 1
        return MonthGridKeyMap(bindings: KeyBindingTable([
            KeyBinding([KeyStroke(.right)], .move(.days(step)), help: "←→↑↓ day", spoken: "Arrow keys move by day and week",
                       priority: .high),
            KeyBinding([KeyStroke(.left)], .move(.days(-step))),
            KeyBinding([KeyStroke(.up)], .move(.days(-7))),
            KeyBinding([KeyStroke(.down)], .move(.days(7))),
            KeyBinding([KeyStroke(.pageDown)], .move(.months(1)), help: "pgup/pgdn month",
                       spoken: "Page Up and Page Down by month"),
            KeyBinding([KeyStroke(.pageUp)], .move(.months(-1))),
            KeyBinding([KeyStroke(.pageUp, .shift), KeyStroke(.character("["))], .move(.years(-1))),
            KeyBinding([KeyStroke(.pageDown, .shift), KeyStroke(.character("]"))], .move(.years(1))),
            KeyBinding([KeyStroke(.home)], .move(.weekStart)),
            KeyBinding([KeyStroke(.end)], .move(.weekEnd)),
            KeyBinding([KeyStroke(.character("t"))], .move(.today), help: "t today", spoken: "T goes to today", priority: .low),
            KeyBinding([KeyStroke(.tab)], .nextPart, help: labelsTime ? "tab time" : nil,
                       spoken: labelsTime ? "Tab goes to the time" : nil, priority: .low),
            KeyBinding([KeyStroke(.tab, .shift)], .previousPart),
            KeyBinding([KeyStroke(.enter)], .commit, help: "enter select", spoken: "Enter selects", role: .confirm),
            KeyBinding([KeyStroke(.escape)], .cancel, help: "esc cancel", spoken: "Escape cancels", role: .cancel),
        ]))
    }
}
