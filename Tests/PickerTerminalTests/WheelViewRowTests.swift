@testable import PickerTerminal
import Testing

@Suite("Wheel view: row arithmetic")
struct WheelViewRowTests {
    @Test("Moving a row wraps in a looping component and stops at the ends otherwise")
    func rowArithmetic() {
        #expect(WheelView<ListSource>.row(59, movedBy: 2, count: 60, loops: true) == 1)
        #expect(WheelView<ListSource>.row(0, movedBy: -2, count: 60, loops: true) == 58)
        #expect(WheelView<ListSource>.row(0, movedBy: -2, count: 60, loops: false) == nil)
        #expect(WheelView<ListSource>.row(58, movedBy: 2, count: 60, loops: false) == nil)
        #expect(WheelView<ListSource>.row(3, movedBy: 0, count: 0, loops: true) == nil)
    }

    @Test("Huge counts cannot overflow", arguments: [true, false])
    func hugeCounts(loops: Bool) {
        let last = Int.max - 1
        #expect(WheelView<ListSource>.row(last, movedBy: 1, count: Int.max, loops: loops) == (loops ? 0 : nil) as Int?)
        #expect(WheelView<ListSource>.row(last, movedBy: -1, count: Int.max, loops: loops) == last - 1)
        #expect(WheelView<ListSource>.row(0, movedBy: -1, count: Int.max, loops: loops) == (loops ? last : nil) as Int?)
        #expect(WheelView<ListSource>.row(Int.max - 3, movedBy: Int.max - 2, count: Int.max, loops: loops) == (loops ? Int.max - 5 : nil) as Int?)
    }
}
