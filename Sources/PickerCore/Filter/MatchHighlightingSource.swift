/// A data source that can say which characters of a row's title matched what was typed, so a
/// view draws them highlighted (fzf's highlighted matches). ``LineFilter`` is one; any list-like
/// view asks it for the rows it shows only.
///
/// ```swift
/// if let matching = source as? any MatchHighlightingSource {
///     matching.matchedScalars(forRow: row, inComponent: 0, selection: selection)   // [0, 1]
/// }
/// ```
public protocol MatchHighlightingSource: WheelDataSource {
    /// The indexes of the Unicode scalars of the row's title that matched, ascending; empty
    /// when nothing is highlighted.
    func matchedScalars(forRow row: Int, inComponent component: Int, selection: [Int]) -> [Int]
}

extension LineFilter: MatchHighlightingSource {
    /// The scalars of the `row`-th match's title that the query matched (``matchedScalars(forMatch:)``).
    public func matchedScalars(forRow row: Int, inComponent component: Int, selection: [Int]) -> [Int] {
        matchedScalars(forMatch: row)
    }
}
