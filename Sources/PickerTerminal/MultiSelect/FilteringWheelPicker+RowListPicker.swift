import PickerCore
import TerminalUI

/// The filtering wheel as a list multi-select can wrap (`pick choose --filter --no-limit`, as
/// `fzf -m` and `gum filter --no-limit`): its rows are the matches of the query, its items the
/// input lines, so what is chosen survives a changed query and prints in input order. Tab
/// chooses, because Space is typed into the query.
///
/// ```swift
/// var many = MultiSelectPicker(FilteringWheelPicker(LineFilter(source: fruits)), choices: ChoiceSet(limit: nil))
/// // type "an", Tab, Ctrl-U, type "ch", Tab, Enter: the chosen lines in input order
/// ```
extension FilteringWheelPicker: RowListPicker, LineFeedAbsorbing {
    /// Every input line, matching the query or not.
    public var fedLines: LineListSource { filter.source }

    /// The matches found so far.
    public var rowCount: Int { filter.matchCount }

    /// The selected match.
    public var currentRow: Int? { wheel.selectedRow(inComponent: 0) }

    /// False for a disabled match (Behaviour 1.10).
    public func isRowChoosable(_ row: Int) -> Bool { wheel.isRowEnabled(row, inComponent: 0) }

    /// The match's exact bytes, as read.
    public func outputBytes(forRow row: Int) -> [UInt8] { outputBytes(forItem: item(forRow: row)) }

    /// The input line the match `row` is.
    public func item(forRow row: Int) -> Int { filter.sourceRow(forMatch: row) }

    /// The exact bytes of input line `item`, matching the query or not.
    public func outputBytes(forItem item: Int) -> [UInt8] {
        guard item >= 0, item < filter.source.count else { return [] }
        return filter.source.printedBytes(forRow: item)
    }

    /// Every line read, matching or not.
    public var itemCount: Int { filter.totalCount }

    /// Typed text is the query: Tab chooses.
    public var typesSpaces: Bool { true }
}

/// The query line over a list of lines is itself a list of lines, one line lower, so a marker
/// column can be drawn beside a filtering list.
extension QueryLineStack: RowListView where List: RowListView {
    /// The row drawn on `line` of `area`; none on the query line.
    public func row(atLine line: Int, in area: Rect) -> Int? {
        line < 1 ? nil : list.row(atLine: line - 1, in: listArea(in: area))
    }
}
