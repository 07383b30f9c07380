extension FuzzyScorer {
    /// The score of the ASCII `word` in an ASCII line folded byte for byte, or nil when its
    /// characters are not all there in order: the same score as ``score(_:in:classOf:positions:)``,
    /// worked out on raw bytes.
    ///
    /// This is the fuzzy hot loop over a million lines, so it touches no Swift array or
    /// closure: `line` is the folded line, `original` the line as written (the same
    /// positions, for the classes: `fooBar` has a word start at `B`), `classes` the class of
    /// each byte value. A one-letter word is answered from its first occurrence alone: the
    /// shortest stretch is that one byte.
    ///
    /// ```swift
    /// // "fb" in "foo_bar" (folded and as written): 16 + 2 × 10 (f at the line's start)
    /// // + 16 + 8 (b after "_") − 3 − 1 − 1 (the gap "oo_") = 55.
    /// ```
    @inline(__always)
    static func score(
        _ word: UnsafeBufferPointer<UInt8>, inFolded line: UnsafeBufferPointer<UInt8>,
        original: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<CharacterClass>
    ) -> Int? {
        guard let firstByte = word.first else { return 0 }
        let count = line.count
        var index = 0
        while index < count, line[index] != firstByte { index += 1 }
        guard index < count else { return nil }
        if word.count == 1 {
            let previous = index > 0 ? classes[Int(original[index - 1])] : CharacterClass.white
            return scoreMatch + bonus(after: previous, at: classes[Int(original[index])]) * bonusFirstCharMultiplier
        }
        var start = index
        var wordIndex = 1
        var end = -1
        index += 1
        while index < count {
            if line[index] == word[wordIndex] {
                wordIndex += 1
                if wordIndex == word.count {
                    end = index + 1
                    break
                }
            }
            index += 1
        }
        guard end >= 0 else { return nil }
        // The shortest stretch that ends where the forward match ended.
        wordIndex -= 1
        index = end - 1
        while index >= start {
            if line[index] == word[wordIndex] {
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
        var previousClass = start > 0 ? classes[Int(original[start - 1])] : CharacterClass.white
        wordIndex = 0
        for index in start..<end {
            let currentClass = classes[Int(original[index])]
            if wordIndex < word.count, line[index] == word[wordIndex] {
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
