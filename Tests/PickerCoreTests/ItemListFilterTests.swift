import PickerCore
import Testing
import PickerFormats

/// A filtered ``ItemListSource`` (issue 13, section 3 on the list style): its rows are the
/// matches, and every field, printed value and highlight is the matched line's.
@Suite("Watch items: filtered by a query")
struct ItemListFilterTests {
    static let fields = ItemFields(order: [.caption, .title])

    static func items(_ lines: [String], mode: FilterMode = .exact, fields: ItemFields = .wholeLine, query: String) -> ItemListSource {
        var source = ItemListSource(filtering: LineListSource(lines: lines), mode: mode, fields: fields)
        source.setQuery(query)
        while source.isSearching { source.advance(budget: 2) }
        return source
    }

    @Test("Without a query every line is an item, in order; with one, only the matches, mapped to their lines")
    func rowsAreMatches() {
        var source = ItemListSource(filtering: LineListSource(lines: ["Apple", "Banana", "Mango"]), mode: .exact)
        #expect(source.count == 3 && !source.isSearching && source.lineRow(forRow: 2) == 2)
        source.setQuery("AN")
        #expect(source.isSearching)
        source.advance(budget: 10)
        #expect(source.count == 2 && source.matchCount == 2 && source.totalCount == 3)
        #expect((0..<2).map { source.title(forRow: $0, inComponent: 0, selection: [0]) } == ["Banana", "Mango"])
        #expect(source.lineRow(forRow: 1) == 2)
        #expect(source.item(forRow: 1) == ListItem(row: 1, title: "Mango"))
        #expect(source.item(forRow: 2) == ListItem(row: 2, title: ""))
        #expect(source.bytes(of: .title, forRow: 5) == [])
    }

    @Test("Fields and printed values come from the matched line; the query matches captions too")
    func fieldsOfMatches() {
        let source = Self.items(["red\tApple", "yellow\tBanana", "orange\tMango"], fields: Self.fields, query: "yel")
        #expect(source.count == 1)
        #expect(source.item(forRow: 0) == ListItem(row: 0, title: "Banana", caption: "yellow"))
        #expect(ItemOutput.title.bytes(forRow: 0, of: source) == Array("Banana".utf8))
        #expect(ItemOutput.line.bytes(forRow: 0, of: source) == Array("yellow\tBanana".utf8))
        #expect(ItemOutput.index.bytes(forRow: 0, of: source) == Array("1".utf8))
    }

    @Test("Highlights count scalars of the title field only, wherever it is in the line", arguments: [FilterMode.exact, .fuzzy])
    func highlightsInTitle(mode: FilterMode) {
        // The caption comes first: "ür" in the title is at scalars 1 and 2 of "Zürich".
        let source = Self.items(["Swiß\tZürich", "Stadt\tBern"], mode: mode, fields: Self.fields, query: "UR")
        #expect(source.count == 1)
        #expect(source.matchedScalars(forRow: 0, inComponent: 0, selection: [0]) == [1, 2])
        // A match in the caption alone highlights nothing in the title.
        let caption = Self.items(["Swiß\tZürich"], mode: mode, fields: Self.fields, query: "swi")
        #expect(caption.count == 1)
        #expect(caption.matchedScalars(forRow: 0, inComponent: 0, selection: [0]).isEmpty)
    }

    @Test("Fuzzy: the matches are ranked best first")
    func fuzzyRanking() {
        let source = Self.items(["src/main.swift", "README.md", "src/model/item.swift"], mode: .fuzzy, query: "mi")
        #expect((0..<source.count).map { source.lineRow(forRow: $0) } == [2, 0])
    }

    @Test("Lines appended are matched by the next advance; an unfiltered source just grows")
    func arriving() {
        var source = Self.items(["Apple"], query: "an")
        #expect(source.count == 0)
        source.append(Array("Banana\nMan".utf8))
        source.advance(budget: 100)
        #expect(source.count == 1 && source.totalCount == 2)
        source.closeLastLine()
        source.advance(budget: 100)
        #expect(source.count == 2 && source.lines.count == 3)
        var plain = ItemListSource(lines: LineListSource(lines: ["Apple"]))
        plain.append(Array("Banana\n".utf8))
        plain.setQuery("zzz")
        #expect(plain.count == 2 && plain.filter == nil && !plain.advance(budget: 10))
        #expect(plain.matchedScalars(forRow: 0, inComponent: 0, selection: [0]).isEmpty)
    }

    @Test("Type-ahead over the matches reads each match's title field")
    func typeAheadOverMatches() {
        let source = Self.items(["red\tApple", "yellow\tBanana", "orange\tMango"], fields: Self.fields, query: "an")
        let row = source.firstRow(in: 0..<source.count, inComponent: 0, selection: [0]) { _, utf8 in utf8.first == UInt8(ascii: "M") }
        #expect(row == 1)
    }
}
