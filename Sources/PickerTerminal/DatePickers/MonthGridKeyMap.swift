import TerminalUI

/// What a key means on the inline calendar (SPEC 2.11), as data.
///
/// | key | command |
/// |---|---|
/// | ← / → | `.moveDays(∓1)` / `.moveDays(±1)`, mirrored right-to-left (they follow the screen) |
/// | ↑ / ↓ | `.moveDays(-7)` / `.moveDays(7)` |
/// | Page Up / Page Down | `.moveMonths(-1)` / `.moveMonths(1)` |
/// | Shift-Page Up / Shift-Page Down, `[` / `]` | `.moveYears(-1)` / `.moveYears(1)` |
/// | Home / End | `.weekStart` / `.weekEnd` |
/// | `t` | `.today` |
/// | Tab / Shift-Tab | `.nextPart` / `.previousPart` (to the time wheels and back) |
/// | Enter | `.commit` |
/// | Esc, Ctrl-C | `.cancel` |
///
/// ```swift
/// MonthGridKeyMap.standard().command(for: KeyPress(.pageDown))                       // .moveMonths(1)
/// MonthGridKeyMap.standard(isRightToLeft: true).command(for: KeyPress(.left))        // .moveDays(1)
/// ```
public struct MonthGridKeyMap: Equatable, Sendable {
    /// What one key press does on the grid.
    public enum Command: Equatable, Sendable {
        /// Move the selected day by this many days (clamped to the bounds).
        case moveDays(Int)
        /// Move the selected day to the same day this many months on (the month's last day
        /// when it is shorter).
        case moveMonths(Int)
        /// The same, by years.
        case moveYears(Int)
        /// To the first or last day of the selected day's week.
        case weekStart
        case weekEnd
        /// To today (or the nearest day inside the bounds).
        case today
        /// Focus the next or previous part of the picker (grid, time wheels).
        case nextPart
        case previousPart
        case commit
        case cancel
    }

    /// Exact key presses and what they do.
    public var bindings: [KeyPress: Command]

    public init(bindings: [KeyPress: Command]) {
        self.bindings = bindings
    }

    /// What `key` does, or nil when it does nothing on the grid.
    public func command(for key: KeyPress) -> Command? {
        if let command = bindings[key] { return command }
        // Shift alone does not change a character ("T" still arrives as a character).
        if case .character = key.key, key.modifiers.contains(.shift) {
            return bindings[KeyPress(key.key, key.modifiers.subtracting(.shift))]
        }
        return nil
    }

    /// The calendar's keys; Left and Right follow the screen, so they are swapped when the
    /// days run right to left.
    public static func standard(isRightToLeft: Bool = false) -> MonthGridKeyMap {
        let step = isRightToLeft ? -1 : 1
        return MonthGridKeyMap(bindings: [
            KeyPress(.left): .moveDays(-step),
            KeyPress(.right): .moveDays(step),
            KeyPress(.up): .moveDays(-7),
            KeyPress(.down): .moveDays(7),
            KeyPress(.pageUp): .moveMonths(-1),
            KeyPress(.pageDown): .moveMonths(1),
            KeyPress(.pageUp, .shift): .moveYears(-1),
            KeyPress(.pageDown, .shift): .moveYears(1),
            KeyPress(.character("[")): .moveYears(-1),
            KeyPress(.character("]")): .moveYears(1),
            KeyPress(.home): .weekStart,
            KeyPress(.end): .weekEnd,
            KeyPress(.character("t")): .today,
            KeyPress(.tab): .nextPart,
            KeyPress(.tab, .shift): .previousPart,
            KeyPress(.enter): .commit,
            KeyPress(.escape): .cancel,
            KeyPress(.character("c"), .control): .cancel,
        ])
    }
}
