import PickerCore

/// The watch styles' list, stack and sequence as a list multi-select can wrap
/// (`pick choose --style stack --limit 3`): its items are the wheel's rows, and what a chosen
/// one prints is what ``WatchStylePicker/printed`` says (`--print title|caption|line|index`).
///
/// ```swift
/// let many = MultiSelectPicker(WatchStylePicker(WheelPicker(source: fruits), style: .list),
///                              choices: ChoiceSet(limit: nil))
/// ```
extension WatchStylePicker: RowListPicker {
    /// The items known now.
    public var rowCount: Int { wheel.numberOfRows(inComponent: 0) }

    /// The selected item.
    public var currentRow: Int? { wheel.selectedRow(inComponent: 0) }

    /// False for a disabled item (SPEC 1.10).
    public func isRowChoosable(_ row: Int) -> Bool { wheel.isRowEnabled(row, inComponent: 0) }

    /// What ``printed`` says of `row`.
    public func outputBytes(forRow row: Int) -> [UInt8] { printed.bytes(forRow: row, of: wheel.source) }
}
