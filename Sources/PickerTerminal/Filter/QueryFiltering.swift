import PickerCore

/// What a filtering picker does with a key, whatever shows the matches (Behaviour 5.3): the query
/// as typed (``FilterQueryEditor``) and the steps that keep a wheel model on the matches of a
/// `QueryFilteredSource` (PickerCore) — the wheel's ``FilteringWheelPicker`` and the list
/// style's ``WatchStylePicker`` both hold one, so both behave alike.
///
/// A changed query selects the best (first) match; ↑/↓, pages and Home/End move among the
/// matches; Enter first reads every line left, then confirms when an enabled match is selected; Esc
/// clears a query and cancels only when it is empty. Work stays bounded per event: each step
/// reads at most `LineFilter.rowsPerEvent` lines, and ticks go on while
/// `QueryFilteredSource.isSearching`.
///
/// ```swift
/// var wheel = WheelPicker(source: LineFilter(source: LineListSource(lines: ["Apple", "Banana", "Mango"])))
/// var filtering = QueryFiltering(query: "", wheel: &wheel)
/// filtering.perform(.type("an"), on: &wheel)   // .running; Banana selected, 2 matches
/// filtering.perform(.choose, on: &wheel)       // .confirmed
/// ```
public struct QueryFiltering: Equatable, Sendable {
    /// The query as typed.
    public private(set) var editor: FilterQueryEditor

    /// Starts filtering `wheel`'s source with `query` typed already (`--query`), the matches
    /// read as far as one event's budget allows and the first one selected.
    public init<Source: QueryFilteredSource>(query: String, wheel: inout WheelPicker<Source>) {
        editor = FilterQueryEditor(text: query)
        wheel.source.setQuery(editor.text)
        Self.advance(&wheel, selectingFirst: true)
    }

    /// Applies a key's command to the query, then to `wheel`.
    public mutating func perform<Source: QueryFilteredSource>(
        _ command: FilterCommand, on wheel: inout WheelPicker<Source>
    ) -> PickerStatus {
        switch editor.perform(command) {
        case .none: break
        case .queryChanged:
            wheel.source.setQuery(editor.text)
            Self.advance(&wheel, selectingFirst: true)
        case .move(let by): wheel.apply(.step(by: by))
        case .page(let forward): wheel.apply(.page(forward: forward))
        case .jumpToEnd(let last): wheel.apply(.jumpToEnd(last: last))
        case .choose:
            Self.finish(&wheel)
            // Matches that are all disabled leave nothing to choose (Behaviour 1.10).
            guard wheel.chosenRow(inComponent: 0) != nil else { return .running }
            return .confirmed
        case .cancel: return .cancelled
        }
        return .running
    }

    /// The query line for `source` as it is now: the query, and how many match of how many.
    public func queryLine<Source: QueryFilteredSource>(for source: Source) -> QueryLineView {
        QueryLineView(query: editor.text, matchCount: source.matchCount, totalCount: source.totalCount,
                      isSearching: source.isSearching)
    }

    /// Reads the next slice of lines for the query (after a tick, or lines that arrived), and
    /// keeps `wheel`'s selection on the matches: the first one when `selectingFirst`.
    public static func advance<Source: QueryFilteredSource>(_ wheel: inout WheelPicker<Source>, selectingFirst: Bool) {
        wheel.source.advance(budget: LineFilter.rowsPerEvent)
        wheel.reloadComponent(0)
        if selectingFirst { wheel.selectRow(0, inComponent: 0, animated: false) }
    }

    /// Reads every line there is for the query now, keeping the selection: before choosing,
    /// or before deciding from the whole input (`--select-1`).
    package static func finish<Source: QueryFilteredSource>(_ wheel: inout WheelPicker<Source>) {
        while wheel.source.isSearching { advance(&wheel, selectingFirst: false) }
    }
}
