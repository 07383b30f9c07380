/// The known name a mistyped one was most likely meant to be, for "did you mean …?".
///
/// A name is close when it is at most two edits away (an insertion, a deletion, a changed or
/// swapped letter), and not more edits than half its length: `chose` → `choose`,
/// `--hieght` → `--height`, while `x` suggests nothing.
///
/// ```swift
/// ClosestName.to("chose", among: ["choose", "wheels"])   // "choose"
/// ClosestName.to("zzz", among: ["choose", "wheels"])     // nil
/// ```
enum ClosestName {
    /// The closest of `names` to `name`, or nil when none is close.
    static func to(_ name: String, among names: [String]) -> String? {
        let typed = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in names {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            guard distance <= min(2, max(1, typed.count / 2)) else { continue }
            if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbours, each one edit.
    static func editDistance(_ first: [Character], _ second: [Character]) -> Int {
        guard !first.isEmpty else { return second.count }
        guard !second.isEmpty else { return first.count }
        var previousRow: [Int] = []
        var row = Array(0...second.count)
        for i in 1...first.count {
            var next = [i] + Array(repeating: 0, count: second.count)
            for j in 1...second.count {
                let cost = first[i - 1] == second[j - 1] ? 0 : 1
                next[j] = min(row[j] + 1, next[j - 1] + 1, row[j - 1] + cost)
                if i > 1, j > 1, first[i - 1] == second[j - 2], first[i - 2] == second[j - 1] {
                    next[j] = min(next[j], previousRow[j - 2] + 1)
                }
            }
            (previousRow, row) = (row, next)
        }
        return row[second.count]
    }
}
