import PickerCore
import Testing

/// Behaviour 1.7 (selection API, clamping, reload) and Behaviour 1.8 (events, none from code).
@Suite("Wheel selection")
struct WheelSelectionTests {
    @Test("Behaviour 1.7: a new picker selects the first row, or the given rows clamped into range")
    func initialSelectionIsClamped() {
        #expect(WheelPicker(source: NumberRows(10, 5)).state.selection == [0, 0])
        let picker = WheelPicker(source: NumberRows(10, 5, 3), selection: [12, -4])
        #expect(picker.state.selection == [9, 0, 0])
        #expect(picker.state.rowCounts == [10, 5, 3])
        #expect(picker.state.focusedComponent == 0)
        #expect(!picker.isMoving)
    }

    @Test("Behaviour 1.7: selecting by code past the end selects the last row, before the start the first")
    func codeSelectionClamps() {
        var picker = WheelPicker(source: NumberRows(10))
        picker.selectRow(42, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 9)
        picker.selectRow(-3, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        picker.selectRow(4, inComponent: 0, animated: false)
        #expect(picker.state.selection == [4])
        #expect(picker.displayOffset(ofComponent: 0) == 0)
        #expect(!picker.isMoving)
    }

    @Test("Behaviour 1.7: an empty component has no selected row")
    func emptyComponentHasNoSelection() {
        var picker = WheelPicker(source: NumberRows(0, 3))
        #expect(picker.selectedRow(inComponent: 0) == nil)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        #expect(picker.selectedRow(inComponent: 7) == nil)
        #expect(picker.apply(.step(by: 1)) == [])
        #expect(picker.apply(.type("a")) == [])
        picker.selectRow(3, inComponent: 0, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == nil)
        #expect(!picker.isMoving)
    }

    @Test("Behaviour 1.7: reloading keeps each selection clamped into the new range")
    func reloadClamps() {
        var picker = WheelPicker(source: NumberRows(10, 10), selection: [8, 6])
        picker.source.counts = [5, 10]
        picker.reloadComponent(0)
        #expect(picker.state.selection == [4, 6])
        #expect(picker.state.rowCounts == [5, 10])
        picker.source.counts = [5, 0]
        picker.reloadAllComponents()
        #expect(picker.state.rowCounts == [5, 0])
        #expect(picker.selectedRow(inComponent: 1) == nil)
        picker.source.counts = [5, 4, 2]
        picker.reloadAllComponents()
        #expect(picker.state.selection == [4, 0, 0])
        #expect(picker.state.rowCounts == [5, 4, 2])
    }

    @Test("Behaviour 1.8: a person's step reports the change at once, then settles once after ticks")
    func stepReportsChangeThenSettled() {
        var picker = WheelPicker(source: NumberRows(10))
        #expect(picker.apply(.tick(now: 0)) == [])
        #expect(picker.apply(.step(by: 1)) == [.valueChanged(component: 0, row: 1)])
        #expect(picker.state.selection == [1])
        #expect(picker.displayOffset(ofComponent: 0) == -1)
        #expect(picker.isMoving)
        #expect(picker.apply(.tick(now: 0.05)) == [])
        let halfway = picker.displayOffset(ofComponent: 0)
        #expect(halfway > -1 && halfway < 0)
        #expect(picker.apply(.tick(now: 0.5)) == [.settled(selection: [1])])
        #expect(picker.displayOffset(ofComponent: 0) == 0)
        #expect(!picker.isMoving)
        #expect(picker.apply(.tick(now: 1)) == [])
    }

    @Test("Behaviour 1.8: a three-row step eases into place in about 0.17 s")
    func stepEasingDuration() {
        var picker = WheelPicker(source: NumberRows(10))
        picker.apply(.tick(now: 0))
        picker.apply(.step(by: -1))
        #expect(picker.state.selection == [0])
        #expect(picker.state.motion[0].offset == 0)
        picker.apply(.step(by: 3))
        #expect(picker.state.selection == [3])
        var time = 0.0
        var settledAt: Double?
        while time < 1, settledAt == nil {
            time += 1.0 / 60
            if picker.apply(.tick(now: time)) == [.settled(selection: [3])] { settledAt = time }
        }
        // 3 rows (the capped offset) ease to within 0.01 of a row in 0.03 × ln(300) ≈ 0.17 s.
        #expect(settledAt.map { $0 > 0.15 && $0 < 0.2 } == true)
    }

    @Test("Behaviour 1.8: changes made by code emit nothing, animated or not, and never settle")
    func codeChangesAreSilent() {
        var picker = WheelPicker(source: NumberRows(10))
        picker.apply(.tick(now: 0))
        picker.selectRow(5, inComponent: 0, animated: true)
        #expect(picker.state.selection == [5])
        #expect(picker.displayOffset(ofComponent: 0) == -3)  // capped at maximumOffset
        #expect(picker.isMoving)
        #expect(picker.apply(.tick(now: 0.05)) == [])
        #expect(picker.apply(.tick(now: 2)) == [])
        #expect(picker.displayOffset(ofComponent: 0) == 0)
        #expect(!picker.isMoving)
    }

    @Test("Behaviour 1.8: a click selects the row with events and focuses its component")
    func clickSelects() {
        var picker = WheelPicker(source: NumberRows(10, 10))
        picker.apply(.tick(now: 0))
        #expect(picker.apply(.select(row: 7, component: 1)) == [.valueChanged(component: 1, row: 7)])
        #expect(picker.state.focusedComponent == 1)
        #expect(picker.state.selection == [0, 7])
        #expect(picker.apply(.tick(now: 1)) == [.settled(selection: [0, 7])])
        #expect(picker.apply(.select(row: 99, component: 1)) == [.valueChanged(component: 1, row: 9)])
        #expect(picker.apply(.tick(now: 2)) == [.settled(selection: [0, 9])])
        // Clicking the selected row changes nothing and settles nothing.
        #expect(picker.apply(.select(row: 9, component: 1)) == [])
        #expect(!picker.isMoving)
        #expect(picker.apply(.select(row: 1, component: 5)) == [])
    }

    @Test("Behaviour 1.7: a plain component stops at its ends without events")
    func plainComponentStopsAtEnds() {
        var picker = WheelPicker(source: NumberRows(3))
        picker.apply(.tick(now: 0))
        #expect(picker.apply(.step(by: -1)) == [])
        #expect(!picker.isMoving)
        picker.apply(.jumpToEnd(last: true))
        picker.apply(.tick(now: 1))
        #expect(picker.state.selection == [2])
        #expect(picker.apply(.tick(now: 2)) == [])
        #expect(picker.apply(.step(by: 1)) == [])
        #expect(picker.state.selection == [2])
        #expect(picker.apply(.jumpToEnd(last: false)) == [.valueChanged(component: 0, row: 0)])
    }

    @Test("commit reports the settled selection; cancel reports cancelled")
    func commitAndCancel() {
        var picker = WheelPicker(source: NumberRows(10))
        picker.apply(.tick(now: 0))
        picker.apply(.step(by: 2))
        #expect(picker.apply(.commit) == [.settled(selection: [2]), .committed(selection: [2])])
        #expect(!picker.isMoving)
        #expect(picker.apply(.commit) == [.committed(selection: [2])])
        #expect(picker.apply(.cancel) == [.cancelled])
    }
}
