import Foundation
@testable import PickerCore
import PropertyBased
import Testing

/// Filtering's fast paths — line signatures that pass over lines unread, the byte-class table
/// for ASCII lines, a whole search in one event, lines folded ahead as they arrive, narrowing
/// key by key — give exactly what the plain path gives: each line folded on its own, each
/// word looked for in it (exact) or scored from each scalar's own class (fuzzy), and the
/// matches ranked by a plain sort (score, then length, then order).
@Suite("Filter fast paths equal the plain path")
struct FilterFastPathPropertyTests {
    static let alphabet = ["m", "o", "d", "e", "l", "M", "D", "x", "_", "/", ".", " ", "4", "2", "é", "Ö", "京", "ש", "E\u{301}", "-"]
    static let typed = ["m", "o", "d", "e", "l", "4", "2", "é", "O", "京", " ", "D", "_", "/", "x"]

    static let lines = Gen.int(in: 0...(alphabet.count - 1)).array(of: 0...10).array(of: 0...14)
    static let query = Gen.int(in: 0...(typed.count - 1)).array(of: 1...5)
    /// How much of the input is there at the start (the rest arrives), and the budget each
    /// step of a key's search gets (0: one event's).
    static let work = zip(Gen.int(in: 0...20), Gen.int(in: 0...8))

    /// The matches, best first in fuzzy mode, worked out line by line the plain way.
    static func plainMatches(_ titles: [String], _ text: String, mode: FilterMode) -> [Int] {
        var folding = TextFolding(locale: nil)
        let query = FilterQuery(text, mode: mode, folding: &folding)
        guard !query.isEmpty else { return Array(titles.indices) }
        var scored: [(row: Int, score: Int, length: Int)] = []
        for (row, title) in titles.enumerated() {
            switch mode {
            case .exact:
                let folded = folding.folded(title)
                if query.words.allSatisfy({ word in contains(word, in: folded) }) { scored.append((row, 0, 0)) }
            case .fuzzy:
                let (units, origins) = folding.foldedScalars(of: title)
                let scalars = Array(title.unicodeScalars)
                let byteForByte = title.utf8.allSatisfy { $0 < 0x80 && folding.asciiTable[Int($0)] != 0 }
                var total = 0
                var matched = true
                for word in query.wordScalars {
                    let score = FuzzyScorer.score(word, in: units) { index in
                        CharacterClass(byteForByte ? scalars[origins[index]].value : units[index])
                    }
                    guard let score else {
                        matched = false
                        break
                    }
                    total += score
                }
                if matched { scored.append((row, total, title.utf8.count)) }
            }
        }
        if mode == .fuzzy {
            scored.sort { ($0.score, -$0.length, -$0.row) > ($1.score, -$1.length, -$1.row) }
        }
        return scored.map(\.row)
    }

    static func contains(_ word: [UInt8], in line: [UInt8]) -> Bool {
        guard word.count <= line.count else { return false }
        return (0...(line.count - word.count)).contains { start in Array(line[start..<(start + word.count)]) == word }
    }

    static func shown(_ filter: LineFilter) -> [Int] { (0..<filter.matchCount).map(filter.sourceRow(forMatch:)) }

    @Test("Typed key by key, lines given whole or arriving (folded as they come), in one event or in slices: the plain path's matches, in its order",
          arguments: FilterMode.allCases)
    func fastEqualsPlain(mode: FilterMode) async {
        await propertyCheck(count: 300, input: Self.lines, Self.query, Self.work) { lines, keys, work in
            let titles = lines.map { $0.map { Self.alphabet[$0] }.joined() }
            let bytes = Array(titles.map { $0 + "\n" }.joined().utf8)
            let (given, slice) = work
            // The lines within the first `given × 3` bytes are there at the start; the rest
            // arrive in 7-byte chunks, lines cut anywhere.
            let cut = bytes.prefix(given * 3).lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            var filter = LineFilter(source: LineListSource(bytes: Array(bytes[..<cut])), mode: mode)
            var rest = bytes[cut...]
            while !rest.isEmpty {
                filter.append(Array(rest.prefix(7)))
                rest = rest.dropFirst(7)
            }
            filter.closeLastLine()
            var text = ""
            for key in keys {
                text += Self.typed[key]
                filter.setQuery(text)
                while filter.isSearching { filter.advance(budget: slice == 0 ? LineFilter.rowsPerEvent : slice) }
                #expect(Self.shown(filter) == Self.plainMatches(titles, text, mode: mode), "\(titles) \(text)")
            }
        }
    }

    @Test("A line's signature holds the signature of every word the line contains")
    func signatureNeverRejectsAMatch() async {
        await propertyCheck(count: 300, input: Self.lines, Self.query) { lines, keys in
            var folding = TextFolding(locale: nil)
            let word = folding.folded(keys.map { Self.typed[$0] }.joined())
            for line in lines {
                let folded = folding.folded(line.map { Self.alphabet[$0] }.joined())
                if Self.contains(word, in: folded) {
                    #expect(LineSignature.of(folded).contains(LineSignature.of(word)))
                }
            }
        }
    }

    @Test("Ranking many matches by one counting pass or two gives a plain stable sort's order")
    func radixOrderEqualsSort() {
        for limit in [1, 7, 300, 65_536] {
            // Keys scattered by a multiplicative hash: many ties, in no order.
            let keys = (0..<10_000).map { UInt32(UInt64($0) &* 2_654_435_761 % UInt64(limit)) }
            let sorted = keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }.map(UInt32.init)
            #expect(RadixOrder.stableOrder(of: keys, below: limit) == sorted)
            #expect(RadixOrder.stableOrder(of: keys) == sorted)
        }
    }
}
