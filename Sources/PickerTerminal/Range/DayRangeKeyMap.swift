import PickerCore
import TerminalUI

/// What a key means on the date-range grid (`pick range`), as data: the month grid's moves
/// (``MonthGridKeyMap``: arrows, pages, `[` `]`, Home/End, `t`), Shift+arrows extending the
/// range, and Enter, Space and Esc whose meaning follows where the choice is — so their help
/// labels do too.
///
/// | key | action | help label: nothing anchored / anchored / range complete |
/// |---|---|---|
/// | arrows, Page Up/Down, … | `.move(...)`, as on ``MonthGridKeyMap`` | `←→↑↓ day` … |
/// | Shift+arrows | `.extend(.days(±1))`, `.extend(.days(±7))` | `shift+arrows extend` |
/// | Space | `.mark` | `space start` / `space end` / `space new start` |
/// | Enter | `.enter` | `enter start` / `enter end` / `enter done` |
/// | Esc | `.escape` | `esc cancel` / `esc clear` / `esc clear` |
/// | Tab / Shift-Tab (with times) | `.tab(forward:)` | `tab times` |
///
/// With times a focused field has ``timeFieldBindings(isRightToLeft:)`` instead.
///
/// Enter and Esc carry no ``KeyBindingRole``: the picker decides when they end the prompt
/// (Enter on a complete range, Esc with nothing anchored), and in a compact popover they
/// act on the grid before they close it.
///
/// ```swift
/// DayRangeKeyMap.bindings(phase: .anchored).action(for: KeyStroke(.right, .shift))   // .extend(.days(1))
/// DayRangeKeyMap.bindings(phase: .complete).helpLine(width: 80)
/// // "←→↑↓ day · space new start · shift+arrows extend · pgup/pgdn month · t today · enter done · esc clear"
/// ```
public enum DayRangeKeyMap {
    /// What one key press does.
    public enum Action: Equatable, Sendable {
        /// Move the cursor (an incomplete span follows it).
        case move(CalendarMove)
        /// Move the cursor and make anchor…cursor the range (Shift+arrows).
        case extend(CalendarMove)
        /// Anchor, end, or start anew at the cursor (Space).
        case mark
        /// As ``mark``, or confirm a complete range (Enter).
        case enter
        /// Drop the anchor, or cancel when there is none (Esc); in a time field, back to the grid.
        case escape
        /// Tab / Shift-Tab with times: grid → start time → end time → grid, and back.
        case tab(forward: Bool)
        /// An action for the focused time field (`pick range --with-time`).
        case time(DateFieldAction)
    }

    /// Where the choice of a range is; the help labels follow it.
    public enum Phase: Equatable, Sendable {
        /// Nothing anchored.
        case choosingStart
        /// The anchor is set, the end not yet.
        case anchored
        /// Both ends are set.
        case complete
    }

    /// The table for `phase`; Left and Right (plain and shifted) follow the screen, so they are
    /// swapped when the days run right to left.
    public static func bindings(isRightToLeft: Bool = false, phase: Phase, withTime: Bool = false) -> KeyBindingTable<Action> {
        let index = phases.firstIndex(of: phase) ?? 0
        return tables[(isRightToLeft ? 2 * phases.count : 0) + (withTime ? phases.count : 0) + index]
    }

    private static let phases: [Phase] = [.choosingStart, .anchored, .complete]

    /// The twelve tables (by direction, then without and with times, then by phase), made once:
    /// the picker asks for its keys on every frame (for the help line), and building a table
    /// each time would be a noticeable share of it.
    private static let tables: [KeyBindingTable<Action>] = [false, true].flatMap { isRightToLeft in
        [false, true].flatMap { withTime in
            phases.map { make(isRightToLeft: isRightToLeft, phase: $0, withTime: withTime) }
        }
    }

    private static func make(isRightToLeft: Bool, phase: Phase, withTime: Bool) -> KeyBindingTable<Action> {
        let grid = MonthGridKeyMap.standard(isRightToLeft: isRightToLeft).bindings.entries.compactMap { entry in
            guard case .move(let move) = entry.action else { return nil }
            return entry.map { _ in Action.move(move) }
        } as [KeyBinding<Action>]
        let step = isRightToLeft ? -1 : 1
        let extend = [
            KeyBinding([KeyStroke(.right, .shift)], Action.extend(.days(step)), help: "shift+arrows extend",
                       spoken: "Shift with the arrow keys extends the range"),
            KeyBinding([KeyStroke(.left, .shift)], .extend(.days(-step))),
            KeyBinding([KeyStroke(.up, .shift)], .extend(.days(-7))),
            KeyBinding([KeyStroke(.down, .shift)], .extend(.days(7))),
        ]
        let (markHelp, enterHelp, escapeHelp): (String, String, String) = switch phase {
        case .choosingStart: ("space start", "enter start", "esc cancel")
        case .anchored: ("space end", "enter end", "esc clear")
        case .complete: ("space new start", "enter done", "esc clear")
        }
        let mark = KeyBinding([KeyStroke(.character(" "))], Action.mark, help: markHelp,
                              spoken: Self.spokenMark(phase), priority: .high)
        let endings = [
            KeyBinding([KeyStroke(.enter)], Action.enter, help: enterHelp, spoken: Self.spokenEnter(phase),
                       priority: .essential),
            KeyBinding([KeyStroke(.escape)], Action.escape, help: escapeHelp,
                       spoken: phase == .choosingStart ? "Escape cancels" : "Escape clears the range", priority: .essential),
        ]
        return KeyBindingTable(Array(grid.prefix(1)) + [mark] + Array(grid.dropFirst()) + extend
            + (withTime ? tabs : []) + endings)
    }

    /// Tab and Shift-Tab between the grid and the time fields.
    static let tabs = [
        KeyBinding([KeyStroke(.tab)], Action.tab(forward: true), help: "tab times",
                   spoken: "Tab moves to the start time, then the end time"),
        KeyBinding([KeyStroke(.tab, .shift)], Action.tab(forward: false)),
    ]

    /// The keys of a focused time field (`pick range --with-time`): ``DateFieldKeyMap``'s, as
    /// `pick time --style field` has them (↑/↓ step, ←/→ segment, digits and AM/PM letters
    /// type), with Tab and Shift-Tab moving between grid and fields instead of segments, Enter
    /// confirming the range and Esc going back to the grid.
    ///
    /// ```swift
    /// DayRangeKeyMap.timeFieldBindings().action(for: KeyStroke(.up))    // .time(.step(by: 1))
    /// DayRangeKeyMap.timeFieldBindings().action(for: KeyStroke(.tab))   // .tab(forward: true)
    /// ```
    public static func timeFieldBindings(isRightToLeft: Bool = false) -> KeyBindingTable<Action> {
        let field = DateFieldKeyMap.standard(isRightToLeft: isRightToLeft).bindings.map { command -> Action in
            switch command {
            case .edit(.tab(let forward)): .tab(forward: forward)
            case .edit(let action): .time(action)
            case .commit: .enter
            case .cancel: .escape
            }
        }
        let entries = field.entries.map { entry -> KeyBinding<Action> in
            switch entry.action {
            case .tab(forward: true):
                KeyBinding(entry.keys, entry.action, help: "tab next", spoken: "Tab moves to the next time or the grid")
            case .enter:
                KeyBinding(entry.keys, entry.action, help: "enter done", spoken: "Enter confirms the range", priority: .essential)
            case .escape:
                KeyBinding(entry.keys, entry.action, help: "esc grid", spoken: "Escape goes back to the days", priority: .essential)
            default: entry
            }
        }
        return KeyBindingTable(entries, typing: field.typing)
    }

    private static func spokenMark(_ phase: Phase) -> String {
        switch phase {
        case .choosingStart: "Space starts the range on this day"
        case .anchored: "Space ends the range on this day"
        case .complete: "Space starts a new range on this day"
        }
    }

    private static func spokenEnter(_ phase: Phase) -> String {
        switch phase {
        case .choosingStart: "Enter starts the range on this day"
        case .anchored: "Enter ends the range on this day"
        case .complete: "Enter confirms the range"
        }
    }
}
