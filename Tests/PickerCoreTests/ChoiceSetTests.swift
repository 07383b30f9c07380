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
        var capped = ChoiceSet([7], limit: 3)
        #expect(capped.toggleAll(0..<10) { $0 != 1 } == 3)
        #expect(capped.ordered == [0, 2, 7])
        #expect(capped.toggleAll(0..<10) == 0)
        var open = ChoiceSet()
        #expect(open.toggleAll(0..<5) == 5)
        #expect(open.toggleAll(0..<5) == 0)
        #expect(open.ordered == [])
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
