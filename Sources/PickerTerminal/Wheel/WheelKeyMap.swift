import PickerCore
import TerminalUI

/// Which key does what in a wheel picker, as data: a ``KeyBindingTable`` of
/// ``WheelKeyCommand``s with their help labels and spoken hints, plus a rule for the characters
/// no binding claims.
///
/// Three maps exist:
/// - ``KeyMap/standard(isRightToLeft:labelsColumns:)``, the default: arrows, Page Up/Down, Home/End,
///   Tab/Shift-Tab, Enter, Esc, Ctrl-N/Ctrl-P; every letter, digit and other printable character
///   types (type-ahead and digit entry, Behaviour 1.11), as on the platform.
/// - ``KeyMap/vim(isRightToLeft:labelsColumns:)`` (`pick --vim`): the standard keys plus `h` `j` `k` `l`
///   to move and focus, `g`/`G` for first/last, and `/` to start a type-ahead entry. Letters do
///   not type on their own here (they would clash with the motions); digits still do digit entry.
/// - ``KeyMap/typeAheadEntry(isRightToLeft:)``: active between `/` and Enter or Esc in vim mode; every
///   printable character types, Enter and Esc end the entry (they do not confirm or cancel the
///   picker), arrows still move.
///
/// Left and Right follow the screen (Behaviour 1.4): in a right-to-left locale the component on the
/// left is the *next* one, so Left focuses next and Right previous; `h`/`l` likewise. Tab and
/// Shift-Tab follow reading order in every locale. Down (and scrolling down) brings the next
/// row (Behaviour 1.13). Ctrl-C and Ctrl-Z are the session's, in no table.
///
/// | key | action | help label |
/// |---|---|---|
/// | ↓ / Ctrl-N (vim: also `j`) | `.step(by: 1)` | `↑↓ change` (vim: `j/k change`) |
/// | ↑ / Ctrl-P (vim: also `k`) | `.step(by: -1)` | |
/// | Page Down / Page Up | `.page(forward:)` | |
/// | Home / End (vim: also `g` / `G`) | `.jumpToEnd(last:)` | |
/// | → / Tab (vim: also `l`) | `.focusNext` (→ is `.focusPrevious` right-to-left) | `←→ column` (vim: `h/l column`), several components only |
/// | ← / Shift-Tab (vim: also `h`) | `.focusPrevious` (← is `.focusNext` right-to-left) | |
/// | Enter | `.commit` | `enter select` |
/// | Esc | `.cancel` | `esc cancel` |
/// | letters, digits, punctuation | `.type(...)` (vim: digits only, or anything after `/`) | (vim: `/ search`) |
///
/// ```swift
/// let keys = WheelKeyMap.standard()
/// keys.command(for: KeyStroke(.character("b")))          // .action(.type("b"))
/// keys.command(for: KeyStroke(.character("n"), .control)) // .action(.step(by: 1))
/// keys.bindings.helpLine(width: 40)                       // "↑↓ change · ←→ column · enter select · esc cancel"
/// ```
public typealias WheelKeyMap = KeyMap<WheelKeyCommand>

extension KeyMap where Command == WheelKeyCommand {
    /// The default keys: arrows and friends move, printable characters type (Behaviour 1.11).
    /// `labelsColumns` puts `←→ column` on the help line (pickers with several components).
    public static func standard(isRightToLeft: Bool = false, labelsColumns: Bool = true) -> WheelKeyMap {
        standardMaps[(isRightToLeft ? 2 : 0) + (labelsColumns ? 1 : 0)]
    }

    /// The four standard maps (by direction, then without and with the column hint), made
    /// once: a wheel picker asks for its keys on every frame (the help line).
    private static let standardMaps: [WheelKeyMap] = [false, true].flatMap { isRightToLeft in
        [false, true].map { labelsColumns in makeStandard(isRightToLeft: isRightToLeft, labelsColumns: labelsColumns) }
    }

    private static func makeStandard(isRightToLeft: Bool, labelsColumns: Bool) -> WheelKeyMap {
        let (left, right) = horizontalActions(isRightToLeft: isRightToLeft)
        var entries = [
            KeyBinding([KeyStroke(.down), KeyStroke(.character("n"), .control)], WheelKeyCommand.action(.step(by: 1)),
                       help: "↑↓ change", spoken: "Up and Down arrows adjust the value",
                       spokenSummary: "Up and Down change the value", priority: .high),
            KeyBinding([], .action(.type("")), spoken: "typing jumps to an item", spokenSummary: ""),
        ]
        if labelsColumns {
            entries.append(KeyBinding([], .action(.focusNext), help: "←→ column", spoken: "Left and Right arrows change column",
                                      spokenSummary: "Left and Right change column"))
        }
        return WheelKeyMap(bindings: KeyBindingTable(entries + motionBindings(left: left, right: right) + endings,
                                                     typing: typeEverything))
    }

    /// `pick --vim`: the standard keys plus h/j/k/l, g/G, and `/` to start typing.
    public static func vim(isRightToLeft: Bool = false, labelsColumns: Bool = true) -> WheelKeyMap {
        let (left, right) = horizontalActions(isRightToLeft: isRightToLeft)
        var entries = [
            KeyBinding([KeyStroke(.character("j")), KeyStroke(.down), KeyStroke(.character("n"), .control)],
                       WheelKeyCommand.action(.step(by: 1)), help: "j/k change", spoken: "j and k adjust the value",
                       spokenSummary: "Up and Down change the value", priority: .high),
            KeyBinding([KeyStroke(.character("k"))], .action(.step(by: -1))),
            KeyBinding([KeyStroke(.character("/"))], .beginTypeAhead, help: "/ search",
                       spoken: "slash then text jumps to an item", spokenSummary: ""),
        ]
        if labelsColumns {
            entries.append(KeyBinding([], .action(.focusNext), help: "h/l column", spoken: "h and l change column",
                                      spokenSummary: "Left and Right change column"))
        }
        entries += [
            KeyBinding([KeyStroke(.character("h"))], .action(left)),
            KeyBinding([KeyStroke(.character("l"))], .action(right)),
            KeyBinding([KeyStroke(.character("g"))], .action(.jumpToEnd(last: false))),
            KeyBinding([KeyStroke(.character("G")), KeyStroke(.character("G"), .shift)], .action(.jumpToEnd(last: true))),
        ]
        return WheelKeyMap(bindings: KeyBindingTable(entries + motionBindings(left: left, right: right) + endings) {
            $0.isNumber ? .action(.type(String($0))) : nil
        })
    }

    /// Vim mode between `/` and Enter or Esc: everything printable types; Enter and Esc end the entry.
    public static func typeAheadEntry(isRightToLeft: Bool = false) -> WheelKeyMap {
        let (left, right) = horizontalActions(isRightToLeft: isRightToLeft)
        let done = KeyBinding([KeyStroke(.enter), KeyStroke(.escape)], WheelKeyCommand.endTypeAhead,
                              help: "enter or esc: done", spoken: "Enter or Escape ends the search", priority: .essential)
        return WheelKeyMap(bindings: KeyBindingTable([done] + motionBindings(left: left, right: right),
                                                     typing: typeEverything))
    }

    /// The unlabelled motions every map has (the first binding of a key wins, so a map's own
    /// labelled bindings come before these).
    private static func motionBindings(left: WheelAction, right: WheelAction) -> [KeyBinding<WheelKeyCommand>] {
        [
            KeyBinding([KeyStroke(.down), KeyStroke(.character("n"), .control)], .action(.step(by: 1))),
            KeyBinding([KeyStroke(.up), KeyStroke(.character("p"), .control)], .action(.step(by: -1))),
            KeyBinding([KeyStroke(.pageDown)], .action(.page(forward: true))),
            KeyBinding([KeyStroke(.pageUp)], .action(.page(forward: false))),
            KeyBinding([KeyStroke(.home)], .action(.jumpToEnd(last: false))),
            KeyBinding([KeyStroke(.end)], .action(.jumpToEnd(last: true))),
            KeyBinding([KeyStroke(.left)], .action(left)),
            KeyBinding([KeyStroke(.right)], .action(right)),
            KeyBinding([KeyStroke(.tab)], .action(.focusNext)),
            KeyBinding([KeyStroke(.tab, .shift)], .action(.focusPrevious)),
        ]
    }

    /// Enter and Esc: confirm and cancel the picker.
    private static var endings: [KeyBinding<WheelKeyCommand>] {
        [
            KeyBinding([KeyStroke(.enter)], .action(.commit), help: "enter select", spoken: "Enter selects", role: .confirm),
            KeyBinding([KeyStroke(.escape)], .action(.cancel), help: "esc cancel", spoken: "Escape cancels", role: .cancel),
        ]
    }

    private static let typeEverything: @Sendable (Character) -> WheelKeyCommand? = { .action(.type(String($0))) }

    /// What moving focus to the screen's left and right means (Behaviour 1.4).
    private static func horizontalActions(isRightToLeft: Bool) -> (left: WheelAction, right: WheelAction) {
        isRightToLeft ? (.focusNext, .focusPrevious) : (.focusPrevious, .focusNext)
    }
}
