import PickerCore
import TerminalUI

/// What a key means on the inline calendar (SPEC 2.11), as data: a ``KeyBindingTable`` of
/// ``Command``s with their help labels and spoken hints.
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
/// MonthGridKeyMap.standard().command(for: KeyPress(.pageDown))                  // .move(.months(1))
/// MonthGridKeyMap.standard(isRightToLeft: true).command(for: KeyPress(.left))   // .move(.days(1))
/// ```
public struct MonthGridKeyMap: Sendable {
    /// What one key press does on the grid.
    public enum Command: Equatable, Sendable {
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

    /// The table: keys, commands, labels and hints.
    public var bindings: KeyBindingTable<Command>

    /// A key map with the given table.
    public init(bindings: KeyBindingTable<Command>) {
        self.bindings = bindings
    }

    /// What `key` does, or nil when it does nothing on the grid.
    public func command(for key: KeyPress) -> Command? { bindings.action(for: key) }

    /// The calendar's keys; Left and Right follow the screen, so they are swapped when the
    /// days run right to left. `labelsTime` advertises Tab to the time wheels.
    public static func standard(isRightToLeft: Bool = false, labelsTime: Bool = false) -> MonthGridKeyMap {
        standardMaps[(isRightToLeft ? 2 : 0) + (labelsTime ? 1 : 0)]
    }

    /// The four standard tables, made once: the date picker asks for its keys on every frame
    /// (for the help line), and building the table was a tenth of a calendar frame.
    private static let standardMaps: [MonthGridKeyMap] = [false, true].flatMap { isRightToLeft in
        [false, true].map { labelsTime in make(isRightToLeft: isRightToLeft, labelsTime: labelsTime) }
    }

    private static func make(isRightToLeft: Bool, labelsTime: Bool) -> MonthGridKeyMap {
        let step = isRightToLeft ? -1 : 1
        return MonthGridKeyMap(bindings: KeyBindingTable([
            KeyBinding([KeyPress(.right)], .move(.days(step)), help: "←→↑↓ day", spoken: "Arrow keys move by day and week",
                       priority: .high),
            KeyBinding([KeyPress(.left)], .move(.days(-step))),
            KeyBinding([KeyPress(.up)], .move(.days(-7))),
            KeyBinding([KeyPress(.down)], .move(.days(7))),
            KeyBinding([KeyPress(.pageDown)], .move(.months(1)), help: "pgup/pgdn month",
                       spoken: "Page Up and Page Down by month"),
            KeyBinding([KeyPress(.pageUp)], .move(.months(-1))),
            KeyBinding([KeyPress(.pageUp, .shift), KeyPress(.character("["))], .move(.years(-1))),
            KeyBinding([KeyPress(.pageDown, .shift), KeyPress(.character("]"))], .move(.years(1))),
            KeyBinding([KeyPress(.home)], .move(.weekStart)),
            KeyBinding([KeyPress(.end)], .move(.weekEnd)),
            KeyBinding([KeyPress(.character("t"))], .move(.today), help: "t today", spoken: "T goes to today", priority: .low),
            KeyBinding([KeyPress(.tab)], .nextPart, help: labelsTime ? "tab time" : nil,
                       spoken: labelsTime ? "Tab goes to the time" : nil, priority: .low),
            KeyBinding([KeyPress(.tab, .shift)], .previousPart),
            KeyBinding([KeyPress(.enter)], .commit, help: "enter select", spoken: "Enter selects", role: .confirm),
            KeyBinding([KeyPress(.escape)], .cancel, help: "esc cancel", spoken: "Escape cancels", role: .cancel),
        ]))
    }
}
