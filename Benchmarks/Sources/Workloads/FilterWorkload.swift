import Foundation
import PickerCore

/// Filtering 1,000,000 lines, one keystroke at a time (issue 13, section 3; issue 15, item 2):
/// each job is the work keys cause, every search run to its end (all its slices), so a job's
/// time is what a person waits for before the list shows every match of what they typed.
///
/// A four-letter query is typed into two corpora (``FilterTyping``), exact and fuzzy: the
/// first key reads every line; each following key reads only the lines the query before it
/// matched. The filters are prepared with every line already folded (a filter folds each line
/// once, the first time it reads it); ``FilterColdKeyWorkload`` measures that first time.
public struct FilterTyping: Sendable {
    /// What the lines are, in a job's name: "path-like" or "`seq`".
    let corpusName: String
    /// The short name in a job's key: "paths" or "seq".
    let corpusKey: String
    /// The lines, each ending with a newline.
    let lines: @Sendable () -> [UInt8]
    let mode: FilterMode
    /// The four keys typed.
    public let query: String

    /// `FilterLines`: 1,000,000 path-like lines, "mode" typed.
    public static func paths(_ mode: FilterMode) -> FilterTyping {
        FilterTyping(corpusName: "path-like", corpusKey: "paths", lines: { FilterLines.make() }, mode: mode, query: "mode")
    }

    /// `seq 1000000`, "4242" typed.
    public static func seq(_ mode: FilterMode) -> FilterTyping {
        FilterTyping(corpusName: "`seq`", corpusKey: "seq", lines: { SeqLines.make(count: 1_000_000) }, mode: mode, query: "4242")
    }

    /// A filter over the lines in `mode` with every line folded, and the empty query again.
    /// `FILTER_THREADS=N` in the environment caps the threads a search uses (1: the calling
    /// thread only, so that an instruction count is the whole of a key's work); unset, every
    /// core.
    func prepared() -> LineFilter {
        var filter = LineFilter(source: LineListSource(bytes: lines()), mode: mode)
        if let threads = ProcessInfo.processInfo.environment["FILTER_THREADS"].flatMap(Int.init) { filter.searchThreads = threads }
        filter.setQuery("\u{1}")
        Self.finish(&filter)
        filter.setQuery("")
        return filter
    }

    /// Reads until the search of the current query has ended, one event's slice at a time,
    /// as the picker does between keys and ticks.
    static func finish(_ filter: inout LineFilter) {
        while filter.isSearching { filter.advance(budget: LineFilter.rowsPerEvent) }
    }

    /// The queries the keys make: "m", "mo", "mod", "mode".
    var prefixes: [String] { (1...query.count).map { String(query.prefix($0)) } }
}

/// A job of typing ``FilterTyping/query``: the first key, or the three keys after it.
public protocol FilterTypingWorkload: Workload {
    static var typing: FilterTyping { get }
    /// True: the three keys after the first (each a third of the job); false: the first key.
    static var following: Bool { get }
    var filter: LineFilter { get }
    init(filter: LineFilter)
}

extension FilterTypingWorkload {
    public static var name: String {
        let keys = following ? "the three keys after \"\(typing.query.prefix(1))\" (\"\(typing.query)\")" : "the first key (\"\(typing.query.prefix(1))\")"
        return "Filter: \(keys) over 1,000,000 \(typing.corpusName) lines, \(typing.mode.rawValue)"
    }

    public static var key: String { "filter-\(typing.corpusKey)-\(typing.mode.rawValue)-\(following ? "next" : "first")" }

    public init() {
        var filter = Self.typing.prepared()
        if Self.following {
            filter.setQuery(Self.typing.prefixes[0])
            FilterTyping.finish(&filter)
        }
        self.init(filter: filter)
    }

    /// The matches of the last query typed.
    public func run() -> Int {
        var filter = filter
        for query in Self.following ? Array(Self.typing.prefixes.dropFirst()) : [Self.typing.prefixes[0]] {
            filter.setQuery(query)
            FilterTyping.finish(&filter)
        }
        return filter.matchCount
    }
}

/// "m" over the path-like lines, exact.
public struct FilterPathsExactFirstKey: FilterTypingWorkload {
    public static let typing = FilterTyping.paths(.exact)
    public static let following = false
    public let filter: LineFilter
    public init(filter: LineFilter) { self.filter = filter }
}

/// "o", "d", "e" after "m" over the path-like lines, exact.
public struct FilterPathsExactNextKeys: FilterTypingWorkload {
    public static let typing = FilterTyping.paths(.exact)
    public static let following = true
    public let filter: LineFilter
    public init(filter: LineFilter) { self.filter = filter }
}

/// "m" over the path-like lines, fuzzy: every line holding an "m" scored, the matches ranked.
public struct FilterPathsFuzzyFirstKey: FilterTypingWorkload {
    public static let typing = FilterTyping.paths(.fuzzy)
    public static let following = false
    public let filter: LineFilter
    public init(filter: LineFilter) { self.filter = filter }
}

/// "o", "d", "e" after "m" over the path-like lines, fuzzy.
public struct FilterPathsFuzzyNextKeys: FilterTypingWorkload {
    public static let typing = FilterTyping.paths(.fuzzy)
    public static let following = true
    public let filter: LineFilter
    public init(filter: LineFilter) { self.filter = filter }
}

/// "4" over `seq 1000000`, exact.
public struct FilterSeqExactFirstKey: FilterTypingWorkload {
    public static let typing = FilterTyping.seq(.exact)
    public static let following = false
    public let filter: LineFilter
    public init(filter: LineFilter) { self.filter = filter }
}

/// "2", "4", "2" after "4" over `seq 1000000`, exact.
public struct FilterSeqExactNextKeys: FilterTypingWorkload {
    public static let typing = FilterTyping.seq(.exact)
    public static let following = true
    public let filter: LineFilter
    public init(filter: LineFilter) { self.filter = filter }
}

/// "4" over `seq 1000000`, fuzzy.
public struct FilterSeqFuzzyFirstKey: FilterTypingWorkload {
    public static let typing = FilterTyping.seq(.fuzzy)
    public static let following = false
    public let filter: LineFilter
    public init(filter: LineFilter) { self.filter = filter }
}

/// "2", "4", "2" after "4" over `seq 1000000`, fuzzy.
public struct FilterSeqFuzzyNextKeys: FilterTypingWorkload {
    public static let typing = FilterTyping.seq(.fuzzy)
    public static let following = true
    public let filter: LineFilter
    public init(filter: LineFilter) { self.filter = filter }
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
        FilterTyping.finish(&filter)
        return filter.matchCount
    }
}

extension FilterTyping {
    /// The four corpora and modes `Benchmarks/compare/filter.sh` times.
    public static let all: [FilterTyping] = [.paths(.exact), .paths(.fuzzy), .seq(.exact), .seq(.fuzzy)]

    /// What a job's line says: the corpus, the mode and the query.
    public var label: String { "\(corpusKey) \(mode.rawValue) \"\(query)\"" }

    /// Each key's median wall time in ms over `runs` runs, in the order typed: the issue's
    /// budget is per key, so the slowest key is the number that counts, not an average.
    /// A run starts from the prepared filter and types the keys before the measured one.
    public func keyMedians(runs: Int) -> [Double] {
        let prepared = prepared()
        return prefixes.indices.map { key in
            var times: [Double] = []
            for _ in 0..<max(1, runs) {
                var filter = prepared
                for earlier in prefixes[..<key] {
                    filter.setQuery(earlier)
                    Self.finish(&filter)
                }
                let start = DispatchTime.now().uptimeNanoseconds
                filter.setQuery(prefixes[key])
                Self.finish(&filter)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            return times.sorted()[times.count / 2]
        }
    }
}
