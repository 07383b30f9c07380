import PickerCore
import TerminalUI

/// A wheel as a ``TerminalView``: it fills the width it is given, wants ``WheelView/visibleRows``
/// rows and keeps three (the band and a neighbour each side); a mouse position hits a column
/// and a row offset from the band.
///
/// ```swift
/// let view = WheelView(fruitPicker)
/// view.preferredSize(forWidth: 40)                            // 40×5
/// view.hit(x: 2, y: 3, in: Rect(x: 0, y: 0, width: 40, height: 5))   // component 0, one row below the band
/// ```
extension WheelView: TerminalView {
    /// The fewest wheel rows still worth drawing: the band and a neighbour each side.
    public static var minimumRows: Int { 3 }

    public func preferredSize(forWidth width: Int) -> AreaSize {
        AreaSize(width: width, height: visibleRows)
    }

    /// Every component keeps three columns of title (or its whole title when shorter) between
    /// its markers, and the wheel keeps three rows.
    public func minimumSize(forWidth width: Int) -> AreaSize {
        let count = picker.source.numberOfComponents
        let titles = (0..<count).reduce(0) { $0 + max(1, contentWidth(ofComponent: $1, upTo: 3)) }
        let minimumWidth = titles + count * WheelLayout.Chrome.levels[0].perColumn + max(0, count - 1)
        return AreaSize(width: max(1, minimumWidth), height: Self.minimumRows)
    }

    public func hit(x: Int, y: Int, in area: Rect) -> WheelLayout.Hit? {
        layout(in: area).hit(x: x, y: y)
    }
}
