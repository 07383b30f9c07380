import PickerCore
import Testing

/// Behaviour 1.10 at the seam every answering path asks: a disabled row is shown among the
/// matches of a filter but is never the chosen row, nor counted as a match that could be chosen.
@Suite("Disabled rows are never chosen: the model")
struct DisabledMatchTests {
    static func filter(_ lines: [String], disabled: Set<String>, query: String) -> LineFilter {
        var filter = LineFilter(source: LineListSource(lines: lines, disabledValues: disabled))
        filter.setQuery(query)
        while filter.isSearching { filter.advance(budget: LineFilter.rowsPerEvent) }
        return filter
    }

    @Test("A filter whose matches are all disabled has no chosen row, though a row is selected")
    func allMatchesDisabled() {
        let wheel = WheelPicker(source: Self.filter(["Apple", "Banana", "Cherry"], disabled: ["Banana"], query: "ban"))
        #expect(wheel.selectedRow(inComponent: 0) == 0)
        #expect(wheel.chosenRow(inComponent: 0) == nil)
    }

    @Test("A disabled best match gives way to the first enabled one")
    func firstEnabledMatch() {
        var wheel = WheelPicker(source: Self.filter(["Apple", "Apricot", "Banana"], disabled: ["Apple"], query: "ap"))
        wheel.selectRow(0, inComponent: 0, animated: false)
        #expect(wheel.chosenRow(inComponent: 0) == 1)
        #expect(wheel.title(forRow: 1, inComponent: 0) == "Apricot")
    }

    @Test("An empty filter result has no chosen row")
    func noMatch() {
        let wheel = WheelPicker(source: Self.filter(["Apple"], disabled: [], query: "kiwi"))
        #expect(wheel.chosenRow(inComponent: 0) == nil)
    }

    @Test("choosableMatches counts only enabled matches, best first, up to the limit", arguments: [
        (["Apple", "Apricot", "Avocado"], Set(["Apple"]), "a", 2, [1, 2]),
        (["Apple", "Apricot", "Avocado"], Set(["Apple", "Avocado"]), "a", 2, [1]),
        (["Apple", "Apricot"], Set(["Apple", "Apricot"]), "ap", 2, []),
        (["Apple", "Apricot", "Avocado"], Set<String>(), "a", 1, [0]),
        (["Apple", "Banana"], Set<String>(), "kiwi", 2, []),
    ] as [([String], Set<String>, String, Int, [Int])])
    func choosableMatches(lines: [String], disabled: Set<String>, query: String, limit: Int, expected: [Int]) {
        #expect(Self.filter(lines, disabled: disabled, query: query).choosableMatches(limit: limit) == expected)
    }

    @Test("The filtered item list answers as the line filter does")
    func itemList() {
        var items = ItemListSource(
            filtering: LineListSource(lines: ["Apple", "Apricot"], disabledValues: ["Apple", "Apricot"]), mode: .exact)
        items.setQuery("ap")
        while items.isSearching { items.advance(budget: LineFilter.rowsPerEvent) }
        #expect(items.matchCount == 2)
        #expect(items.choosableMatches(limit: 2) == [])
        #expect(WheelPicker(source: items).chosenRow(inComponent: 0) == nil)
    }
}
