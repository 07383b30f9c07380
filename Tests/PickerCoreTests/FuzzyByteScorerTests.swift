@testable import PickerCore
import PropertyBased
import Testing

/// The fuzzy score of an ASCII line worked out on the bytes `FoldedLines` keeps (the filter's
/// hot loop: folded bytes carrying each capital in their high bit, classes read from the same
/// bytes, bonuses from a table, characters found eight bytes at a time) is the score worked
/// out on scalar arrays with each scalar's written class and the bonus rules, for one-letter
/// words (answered from the first occurrence alone) and longer ones, matched or not.
@Suite("Fuzzy scoring on bytes equals scoring on scalars")
struct FuzzyByteScorerTests {
    static let alphabet = Array("moDEl_/. -4a2Mx".utf8)
    static let line = Gen.int(in: 0...(alphabet.count - 1)).array(of: 0...24)
    static let word = Gen.int(in: 0...(alphabet.count - 1)).array(of: 1...4)

    /// Scores `word` in `written` both ways: on the scalars `TextFolding` folds it to, and on
    /// the bytes `FoldedLines` keeps of it.
    static func bothScores(_ word: [UInt8], in written: [UInt8]) -> (bytes: Int?, scalars: Int?) {
        let table = TextFolding(locale: nil).asciiTable
        let folded = written.map { table[Int($0)] }
        let kept = written.map { FoldedLines.keptBytes(folding: table)[Int($0)] }
        let foldedWord = word.map { table[Int($0)] }
        let scalars = FuzzyScorer.score(foldedWord.map(UInt32.init), in: folded) { CharacterClass(UInt32(written[$0])) }
        /// The kept bytes' score, comparing them under `mask`.
        func keptScore(mask: UInt8) -> Int? {
            foldedWord.withUnsafeBufferPointer { word in
                kept.withUnsafeBufferPointer { line in
                    CharacterClass.ofKeptByte.withUnsafeBufferPointer { classes in
                        FuzzyScorer.bonusTable.withUnsafeBufferPointer { bonuses in
                            FuzzyScorer.score(word, inKeptBytes: line, mask: mask, classes: classes, bonuses: bonuses)
                        }
                    }
                }
            }
        }
        // The mask the filter uses: the capital bit off where the line has one; and masking a
        // line without capitals changes nothing.
        let hasCapitals = kept.contains { $0 & FoldedLines.capitalBit != 0 }
        let bytes = keptScore(mask: hasCapitals ? ~FoldedLines.capitalBit : 0xFF)
        #expect(keptScore(mask: ~FoldedLines.capitalBit) == bytes)
        return (bytes, scalars)
    }

    @Test("Random ASCII words and lines: the same score, or no match both ways")
    func bytesEqualScalars() async {
        await propertyCheck(count: 500, input: Self.word, Self.line) { word, line in
            let (bytes, scalars) = Self.bothScores(word.map { Self.alphabet[$0] }, in: line.map { Self.alphabet[$0] })
            #expect(bytes == scalars)
        }
    }

    @Test("The bonus table holds the rules' bonus for every pair of classes")
    func bonusTable() {
        let classes: [CharacterClass] = [.white, .nonWord, .delimiter, .lower, .upper, .letter, .number]
        for previous in classes {
            for current in classes {
                #expect(Int(FuzzyScorer.bonusTable[previous.rawValue * 8 + current.rawValue])
                    == FuzzyScorer.bonus(after: previous, at: current), "\(previous) then \(current)")
            }
        }
    }

    @Test("Worked examples: a word start after \"_\" and at a lower-to-upper change, a one-letter word, no match")
    func examples() {
        // f at the line's start (10 × 2), the gap "oo_" (−3 −1 −1), b after "_" (8).
        let fb = Self.bothScores(Array("fb".utf8), in: Array("foo_bar".utf8))
        #expect(fb.bytes == 55 && fb.scalars == 55)
        // "b" first occurs at "B", a lower-to-upper change (7 × 2).
        let b = Self.bothScores(Array("b".utf8), in: Array("fooBar b".utf8))
        #expect(b.bytes == 30 && b.scalars == 30)
        let none = Self.bothScores(Array("bf".utf8), in: Array("foo_bar".utf8))
        #expect(none.bytes == nil && none.scalars == nil)
    }
}
