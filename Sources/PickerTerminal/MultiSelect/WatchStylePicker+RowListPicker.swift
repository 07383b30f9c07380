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

    /// False for a disabled item (Behaviour 1.10).
    public func isRowChoosable(_ row: Int) -> Bool { wheel.isRowEnabled(row, inComponent: 0) }

    /// What ``printed`` says of `row`.
    public func outputBytes(forRow row: Int) -> [UInt8] { printed.bytes(forRow: row, of: wheel.source) }

    /// The input line item `row` is: the row itself, or a match's line while filtering.
    public func item(forRow row: Int) -> Int { wheel.source.lineRow(forRow: row) }

    /// What ``printed`` says of input line `item`, matching the query or not.
    public func outputBytes(forItem item: Int) -> [UInt8] {
        guard wheel.source.filter != nil else { return outputBytes(forRow: item) }
        return printed.bytes(forRow: item, of: ItemListSource(lines: wheel.source.lines, fields: wheel.source.fields))
    }

    /// Every item read, matching the query or not.
    public var itemCount: Int { wheel.source.lines.count }

    /// While filtering, typed text is the query: Tab chooses.
    public var typesSpaces: Bool { filtering != nil }
}
