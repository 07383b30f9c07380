import Foundation
import ProcessState

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
            let (partFound, partKeys) = matches(of: rows, matcher: matcher, folded: folded, source: source)
            found += partFound
            keys += partKeys
            return
        }
        let start = rows.startIndex
        let count = rows.count
        let results = PartMatches(parts: parts)
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let bounds = (start + count * part / parts)..<(start + count * (part + 1) / parts)
            let (partFound, partKeys) = matches(of: rows[bounds], matcher: matcher, folded: folded, source: source)
            results.store(part, found: partFound, keys: partKeys)
        }
        for part in 0..<parts {
            let (partFound, partKeys) = results.take(part)
            found += partFound
            keys += partKeys
        }
    }
}

extension SplitScan {
    /// The matches among `rows` (and their keys in fuzzy mode), written in place into arrays
    /// sized for every row, so that a match costs one store.
    static func matches<Rows: Collection>(of rows: Rows, matcher: FilterMatcher, folded: FoldedLines, source: LineListSource)
        -> (found: [UInt32], keys: [UInt32]) where Rows.Element: BinaryInteger {
        var keys: [UInt32] = []
        let found = [UInt32](unsafeUninitializedCapacity: rows.count) { found, foundCount in
            keys = [UInt32](unsafeUninitializedCapacity: matcher.mode == .fuzzy ? rows.count : 0) { keys, keyCount in
                foundCount = matcher.collect(rows, in: folded, source: source, found: found, keys: keys)
                keyCount = matcher.mode == .fuzzy ? foundCount : 0
            }
        }
        return (found, keys)
    }
}

/// Each part's matches, handed from the thread that found them to the one that joins them.
private final class PartMatches: Sendable {
    private struct Parts {
        var found: [[UInt32]]
        var keys: [[UInt32]]
    }

    private let parts: Locked<Parts>

    init(parts count: Int) {
        parts = Locked(Parts(found: Array(repeating: [], count: count), keys: Array(repeating: [], count: count)))
    }

    func store(_ part: Int, found partFound: [UInt32], keys partKeys: [UInt32]) {
        parts.withLock {
            $0.found[part] = partFound
            $0.keys[part] = partKeys
        }
    }

    /// A part's matches, leaving none behind.
    func take(_ part: Int) -> (found: [UInt32], keys: [UInt32]) {
        parts.withLock { parts in
            defer {
                parts.found[part] = []
                parts.keys[part] = []
            }
            return (parts.found[part], parts.keys[part])
        }
    }
}
