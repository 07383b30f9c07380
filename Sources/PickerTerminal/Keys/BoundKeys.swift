import PickerCore
import TerminalUI

/// An action a key can be bound to with `pick choose --bind KEY:ACTION`, named as fzf names it.
///
/// Each stands for something a choose picker already does with its own keys: ``accept`` is its
/// confirming key (Enter), ``abort`` its cancelling one (Esc), ``first``/``last`` Home and End,
/// ``pageUp``/``pageDown`` the page keys. The choosing ones (``toggle``, ``toggleAll``,
/// ``selectAll``, ``deselectAll``) act on a multi-select list; on a picker that chooses one item
/// they do nothing, as fzf's do without `--multi`.
///
/// ```swift
/// BoundKeyAction(rawValue: "select-all")   // .selectAll
/// ```
public enum BoundKeyAction: String, CaseIterable, Equatable, Sendable {
    /// Confirms, as Enter does.
    case accept
    /// Cancels, as Esc does.
    case abort
    /// Chooses or unchooses the item under the cursor (choose-many only).
    case toggle
    /// Flips every item's chosen state (choose-many only).
    case toggleAll = "toggle-all"
    /// Chooses every item (choose-many only).
    case selectAll = "select-all"
    /// Unchooses every item (choose-many only).
    case deselectAll = "deselect-all"
    /// Moves to the first item, as Home does.
    case first
    /// Moves to the last item, as End does.
    case last
    /// Moves a page up, as Page Up does.
    case pageUp = "page-up"
    /// Moves a page down, as Page Down does.
    case pageDown = "page-down"
}

/// Keys rebound to ``BoundKeyAction``s (`pick choose --bind`): a bound key does its action in
/// place of whatever the picker's own table binds it to; unbound keys keep the table's meaning.
///
/// A picker keeps them in its ``PromptFrame/boundKeys``; ``PromptPicker``'s event handling looks
/// a key up here before its ``PromptPicker/keyBindings``, and the help line names the keys that
/// accept and abort when they are rebound (``KeyBindingTable/rebound(_:)``).
///
/// ```swift
/// var keys = BoundKeys()
/// keys.bind(KeyStroke(.character("y"), .control), named: "ctrl-y", to: .accept)
/// keys.action(for: KeyStroke(.character("y"), .control))   // .accept
/// ```
public struct BoundKeys: Equatable, Sendable {
    /// One key's binding: the action, and the key's name as the user wrote it (for the help line).
    struct Binding: Equatable, Sendable {
        var stroke: KeyStroke
        var name: String
        var action: BoundKeyAction
    }

    /// The bindings in the order given; a key bound again keeps only its last action.
    private var bindings: [Binding] = []

    /// No key rebound.
    public init() {}

    /// Whether no key is rebound.
    public var isEmpty: Bool { bindings.isEmpty }

    /// Binds `stroke` (called `name` on the help line) to `action`; a later binding of the same
    /// key wins, as fzf's repeated `--bind` does.
    public mutating func bind(_ stroke: KeyStroke, named name: String, to action: BoundKeyAction) {
        bindings.removeAll { $0.stroke == stroke }
        bindings.append(Binding(stroke: stroke, name: name, action: action))
    }

    /// The action `stroke` is bound to, nil when it keeps the picker's own meaning.
    public func action(for stroke: KeyStroke) -> BoundKeyAction? {
        guard !bindings.isEmpty else { return nil }
        return bindings.first { $0.stroke == stroke }?.action
    }

    /// Whether `stroke` accepts: bound to ``BoundKeyAction/accept``, or Enter left unbound.
    public func accepts(_ stroke: KeyStroke) -> Bool {
        if let action = action(for: stroke) { return action == .accept }
        return stroke == KeyStroke(.enter)
    }

    /// The names of the keys bound to `action`, in the order given.
    func names(boundTo action: BoundKeyAction) -> [String] {
        bindings.filter { $0.action == action }.map(\.name)
    }
}

extension KeyBindingTable {
    /// This table as the help line and the spoken hints should show it with `keys` rebound: a
    /// key bound elsewhere leaves its entry, and the confirming and cancelling entries (the
    /// `role`s ``KeyBindingRole/confirm`` and ``KeyBindingRole/cancel``) name the keys bound to
    /// accept and abort, so `--bind enter:toggle,ctrl-y:accept` reads `ctrl-y select`.
    ///
    /// ```swift
    /// var keys = BoundKeys()
    /// keys.bind(KeyStroke(.character("y"), .control), named: "ctrl-y", to: .accept)
    /// table.rebound(keys).helpLine()   // "↑↓ change · enter/ctrl-y select · esc cancel"
    /// ```
    public func rebound(_ keys: BoundKeys) -> KeyBindingTable {
        guard !keys.isEmpty else { return self }
        let entries = self.entries.map { entry -> KeyBinding<Action> in
            var entry = entry
            let remaining = entry.keys.filter { keys.action(for: $0) == nil }
            let added: [String]
            switch entry.role {
            case .confirm?: added = keys.names(boundTo: .accept)
            case .cancel?: added = keys.names(boundTo: .abort)
            case nil: added = []
            }
            guard remaining != entry.keys || !added.isEmpty else { return entry }
            entry.keys = remaining
            // The label is "key word": the key part names the keys left and those added.
            if let help = entry.help, let space = help.firstIndex(of: " ") {
                let named = (remaining.isEmpty ? [] : [String(help[..<space])]) + added
                entry.help = named.isEmpty ? nil : named.joined(separator: "/") + help[space...]
            }
            return entry
        }
        return KeyBindingTable(entries, typing: typing)
    }
}
