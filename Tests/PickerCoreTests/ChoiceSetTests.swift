import PickerCore
import Testing

/// Multi-select's model (Behaviour 5.2): toggles, the limit, presets, select-all, output order.
@Suite("Choice set: toggles, limit, presets, select all, order")
struct ChoiceSetTests {
    @Test("a toggle adds then removes; past the limit it is refused and nothing changes")
    func limit() {
        var choices = ChoiceSet(limit: 2)
        #expect(choices.toggle(4) == .chosen)
        #expect(choices.toggle(1) == .chosen)
        #expect(choices.isFull)
        #expect(choices.toggle(7) == .refused(limit: 2))
        #expect(choices == ChoiceSet([1, 4], limit: 2))
        #expect(choices.toggle(4) == .unchosen)
        #expect(choices.toggle(7) == .chosen)
        #expect(choices.ordered == [1, 7])
    }

    @Test("an unavailable item is refused, but a chosen one can always be removed")
    func unavailable() {
        var choices = ChoiceSet([3])
        #expect(choices.toggle(5, isAvailable: false) == .unavailable)
        #expect(choices.toggle(3, isAvailable: false) == .unchosen)
        #expect(choices.count == 0)
    }

    @Test("presets beyond the limit keep the first ones in list order; limits below 1 mean 1")
    func presets() {
        #expect(ChoiceSet([9, 2, 5], limit: 2).ordered == [2, 5])
        #expect(ChoiceSet([9, 2, 5]).ordered == [2, 5, 9])
        #expect(ChoiceSet([9, 2], limit: 0).ordered == [2])
    }

    @Test("select all: every available item up to the limit, in list order; again clears")
    func selectAll() {
        func sweep(_ choices: inout ChoiceSet, rows: Int, skipping skipped: Int? = nil) {
            var sweep = ChoiceSweep(rowCount: rows)
            #expect(sweep.advance(&choices) { $0 == skipped ? nil : $0 })
        }
        var capped = ChoiceSet([7], limit: 3)
        sweep(&capped, rows: 10, skipping: 1)
        #expect(capped.ordered == [0, 2, 7])
        sweep(&capped, rows: 10)
        #expect(capped.ordered == [])
        var open = ChoiceSet()
        sweep(&open, rows: 5)
        #expect(open.ordered == [0, 1, 2, 3, 4])
        sweep(&open, rows: 5)
        #expect(open.ordered == [])
    }

    @Test("a sweep goes a slice of rows per step: only the last step can clear, and a full set ends it early")
    func slicedSweep() {
        var choices = ChoiceSet([1, 5])
        var sweep = ChoiceSweep(rowCount: 10)
        #expect(!sweep.advance(&choices, budget: 4) { $0 })
        #expect(choices.ordered == [0, 1, 2, 3, 5])
        #expect(!sweep.advance(&choices, budget: 4) { $0 })
        #expect(sweep.advance(&choices, budget: 4) { $0 })
        #expect(choices.count == 10)

        // Everything chosen already: the steps add nothing, and the last one clears.
        var again = ChoiceSweep(rowCount: 10)
        #expect(!again.advance(&choices, budget: 6) { $0 })
        #expect(choices.count == 10)
        #expect(again.advance(&choices, budget: .max) { $0 })
        #expect(choices.count == 0)

        var capped = ChoiceSet(limit: 2)
        var early = ChoiceSweep(rowCount: 1_000)
        #expect(early.advance(&capped, budget: 10) { $0 })
        #expect(capped.ordered == [0, 1])
    }

    @Test("reported: the chosen in ascending order whatever the toggle order; none chosen gives the current item unless a minimum is asked")
    func reported() {
        var choices = ChoiceSet()
        for row in [30, 2, 17] { choices.toggle(row) }
        #expect(choices.reported(current: 5) == [2, 17, 30])
        #expect(ChoiceSet().reported(current: 5) == [5])
        #expect(ChoiceSet().reported(current: nil) == [])
        let needy = ChoiceSet(minimumCount: 2)
        #expect(needy.reported(current: 5) == [])
        #expect(!needy.isEnough)
        #expect(ChoiceSet([1, 2], minimumCount: 2).isEnough)
    }

    @Test("a minimum of 0 given: none chosen reports nothing and confirms; no minimum given reports the current item")
    func minimumOfZeroAllowsNone() {
        let none = ChoiceSet(minimumCount: 0)
        #expect(none.allowsNone && none.isEnough && none.minimumCount == 0)
        #expect(none.reported(current: 5) == [])
        #expect(!ChoiceSet().allowsNone)
        #expect(ChoiceSet().minimumCount == 0)
        #expect(ChoiceSet(minimumCount: nil).reported(current: 5) == [5])
        var chosen = ChoiceSet(minimumCount: 0)
        chosen.toggle(3)
        #expect(chosen.reported(current: 5) == [3])
        #expect(ChoiceSet(minimumCount: 0) != ChoiceSet())
    }
}
