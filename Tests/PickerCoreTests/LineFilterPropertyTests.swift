import Foundation
import PickerCore
import PropertyBased
import Testing

/// Whatever is typed, erased and piped in, in whatever slices the work is done, the filter
/// ends with exactly the matches a fresh filter finds for the final query over the final lines,
/// and (exact mode) the lines a plain folding of whole strings says contain every word.
@Suite("Line filter properties")
struct LineFilterPropertyTests {
    static let alphabet = ["a", "b", "A", "é", "E\u{301}", "ü", "x", " ", "京", "ש", "/", "ab"]
    static let typed = ["a", "b", "É", "u", "x", " ", "京", "ש", "/", "AB"]

    static let lines = Gen.int(in: 0...(alphabet.count - 1)).array(of: 0...6).array(of: 0...12)
    /// (kind, value): 0-3 type, 4 Backspace, 5 clear, 6 lines arrive, 7 the input ends, 8-9 work.
    static let steps = zip(Gen.int(in: 0...9), Gen.int(in: 0...40)).array(of: 0...30)

    static func text(_ line: [Int]) -> String { line.map { alphabet[$0] }.joined() }

    static func finished(_ filter: LineFilter) -> [Int] {
        var filter = filter
        while filter.isSearching { filter.advance(budget: 5) }
        return (0..<filter.matchCount).map(filter.sourceRow(forMatch:))
    }

    @Test("incremental narrowing, widening and arriving lines equal a fresh filter", arguments: FilterMode.allCases)
    func incrementalEqualsFresh(mode: FilterMode) async {
        await propertyCheck(count: 200, input: Self.lines, Self.lines, Self.steps) { first, later, steps in
            let firstBytes = Array(first.map { Self.text($0) + "\n" }.joined().utf8)
            var pending = Array(later.map { Self.text($0) + "\n" }.joined().utf8)
            var filter = LineFilter(source: LineListSource(bytes: firstBytes), mode: mode)
            var query = ""
            for (kind, value) in steps {
                switch kind {
                case 0...3: query += Self.typed[value % Self.typed.count]
                case 4: if !query.isEmpty { query.removeLast() }
                case 5: query = ""
                case 6:
                    let chunk = pending.prefix(value % 9)
                    pending.removeFirst(chunk.count)
                    filter.append(Array(chunk))
                case 7:
                    filter.append(pending)
                    pending = []
                    filter.closeLastLine()
                default: filter.advance(budget: value % 7 + 1)
                }
                if kind <= 5 { filter.setQuery(query) }
            }
            var lines = LineListSource(bytes: [])
            lines.append(filter.source.data)
            if !filter.source.hasOpenLine { lines.closeLastLine() }
            var fresh = LineFilter(source: lines, mode: mode)
            #expect(fresh.source.count == filter.source.count)
            fresh.setQuery(query)
            let found = Self.finished(filter)
            #expect(found == Self.finished(fresh))
            if mode == .exact {
                let words = query.split(separator: " ").map { $0.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
                let expected = (0..<filter.source.count).filter { row in
                    let line = filter.source.title(forRow: row).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                    return words.allSatisfy { line.contains($0) }
                }
                #expect(found == expected)
            } else {
                #expect(Set(found).count == found.count)
            }
        }
    }
}
