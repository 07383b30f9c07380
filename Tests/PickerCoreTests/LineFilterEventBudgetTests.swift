import PickerCore
import Testing

/// Issue 13/15: a key over a million lines is answered within one event once the lines are
/// folded; folding them is what the budget bounds.
@Suite("Line filter: one event's budget")
struct LineFilterEventBudgetTests {
    /// `count` lines of "hay" with "needle" at `needle`, as bytes.
    static func hay(_ count: Int, needle: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for row in 0..<count { bytes += Array((row == needle ? "needle\n" : "hay\n").utf8) }
        return bytes
    }

    @Test("Lines folded as they arrive: a key over three events' worth of lines is one event")
    func arrivedLinesAreOneEvent() {
        let count = 3 * LineFilter.rowsPerEvent
        let bytes = Self.hay(count, needle: count - 2)
        var filter = LineFilter(source: LineListSource(bytes: []))
        var offset = 0
        while offset < bytes.count {
            filter.append(Array(bytes[offset..<min(bytes.count, offset + 65_536)]))
            offset += 65_536
        }
        filter.setQuery("needle")
        filter.advance(budget: LineFilter.rowsPerEvent)
        #expect(!filter.isSearching && filter.matchCount == 1 && filter.sourceRow(forMatch: 0) == count - 2)
        // Narrowing and widening read folded lines only: one event each.
        filter.setQuery("needles")
        filter.advance(budget: LineFilter.rowsPerEvent)
        #expect(!filter.isSearching && filter.matchCount == 0)
        filter.setQuery("hay")
        filter.advance(budget: LineFilter.rowsPerEvent)
        #expect(!filter.isSearching && filter.matchCount == count - 1)
    }

    @Test("Lines given whole are folded by the first key, at most one budget's worth per event")
    func unfoldedLinesTakeOneEventPerBudget() {
        let count = 3 * LineFilter.rowsPerEvent
        var filter = LineFilter(source: LineListSource(bytes: Self.hay(count, needle: count - 2)))
        filter.setQuery("needle")
        var events = 0
        while filter.isSearching {
            filter.advance(budget: LineFilter.rowsPerEvent)
            events += 1
        }
        #expect(events == 3 && filter.matchCount == 1)
        // Folded now: the next key that starts over reads them all in one event.
        filter.setQuery("hay")
        filter.advance(budget: LineFilter.rowsPerEvent)
        #expect(!filter.isSearching && filter.matchCount == count - 1)
    }
}
