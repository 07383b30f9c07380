import Foundation

/// A wheel of items read from lines, each line split into a title, caption and image path by
/// ``ItemFields``: the one component the watch styles (list, stack, sequence, link) show.
///
/// The lines stay in their ``LineListSource`` (one byte buffer, lines arriving while shown);
/// fields are found in a line's bytes only when asked for, so a million items cost what a
/// million lines do (Behaviour 1.5). Titles are what the wheel shows, types ahead to, and checks
/// against `--disabled`; ``bytes(of:forRow:)`` gives a field's exact bytes for printing.
///
/// A filtered source (``init(filtering:mode:locale:fields:)``, `pick choose --style list
/// --filter`) narrows the items to the lines that match a typed query (Behaviour 5.3) through a
/// ``LineFilter``: its rows are then the matches, best first in fuzzy mode, and every row
/// number this type takes or gives (titles, fields, ``item(forRow:)``, what is printed) is a
/// match's; ``lineRow(forRow:)`` gives the input line it is. The query matches the whole line,
/// caption included, as `gum filter` and fzf match a line.
///
/// ```swift
/// let lines = LineListSource(bytes: Array("Apple\tRed\nBanana\tYellow\n".utf8))
/// let source = ItemListSource(lines: lines, fields: ItemFields(order: [.title, .caption]))
/// source.title(forRow: 1, inComponent: 0, selection: [0])   // "Banana"
/// source.item(forRow: 1).caption                            // "Yellow"
/// var picker = WheelPicker(source: source)
/// ```
public struct ItemListSource: WheelDataSource {
    /// The input lines, all of them (also those a filter leaves out).
    public var lines: LineListSource { filter?.source ?? unfiltered }
    /// Where a line's title, caption and image are.
    public let fields: ItemFields
    /// What narrows the items to the lines matching a query; nil when every line is an item.
    public internal(set) var filter: LineFilter?
    /// The lines while there is no filter (the filter holds them otherwise, so they are kept once).
    private var unfiltered: LineListSource

    /// Items from `lines` split by `fields`.
    public init(lines: LineListSource, fields: ItemFields = .wholeLine) {
        unfiltered = lines
        self.fields = fields
    }

    /// Items from `lines` split by `fields`, narrowed by a filter in `mode` (folding by
    /// `locale`'s rules; the root rules when nil). Every line is an item until a query is set.
    ///
    /// ```swift
    /// var fruits = ItemListSource(filtering: LineListSource(lines: ["Apple", "Banana"]), mode: .fuzzy)
    /// fruits.setQuery("bn")
    /// fruits.advance(budget: LineFilter.rowsPerEvent)
    /// fruits.item(forRow: 0).title   // "Banana"
    /// ```
    public init(filtering lines: LineListSource, mode: FilterMode, locale: Locale? = nil, fields: ItemFields = .wholeLine) {
        unfiltered = LineListSource(bytes: [])
        filter = LineFilter(source: lines, mode: mode, locale: locale)
        self.fields = fields
    }

    /// The number of items (the matches, when filtered).
    public var count: Int { filter == nil ? unfiltered.count : filter?.matchCount ?? 0 }

    /// The input line item `row` is: the row itself, or a match's line when filtered.
    ///
    /// The per-row reads here and below reach the lines through `filter?.` or `unfiltered`
    /// rather than ``lines``: a copy of the filter or of the lines (their buffers, fields and
    /// sets) for each row drawn would cost more than the row.
    public func lineRow(forRow row: Int) -> Int {
        guard filter != nil, row >= 0, row < count else { return row }
        return filter?.sourceRow(forMatch: row) ?? row
    }

    /// The exact bytes of input line `lineRow`.
    private func lineBytes(_ lineRow: Int) -> [UInt8] {
        filter == nil ? unfiltered.bytes(forRow: lineRow) : filter?.source.bytes(forRow: lineRow) ?? []
    }

    /// The title of input line `lineRow` (see ``LineListSource/title(forRow:)``).
    private func lineTitle(_ lineRow: Int) -> String {
        filter == nil ? unfiltered.title(forRow: lineRow) : filter?.source.title(forRow: lineRow) ?? ""
    }

    /// The exact bytes of `field` of `row`; nil when its line has no such field.
    public func bytes(of field: ItemFields.Field, forRow row: Int) -> [UInt8]? {
        let line = row >= 0 && row < count ? lineBytes(lineRow(forRow: row)) : []
        return fields.range(of: field, inLine: line).map { Array(line[$0]) }
    }

    /// `field` of `row` as text (invalid UTF-8 as U+FFFD); nil when its line has none.
    public func text(of field: ItemFields.Field, forRow row: Int) -> String? {
        guard fields.holds(field), row >= 0, row < count else { return nil }
        if fields.order.isEmpty { return lineTitle(lineRow(forRow: row)) }
        return fields.text(of: field, inLine: lineBytes(lineRow(forRow: row)))
    }

    /// The lines of `row`'s title when it is an item read with `--read0` whose drawn text holds
    /// newlines (the list style stacks them): the whole item, or the fields `--with-nth` shows
    /// of it; nil for an item of one line, an item read by newlines, or items split into
    /// `--fields`.
    package func titleLines(forRow row: Int) -> [String]? {
        guard fields.order.isEmpty, row >= 0, row < count else { return nil }
        let newline = UInt8(ascii: "\n")
        let separator = filter == nil ? unfiltered.separator : filter?.source.separator ?? newline
        guard separator != newline else { return nil }
        let lineFields = filter == nil ? unfiltered.fields : filter?.source.fields
        let whole = lineBytes(lineRow(forRow: row))
        let line = lineFields?.shown == nil ? whole : lineFields?.shownBytes(of: whole) ?? whole
        guard line.contains(newline) else { return nil }
        return line.split(separator: newline, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    /// True when items are read with `--read0`, so one may hold several lines.
    package var readsNulSeparated: Bool {
        (filter == nil ? unfiltered.separator : filter?.source.separator ?? UInt8(ascii: "\n")) != UInt8(ascii: "\n")
    }

    /// `row` as an item (title empty for a row that does not exist).
    public func item(forRow row: Int) -> ListItem {
        guard row >= 0, row < count else { return ListItem(row: row, title: "") }
        let lineRow = lineRow(forRow: row)
        if fields.order.isEmpty { return ListItem(row: row, title: lineTitle(lineRow)) }
        let line = lineBytes(lineRow)
        return ListItem(
            row: row, title: fields.text(of: .title, inLine: line) ?? "",
            caption: fields.text(of: .caption, inLine: line), image: fields.text(of: .image, inLine: line))
    }

    // MARK: Arriving lines

    /// Adds input bytes to the lines (see ``LineListSource/append(_:)``); when filtered, the
    /// lines they end are matched by the next ``advance(budget:)``.
    public mutating func append(_ bytes: [UInt8]) {
        if filter != nil { filter?.append(bytes) } else { unfiltered.append(bytes) }
    }

    /// The input has ended (see ``LineListSource/closeLastLine()``).
    public mutating func closeLastLine() {
        if filter != nil { filter?.closeLastLine() } else { unfiltered.closeLastLine() }
    }

    // MARK: WheelDataSource

    public var numberOfComponents: Int { 1 }

    public func numberOfRows(inComponent component: Int, selection: [Int]) -> Int { count }

    public func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String {
        text(of: .title, forRow: row) ?? ""
    }

    /// Disabled when the title is one of the lines' ``LineListSource/disabledValues`` (Behaviour 1.10),
    /// or when the line was cut at its length (Behaviour 7.4).
    public func isRowEnabled(_ row: Int, inComponent component: Int, selection: [Int]) -> Bool {
        let lineRow = lineRow(forRow: row)
        let isKeptWhole = filter == nil ? unfiltered.isKeptWhole(lineRow) : filter?.source.isKeptWhole(lineRow) ?? false
        guard isKeptWhole else { return false }
        let hasDisabled = filter == nil ? !unfiltered.disabledValues.isEmpty : !(filter?.source.disabledValues.isEmpty ?? true)
        guard hasDisabled else { return true }
        // A whole line is compared whole, whatever `--with-nth` shows of it; a title field as it is.
        let title = fields.order.isEmpty
            ? (filter == nil ? unfiltered.lineText(forRow: lineRow) : filter?.source.lineText(forRow: lineRow) ?? "")
            : title(forRow: row, inComponent: 0, selection: selection)
        return !lines.disabledValues.contains(title)
    }

    public func componentLoops(_ component: Int) -> Bool { lines.loops }
}

/// Type-ahead reads the title field's bytes in place, as it does a plain line's (Behaviour 1.11).
extension ItemListSource: TypeAheadTitleBytesSource {
    public func firstRow(
        in rows: Range<Int>, inComponent component: Int, selection: [Int],
        where test: (_ row: Int, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Int? {
        let fields = fields
        func title(_ row: Int, _ line: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let range = fields.range(of: .title, inLine: line) else { return test(row, UnsafeBufferPointer(rebasing: line[0..<0])) }
            return test(row, UnsafeBufferPointer(rebasing: line[range]))
        }
        guard filter != nil else { return unfiltered.firstRow(in: rows, inComponent: component, selection: selection, where: title) }
        // Matches are not in the lines' order: each is read from its own line.
        let lines = lines
        return rows.clamped(to: 0..<count).first { row in
            lines.bytes(forRow: lineRow(forRow: row)).withUnsafeBufferPointer { title(row, $0) }
        }
    }
}
