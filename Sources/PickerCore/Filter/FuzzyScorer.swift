/// Scores how well a line matches a fuzzy word, as fzf's first algorithm does: find the word's
/// characters in order, then the shortest stretch ending where that match ended, then score
/// the stretch — points per matched character, a bonus for a match at a word's start (after
/// white space, a delimiter, a lower-to-upper change, the first digit), for consecutive
/// matches, twice the bonus for the word's first character, and a penalty for each gap.
///
/// The line is given as units (folded bytes of an ASCII line, or folded scalars) and the class
/// of each unit (from the line as it was written, so `fooBar` still has a word start at `B`).
/// The filter's ASCII lines are scored on their kept bytes
/// (``score(_:inKeptBytes:mask:classes:bonuses:)``), which carry the written case in their
/// high bit (``FoldedLines/capitalBit``): compared with that bit masked off, and their class
/// looked up from it.
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

    /// ``bonus(after:at:)`` for every pair of classes, at `previous × 8 + current`: what the
    /// filter's hot loop looks bonuses up in (``score(_:inKeptBytes:mask:classes:bonuses:)``). The
    /// rules' `switch` compiles to a jump whose target changes from match to match, which the
    /// processor mispredicts more often than not; a table load has no jump to mispredict.
    static let bonusTable: [Int8] = (0..<64).map { pair in
        guard let previous = CharacterClass(rawValue: pair / 8), let current = CharacterClass(rawValue: pair % 8) else { return 0 }
        return Int8(bonus(after: previous, at: current))
    }

    /// The score of `word` in `units`, or nil when its characters are not all there in order;
    /// the matched unit indexes are appended to `positions` when it is given.
    ///
    /// Both may be unsafe buffers (no array or reference count per line). A one-letter word
    /// is answered from its first occurrence alone: the shortest stretch is that one unit.
    @inline(__always)
    static func score<Word: RandomAccessCollection, Units: RandomAccessCollection<Unit>, Unit: FixedWidthInteger>(
        _ word: Word, in units: Units, classOf: (Int) -> CharacterClass, positions: UnsafeMutablePointer<[Int]>? = nil
    ) -> Int? where Word.Element: FixedWidthInteger, Word.Index == Int, Units.Index == Int {
        let base = units.startIndex
        let count = units.count
        return scoreFinding(word, in: units, unitMask: .max, classOf: classOf, bonus: bonus(after:at:), positions: positions) { unit, start in
            var index = start
            while index < count, UInt32(truncatingIfNeeded: units[base + index]) != unit { index += 1 }
            return index < count ? index : nil
        }
    }

    /// The score of `word` in the kept bytes of a line ``FoldedLines`` folded byte for byte
    /// (the filter's hot loop): the same score as ``score(_:in:classOf:positions:)`` with the
    /// line's bytes compared under `mask` (all but ``FoldedLines/capitalBit`` for a line that
    /// ``FoldedLines/hasCapitals(_:)``, else `0xFF`: pass it as a constant, so a line without
    /// capitals runs a loop without masking), each byte's class looked up in `classes`
    /// (``CharacterClass/ofKeptByte``) and each bonus in `bonuses` (``bonusTable``), but each
    /// of the word's characters is looked for eight bytes at a time (``ByteSearch``): finding
    /// them is most of a line's work.
    @inline(__always)
    static func score(
        _ word: UnsafeBufferPointer<UInt8>, inKeptBytes line: UnsafeBufferPointer<UInt8>, mask: UInt8,
        classes: UnsafeBufferPointer<CharacterClass>, bonuses: UnsafeBufferPointer<Int8>
    ) -> Int? {
        guard line.baseAddress != nil else { return word.isEmpty ? 0 : nil }
        let count = line.count
        return scoreFinding(
            word, in: line, unitMask: UInt32(mask), classOf: { classes[Int(line[$0])] },
            bonus: { Int(bonuses[$0.rawValue &* 8 &+ $1.rawValue]) }, positions: nil
        ) { unit, start in
            ByteSearch.firstIndex(of: UInt8(truncatingIfNeeded: unit), in: line, from: start, to: count, mask: mask)
        }
    }

    /// The scoring itself, finding the word's characters with `firstIndex(unit, start)`: the
    /// first index at or after `start` of a unit that is `unit` under `unitMask`, or nil; and
    /// the bonus of a match with `bonus(previous, current)`.
    @inline(__always)
    private static func scoreFinding<Word: RandomAccessCollection, Units: RandomAccessCollection<Unit>, Unit: FixedWidthInteger>(
        _ word: Word, in units: Units, unitMask: UInt32, classOf: (Int) -> CharacterClass,
        bonus: (CharacterClass, CharacterClass) -> Int, positions: UnsafeMutablePointer<[Int]>?, firstIndex: (UInt32, Int) -> Int?
    ) -> Int? where Word.Element: FixedWidthInteger, Word.Index == Int, Units.Index == Int {
        guard let firstUnit = word.first else { return 0 }
        let base = units.startIndex
        let wordBase = word.startIndex
        let wordCount = word.count
        guard var start = firstIndex(UInt32(truncatingIfNeeded: firstUnit), 0) else { return nil }
        if wordCount == 1 {
            positions?.pointee.append(start)
            let previousClass = start > 0 ? classOf(start - 1) : CharacterClass.white
            return scoreMatch + bonus(previousClass, classOf(start)) * bonusFirstCharMultiplier
        }
        // The first match of each next character after the one before: the forward match.
        var end = start + 1
        for wordIndex in 1..<wordCount {
            guard let found = firstIndex(UInt32(truncatingIfNeeded: word[wordBase + wordIndex]), end) else { return nil }
            end = found + 1
        }
        // The shortest stretch that ends where the forward match ended; a forward match with
        // no gap is that stretch already (and is how most words match a line).
        if end - start > wordCount {
            var wordIndex = wordCount - 1
            var index = end - 1
            while index >= start {
                if UInt32(truncatingIfNeeded: units[base + index]) & unitMask == UInt32(truncatingIfNeeded: word[wordBase + wordIndex]) {
                    wordIndex -= 1
                    if wordIndex < 0 {
                        start = index
                        break
                    }
                }
                index -= 1
            }
        }
        var score = 0
        var inGap = false
        var consecutive = 0
        var firstBonus = 0
        var previousClass = start > 0 ? classOf(start - 1) : CharacterClass.white
        var wordIndex = 0
        for index in start..<end {
            let currentClass = classOf(index)
            if wordIndex < wordCount,
               UInt32(truncatingIfNeeded: units[base + index]) & unitMask == UInt32(truncatingIfNeeded: word[wordBase + wordIndex]) {
                positions?.pointee.append(index)
                score += scoreMatch
                var matchBonus = bonus(previousClass, currentClass)
                if consecutive == 0 {
                    firstBonus = matchBonus
                } else {
                    if matchBonus >= bonusBoundary && matchBonus > firstBonus { firstBonus = matchBonus }
                    matchBonus = max(matchBonus, firstBonus, bonusConsecutive)
                }
                score += wordIndex == 0 ? matchBonus * bonusFirstCharMultiplier : matchBonus
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
