/// Scores how well a line matches a fuzzy word, as fzf's first algorithm does: find the word's
/// characters in order, then the shortest stretch ending where that match ended, then score
/// the stretch — points per matched character, a bonus for a match at a word's start (after
/// white space, a delimiter, a lower-to-upper change, the first digit), for consecutive
/// matches, twice the bonus for the word's first character, and a penalty for each gap.
///
/// The line is given as units (folded bytes of an ASCII line, or folded scalars) and the class
/// of each unit (from the line as it was written, so `fooBar` still has a word start at `B`).
///
/// ```swift
/// // "fb" in "foo_bar": f at a start (bonus ×2), b after "_" (a word start): a high score;
/// // "fb" in "xfxxbx" scores lower: no starts, a longer gap.
/// ```
enum FuzzyScorer {
    static let scoreMatch = 16
    static let scoreGapStart = -3
    static let scoreGapExtension = -1
    static let bonusBoundary = scoreMatch / 2
    static let bonusNonWord = scoreMatch / 2
    static let bonusCamel123 = bonusBoundary + scoreGapExtension
    static let bonusConsecutive = -(scoreGapStart + scoreGapExtension)
    static let bonusFirstCharMultiplier = 2
    static let bonusBoundaryWhite = bonusBoundary + 2
    static let bonusBoundaryDelimiter = bonusBoundary + 1

    /// The bonus for a match at a unit of class `current` after one of class `previous`.
    @inline(__always)
    static func bonus(after previous: CharacterClass, at current: CharacterClass) -> Int {
        if current > .nonWord {
            switch previous {
            case .white: return bonusBoundaryWhite
            case .delimiter: return bonusBoundaryDelimiter
            case .nonWord: return bonusBoundary
            default: break
            }
        }
        if previous == .lower && current == .upper || previous != .number && current == .number {
            return bonusCamel123
        }
        switch current {
        case .nonWord, .delimiter: return bonusNonWord
        case .white: return bonusBoundaryWhite
        default: return 0
        }
    }

    /// The score of `word` in `units`, or nil when its characters are not all there in order;
    /// the matched unit indexes are appended to `positions` when it is given.
    @inline(__always)
    static func score<Units: RandomAccessCollection<Unit>, Unit: FixedWidthInteger>(
        _ word: [UInt32], in units: Units, classOf: (Int) -> CharacterClass, positions: UnsafeMutablePointer<[Int]>? = nil
    ) -> Int? where Units.Index == Int {
        guard !word.isEmpty else { return 0 }
        let count = units.count
        let base = units.startIndex
        var wordIndex = 0
        var start = -1
        var end = -1
        for index in 0..<count where UInt32(truncatingIfNeeded: units[base + index]) == word[wordIndex] {
            if start < 0 { start = index }
            wordIndex += 1
            if wordIndex == word.count {
                end = index + 1
                break
            }
        }
        guard start >= 0, end >= 0 else { return nil }
        // The shortest stretch that ends where the forward match ended.
        wordIndex -= 1
        var index = end - 1
        while index >= start {
            if UInt32(truncatingIfNeeded: units[base + index]) == word[wordIndex] {
                wordIndex -= 1
                if wordIndex < 0 {
                    start = index
                    break
                }
            }
            index -= 1
        }
        var score = 0
        var inGap = false
        var consecutive = 0
        var firstBonus = 0
        var previousClass = start > 0 ? classOf(start - 1) : CharacterClass.white
        wordIndex = 0
        for index in start..<end {
            let currentClass = classOf(index)
            if wordIndex < word.count, UInt32(truncatingIfNeeded: units[base + index]) == word[wordIndex] {
                positions?.pointee.append(index)
                score += scoreMatch
                var bonus = Self.bonus(after: previousClass, at: currentClass)
                if consecutive == 0 {
                    firstBonus = bonus
                } else {
                    if bonus >= bonusBoundary && bonus > firstBonus { firstBonus = bonus }
                    bonus = max(bonus, firstBonus, bonusConsecutive)
                }
                score += wordIndex == 0 ? bonus * bonusFirstCharMultiplier : bonus
                inGap = false
                consecutive += 1
                wordIndex += 1
            } else {
                score += inGap ? scoreGapExtension : scoreGapStart
                inGap = true
                consecutive = 0
                firstBonus = 0
            }
            previousClass = currentClass
        }
        return score
    }
}
