/// A wheel of items read from lines, each line split into a title, caption and image path by
/// ``ItemFields``: the one component the watch styles (list, stack, sequence, link) show.
///
/// The lines stay in their ``LineListSource`` (one byte buffer, lines arriving while shown);
/// fields are found in a line's bytes only when asked for, so a million items cost what a
/// million lines do (SPEC 1.5). Titles are what the wheel shows, types ahead to, and checks
/// against `--disabled`; ``bytes(of:forRow:)`` gives a field's exact bytes for printing.
///
/// ```swift
/// let lines = LineListSource(bytes: Array("Apple\tRed\nBanana\tYellow\n".utf8))
/// let source = ItemListSource(lines: lines, fields: try ItemFields(parsing: "title,caption"))
/// source.title(forRow: 1, inComponent: 0, selection: [0])   // "Banana"
/// source.item(forRow: 1).caption                            // "Yellow"
/// var picker = WheelPicker(source: source)
/// ```
public struct ItemListSource: WheelDataSource {
    /// The input lines.
    public var lines: LineListSource
    /// Where a line's title, caption and image are.
    public let fields: ItemFields

    /// Items from `lines` split by `fields`.
    public init(lines: LineListSource, fields: ItemFields = .wholeLine) {
        self.lines = lines
        self.fields = fields
    }

    /// The number of items.
    public var count: Int { lines.count }

    /// The exact bytes of `field` of `row`; nil when its line has no such field.
    public func bytes(of field: ItemFields.Field, forRow row: Int) -> [UInt8]? {
        let line = lines.bytes(forRow: row)
        return fields.range(of: field, inLine: line).map { Array(line[$0]) }
    }

    /// `field` of `row` as text (invalid UTF-8 as U+FFFD); nil when its line has none.
    public func text(of field: ItemFields.Field, forRow row: Int) -> String? {
        guard fields.holds(field), row >= 0, row < count else { return nil }
        if fields.order.isEmpty { return lines.title(forRow: row) }
        return fields.text(of: field, inLine: lines.bytes(forRow: row))
    }

    /// `row` as an item (title empty for a row that does not exist).
    public func item(forRow row: Int) -> ListItem {
        guard row >= 0, row < count else { return ListItem(row: row, title: "") }
        if fields.order.isEmpty { return ListItem(row: row, title: lines.title(forRow: row)) }
        let line = lines.bytes(forRow: row)
        return ListItem(
            row: row, title: fields.text(of: .title, inLine: line) ?? "",
            caption: fields.text(of: .caption, inLine: line), image: fields.text(of: .image, inLine: line))
    }

    // MARK: WheelDataSource

    public var numberOfComponents: Int { 1 }

    public func numberOfRows(inComponent component: Int, selection: [Int]) -> Int { count }

    public func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String {
        text(of: .title, forRow: row) ?? ""
    }

    /// Disabled when the title is one of the lines' ``LineListSource/disabledValues`` (SPEC 1.10).
    public func isRowEnabled(_ row: Int, inComponent component: Int, selection: [Int]) -> Bool {
        lines.disabledValues.isEmpty || !lines.disabledValues.contains(title(forRow: row, inComponent: 0, selection: selection))
    }

    public func componentLoops(_ component: Int) -> Bool { lines.loops }
}

/// Type-ahead reads the title field's bytes in place, as it does a plain line's (SPEC 1.11).
extension ItemListSource: TypeAheadTitleBytesSource {
    public func firstRow(
        in rows: Range<Int>, inComponent component: Int, selection: [Int],
        where test: (_ row: Int, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Int? {
        let fields = fields
        return lines.firstRow(in: rows, inComponent: component, selection: selection) { row, line in
            guard let range = fields.range(of: .title, inLine: line) else { return test(row, UnsafeBufferPointer(rebasing: line[0..<0])) }
            return test(row, UnsafeBufferPointer(rebasing: line[range]))
        }
    }
}
