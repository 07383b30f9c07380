import PickerCore

/// A wheel's first component as a list (multi-select on `pick choose`, and on `pick wheels`
/// with one component).
extension WheelTerminalPicker: RowListPicker {
    /// The rows of the first component.
    public var rowCount: Int {
        wheel.source.numberOfComponents > 0 ? wheel.source.numberOfRows(inComponent: 0, selection: wheel.state.selection) : 0
    }

    /// The first component's selected row.
    public var currentRow: Int? { wheel.source.numberOfComponents > 0 ? wheel.selectedRow(inComponent: 0) : nil }

    /// False for a disabled row (Behaviour 1.10).
    public func isRowChoosable(_ row: Int) -> Bool {
        wheel.source.isRowEnabled(row, inComponent: 0, selection: wheel.state.selection)
    }

    /// The row's exact bytes for a ``WheelRowBytesSource``, else its title's UTF-8.
    public func outputBytes(forRow row: Int) -> [UInt8] {
        let selection = wheel.state.selection
        if let raw = wheel.source as? any WheelRowBytesSource {
            return raw.bytes(forRow: row, inComponent: 0, selection: selection)
        }
        return Array(wheel.source.title(forRow: row, inComponent: 0, selection: selection).utf8)
    }
}
