import TerminalUI

/// Which key does what in one family's picker, as data: a ``KeyBindingTable`` of the family's
/// commands, with their help labels and spoken hints.
///
/// Each family names its map (``WheelKeyMap``, ``MonthGridKeyMap``, ``DateFieldKeyMap``,
/// ``ClockKeyMap``) and gives it its tables in an extension constrained to its command type
/// (`standard(...)`, and the wheel's `vim(...)`); looking a key up is the same for every family,
/// so it is written here once.
///
/// ```swift
/// let keys = KeyMap(bindings: KeyBindingTable([KeyBinding([KeyStroke(.enter)], ClockKeyCommand.commit)]))
/// keys.command(for: KeyStroke(.enter))    // .commit
/// keys.command(for: KeyStroke(.tab))      // nil: nothing bound
/// ```
public struct KeyMap<Command: Equatable & Sendable>: Sendable {
    /// The table: keys, commands, labels and hints.
    public var bindings: KeyBindingTable<Command>

    /// A key map with the given table.
    public init(bindings: KeyBindingTable<Command>) {
        self.bindings = bindings
    }

    /// What `key` does, or nil when it does nothing.
    public func command(for key: KeyStroke) -> Command? { bindings.action(for: key) }
}
