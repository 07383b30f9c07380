import Foundation
@testable import PickerCore
import PropertyBased
import Testing

/// Fuzzy ranking orders only the best matches when they change and the rest when a row past
/// them is first read (`MatchRanking`): whatever is read, in whatever order, it is the order a
/// plain stable sort of (score, then length, then the line's order) gives.
@Suite("Lazy fuzzy ranking equals a plain sort")
struct MatchRankingPropertyTests {
    /// Scores and lengths from narrow ranges, so ties are many; some scores past 16 bits.
    static let matches = zip(Gen.int(in: -40...40), Gen.int(in: 0...6)).array(of: 0...300)
    static let lead = Gen.int(in: 1...40)
    static let reads = Gen.int(in: 0...299).array(of: 0...30)

    /// The plain order: higher score first (scores beyond 16 bits count as the nearest 16-bit
    /// one), then the shorter line, then the earlier match.
    static func plainOrder(_ matches: [(score: Int, length: Int)]) -> [Int] {
        let clamped = { (score: Int) in min(max(score, -0x8000), 0x7FFF) }
        return matches.indices.sorted { a, b in
            (clamped(matches[a].score), -matches[a].length, -a) > (clamped(matches[b].score), -matches[b].length, -b)
        }
    }

    @Test("Ranks read in any order, past the lead or within it: the plain sort's")
    func lazyRankingEqualsSort() async {
        await propertyCheck(count: 300, input: Self.matches, Self.lead, Self.reads) { matches, lead, reads in
            // Every tenth score is pushed far out, where a key's 16 bits of score saturate.
            let matches = matches.enumerated().map { index, match in
                (score: index % 10 == 9 ? match.0 * 1_000 : match.0, length: match.1 * 7)
            }
            let ranking = MatchRanking(keys: matches.map { MatchRanking.key(score: $0.score, length: $0.length) }, leadCount: lead)
            let expected = Self.plainOrder(matches)
            // Some ranks read first in the order given (past the lead, before it is finished), then all.
            for rank in reads where rank < matches.count {
                #expect(ranking.match(atRank: rank) == expected[rank])
            }
            #expect((0..<matches.count).map(ranking.match(atRank:)) == expected)
        }
    }

    @Test("The best of many: one walk gives a full sort's first ranks")
    func bestEqualsSortPrefix() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...9).array(of: 0...5_000), Gen.int(in: 1...64)) { scores, count in
            let keys = scores.enumerated().map { MatchRanking.key(score: $0.element, length: $0.offset % 3) }
            let sorted = keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }.map(UInt32.init)
            if keys.count > count {
                #expect(MatchRanking.best(count, of: keys) == Array(sorted.prefix(count)))
            }
            #expect(MatchRanking.order(of: keys) == sorted)
        }
    }

    @Test("A filter ranking only a few best matches ahead shows the plain path's matches in its order",
          arguments: [1, 2, 5])
    func filterWithShortLeadEqualsPlain(lead: Int) async {
        typealias Plain = FilterFastPathPropertyTests
        await propertyCheck(count: 200, input: Plain.lines, Plain.query) { lines, keys in
            let titles = lines.map { $0.map { Plain.alphabet[$0] }.joined() }
            var filter = LineFilter(source: LineListSource(lines: titles), mode: .fuzzy)
            filter.rankingLead = lead
            var text = ""
            for key in keys {
                text += Plain.typed[key]
                filter.setQuery(text)
                while filter.isSearching { filter.advance(budget: 3) }
                // A copy read first (finishing the shared order) must not change what the original shows.
                let copy = filter
                let last = copy.matchCount - 1
                if last >= 0 { _ = copy.sourceRow(forMatch: last) }
                #expect(Plain.shown(filter) == Plain.plainMatches(titles, text, mode: .fuzzy), "\(titles) \(text)")
            }
        }
    }
}
