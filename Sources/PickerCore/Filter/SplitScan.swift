import Foundation

/// A search of many folded lines split over the machine's cores: the lines are cut into
/// parts in order, each part is searched on a thread of its own
/// (`DispatchQueue.concurrentPerform`), and the parts' matches are joined in order, so the
/// result is exactly a search on one thread: the same rows, ascending, with the same keys.
///
/// A part is never smaller than ``rowsPerPart`` (starting a thread costs more than a few
/// thousand lines), and there are up to four parts a thread, so a core that the machine's
/// other work holds back leaves its parts to the others.
///
/// ```swift
/// // in LineFilter: a million folded lines on two cores
/// SplitScan.collect(0..<1_000_000, matcher: matcher, folded: folded, source: source, threads: 2,
///                   into: &result.rows, keys: &result.keys)
/// ```
enum SplitScan {
    /// The fewest lines a part has.
    static let rowsPerPart = 1 << 15
    /// Parts per thread: a few, so the work balances when a thread is held back.
    static let partsPerThread = 4

    /// Appends to `found` (and `keys`) the rows among `rows` that `matcher` matches, searching
    /// on up to `threads` threads.
    static func collect<Rows: RandomAccessCollection & Sendable>(
        _ rows: Rows, matcher: FilterMatcher, folded: FoldedLines, source: LineListSource, threads: Int,
        into found: inout [UInt32], keys: inout [UInt32]
    ) where Rows.Element: BinaryInteger, Rows.Index == Int, Rows.SubSequence: Sendable {
        let parts = threads > 1 ? min(rows.count / rowsPerPart, threads * partsPerThread) : 1
        guard parts > 1 else {
            matcher.collect(rows.lazy.map { Int($0) }, in: folded, source: source, into: &found, keys: &keys)
            return
        }
        let start = rows.startIndex
        let count = rows.count
        let results = PartMatches(parts: parts)
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let bounds = (start + count * part / parts)..<(start + count * (part + 1) / parts)
            var partFound: [UInt32] = []
            var partKeys: [UInt32] = []
            matcher.collect(rows[bounds].lazy.map { Int($0) }, in: folded, source: source, into: &partFound, keys: &partKeys)
            results.store(part, found: partFound, keys: partKeys)
        }
        for part in 0..<parts {
            let (partFound, partKeys) = results.take(part)
            found += partFound
            keys += partKeys
        }
    }
}

/// Each part's matches, handed from the thread that found them to the one that joins them.
private final class PartMatches: @unchecked Sendable {
    // Why this is Sendable: `found` and `keys`, the only stored properties that change, are read
    // and written only between `lock.lock()` and `lock.unlock()`.
    private let lock = NSLock()
    private var found: [[UInt32]]
    private var keys: [[UInt32]]

    init(parts: Int) {
        found = Array(repeating: [], count: parts)
        keys = Array(repeating: [], count: parts)
    }

    func store(_ part: Int, found partFound: [UInt32], keys partKeys: [UInt32]) {
        lock.lock()
        defer { lock.unlock() }
        found[part] = partFound
        keys[part] = partKeys
    }

    /// A part's matches, leaving none behind.
    func take(_ part: Int) -> (found: [UInt32], keys: [UInt32]) {
        lock.lock()
        defer { lock.unlock() }
        defer {
            found[part] = []
            keys[part] = []
        }
        return (found[part], keys[part])
    }
}
