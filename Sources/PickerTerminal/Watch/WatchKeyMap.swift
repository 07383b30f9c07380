import PickerCore
import TerminalUI

/// The watch styles' keys as data, built on the wheels' standard table (``WheelKeyMap``) so
/// arrows, pages, Home/End and type-ahead (Behaviour 1.11) mean what they mean on a wheel.
///
/// | table | adds to the wheel's keys | help line |
/// |---|---|---|
/// | ``list(isRightToLeft:hasIndex:)`` | Alt+letter or digit: the next index key starting with it | `↑↓ change · alt+key index · enter select · esc cancel` |
/// | ``cards(isRightToLeft:)`` | → and ← also move (mirrored right-to-left) | `↑↓ change · enter select · esc cancel` |
/// | ``linkClosed(isRightToLeft:)`` | ↑↓ scrub the value in place; Space or → opens; Enter confirms | `space open · ↑↓ change · enter select · esc cancel` |
/// | ``linkOpen(isRightToLeft:hasIndex:)`` | the list's keys; Enter picks and closes, Esc closes with no change | `↑↓ change · enter pick · esc back` |
///
/// ```swift
/// WatchKeyMap.cards().action(for: KeyStroke(.right))                 // .wheel(.step(by: 1))
/// WatchKeyMap.linkOpen().action(for: KeyStroke(.escape))             // .close(keeping: false)
/// ```
public enum WatchKeyMap {
    /// The characters Alt jumps by: letters and digits.
    static let indexCharacters = Array("abcdefghijklmnopqrstuvwxyz0123456789")

    /// The list: the wheel's keys, and Alt+letter jumps by the index (labelled when there is one).
    public static func list(isRightToLeft: Bool = false, hasIndex: Bool = false) -> KeyBindingTable<WatchCommand> {
        lists[variant(isRightToLeft, hasIndex)]
    }

    /// Stack and sequence: the wheel's keys, and ← → step too (the screen's left is previous,
    /// its right next; mirrored right-to-left).
    public static func cards(isRightToLeft: Bool = false) -> KeyBindingTable<WatchCommand> {
        cardTables[variant(isRightToLeft, false)]
    }

    /// The closed link: Space or → (← right-to-left, where the chevron points) opens the list,
    /// the wheel's keys scrub the value without opening it, Enter confirms, Esc cancels.
    public static func linkClosed(isRightToLeft: Bool = false) -> KeyBindingTable<WatchCommand> {
        closedLinks[variant(isRightToLeft, false)]
    }

    /// The open link: the list's keys; Enter picks the row and closes the list, Esc closes it
    /// and goes back to the value it had.
    public static func linkOpen(isRightToLeft: Bool = false, hasIndex: Bool = false) -> KeyBindingTable<WatchCommand> {
        openLinks[variant(isRightToLeft, hasIndex)]
    }

    // A watch picker asks for its table on every frame (the help line), and a table is 36 Alt
    // bindings and the wheel's keys mapped: each is made once per variant, here.
    private static let lists = variants(makeList)
    private static let cardTables = variants { isRightToLeft, _ in makeCards(isRightToLeft: isRightToLeft) }
    private static let closedLinks = variants { isRightToLeft, _ in makeLinkClosed(isRightToLeft: isRightToLeft) }
    private static let openLinks = variants(makeLinkOpen)

    /// The four variants of a table, indexed by ``variant(_:_:)``.
    private static func variants(_ make: (Bool, Bool) -> KeyBindingTable<WatchCommand>) -> [KeyBindingTable<WatchCommand>] {
        [false, true].flatMap { isRightToLeft in [false, true].map { flag in make(isRightToLeft, flag) } }
    }

    private static func variant(_ isRightToLeft: Bool, _ flag: Bool) -> Int { (isRightToLeft ? 2 : 0) + (flag ? 1 : 0) }

    private static func makeList(isRightToLeft: Bool, hasIndex: Bool) -> KeyBindingTable<WatchCommand> {
        let wheel = wheelTable(isRightToLeft: isRightToLeft)
        var entries = wheel.entries.filter { $0.role == nil }
        if hasIndex {
            entries.append(KeyBinding([], .jumpToIndex("a"), help: "alt+key index", spoken: "Alt and a letter jumps to the index",
                                      spokenSummary: "", priority: .low))
        }
        entries += indexCharacters.map { KeyBinding([KeyStroke(.character($0), .alt)], .jumpToIndex($0)) }
        return KeyBindingTable(entries + wheel.entries.filter { $0.role != nil }, typing: wheel.typing)
    }

    private static func makeCards(isRightToLeft: Bool) -> KeyBindingTable<WatchCommand> {
        let wheel = wheelTable(isRightToLeft: isRightToLeft)
        let forward = isRightToLeft ? Key.left : .right
        let back = isRightToLeft ? Key.right : .left
        let sideways = [
            KeyBinding([KeyStroke(forward)], WatchCommand.wheel(.step(by: 1))),
            KeyBinding([KeyStroke(back)], WatchCommand.wheel(.step(by: -1))),
        ]
        return KeyBindingTable(sideways + wheel.entries, typing: wheel.typing)
    }

    private static func makeLinkClosed(isRightToLeft: Bool) -> KeyBindingTable<WatchCommand> {
        let wheel = wheelTable(isRightToLeft: isRightToLeft)
        let opening = KeyBinding([KeyStroke(.character(" ")), KeyStroke(isRightToLeft ? .left : .right)], WatchCommand.open,
                                 help: "space open", spoken: "Space opens the list", priority: .high)
        return KeyBindingTable([opening] + wheel.entries, typing: wheel.typing)
    }

    private static func makeLinkOpen(isRightToLeft: Bool, hasIndex: Bool) -> KeyBindingTable<WatchCommand> {
        let list = makeList(isRightToLeft: isRightToLeft, hasIndex: hasIndex)
        let endings = [
            KeyBinding([KeyStroke(.enter)], WatchCommand.close(keeping: true), help: "enter pick",
                       spoken: "Enter picks and closes the list", role: .confirm),
            KeyBinding([KeyStroke(.escape)], WatchCommand.close(keeping: false), help: "esc back",
                       spoken: "Escape closes the list without a change", role: .cancel),
        ]
        return KeyBindingTable(list.entries.filter { $0.role == nil } + endings, typing: list.typing)
    }

    /// The wheel's standard keys for one component, as watch commands.
    private static func wheelTable(isRightToLeft: Bool) -> KeyBindingTable<WatchCommand> {
        WheelKeyMap.standard(isRightToLeft: isRightToLeft, labelsColumns: false).bindings.map { command in
            switch command {
            case .action(let action): WatchCommand.wheel(action)
            // The standard map has no type-ahead entry mode; nothing to map.
            case .beginTypeAhead, .endTypeAhead: WatchCommand.wheel(.type(""))
            }
        }
    }
}
