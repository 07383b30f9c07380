import Foundation
@testable import PickerCore
import Testing

/// The filter's fast paths read memory unchecked (`ByteSearch` loads eight bytes at a time from
/// a bare pointer; the folded lines and the matches are read by index), so each states what it
/// relies on in a `_violation` function, which `_checkInvariants()` traps on in checked builds
/// (`PICKERKIT_CHECKS`, on in debug, so every test here runs with the checks). These tests show
/// that each function names a deliberately broken state and passes the states the code makes.
@Suite("Fast-path invariants: a broken state is named, a real one passes")
struct FastPathInvariantTests {
    @Test("the checks are compiled into the test build")
    func checksAreOn() {
        #if PICKERKIT_CHECKS
        let checked = true
        #else
        let checked = false
        #endif
        #expect(checked, "debug builds define PICKERKIT_CHECKS (Package.swift)")
    }

    // MARK: ByteSearch

    @Test("ByteSearch: a search reaching past the text or before it is named; an empty or inside range is not")
    func byteSearchBounds() {
        #expect(ByteSearch._boundsViolation(loadingFrom: 0, to: 16, count: 16) == nil)
        #expect(ByteSearch._boundsViolation(loadingFrom: 9, to: 9, count: 8) == nil, "an empty range loads nothing")
        #expect(ByteSearch._boundsViolation(loadingFrom: 12, to: 4, count: 8) == nil, "a reversed range loads nothing")
        #expect(ByteSearch._boundsViolation(loadingFrom: 0, to: 17, count: 16)?.contains("past the text") == true)
        #expect(ByteSearch._boundsViolation(loadingFrom: -1, to: 8, count: 16)?.contains("before the text") == true)
    }

    #if PICKERKIT_CHECKS
    @Test("ByteSearch: a search reaching past its text traps before any load, in a checked build")
    func byteSearchTraps() async {
        await #expect(processExitsWith: .failure) {
            let text = [UInt8](repeating: UInt8(ascii: "a"), count: 16)
            // One byte past the text: the last word load would read memory that is not the text's.
            _ = text.withUnsafeBufferPointer { ByteSearch.firstIndex(of: UInt8(ascii: "z"), in: $0, from: 0, to: 17) }
        }
    }
    #endif

    @Test("ByteSearch: a word found at every position of a text whose length is not a multiple of eight")
    func byteSearchFindsAtEveryPosition() {
        // Every search here runs with the bounds checked before the word loads.
        for length in 1...27 {
            for position in 0..<length {
                var text = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                text[position] = UInt8(ascii: "z")
                let found = text.withUnsafeBufferPointer { text in
                    ByteSearch.firstIndex(of: UInt8(ascii: "z"), in: text, from: 0, to: text.count)
                }
                #expect(found == position, "length \(length)")
            }
        }
    }

    // MARK: FoldedLines

    /// "ab" and "Cd" folded byte for byte ("Cd" with the capital bit on its "c"), parts that
    /// hold every invariant; each test breaks one.
    static let bytes: [UInt8] = [0x61, 0x62, 0x0A, 0x63 | FoldedLines.capitalBit, 0x64, 0x0A]
    static let ends = [2, 5]
    static let signatures: [UInt64] = [1, 2]

    @Test("FoldedLines: sound parts pass; a real fold of ASCII, capitals and UTF-8 lines passes")
    func foldedLinesSound() {
        #expect(FoldedLines._violation(bytes: Self.bytes, ends: Self.ends, unevenBits: [0], capitalBits: [0b10],
                                       signatures: Self.signatures) == nil)
        var folded = FoldedLines()
        var folding = TextFolding(locale: nil)
        let lines = (0..<130).map { ["fooBar", "Äpfel", "plain", ""][$0 % 4] + String($0) }
        folded.fold(LineListSource(lines: lines), upTo: 70, folding: &folding)
        folded.fold(LineListSource(lines: lines), upTo: 130, folding: &folding)
        #expect(folded._invariantViolation() == nil)
    }

    @Test("FoldedLines: each broken part is named", arguments: [
        // A line that does not end with its newline.
        ("newline", [UInt8](Self.bytes[0..<2]) + [0x20] + Self.bytes[3...], Self.ends, [UInt64(0)], [UInt64(0b10)], Self.signatures),
        // Ends that fall back.
        ("ends at", Self.bytes, [5, 2], [0], [0b10], Self.signatures),
        // A signature missing.
        ("signatures", Self.bytes, Self.ends, [0], [0b10], [1]),
        // The capital bit set on a line not marked as having capitals.
        ("capital bit but no capital", Self.bytes, Self.ends, [0], [0], Self.signatures),
        // A line marked as having capitals that has none.
        ("has none", Self.bytes, Self.ends, [0], [0b11], Self.signatures),
        // A line both uneven and with capitals.
        ("both uneven", Self.bytes, Self.ends, [0b10], [0b10], Self.signatures),
        // A bit for a line that does not exist.
        ("past the last line", Self.bytes, Self.ends, [0b100], [0b10], Self.signatures),
        // Bytes after the last line.
        ("the last line ends", Self.bytes + [0x61], Self.ends, [0], [0b10], Self.signatures),
    ] as [(String, [UInt8], [Int], [UInt64], [UInt64], [UInt64])])
    func foldedLinesBroken(
        expected: String, bytes: [UInt8], ends: [Int], unevenBits: [UInt64], capitalBits: [UInt64], signatures: [UInt64]
    ) {
        let violation = FoldedLines._violation(bytes: bytes, ends: ends, unevenBits: unevenBits, capitalBits: capitalBits,
                                               signatures: signatures)
        #expect(violation?.contains(expected) == true, "\(violation ?? "nil")")
    }

    // MARK: LineFilter

    @Test("LineFilter: a real filter passes after every query, in both modes, while lines arrive")
    func lineFilterSound() {
        for mode in [FilterMode.exact, .fuzzy] {
            var filter = LineFilter(source: LineListSource(lines: []), mode: mode)
            filter.searchThreads = 1
            for query in ["1", "12", "1", "9", ""] {
                filter.append(Array((0..<500).map { "line \($0)\n" }.joined().utf8))
                filter.setQuery(query)
                while filter.isSearching { filter.advance(budget: 97) }
                #expect(filter._invariantViolation() == nil, "\(mode) \(query)")
            }
        }
    }

    @Test("LineFilter: matches out of order, past the lines read, without keys or ranked wrongly are named")
    func lineFilterBroken() {
        func violation(_ rows: [UInt32], keys: [UInt32] = [], covered: Int = 10, folded: Int = 10, source: Int = 10,
                       fuzzy: Bool = false, ranked: Int? = nil) -> String? {
            var folding = TextFolding(locale: nil)
            var result = FilterResult(query: FilterQuery("", mode: fuzzy ? .fuzzy : .exact, folding: &folding))
            result.rows = rows
            result.keys = keys
            result.coveredRows = covered
            return LineFilter._violation(result: result, newMatchesFrom: 0, candidates: nil, nextCandidate: 0,
                                         foldedCount: folded, sourceCount: source, isFuzzy: fuzzy, rankedCount: ranked)
        }
        #expect(violation([1, 4, 9]) == nil)
        #expect(violation([1, 4, 9], keys: [3, 2, 1], fuzzy: true, ranked: 3) == nil)
        #expect(violation([4, 1])?.contains("not after line 4") == true)
        #expect(violation([4, 4])?.contains("not after line 4") == true)
        #expect(violation([1, 12], covered: 10)?.contains("past the 10 read") == true)
        #expect(violation([1], covered: 11)?.contains("11 lines read, 10 folded") == true)
        #expect(violation([1], folded: 12)?.contains("12 lines folded of 10") == true)
        #expect(violation([1, 2], keys: [1], fuzzy: true)?.contains("1 keys for 2") == true)
        #expect(violation([1, 2], keys: [1, 1], fuzzy: true, ranked: 1)?.contains("a ranking of 1") == true)
    }

    // MARK: MatchRanking

    @Test("MatchRanking: a real ranking passes, its lead and its whole order")
    func matchRankingSound() {
        // Scores and lengths spread by two primes: many ties, in no order.
        let keys = (0..<5_000).map { MatchRanking.key(score: $0 * 7_919 % 40, length: 1 + $0 * 104_729 % 29) }
        #expect(MatchRanking._violation(keys: keys, order: MatchRanking.best(100, of: keys)) == nil)
        #expect(MatchRanking._violation(keys: keys, order: MatchRanking.order(of: keys)) == nil)
        // Reading past the lead orders the rest (checked as it is made).
        let ranking = MatchRanking(keys: keys, leadCount: 100)
        #expect((0..<keys.count).map { ranking.match(atRank: $0) } == MatchRanking.order(of: keys).map(Int.init))
    }

    @Test("MatchRanking: out of order, repeated, out of range or skipping a better match is named")
    func matchRankingBroken() {
        let keys: [UInt32] = [30, 10, 20, 10]
        #expect(MatchRanking._violation(keys: keys, order: [1, 3, 2, 0]) == nil)
        #expect(MatchRanking._violation(keys: keys, order: [1, 3]) == nil, "a lead of the best two")
        #expect(MatchRanking._violation(keys: keys, order: [3, 1, 2, 0])?.contains("does not follow") == true, "ties keep their order")
        #expect(MatchRanking._violation(keys: keys, order: [1, 1])?.contains("does not follow") == true)
        #expect(MatchRanking._violation(keys: keys, order: [1, 7])?.contains("of 4") == true)
        #expect(MatchRanking._violation(keys: keys, order: [1, 2])?.contains("rank up to the last") == true, "match 3 is better than 2")
        #expect(MatchRanking._violation(keys: keys, order: [1, 3, 2, 0, 0])?.contains("5 ranks for 4") == true)
    }
}
