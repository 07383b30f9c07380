import TerminalUI

/// The keys of a filtering picker as data: printable characters type into the query (so no
/// letter moves or ends anything), Backspace widens, Ctrl-U clears, ↑/↓ (Ctrl-P/Ctrl-N) move
/// among the matches, Enter chooses, Esc clears a query and cancels only when it is empty.
///
/// ```swift
/// let table = FilterKeyMap.bindings
/// table.action(for: KeyStroke(.character("b")))   // .type("b")
/// table.action(for: KeyStroke(.character("u"), .control))   // .clear
/// table.helpLine(width: 60)   // "type to filter · ↑↓ move · enter select · esc clear/cancel"
/// ```
package enum FilterKeyMap {
    /// The table.
    package static var bindings: KeyBindingTable<FilterCommand> {
        KeyBindingTable([
            KeyBinding([], .type(""), help: "type to filter", spoken: "typing filters the items, Backspace widens, Control U clears",
                       spokenSummary: "Typing filters the items", priority: .high),
            KeyBinding([KeyStroke(.down), KeyStroke(.character("n"), .control)], .move(by: 1),
                       help: "↑↓ move", spoken: "Up and Down arrows move among the matches",
                       spokenSummary: "Up and Down move among the matches", priority: .high),
            KeyBinding([KeyStroke(.up), KeyStroke(.character("p"), .control)], .move(by: -1)),
            KeyBinding([KeyStroke(.pageDown)], .page(forward: true)),
            KeyBinding([KeyStroke(.pageUp)], .page(forward: false)),
            KeyBinding([KeyStroke(.home)], .jumpToEnd(last: false)),
            KeyBinding([KeyStroke(.end)], .jumpToEnd(last: true)),
            KeyBinding([KeyStroke(.backspace), KeyStroke(.character("h"), .control)], .deleteBackward),
            KeyBinding([KeyStroke(.character("u"), .control)], .clear),
            KeyBinding([KeyStroke(.enter)], .choose, help: "enter select", spoken: "Enter selects", role: .confirm),
            KeyBinding([KeyStroke(.escape)], .escape, help: "esc clear/cancel", spoken: "Escape clears the filter, then cancels",
                       role: .cancel),
        ], typing: { .type(String($0)) })
    }
}
