/// The stable sorted order of 32-bit keys, by two counting passes of 16 bits: ranking a
/// million fuzzy matches costs four linear walks instead of a comparison sort's n·log n
/// (about 20 comparisons per match).
///
/// ```swift
/// RadixOrder.stableOrder(of: [3, 1, 3, 0])   // [3, 1, 0, 2]
/// ```
enum RadixOrder {
    /// Below this many keys a comparison sort is cheaper than two 65,536-bucket passes.
    static let comparisonSortLimit = 4_096

    /// The indexes of `keys`, smallest key first, equal keys in their order.
    static func stableOrder(of keys: [UInt32]) -> [UInt32] {
        if keys.count < comparisonSortLimit {
            return keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }.map(UInt32.init)
        }
        let low = pass(Array(0..<UInt32(keys.count)), keys: keys, shift: 0)
        return pass(low, keys: keys, shift: 16)
    }

    /// The indexes of `keys`, all below `limit`, smallest key first, equal keys in their
    /// order: one counting pass when `limit` is at most 65,536.
    static func stableOrder(of keys: [UInt32], below limit: Int) -> [UInt32] {
        guard keys.count >= comparisonSortLimit, limit <= 1 << 16 else { return stableOrder(of: keys) }
        return pass(Array(0..<UInt32(keys.count)), keys: keys, shift: 0, buckets: limit)
    }

    private static func pass(_ order: [UInt32], keys: [UInt32], shift: UInt32, buckets: Int = 1 << 16) -> [UInt32] {
        var counts = [Int](repeating: 0, count: buckets + 1)
        for index in order { counts[Int((keys[Int(index)] >> shift) & 0xFFFF) + 1] += 1 }
        for bucket in 1..<counts.count { counts[bucket] += counts[bucket - 1] }
        var result = [UInt32](repeating: 0, count: order.count)
        for index in order {
            let bucket = Int((keys[Int(index)] >> shift) & 0xFFFF)
            result[counts[bucket]] = index
            counts[bucket] += 1
        }
        return result
    }
}
