import PickerCore
import TerminalUI

/// A wheel's first component as a list of lines: the rows drawn above, on and below the band.
extension WheelView: RowListView {
    /// The first component's row drawn on `line`, as the wheel is laid out in `area`.
    public func row(atLine line: Int, in area: Rect) -> Int? {
        let layout = layout(in: area)
        guard line >= 0, line < layout.rowCount else { return nil }
        return row(atOffset: layout.rowOffset(ofRowIndex: line), inComponent: 0)
    }
}
