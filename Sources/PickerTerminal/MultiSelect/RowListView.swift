import TerminalUI

/// A view that draws a list's items one per line — a wheel, and the watch styles' list — and
/// can say which item a line shows, so a marker column can be drawn beside it
/// (``ChoiceMarkerColumnView``) and a click on a marker can be mapped back to its item.
///
/// ```swift
/// let view = WheelView(fruitPicker)                  // Cherry selected, five rows
/// view.row(atLine: 2, in: Rect(x: 0, y: 0, width: 20, height: 5))   // 2: Cherry, on the band
/// view.row(atLine: 0, in: Rect(x: 0, y: 0, width: 20, height: 5))   // 0: Apple
/// ```
public protocol RowListView: TerminalView {
    /// The item (row number in the list) drawn on line `line` of `area` — 0 is the area's top
    /// line — or nil when that line shows no item (a blank past the list's end).
    func row(atLine line: Int, in area: Rect) -> Int?
}
