import PickerCore

/// Items that keep arriving while shown (`seq 100000 | pick choose --style list`): new lines
/// become new items at the end, the index grows, and the selection stays where it is. A
/// filtered list matches them as they come, and redraws for its count of lines.
///
/// ```swift
/// var picker = WatchStylePicker(WheelPicker(source: ItemListSource(lines: LineListSource(bytes: []))), style: .list)
/// picker.absorb(.bytes(Array("Apple\nBanana\n".utf8)))   // true: two items now
/// ```
extension WatchStylePicker {
    /// Takes what arrived on the feed; true when there are new items to draw.
    public mutating func absorb(_ arrival: InputFeed<Self>.Arrival) -> Bool {
        let before = wheel.source.count
        switch arrival {
        case .bytes(let bytes): wheel.source.append(bytes)
        case .end: wheel.source.closeLastLine()
        }
        if filtering != nil {
            QueryFiltering.advance(&wheel, selectingFirst: false)
            return true
        }
        guard wheel.source.count != before else { return false }
        wheel.reloadComponent(0)
        if usesIndex { indexNewRows() }
        return true
    }

    /// A feed that gives this picker what the reader reads.
    package static func feed(from reader: InputReader) -> InputFeed<Self> {
        InputFeed(reader: reader) { picker, arrival in picker.absorb(arrival) }
    }
}
