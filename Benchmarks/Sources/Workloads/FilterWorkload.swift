import PickerCore

/// Filtering 1,000,000 lines, one keystroke at a time (issue 13, section 3; issue 15, item 2):
/// each job is the work one key causes, the search run to its end (all its slices).
///
/// The filters are prepared with every line already folded (a filter folds each line once, on
/// the first keystroke that reaches it); ``FilterColdKeyWorkload`` measures that first keystroke.
public struct FilterKeyWorkload: Workload {
    public static let name = "Filter: the first key (\"m\") over 1,000,000 lines, exact"
    public static let key = "filter-key"
    let filter: LineFilter

    public init() { filter = Self.prepared(mode: .exact) }

    /// A filter over ``FilterLines`` whose lines are folded, with an empty query again.
    static func prepared(mode: FilterMode) -> LineFilter {
        var filter = LineFilter(source: LineListSource(bytes: FilterLines.make()), mode: mode)
        filter.setQuery("\u{1}")
        finish(&filter)
        filter.setQuery("")
        return filter
    }

    static func finish(_ filter: inout LineFilter) {
        while filter.isSearching { filter.advance(budget: LineFilter.rowsPerEvent) }
    }

    /// The matches of "m".
    public func run() -> Int {
        var filter = filter
        filter.setQuery("m")
        Self.finish(&filter)
        return filter.matchCount
    }
}

/// Four more keys after "m" ("o", "d", "e", "l"): each reads only the lines the query before
/// it matched. The job is the four keys; one key is a quarter of it.
public struct FilterNarrowWorkload: Workload {
    public static let name = "Filter: four more keys (\"model\") over 1,000,000 lines, exact"
    public static let key = "filter-narrow"
    let filter: LineFilter

    public init() {
        var filter = FilterKeyWorkload.prepared(mode: .exact)
        filter.setQuery("m")
        FilterKeyWorkload.finish(&filter)
        self.filter = filter
    }

    /// The matches of "model".
    public func run() -> Int {
        var filter = filter
        for query in ["mo", "mod", "mode", "model"] {
            filter.setQuery(query)
            FilterKeyWorkload.finish(&filter)
        }
        return filter.matchCount
    }
}

/// The first fuzzy key: every line holding an "m" is scored and the matches ranked.
public struct FilterFuzzyKeyWorkload: Workload {
    public static let name = "Filter: the first key (\"m\") over 1,000,000 lines, fuzzy, ranked"
    public static let key = "filter-fuzzy-key"
    let filter: LineFilter

    public init() { filter = FilterKeyWorkload.prepared(mode: .fuzzy) }

    /// The matches of "m".
    public func run() -> Int {
        var filter = filter
        filter.setQuery("m")
        FilterKeyWorkload.finish(&filter)
        return filter.matchCount
    }
}

/// Two more fuzzy keys after "m" ("d", "l"), each scoring and ranking the lines left.
public struct FilterFuzzyNarrowWorkload: Workload {
    public static let name = "Filter: two more keys (\"mdl\") over 1,000,000 lines, fuzzy, ranked"
    public static let key = "filter-fuzzy-narrow"
    let filter: LineFilter

    public init() {
        var filter = FilterKeyWorkload.prepared(mode: .fuzzy)
        filter.setQuery("m")
        FilterKeyWorkload.finish(&filter)
        self.filter = filter
    }

    /// The matches of "mdl".
    public func run() -> Int {
        var filter = filter
        for query in ["md", "mdl"] {
            filter.setQuery(query)
            FilterKeyWorkload.finish(&filter)
        }
        return filter.matchCount
    }
}

/// The very first keystroke of a session: the lines are read but not folded yet, so this key
/// folds all 1,000,000 of them (once) and filters them.
public struct FilterColdKeyWorkload: Workload {
    public static let name = "Filter: the first key of a session over 1,000,000 lines (folding them), exact"
    public static let key = "filter-cold-key"
    let source: LineListSource

    public init() { source = LineListSource(bytes: FilterLines.make()) }

    /// The matches of "m".
    public func run() -> Int {
        var filter = LineFilter(source: source)
        filter.setQuery("m")
        FilterKeyWorkload.finish(&filter)
        return filter.matchCount
    }
}
