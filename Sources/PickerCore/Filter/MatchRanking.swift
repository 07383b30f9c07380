import Foundation
import ProcessState

/// The fuzzy matches' order, best first, worked out only as far as it is read: a screen shows a
/// few dozen matches of perhaps half a million, so ordering all of them on every key is wasted
/// work (a large share of a first key's cost over a million lines: Benchmarks/README.md).
///
/// Each match has a key (``key(score:length:)``): smaller is better, and equal keys keep the
/// matches' order, so the order is fzf's — the higher score, then the shorter line, then the
/// earlier one. Made, the ranking picks the best `leadCount` matches in one walk over the keys
/// (those below the worst of the best found so far gather in a buffer, sorted and halved when
/// full); the first read past them orders every match at once (a counting sort) and keeps it.
///
/// It is a class so that reading a rank can finish the order: `LineFilter.sourceRow(forMatch:)`
/// is not mutating (a data source is read while a frame is drawn). The order is a function of
/// the keys alone, fixed when the ranking is made, so copies of a filter that share one ranking
/// read the same ranks; a filter whose matches change makes a new ranking.
///
/// ```swift
/// let ranking = MatchRanking(keys: [MatchRanking.key(score: 20, length: 9), MatchRanking.key(score: 40, length: 12)])
/// ranking.match(atRank: 0)   // 1: the higher score
/// ranking.match(atRank: 1)   // 0
/// ```
final class MatchRanking: Sendable {

    /// How many of the best matches are ranked when the ranking is made: far more than a
    /// screen shows, so scrolling a few pages never waits for the rest.
    static let leadCount = 1_024

    /// How many matches there are.
    let count: Int
    /// Each match's key, in the matches' order.
    private let keys: [UInt32]
    /// The best matches' indexes, best first (every match when there are at most `leadCount`).
    private let lead: [UInt32]
    /// Every match's index, best first, once a rank past ``lead`` was read.
    private let rest = Locked<[UInt32]?>(nil)

    /// The ranking of matches whose keys are `keys`, the best `leadCount` of them ordered now.
    init(keys: [UInt32], leadCount: Int = MatchRanking.leadCount) {
        self.keys = keys
        count = keys.count
        lead = keys.count <= leadCount ? Self.order(of: keys) : Self.best(leadCount, of: keys)
        _checkInvariants(order: lead)
    }

    /// The key of a match scoring `score` on a line of `length` bytes: the score below the
    /// best possible (scores clamped to 16 bits) above, the length (clamped) below.
    @inline(__always)
    static func key(score: Int, length: Int) -> UInt32 {
        let clamped = min(max(score, -0x8000), 0x7FFF)
        return UInt32(truncatingIfNeeded: 0x7FFF - clamped) << 16 | UInt32(truncatingIfNeeded: min(length, 0xFFFF))
    }

    /// The index of the match ranked `rank` (0 is the best).
    func match(atRank rank: Int) -> Int {
        if rank < lead.count { return Int(lead[rank]) }
        return rest.withLock { rest in
            let order: [UInt32]
            if let rest {
                order = rest
            } else {
                order = Self.order(of: keys)
                _checkInvariants(order: order)
            }
            rest = order
            return Int(order[rank])
        }
    }

    /// The indexes of the `count` smallest keys, smallest first, equal keys in their order:
    /// one walk comparing each key with the worst of the best so far (a key and its index
    /// together, so no two are equal), the few that pass kept and sorted.
    static func best(_ count: Int, of keys: [UInt32]) -> [UInt32] {
        var candidates: [UInt64] = []
        candidates.reserveCapacity(2 * count)
        var bar = UInt64.max
        keys.withUnsafeBufferPointer { keys in
            for index in keys.indices {
                let candidate = UInt64(keys[index]) << 32 | UInt64(index)
                guard candidate < bar else { continue }
                candidates.append(candidate)
                if candidates.count == 2 * count {
                    candidates.sort()
                    candidates.removeLast(count)
                    bar = candidates[count - 1]
                }
            }
        }
        candidates.sort()
        return candidates.prefix(count).map { UInt32(truncatingIfNeeded: $0) }
    }

    /// The indexes of all `keys`, smallest first, equal keys in their order. The keys' scores
    /// and lengths usually span little (a few hundred values each), so they are packed below
    /// 65,536 and ordered in one counting pass instead of two.
    static func order(of keys: [UInt32]) -> [UInt32] {
        var lowestScore = UInt32.max
        var highestScore: UInt32 = 0
        var longest: UInt32 = 0
        for key in keys {
            lowestScore = min(lowestScore, key >> 16)
            highestScore = max(highestScore, key >> 16)
            longest = max(longest, key & 0xFFFF)
        }
        let lengthSpan = Int(longest) + 1
        let limit = keys.isEmpty ? 1 : (Int(highestScore) - Int(lowestScore) + 1) * lengthSpan
        guard limit <= 1 << 16 else { return RadixOrder.stableOrder(of: keys) }
        let packed = keys.map { (($0 >> 16) - lowestScore) * UInt32(lengthSpan) + ($0 & 0xFFFF) }
        return RadixOrder.stableOrder(of: packed, below: limit)
    }

    // MARK: Invariants

    /// Traps when `order` (the lead, or every match's order) is not the keys' order as far as
    /// it goes (see `_violation(keys:order:)`): ranks are read from it unchecked against the
    /// keys. Compiled in under `PICKERKIT_CHECKS` (debug builds); otherwise empty.
    @inline(__always)
    private func _checkInvariants(order: [UInt32]) {
        #if PICKERKIT_CHECKS
        if let violation = Self._violation(keys: keys, order: order) { preconditionFailure("MatchRanking: \(violation)") }
        #endif
    }

    /// What is wrong with `order` as the first ranks of the matches whose keys are `keys`, or
    /// nil when nothing is: each entry is a match's index, ordered by key and then by index
    /// (so none repeats), and no match left out ranks before the last one in.
    static func _violation(keys: [UInt32], order: [UInt32]) -> String? {
        if order.count > keys.count { return "\(order.count) ranks for \(keys.count) matches" }
        var previous: UInt64?
        for (rank, index) in order.enumerated() {
            guard Int(index) < keys.count else { return "rank \(rank) is match \(index) of \(keys.count)" }
            let pair = UInt64(keys[Int(index)]) << 32 | UInt64(index)
            if let previous, pair <= previous { return "rank \(rank), match \(index), does not follow rank \(rank - 1)" }
            previous = pair
        }
        guard let last = previous, order.count < keys.count else { return nil }
        var ahead = 0
        for (index, key) in keys.enumerated() where UInt64(key) << 32 | UInt64(index) <= last { ahead += 1 }
        return ahead == order.count ? nil : "\(ahead) matches rank up to the last of \(order.count) ranked"
    }
}
