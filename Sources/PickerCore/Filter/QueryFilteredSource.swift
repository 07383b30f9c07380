/// A data source whose rows are the matches of a typed query (Behaviour 5.3): the lines of a
/// ``LineFilter`` shown on the wheel, the items of a filtered ``ItemListSource`` shown in the
/// list style. A filtering picker drives any of them the same way — set the query, read a
/// slice of lines per event while ``isSearching``, draw ``matchCount`` of ``totalCount`` — so
/// the wheel and the list share one driver instead of two copies of it.
///
/// ```swift
/// var items = ItemListSource(filtering: LineListSource(lines: ["Apple", "Banana", "Mango"]), mode: .exact)
/// items.setQuery("an")
/// while items.isSearching { items.advance(budget: LineFilter.rowsPerEvent) }
/// items.matchCount   // 2: Banana, Mango
/// items.totalCount   // 3
/// ```
public protocol QueryFilteredSource: WheelDataSource {
    /// Sets what is typed; nothing is read until ``advance(budget:)``.
    mutating func setQuery(_ text: String)
    /// Reads at most `budget` lines for the query; true when the matches changed.
    @discardableResult
    mutating func advance(budget: Int) -> Bool
    /// True while lines are left to read for the query.
    var isSearching: Bool { get }
    /// How many rows match (so far, while ``isSearching``).
    var matchCount: Int { get }
    /// How many rows there are, matching or not.
    var totalCount: Int { get }
}

extension QueryFilteredSource {
    /// The first `limit` matches that may be chosen, best first: disabled rows are shown among
    /// the matches but are never an answer (Behaviour 1.10), so `--select-1` and `--exit-0`
    /// count only these. Rows are asked one at a time and the scan stops at `limit`.
    ///
    /// ```swift
    /// var filter = LineFilter(source: LineListSource(lines: ["Apple", "Apricot"], disabledValues: ["Apple"]))
    /// filter.setQuery("ap")
    /// filter.advance(budget: LineFilter.rowsPerEvent)
    /// filter.choosableMatches(limit: 2)   // [1]: Apricot alone
    /// ```
    public func choosableMatches(limit: Int) -> [Int] {
        var found: [Int] = []
        var row = 0
        let count = matchCount
        while row < count, found.count < limit {
            if isRowEnabled(row, inComponent: 0, selection: [row]) { found.append(row) }
            row += 1
        }
        return found
    }
}

extension LineFilter: QueryFilteredSource {
    /// Every line read, matching or not.
    public var totalCount: Int { source.count }
}
