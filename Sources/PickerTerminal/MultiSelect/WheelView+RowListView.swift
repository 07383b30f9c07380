import PickerCore
import TerminalUI

/// A wheel's first component as a list of lines: the rows drawn above, on and below the band.
extension WheelView: RowListView {
    public func row(atLine line: Int, in area: Rect) -> Int? {
        let layout = layout(in: area)
        guard line >= 0, line < layout.rowCount else { return nil }
        return row(atOffset: layout.rowOffset(ofRowIndex: line), inComponent: 0)
    }
}
