import Foundation
import PickerCore
import Testing

/// Behaviour 1.10 (updated): a key step (arrow, page) never traps a keyboard user behind disabled
/// rows; it goes on to the next enabled row in its direction. Scrolling still lands where it
/// lands and rests on the nearest enabled row.
@Suite("Key steps across disabled rows")
struct KeyStepTests {
    /// Steps with `action` after a first tick and lets the wheel settle.
    static func settle<S: WheelDataSource>(_ picker: inout WheelPicker<S>, _ actions: [WheelAction]) -> [WheelEvent] {
        let start = (picker.state.now ?? 0) + 1
        var events = picker.apply(.tick(now: start))
        for action in actions { events += picker.apply(action) }
        return events + picker.apply(.tick(now: start + 10))
    }

    static func fruit() -> WheelPicker<ColumnsSource> {
        WheelPicker(source: ColumnsSource(components: [["Apple", "Banana", "Cherry", "Durian"]],
                                          disabledValues: ["Banana", "Cherry"]))
    }

    @Test("one Down from Apple past disabled Banana and Cherry reaches Durian, and Up comes back")
    func downCrossesRun() {
        var picker = Self.fruit()
        let events = Self.settle(&picker, [.step(by: 1)])
        #expect(events == [.valueChanged(component: 0, row: 3), .settled(selection: [3])])
        #expect(Self.settle(&picker, [.step(by: -1)]).last == .settled(selection: [0]))
    }

    @Test("a page that would rest back where it started goes on to the next enabled row")
    func pageCrossesRun() {
        var picker = WheelPicker(source: NumberRows(20, disabled: Set(1 ... 12)))
        picker.rowsPerPage = 5
        #expect(Self.settle(&picker, [.page(forward: true)]).last == .settled(selection: [13]))
    }

    @Test("a looping wheel crosses the wrap to the next enabled row")
    func loopingCrossesWrap() {
        var picker = WheelPicker(source: NumberRows(10, disabled: [8, 9, 0, 1], loops: true), selection: [7])
        _ = picker.apply(.tick(now: 0))
        _ = picker.apply(.step(by: 1))
        #expect(picker.state.selection == [2])
    }

    @Test("with no enabled row that way a plain wheel does not move")
    func nothingBeyond() {
        var picker = WheelPicker(source: NumberRows(5, disabled: [3, 4]), selection: [2])
        #expect(Self.settle(&picker, [.step(by: 1)]).isEmpty)
        #expect(picker.state.selection == [2])
    }

    @Test("a scroll notch is not a key step: it rests on the nearest enabled row")
    func scrollStillSettlesNearest() {
        var picker = Self.fruit()
        let events = Self.settle(&picker, [.scroll(component: 0, rows: 1)])
        #expect(events.last == .settled(selection: [0]))
    }

    @Test("the day wheel steps from 28 February to the 1st, not back to the 28th (Behaviour 2.8)")
    func dayWheelCrossesMissingDays() {
        var picker = DateFixture.picker(.date, date: DateFixture.instant("2026-02-28T00:00:00Z"))
        _ = picker.apply(.tick(now: 0))
        _ = picker.apply(.focus(component: 1))
        _ = picker.apply(.step(by: 1))
        let events = picker.apply(.tick(now: 10))
        #expect(events.last == .settled(.date(DateFixture.instant("2026-02-01T00:00:00Z"))))
    }
}
