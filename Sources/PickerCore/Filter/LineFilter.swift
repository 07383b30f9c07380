import Foundation

/// The lines of a ``LineListSource`` that match what a person typed (Behaviour 5.3), as a data
/// source of its own: row *n* of the filter is the *n*-th match, so any list-like view (the
/// wheel, a list) shows the matches by sitting on a `LineFilter` instead of the source.
///
/// Matching is case- and diacritic-insensitive, by words in any order; ``FilterMode/fuzzy``
/// ranks the matches as fzf does, ``FilterMode/exact`` keeps the lines' order.
///
/// It stays fast on a million lines (issue 13):
/// - each line is folded once, as it arrives or when filtering first reaches it, and the
///   folded bytes are kept (`FoldedLines`) with a signature of the bytes each line holds, so
///   most lines that cannot match are passed over without being read (`FilterMatcher`);
/// - a query that only grew (a key typed) looks only at the lines the shorter query matched,
///   and the results of shorter queries are kept, so Backspace gives them back at once;
/// - ``advance(budget:)`` reads at most `budget` lines to fold (a folded one costs a quarter)
///   and says whether work is left, so a session can answer keys between slices and go on
///   with its ticks (as type-ahead does, ``WheelPicker/typeAheadRowsPerEvent``);
/// - lines may keep arriving (``append(_:)``): they are folded and filtered as they come;
/// - a search of many lines is split over the machine's cores (``searchThreads``), the parts'
///   matches joined in order, and fuzzy matches are ranked only as far as they are shown
///   (the best thousand when they change, the rest when a row past them is first read).
///
/// ```swift
/// var filter = LineFilter(source: LineListSource(lines: ["Zürich", "Basel", "Zug"]))
/// filter.setQuery("zu")
/// while filter.isSearching { filter.advance(budget: 1_000) }
/// filter.matchCount                                // 2
/// filter.title(forRow: 1, inComponent: 0, selection: [0])   // "Zug"
/// filter.sourceRow(forMatch: 1)                    // 2
/// ```
public struct LineFilter: WheelDataSource {
    /// The lines filtered, all of them.
    public private(set) var source: LineListSource
    /// What is typed now.
    public private(set) var query: FilterQuery
    /// One event's budget for ``advance(budget:)``: at most 262,144 lines folded for the first
    /// time, or four times as many already folded (1,048,576, a million-line key at once), a
    /// few milliseconds of work either way (see Benchmarks/README.md).
    public static var rowsPerEvent: Int { 1 << 18 }
    /// How many folded lines cost one line of an ``advance(budget:)`` budget.
    public static var foldedLinesPerBudget: Int { 4 }

    private var folding: TextFolding
    private var folded = FoldedLines()
    /// The current query's matches found so far.
    private var result: FilterResult
    /// A wider query's matches, while this query's are being picked from them.
    private var candidates: FilterResult?
    private var nextCandidate = 0
    /// Results of shorter queries that the current one narrows, shortest first.
    private var wider: [FilterResult] = []
    /// Fuzzy mode: the result's order, best match first, worked out as far as it is read.
    private var ranking: MatchRanking?
    /// How many of the best fuzzy matches are ordered when they change (``MatchRanking``); the
    /// rest only when a row past them is read.
    var rankingLead = MatchRanking.leadCount

    /// How many threads one search may use: the machine's active cores unless set. The
    /// lines are split in parts searched at once and joined in order, so the matches, their
    /// order and ranking are the same whatever the number; 1 searches on the calling thread
    /// only (as callgrind's instruction counts in Benchmarks/README.md do).
    ///
    /// ```swift
    /// var filter = LineFilter(source: lines, mode: .fuzzy)
    /// filter.searchThreads = 1   // one thread: each key's work on the caller's
    /// ```
    public var searchThreads = ProcessInfo.processInfo.activeProcessorCount

    /// The most matches the kept results of shorter queries hold together (16 MB).
    static let keptRowsLimit = 4 << 20

    /// A filter of `source` in `mode`, folding by `locale`'s rules (the root rules when nil).
    /// It starts with an empty query: every line matches.
    public init(source: LineListSource, mode: FilterMode = .exact, locale: Locale? = nil) {
        self.source = source
        var folding = TextFolding(locale: locale)
        query = FilterQuery("", mode: mode, folding: &folding)
        self.folding = folding
        result = FilterResult(query: query)
    }

    /// How the words select lines.
    public var mode: FilterMode { query.mode }

    /// True while lines are left to read for the current query (call ``advance(budget:)``).
    public var isSearching: Bool {
        !query.isEmpty && (candidates != nil || result.coveredRows < source.count)
    }

    /// How many lines match (so far, while ``isSearching``).
    public var matchCount: Int { query.isEmpty ? source.count : result.rows.count }

    /// The source row of the `index`-th match: in the lines' order, or best first in fuzzy mode.
    public func sourceRow(forMatch index: Int) -> Int {
        if query.isEmpty { return index }
        if mode == .fuzzy, let ranking, index < ranking.count { return Int(result.rows[ranking.match(atRank: index)]) }
        return Int(result.rows[index])
    }

    // MARK: Typing

    /// Sets what is typed. Nothing is read yet: ``advance(budget:)`` does the work.
    ///
    /// A query that extends the current one picks from the current matches; one that was
    /// typed before (Backspace) gets its kept matches back and only reads lines that arrived
    /// since; any other starts over.
    public mutating func setQuery(_ text: String) {
        let new = FilterQuery(text, mode: mode, folding: &folding)
        guard new != query else { return }
        var kept = wider
        if !query.isEmpty { kept.append(result) }
        if let index = kept.lastIndex(where: { $0.query == new }) {
            result = kept[index]
            candidates = nil
        } else {
            result = FilterResult(query: new)
            candidates = kept.last { new.narrows($0.query) }
            nextCandidate = 0
        }
        query = new
        wider = kept.filter { new.narrows($0.query) && $0.query != new }
        var total = wider.reduce(0) { $0 + $1.rows.count }
        while total > Self.keptRowsLimit, !wider.isEmpty { total -= wider.removeFirst().rows.count }
        ranking = nil
        if mode == .fuzzy { rank() }
        _checkInvariants(newMatchesFrom: 0)
    }

    /// Reads at most `budget` lines for the current query, of those not folded yet; a line
    /// already folded costs a quarter (``foldedLinesPerBudget``): reading folded bytes is that
    /// much cheaper than folding them, so one event's budget (``rowsPerEvent``) answers a key
    /// over a million folded lines at once.
    /// - Returns: true when the matches changed.
    @discardableResult
    public mutating func advance(budget: Int) -> Bool {
        guard isSearching, budget > 0 else { return false }
        // In quarters of a line: a folded line costs one, a line to fold four.
        var budget = budget > Int.max / Self.foldedLinesPerBudget ? Int.max : budget * Self.foldedLinesPerBudget
        let before = result.rows.count
        if let wide = candidates {
            let end = min(wide.rows.count, nextCandidate + budget)
            testCandidates(wide.rows[nextCandidate..<end])
            budget -= end - nextCandidate
            nextCandidate = end
            if end == wide.rows.count {
                result.coveredRows = wide.coveredRows
                candidates = nil
            } else {
                result.coveredRows = Int(wide.rows[end - 1]) + 1
            }
        }
        if candidates == nil, budget > 0, result.coveredRows < folded.count {
            let end = min(folded.count, result.coveredRows + budget)
            scan(result.coveredRows..<end)
            budget -= end - result.coveredRows
            result.coveredRows = end
        }
        if candidates == nil, budget >= Self.foldedLinesPerBudget, result.coveredRows < source.count {
            let end = min(source.count, result.coveredRows + budget / Self.foldedLinesPerBudget)
            folded.fold(source, upTo: end, folding: &folding)
            scan(result.coveredRows..<end)
            result.coveredRows = end
        }
        let changed = result.rows.count != before
        if changed, mode == .fuzzy { rank() }
        _checkInvariants(newMatchesFrom: before)
        return changed
    }

    // MARK: Arriving lines

    /// Adds input bytes to the source (see ``LineListSource/append(_:)``); the lines they end
    /// are filtered by the next ``advance(budget:)``.
    ///
    /// Lines are folded as they arrive, twice as many as arrived (earlier lines not folded yet
    /// first), whatever is typed: work in proportion to the bytes read, so that by the time
    /// a person types, the lines are folded and a key costs only reading them.
    public mutating func append(_ bytes: [UInt8]) {
        let before = source.count
        source.append(bytes)
        foldArrivals(source.count - before)
    }

    /// The input has ended (see ``LineListSource/closeLastLine()``).
    public mutating func closeLastLine() {
        let before = source.count
        source.closeLastLine()
        foldArrivals(source.count - before)
    }

    private mutating func foldArrivals(_ count: Int) {
        guard count > 0 else { return }
        folded.fold(source, upTo: folded.count + 2 * count, folding: &folding)
        _checkInvariants(newMatchesFrom: result.rows.count)
    }

    // MARK: Matching

    /// Picks the matches of the current query from a wider query's matches.
    private mutating func testCandidates(_ rows: ArraySlice<UInt32>) {
        collect(rows)
    }

    /// Reads `rows`, folded, for the current query.
    private mutating func scan(_ rows: Range<Int>) {
        guard !rows.isEmpty else { return }
        collect(rows)
    }

    /// Appends the matches among `rows` to the result, on up to ``searchThreads`` threads.
    private mutating func collect<Rows: RandomAccessCollection & Sendable>(_ rows: Rows)
    where Rows.Element: BinaryInteger, Rows.Index == Int, Rows.SubSequence: Sendable {
        SplitScan.collect(rows, matcher: FilterMatcher(query), folded: folded, source: source, threads: searchThreads,
                          into: &result.rows, keys: &result.keys)
    }

    /// Orders the fuzzy matches best first: higher score, then the shorter line, then the
    /// earlier one (fzf's default tie-break). Only the best ``rankingLead`` are ordered now
    /// (one walk over the keys the scan made); the rest when a row past them is read.
    private mutating func rank() {
        ranking = MatchRanking(keys: result.keys, leadCount: rankingLead)
    }

    // MARK: Highlighting

    /// The indexes of the scalars of the `index`-th match's title that the query matched,
    /// ascending: what a view highlights. Worked out for the lines shown only, and within what
    /// is drawn of them (`LineListSource.displayTitle(forRow:)`), so a long line costs a frame
    /// what a row shows.
    public func matchedScalars(forMatch index: Int) -> [Int] {
        guard !query.isEmpty, index >= 0, index < matchCount else { return [] }
        let row = sourceRow(forMatch: index)
        let title = source.displayTitle(forRow: row)
        var folding = self.folding
        let (units, origins) = folding.foldedScalars(of: title)
        let scalars = Array(title.unicodeScalars)
        let byteForByte = row < folded.count && folded.isByteForByte(row)
        let classOf = { (unit: Int) in CharacterClass(byteForByte ? scalars[origins[unit]].value : units[unit]) }
        var positions: [Int] = []
        switch mode {
        case .exact:
            for word in query.wordScalars {
                guard let start = Self.firstIndex(of: word, in: units) else { continue }
                positions += start..<(start + word.count)
            }
        case .fuzzy:
            withUnsafeMutablePointer(to: &positions) { pointer in
                _ = FilterMatcher.fuzzyScore(query.wordScalars, units: units, classOf: classOf, positions: pointer)
            }
        }
        return Set(positions.map { origins[$0] }).sorted()
    }

    private static func firstIndex(of word: [UInt32], in units: [UInt32]) -> Int? {
        guard !word.isEmpty, word.count <= units.count else { return nil }
        return (0...(units.count - word.count)).first { start in
            word.indices.allSatisfy { units[start + $0] == word[$0] }
        }
    }

    // MARK: WheelDataSource

    /// One component: the matches.
    public var numberOfComponents: Int { 1 }

    /// How many lines match.
    public func numberOfRows(inComponent component: Int, selection: [Int]) -> Int { matchCount }

    /// The title of the `row`-th match.
    public func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String {
        guard row >= 0, row < matchCount else { return "" }
        return source.displayTitle(forRow: sourceRow(forMatch: row))
    }

    /// Whether the `row`-th match may be chosen (not `--disabled` in the source).
    public func isRowEnabled(_ row: Int, inComponent component: Int, selection: [Int]) -> Bool {
        guard row >= 0, row < matchCount else { return true }
        return source.isRowEnabled(sourceRow(forMatch: row), inComponent: 0, selection: selection)
    }

    /// Whether the matches wrap, as the source's lines do.
    public func componentLoops(_ component: Int) -> Bool { source.loops }

    /// Roughly what the filter costs in memory beyond its source: folded lines and matches.
    package var memoryFootprint: Int {
        folded.memoryFootprint + (result.rows.capacity + result.keys.capacity + (ranking?.count ?? 0)) * 4
            + wider.reduce(0) { $0 + ($1.rows.capacity + $1.keys.capacity) * 4 }
    }
}

// MARK: Invariants

extension LineFilter {
    /// Traps when the filter's state breaks what its reads rely on (see
    /// `_violation(result:…)`),
    /// looking at the matches from `first` on: each step checks the matches it added, so
    /// checking costs in proportion to the work. Compiled in under `PICKERKIT_CHECKS` (debug
    /// builds); otherwise empty.
    @inline(__always)
    func _checkInvariants(newMatchesFrom first: Int) {
        #if PICKERKIT_CHECKS
        if let violation = _invariantViolation(newMatchesFrom: first) { preconditionFailure("LineFilter: \(violation)") }
        #endif
    }

    /// What is wrong with this filter, looking at the matches from `first` on, or nil when
    /// nothing is.
    func _invariantViolation(newMatchesFrom first: Int = 0) -> String? {
        if let violation = folded._invariantViolation(from: folded.count) { return violation }
        return Self._violation(
            result: result, newMatchesFrom: first, candidates: candidates, nextCandidate: nextCandidate,
            foldedCount: folded.count, sourceCount: source.count, isFuzzy: mode == .fuzzy, rankedCount: ranking?.count)
    }

    /// What is wrong with a filter in this state, or nil when nothing is; matches before
    /// `first` are taken as checked already.
    ///
    /// The matches are read back by index (``sourceRow(forMatch:)``) and their folded lines by
    /// row without bounds checks of their own, so: no more lines are folded than the source
    /// holds, nor read than are folded; the matches rise, each one of the lines read; a fuzzy
    /// result has a key per match, and its ranking orders exactly its matches; the next
    /// candidate of a wider query's matches is one of them, or just past the last.
    static func _violation(
        result: FilterResult, newMatchesFrom first: Int, candidates: FilterResult?, nextCandidate: Int,
        foldedCount: Int, sourceCount: Int, isFuzzy: Bool, rankedCount: Int?
    ) -> String? {
        if foldedCount > sourceCount { return "\(foldedCount) lines folded of \(sourceCount)" }
        if result.coveredRows < 0 || result.coveredRows > foldedCount {
            return "\(result.coveredRows) lines read, \(foldedCount) folded"
        }
        if isFuzzy, result.keys.count != result.rows.count { return "\(result.keys.count) keys for \(result.rows.count) fuzzy matches" }
        if let rankedCount, rankedCount != result.rows.count { return "a ranking of \(rankedCount) for \(result.rows.count) matches" }
        if let candidates, nextCandidate < 0 || nextCandidate > candidates.rows.count {
            return "next candidate \(nextCandidate) of \(candidates.rows.count)"
        }
        var previous = first > 0 && first <= result.rows.count ? Int(result.rows[first - 1]) : -1
        for index in max(0, first)..<result.rows.count {
            let row = Int(result.rows[index])
            if row <= previous { return "match \(index) is line \(row), not after line \(previous)" }
            if row >= result.coveredRows { return "match \(index) is line \(row), past the \(result.coveredRows) read" }
            previous = row
        }
        return nil
    }
}

/// One query's matches: the source rows in order (with their fuzzy ranking keys) among the source's
/// first ``coveredRows`` lines.
struct FilterResult: Sendable {
    var query: FilterQuery
    var rows: [UInt32] = []
    /// Fuzzy mode: the ranking key of each of ``rows`` (``MatchRanking/key(score:length:)``).
    var keys: [UInt32] = []
    /// The lines read: rows past this one are still to be matched.
    var coveredRows = 0
}
