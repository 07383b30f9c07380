import PickerCore
import PickerTerminal
import TerminalUI
import Testing

/// The wheel view while the picker animates.
@Suite("Wheel view: motion")
struct WheelViewMotionTests {
    /// The title on the band of component 0, as drawn now.
    func bandTitle<Source>(_ wheel: WheelPicker<Source>) -> String {
        renderWheel(wheel, width: 20, height: 5).lines[2]
    }

    @Test("Rows travel the right way while animating, whole rows at a time, and end on the selection")
    func rowsFollowDisplayOffset() {
        let numbers = ListSource(columns: [(0..<30).map { "n\($0)" }])
        var wheel = Fixtures.wheel(numbers, [0])
        wheel.apply(.tick(now: 0))
        wheel.selectRow(6, inComponent: 0, animated: true)
        let view = { WheelView(wheel) }
        var shown: [Int] = []
        var now = 0.0
        repeat {
            shown.append(view().row(atOffset: 0, inComponent: 0) ?? -1)
            now += 1.0 / 60.0
            wheel.apply(.tick(now: now))
        } while wheel.isMoving && now < 10
        shown.append(view().row(atOffset: 0, inComponent: 0) ?? -1)
        #expect(shown == shown.sorted(), "the band only ever moves forward: \(shown)")
        #expect(shown.first.map { $0 >= 0 && $0 <= 6 } == true)
        #expect(shown.last == 6)
        #expect(bandTitle(wheel) == "› n6  ‹")
    }

    @Test("The drawn row is the selection shifted by the rounded display offset")
    func roundsDisplayOffset() {
        let numbers = ListSource(columns: [(0..<30).map { "n\($0)" }])
        var wheel = Fixtures.wheel(numbers, [10])
        wheel.apply(.tick(now: 0))
        wheel.apply(.step(by: 1))
        var now = 0.0
        while wheel.isMoving && now < 10 {
            let offset = wheel.displayOffset(ofComponent: 0)
            let expected = 11 + Int(offset.rounded())
            #expect(WheelView(wheel).row(atOffset: 0, inComponent: 0) == expected)
            #expect(WheelView(wheel).row(atOffset: -1, inComponent: 0) == expected - 1)
            now += 1.0 / 60.0
            wheel.apply(.tick(now: now))
        }
        #expect(WheelView(wheel).row(atOffset: 0, inComponent: 0) == 11)
    }
}
