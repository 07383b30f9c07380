import PickerCore
import TerminalUI

/// What a key means on the multiple-dates grid (Behaviour 5.1), as data: the month grid's keys
/// (``MonthGridKeyMap``: arrows, pages, Home/End, `t`, Enter, Esc) with Space to choose or
/// unchoose the day under the cursor. Enter confirms the whole set and never changes it.
///
/// | key | action | help label |
/// |---|---|---|
/// | arrows, Page Up/Down, `[` `]`, Home/End, `t` | `.grid(.move(...))`, as on ``MonthGridKeyMap`` | `←→↑↓ day` … |
/// | Space | `.toggle` | `space choose` |
/// | Enter | `.grid(.commit)` | `enter done` |
/// | Esc | `.grid(.cancel)` | `esc cancel` |
///
/// ```swift
/// DateSetKeyMap.bindings().action(for: KeyStroke(.character(" ")))   // .toggle
/// DateSetKeyMap.bindings().helpLine(width: 80)
/// // "←→↑↓ day · space choose · pgup/pgdn month · t today · enter done · esc cancel"
/// ```
public enum DateSetKeyMap {
    /// What one key press does.
    public enum Action: Equatable, Sendable {
        /// A month grid command: moving the cursor, confirming, cancelling.
        case grid(MonthGridKeyCommand)
        /// Choose or unchoose the cursor's day.
        case toggle
    }

    /// The grid's keys without Tab (there are no time wheels), Space toggling after the arrows.
    public static func bindings(isRightToLeft: Bool = false) -> KeyBindingTable<Action> {
        tables[isRightToLeft ? 1 : 0]
    }

    /// The two tables (left to right, right to left), made once: the picker asks for its keys
    /// on every frame (the help line), and the table is rebuilt from the grid's with edits.
    private static let tables = [make(isRightToLeft: false), make(isRightToLeft: true)]

    private static func make(isRightToLeft: Bool) -> KeyBindingTable<Action> {
        var grid = MonthGridKeyMap.standard(isRightToLeft: isRightToLeft).bindings.map { Action.grid($0) }
        grid[KeyStroke(.tab)] = nil
        grid[KeyStroke(.tab, .shift)] = nil
        var entries = grid.entries.map { entry -> KeyBinding<Action> in
            guard entry.role == .confirm else { return entry }
            var done = entry
            (done.help, done.spoken) = ("enter done", "Enter confirms the chosen days")
            return done
        }
        let toggle = KeyBinding([KeyStroke(.character(" "))], Action.toggle, help: "space choose",
                                spoken: "Space chooses or unchooses the day", priority: .high)
        entries.insert(toggle, at: min(1, entries.count))
        return KeyBindingTable(entries)
    }
}
