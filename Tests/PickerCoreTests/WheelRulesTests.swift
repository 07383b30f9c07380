import PickerCore
import Testing

/// Behaviour 1.5 (lazy rows), 1.9 (looping), 1.10 (disabled rows), 1.12 (dependent components),
/// 1.13 (focus).
@Suite("Wheel rules")
struct WheelRulesTests {
    @Test("Behaviour 1.5: 10,000,000 rows cost what 10 do: no title is asked to move, jump or settle")
    func lazyRows() {
        let counter = QuestionCounter()
        var picker = WheelPicker(source: HugeSource(rows: 10_000_000, counter: counter))
        #expect(picker.state.rowCounts == [10_000_000])
        var time = 0.0
        func tick() { time += 1.0 / 60; picker.apply(.tick(now: time)) }
        tick()
        picker.apply(.step(by: 1))
        for _ in 0..<30 { tick() }
        picker.apply(.jumpToEnd(last: true))
        for _ in 0..<30 { tick() }
        picker.apply(.select(row: 5_000_000, component: 0))
        picker.apply(.page(forward: true))
        for _ in 0..<30 { tick() }
        picker.selectRow(20_000_000, inComponent: 0, animated: true)
        picker.apply(.commit)
        #expect(picker.state.selection == [9_999_999])
        #expect(counter.titles.load(ordering: .relaxed) == 0)
        // Only rows landed on are checked for being enabled: a handful, not millions.
        #expect(counter.enabledChecks.load(ordering: .relaxed) < 300)
    }

    @Test("Behaviour 1.9: a looping component wraps both ways and is still n rows")
    func loopingWraps() {
        var picker = WheelPicker(source: NumberRows(60, loops: true))
        #expect(picker.state.rowCounts == [60])
        picker.apply(.tick(now: 0))
        #expect(picker.apply(.step(by: -1)) == [.valueChanged(component: 0, row: 59)])
        #expect(picker.displayOffset(ofComponent: 0) == 1)
        #expect(picker.apply(.tick(now: 1)) == [.settled(selection: [59])])
        #expect(picker.apply(.step(by: 1)) == [.valueChanged(component: 0, row: 0)])
        #expect(picker.displayOffset(ofComponent: 0) == -1)
        #expect(picker.apply(.tick(now: 2)) == [.settled(selection: [0])])
        #expect(picker.apply(.page(forward: false)) == [.valueChanged(component: 0, row: 55)])
        picker.apply(.tick(now: 3))
        #expect(picker.apply(.step(by: 125)) == [.valueChanged(component: 0, row: 0)])
        picker.apply(.tick(now: 4))
        // Code selection animates the short way round.
        picker.selectRow(58, inComponent: 0, animated: true)
        #expect(picker.displayOffset(ofComponent: 0) == 2)
        #expect(picker.apply(.tick(now: 5)) == [])
        #expect(picker.state.selection == [58])
    }

    @Test("Behaviour 1.10: stopping on a disabled row moves to the nearest enabled row, animated, then settles")
    func disabledMovesToNearest() {
        // Rows 3, 4, 5 disabled: from 2 scrolling onto 3, the nearest enabled row is 2. (A key
        // step would not be trapped there: see KeyStepTests.)
        var picker = WheelPicker(source: NumberRows(10, disabled: [3, 4, 5]), selection: [2])
        picker.apply(.tick(now: 0))
        #expect(picker.apply(.scroll(component: 0, rows: 1)) == [.valueChanged(component: 0, row: 3)])
        // People may cross disabled rows: nothing happens until the wheel stops.
        #expect(picker.apply(.tick(now: 0.05)) == [])
        #expect(picker.state.selection == [3])
        // The step's ease ends at 0.03 × ln(100) ≈ 0.138 s; the move to row 2 starts there,
        // drawn from row 3 (offset +1) and easing in.
        #expect(picker.apply(.tick(now: 0.14)) == [.valueChanged(component: 0, row: 2)])
        let offset = picker.displayOffset(ofComponent: 0)
        #expect(offset > 0.9 && offset < 1)
        #expect(picker.isMoving)
        #expect(picker.apply(.tick(now: 1)) == [.settled(selection: [2])])
        // One tick long enough covers both animations; the order of events is the same.
        #expect(picker.apply(.scroll(component: 0, rows: 1)) == [.valueChanged(component: 0, row: 3)])
        #expect(picker.apply(.tick(now: 2)) == [.valueChanged(component: 0, row: 2), .settled(selection: [2])])
    }

    @Test("Behaviour 1.10: a tie goes in the direction of travel")
    func disabledTieGoesWithTravel() {
        var down = WheelPicker(source: NumberRows(10, disabled: [4]), selection: [3])
        down.apply(.tick(now: 0))
        down.apply(.step(by: 1))
        #expect(down.apply(.tick(now: 1)) == [.valueChanged(component: 0, row: 5), .settled(selection: [5])])

        var up = WheelPicker(source: NumberRows(10, disabled: [4]), selection: [5])
        up.apply(.tick(now: 0))
        up.apply(.step(by: -1))
        #expect(up.apply(.tick(now: 1)) == [.valueChanged(component: 0, row: 3), .settled(selection: [3])])
    }

    @Test("Behaviour 1.10: the nearest enabled row may lie across the wrap of a looping component")
    func disabledAcrossWrap() {
        var picker = WheelPicker(source: NumberRows(10, disabled: [0, 1, 2, 3, 4, 5, 6, 7], loops: true), selection: [8])
        picker.apply(.tick(now: 0))
        picker.apply(.step(by: 2))
        #expect(picker.state.selection == [0])
        #expect(picker.apply(.tick(now: 1)) == [.valueChanged(component: 0, row: 9), .settled(selection: [9])])
    }

    @Test("Behaviour 1.10: with no enabled row the selection stays where it stopped")
    func noEnabledRowStays() {
        var picker = WheelPicker(source: NumberRows(4, disabled: [0, 1, 2, 3]))
        picker.apply(.tick(now: 0))
        #expect(picker.apply(.step(by: 2)) == [.valueChanged(component: 0, row: 2)])
        #expect(picker.apply(.tick(now: 1)) == [.settled(selection: [2])])
        #expect(!picker.isMoving)
    }

    @Test("Behaviour 1.10: code and the initial selection never leave a disabled row selected, silently")
    func codeLeavesDisabledRows() {
        var picker = WheelPicker(source: NumberRows(10, disabled: [0, 1]))
        #expect(picker.state.selection == [2])
        picker.selectRow(1, inComponent: 0, animated: false)
        #expect(picker.state.selection == [2])
        picker.selectRow(9, inComponent: 0, animated: false)
        picker.apply(.tick(now: 0))
        picker.selectRow(0, inComponent: 0, animated: true)
        #expect(picker.apply(.tick(now: 1)) == [])
        #expect(picker.state.selection == [2])
    }

    @Test("Behaviour 1.10: commit while moving settles at once, off a disabled row, then commits")
    func commitWhileMoving() {
        var picker = WheelPicker(source: NumberRows(10, disabled: [3]), selection: [2])
        picker.apply(.tick(now: 0))
        picker.apply(.step(by: 1))
        #expect(picker.apply(.commit) == [
            .valueChanged(component: 0, row: 4), .settled(selection: [4]), .committed(selection: [4]),
        ])
        #expect(!picker.isMoving)
        #expect(picker.displayOffset(ofComponent: 0) == 0)
    }

    @Test("Behaviour 1.12: choosing a country reloads its cities, reported as a change of the city")
    func countryCity() {
        var picker = WheelPicker(source: CountryCity(), selection: [2, 3])
        #expect(picker.state.rowCounts == [3, 4])
        #expect(picker.title(forRow: 3, inComponent: 1) == "Torino")
        picker.apply(.tick(now: 0))
        // Italy (Torino, row 3) → Germany: only 2 cities, the city clamps to Hamburg.
        #expect(picker.apply(.step(by: -1)) == [
            .valueChanged(component: 0, row: 1), .valueChanged(component: 1, row: 1),
        ])
        #expect(picker.state.rowCounts == [3, 2])
        #expect(picker.state.selection == [1, 1])
        #expect(picker.apply(.tick(now: 1)) == [.settled(selection: [1, 1])])
        // Germany (Hamburg, row 1) → France: row 1 stays but now reads Lyon: still reported.
        #expect(picker.apply(.step(by: -1)) == [
            .valueChanged(component: 0, row: 0), .valueChanged(component: 1, row: 1),
        ])
        #expect(picker.title(forRow: 1, inComponent: 1) == "Lyon")
        #expect(picker.apply(.tick(now: 2)) == [.settled(selection: [0, 1])])
        // Moving the city does not touch the country.
        picker.apply(.focusNext)
        #expect(picker.apply(.step(by: 1)) == [.valueChanged(component: 1, row: 2)])
        // Code changes recount dependents too, silently.
        picker.selectRow(1, inComponent: 0, animated: false)
        #expect(picker.state.selection == [1, 1])
        #expect(picker.state.rowCounts == [3, 2])
    }

    @Test("Behaviour 1.13: focus starts on the first component and moves in logical order, stopping at the ends")
    func focusOrder() {
        var picker = WheelPicker(source: NumberRows(5, 5, 5))
        #expect(picker.state.focusedComponent == 0)
        #expect(picker.apply(.focusPrevious) == [])
        #expect(picker.state.focusedComponent == 0)
        picker.apply(.focusNext)
        #expect(picker.state.focusedComponent == 1)
        picker.apply(.focusNext)
        picker.apply(.focusNext)
        #expect(picker.state.focusedComponent == 2)
        picker.apply(.focus(component: 1))
        #expect(picker.state.focusedComponent == 1)
        picker.apply(.focus(component: 9))
        #expect(picker.state.focusedComponent == 2)
        picker.apply(.tick(now: 0))
        #expect(picker.apply(.step(by: 1)) == [.valueChanged(component: 2, row: 1)])
        #expect(picker.state.selection == [0, 0, 1])
        // A scroll notch acts on the component under the pointer and leaves focus alone.
        #expect(picker.apply(.scroll(component: 0, rows: 1)) == [.valueChanged(component: 0, row: 1)])
        #expect(picker.state.focusedComponent == 2)
        #expect(picker.apply(.stepComponent(1, by: 2)) == [.valueChanged(component: 1, row: 2)])
    }

    @Test("Behaviour 1.13: down brings the next row; page moves by the visible rows; Home and End")
    func pageAndEnds() {
        var picker = WheelPicker(source: NumberRows(12))
        picker.apply(.tick(now: 0))
        #expect(picker.apply(.page(forward: true)) == [.valueChanged(component: 0, row: 5)])
        #expect(picker.apply(.page(forward: true)) == [.valueChanged(component: 0, row: 10)])
        #expect(picker.apply(.page(forward: true)) == [.valueChanged(component: 0, row: 11)])
        #expect(picker.apply(.page(forward: false)) == [.valueChanged(component: 0, row: 6)])
        picker.rowsPerPage = 3
        #expect(picker.apply(.page(forward: false)) == [.valueChanged(component: 0, row: 3)])
        #expect(picker.apply(.jumpToEnd(last: true)) == [.valueChanged(component: 0, row: 11)])
        #expect(picker.displayOffset(ofComponent: 0) == -3)
        #expect(picker.apply(.jumpToEnd(last: false)) == [.valueChanged(component: 0, row: 0)])
        #expect(picker.apply(.tick(now: 1)) == [.settled(selection: [0])])
    }
}
