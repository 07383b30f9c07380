import Foundation
@testable import PickerCore
import PropertyBased
import Testing

/// A search split over threads (`SplitScan`, parts of at least 32,768 lines) finds exactly
/// what one thread finds: the same rows, in the same order, ranked the same, key by key.
@Suite("A search over several threads equals one on one thread")
struct SplitScanPropertyTests {
    static let alphabet = Array("mode_/.4 2MOxé")
    /// Enough lines for four parts of a first key and two parts of the keys narrowing it.
    static let lineCount = 140_000

    /// `lineCount` lines of 0–12 characters from `alphabet`, drawn from `seed`.
    static func lines(seed: UInt64) -> [UInt8] {
        var state = seed
        var text = ""
        for _ in 0..<lineCount {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var bits = state >> 20
            for _ in 0..<Int(bits % 13) {
                bits /= 13
                if bits == 0 {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    bits = state >> 20
                }
                text.append(alphabet[Int(bits % UInt64(alphabet.count))])
            }
            text.append("\n")
        }
        return Array(text.utf8)
    }

    static let typed = ["m", "o", "d", "e", "4", "2", " ", "x", "é", "_"]

    @Test("Typed key by key, the matches of a search on 4 threads equal those on 1", arguments: FilterMode.allCases)
    func splitEqualsOneThread(mode: FilterMode) async {
        await propertyCheck(count: 4, input: Gen.int(in: 0...Int(Int32.max)), Gen.int(in: 0...(Self.typed.count - 1)).array(of: 1...4)) { seed, keys in
            let source = LineListSource(bytes: Self.lines(seed: UInt64(seed)))
            var one = LineFilter(source: source, mode: mode)
            one.searchThreads = 1
            var four = LineFilter(source: source, mode: mode)
            four.searchThreads = 4
            var text = ""
            for key in keys {
                text += Self.typed[key]
                for index in [0, 1] {
                    var filter = index == 0 ? one : four
                    filter.setQuery(text)
                    while filter.isSearching { filter.advance(budget: LineFilter.rowsPerEvent) }
                    if index == 0 { one = filter } else { four = filter }
                }
                #expect(four.matchCount == one.matchCount, "\(text)")
                #expect((0..<four.matchCount).allSatisfy { four.sourceRow(forMatch: $0) == one.sourceRow(forMatch: $0) }, "\(text)")
            }
        }
    }
}
