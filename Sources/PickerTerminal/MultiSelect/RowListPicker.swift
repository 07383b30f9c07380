import TerminalUI

/// A one-component picker of a list's items — the wheel (`pick choose`, `pick wheels` with one
/// component), and the watch styles' list, stack and sequence — as multi-select needs to see
/// it: how many items, which one is under the selection, whether one can be chosen, and the
/// bytes one prints. ``MultiSelectPicker`` wraps any of them.
///
/// ```swift
/// extension MyListPicker: RowListPicker {
///     var rowCount: Int { items.count }
///     var currentRow: Int? { items.isEmpty ? nil : selected }
///     func isRowChoosable(_ row: Int) -> Bool { true }
///     func outputBytes(forRow row: Int) -> [UInt8] { Array(items[row].utf8) }
/// }
/// let many = MultiSelectPicker(MyListPicker(...), choices: ChoiceSet(limit: 3))
/// ```
///
/// A filtering list (``FilteringWheelPicker``, the list style with a query) shows the matches
/// of a query, so its rows renumber as the query changes: it numbers its items by input line
/// instead (``item(forRow:)``), and multi-select keeps those, so what is chosen survives a
/// changed query and prints in input order.
public protocol RowListPicker: PromptPicker, Sendable where Body: RowListView {
    /// The rows shown now (more may arrive while input is still piped in; fewer under a query).
    var rowCount: Int { get }
    /// The row under the selection, nil when the list is empty.
    var currentRow: Int? { get }
    /// False for a row that cannot be chosen (a disabled row, Behaviour 1.10).
    func isRowChoosable(_ row: Int) -> Bool
    /// What confirming prints for `row`: its exact bytes as read, or its title's UTF-8.
    func outputBytes(forRow row: Int) -> [UInt8]
    /// The item `row` shows, numbered as the input is (line 0 first), the same whatever the
    /// query. Default: `row` itself, for a list whose rows never renumber.
    func item(forRow row: Int) -> Int
    /// What confirming prints for item number `item`, shown or not. Default:
    /// ``outputBytes(forRow:)`` of the row `item`.
    func outputBytes(forItem item: Int) -> [UInt8]
    /// How many items there are, shown or not. Default: ``rowCount``.
    var itemCount: Int { get }
    /// True when Tab chooses an item and Space is typed, as in `fzf -m` and `gum filter
    /// --no-limit`, because the list takes typed text as a query. Default: false (Space chooses).
    var typesSpaces: Bool { get }
}

extension RowListPicker {
    public func item(forRow row: Int) -> Int { row }
    public func outputBytes(forItem item: Int) -> [UInt8] { outputBytes(forRow: item) }
    public var itemCount: Int { rowCount }
    public var typesSpaces: Bool { false }
}
