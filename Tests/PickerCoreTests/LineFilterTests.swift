import PickerCore
import Testing

/// Behaviour 5.3 (issue 13, section 3): filtering a list by what is typed.
@Suite("Line filter: matching and ranking")
struct LineFilterTests {
    /// The titles of every match, in the order shown, once the filter has read every line.
    static func matches(_ lines: [String], _ query: String, mode: FilterMode = .exact) -> [String] {
        var filter = LineFilter(source: LineListSource(lines: lines), mode: mode)
        filter.setQuery(query)
        while filter.isSearching { filter.advance(budget: 3) }
        return titles(filter)
    }

    static func titles(_ filter: LineFilter) -> [String] {
        (0..<filter.matchCount).map { filter.title(forRow: $0, inComponent: 0, selection: [0]) }
    }

    static let places = ["Zürich", "Basel", "Zug", "Genève", "Neuchâtel", "New York", "York", "ZURICH AIRPORT"]

    @Test("Case and diacritics are ignored on both sides")
    func caseAndDiacritics() {
        #expect(Self.matches(Self.places, "zu") == ["Zürich", "Zug", "ZURICH AIRPORT"])
        #expect(Self.matches(Self.places, "ZÜR") == ["Zürich", "ZURICH AIRPORT"])
        #expect(Self.matches(Self.places, "geneve") == ["Genève"])
        #expect(Self.matches(Self.places, "CHÂ") == ["Neuchâtel"])
        // A decomposed é (e + U+0301) in the line or in the query is an e.
        #expect(Self.matches(["Cafe\u{301} noir", "Cafe"], "café") == ["Cafe\u{301} noir", "Cafe"])
        #expect(Self.matches(["Café"], "cafe\u{301}") == ["Café"])
    }

    @Test("Words match in any order, each anywhere in the line; all of them must")
    func wordsInAnyOrder() {
        #expect(Self.matches(Self.places, "york new") == ["New York"])
        #expect(Self.matches(Self.places, "  york  ") == ["New York", "York"])
        #expect(Self.matches(Self.places, "air zur") == ["ZURICH AIRPORT"])
        #expect(Self.matches(Self.places, "zur xyz") == [])
        #expect(Self.matches(Self.places, "") == Self.places)
    }

    @Test("CJK and right-to-left lines match by their characters")
    func scripts() {
        let lines = ["東京タワー", "京都", "大阪城", "שלום עולם", "עולם", "مَرْحَبًا بالعالم", "Привет мир"]
        #expect(Self.matches(lines, "京") == ["東京タワー", "京都"])
        #expect(Self.matches(lines, "タワー 東京") == ["東京タワー"])
        #expect(Self.matches(lines, "עולם") == ["שלום עולם", "עולם"])
        #expect(Self.matches(lines, "עולם שלום") == ["שלום עולם"])
        // Arabic vowel marks are diacritics: the bare letters find the marked word.
        #expect(Self.matches(lines, "مرحبا") == ["مَرْحَبًا بالعالم"])
        #expect(Self.matches(lines, "ПРИВЕТ") == ["Привет мир"])
        #expect(Self.matches(lines, "京", mode: .fuzzy) == ["京都", "東京タワー"])
    }

    @Test("Fuzzy: characters in order, not next to each other; ranked as fzf ranks")
    func fuzzyOrder() {
        let lines = ["xaxxbxxcx", "a_b_c", "abc", "abcdef", "cab", "AbsoluteBaseCase"]
        // Consecutive at the start first; the shorter of equal scores first; word starts beat
        // gaps inside words; "cab" has no a…b…c in order.
        #expect(Self.matches(lines, "abc", mode: .fuzzy) == ["abc", "abcdef", "a_b_c", "AbsoluteBaseCase", "xaxxbxxcx"])
        #expect(Self.matches(lines, "ABC", mode: .fuzzy) == Self.matches(lines, "abc", mode: .fuzzy))
        // Each word fuzzy, in any order.
        #expect(Self.matches(["foo/bar.swift", "bar_foo.txt", "baz"], "sw fb", mode: .fuzzy) == ["foo/bar.swift"])
        #expect(Self.matches(Self.places, "zrch", mode: .fuzzy) == ["Zürich", "ZURICH AIRPORT"])
    }

    @Test("The matched characters are the ones a view highlights")
    func highlights() {
        var filter = LineFilter(source: LineListSource(lines: ["Zürich Flughafen", "New York"]))
        filter.setQuery("flug zü")
        filter.advance(budget: 100)
        #expect(filter.matchedScalars(forMatch: 0) == [0, 1, 7, 8, 9, 10])
        var fuzzy = LineFilter(source: LineListSource(lines: ["foo_bar.swift"]), mode: .fuzzy)
        fuzzy.setQuery("fbs")
        fuzzy.advance(budget: 100)
        #expect(fuzzy.matchedScalars(forMatch: 0) == [0, 4, 8])
        // A decomposed é is two scalars; both belong to the matched character's scalar run.
        var marks = LineFilter(source: LineListSource(lines: ["Cafe\u{301}"]))
        marks.setQuery("fé")
        marks.advance(budget: 100)
        #expect(marks.matchedScalars(forMatch: 0) == [2, 3])
    }

    @Test("Backspace gives the wider query's matches back; lines arriving later are filtered too")
    func backspaceAndArrivals() {
        var filter = LineFilter(source: LineListSource(bytes: Array("apple\nbanana\n".utf8)))
        filter.setQuery("an")
        filter.advance(budget: 100)
        #expect(Self.titles(filter) == ["banana"])
        filter.setQuery("ana")
        filter.advance(budget: 100)
        filter.append(Array("mango\nananas\ncan".utf8))
        #expect(filter.isSearching)
        filter.advance(budget: 100)
        #expect(Self.titles(filter) == ["banana", "ananas"])
        filter.setQuery("an")
        #expect(filter.isSearching)  // "mango" and "ananas" came after "an" was last read
        filter.advance(budget: 100)
        #expect(Self.titles(filter) == ["banana", "mango", "ananas"])
        filter.closeLastLine()
        filter.advance(budget: 100)
        #expect(Self.titles(filter) == ["banana", "mango", "ananas", "can"])
        filter.setQuery("")
        #expect(!filter.isSearching && filter.matchCount == 5)
    }

    @Test("Work per call is bounded: a budget of n reads at most n lines")
    func boundedWork() {
        let lines = (0..<1_000).map { "line \($0)" }
        var filter = LineFilter(source: LineListSource(lines: lines))
        filter.setQuery("9")
        filter.advance(budget: 100)
        #expect(filter.isSearching)
        #expect(Self.titles(filter) == ["line 9", "line 19", "line 29", "line 39", "line 49", "line 59", "line 69",
                                        "line 79", "line 89", "line 90", "line 91", "line 92", "line 93", "line 94",
                                        "line 95", "line 96", "line 97", "line 98", "line 99"])
        var calls = 1
        while filter.isSearching {
            filter.advance(budget: 100)
            calls += 1
        }
        #expect(calls == 10)
        #expect(filter.matchCount == 271)
        // Narrowing reads the 271 matches of "9", not the 1,000 lines.
        filter.setQuery("99")
        filter.advance(budget: 271)
        #expect(!filter.isSearching && filter.matchCount == 19)
    }
}

extension LineFilterTests {
    @Test("Fuzzy over lines given as bytes, as `pick` reads them")
    func fuzzyOverBytes() {
        var filter = LineFilter(source: LineListSource(bytes: Array("Apple\nBanana\nZurich\n".utf8)), mode: .fuzzy)
        filter.setQuery("zri")
        filter.advance(budget: 100)
        #expect(Self.titles(filter) == ["Zurich"])
    }
}
