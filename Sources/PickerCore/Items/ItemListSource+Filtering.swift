/// A filtered item list is driven as the wheel's ``LineFilter`` is (``QueryFilteredSource``),
/// and says which characters of a title matched, for the list to highlight them.
///
/// Without a filter nothing is searched: every line is an item, and nothing is highlighted.
///
/// ```swift
/// var items = ItemListSource(filtering: LineListSource(lines: ["Apple\tRed", "Banana\tYellow"]), mode: .exact,
///                            fields: ItemFields(order: [.title, .caption]))
/// items.setQuery("nan")
/// items.advance(budget: LineFilter.rowsPerEvent)
/// items.matchedScalars(forRow: 0, inComponent: 0, selection: [0])   // [2, 3, 4]: "nan" of "Banana"
/// ```
extension ItemListSource: QueryFilteredSource, MatchHighlightingSource {
    /// Sets the filter's query (nothing without a filter).
    public mutating func setQuery(_ text: String) { filter?.setQuery(text) }

    /// Reads at most `budget` lines for the query; true when the matches changed.
    @discardableResult
    public mutating func advance(budget: Int) -> Bool { filter?.advance(budget: budget) ?? false }

    /// True while the filter has lines left to read for its query.
    public var isSearching: Bool { filter?.isSearching ?? false }

    /// How many items match: all of them without a filter or a query.
    public var matchCount: Int { count }

    /// Every input line, matching or not.
    public var totalCount: Int { lines.count }

    /// The scalars of `row`'s title that the query matched, counted in the title: the filter
    /// matches whole lines, so matches outside the title field (in a caption) are left out.
    public func matchedScalars(forRow row: Int, inComponent component: Int, selection: [Int]) -> [Int] {
        guard let filter, row >= 0, row < count else { return [] }
        let matched = filter.matchedScalars(forMatch: row)
        guard !fields.order.isEmpty, !matched.isEmpty else { return matched }
        let line = lines.bytes(forRow: lineRow(forRow: row))
        guard let title = fields.range(of: .title, inLine: line) else { return [] }
        // Fields end at tabs, which are ASCII: the bytes before the title decode on their own.
        let start = String(decoding: line[..<title.lowerBound], as: UTF8.self).unicodeScalars.count
        let end = start + String(decoding: line[title], as: UTF8.self).unicodeScalars.count
        return matched.filter { $0 >= start && $0 < end }.map { $0 - start }
    }
}
