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
public protocol RowListPicker: PromptPicker, Sendable where Body: RowListView {
    /// The items known now (more may arrive while input is still piped in).
    var rowCount: Int { get }
    /// The item under the selection, nil when the list is empty.
    var currentRow: Int? { get }
    /// False for an item that cannot be chosen (a disabled row, SPEC 1.10).
    func isRowChoosable(_ row: Int) -> Bool
    /// What confirming prints for `row`: its exact bytes as read, or its title's UTF-8.
    func outputBytes(forRow row: Int) -> [UInt8]
}
