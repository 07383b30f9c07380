import PickerCore

/// A wheel of lines that keep arriving while it is shown (`seq 1000000 | pick choose` draws its
/// first frame before `seq` is done): new lines become new rows at the end, and the selection,
/// the focus and any motion stay as they are.
///
/// ```swift
/// var picker = WheelTerminalPicker(WheelPicker(source: LineListSource(bytes: Array("1\n2\n".utf8))))
/// picker.absorb(.bytes(Array("3\n4".utf8)))   // true: the blank below row 2 now shows "3"
/// picker.absorb(.end)                         // false: "4" is a new row, but nowhere in sight
/// picker.wheel.numberOfRows(inComponent: 0)   // 4
/// ```
extension WheelTerminalPicker where Source == LineListSource {
    /// Takes what arrived on the feed: bytes become rows as their lines end; at the end, the
    /// bytes after the last newline become the last row.
    /// - Returns: true when the frame changes, so the session redraws only then.
    public mutating func absorb(_ arrival: InputFeed<Self>.Arrival) -> Bool {
        let before = wheel.source.count
        let drawnBefore = frameDepends(onRowCount: before)
        switch arrival {
        case .bytes(let bytes): wheel.source.append(bytes)
        case .end: wheel.source.closeLastLine()
        }
        guard wheel.source.count != before else { return false }
        wheel.reloadComponent(0)
        return drawnBefore
    }

    /// A feed that gives this picker what the reader reads.
    package static func feed(from reader: InputReader) -> InputFeed<Self> {
        InputFeed(reader: reader) { picker, arrival in picker.absorb(arrival) }
    }

    /// Whether more rows than `count` would change the frame: while every row is measured for
    /// the column's width, when the wheel wraps (the rows above the first are the last ones),
    /// when a row drawn now lies past the end (a blank that will show a title), or when the
    /// rows measured around the selection for the width reach past the end.
    private func frameDepends(onRowCount count: Int) -> Bool {
        typealias View = WheelView<Source>
        if count <= View.measuredRowLimit || wheel.source.componentLoops(0) { return true }
        guard let selected = wheel.selectedRow(inComponent: 0) else { return true }
        let shift = View.drawnShift(forDisplayOffset: wheel.displayOffset(ofComponent: 0))
        let lastDrawn = selected + max(shift + Self.wheelRows / 2, View.measuredWindow)
        return lastDrawn >= count
    }
}
