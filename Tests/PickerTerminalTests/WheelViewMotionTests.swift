import PickerCore
@testable import PickerTerminal
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

    @Test("The drawn row is the selection shifted by the display offset rounded toward the selection")
    func roundsDisplayOffsetTowardSelection() {
        let numbers = ListSource(columns: [(0..<30).map { "n\($0)" }])
        var wheel = Fixtures.wheel(numbers, [10])
        wheel.apply(.tick(now: 0))
        wheel.apply(.page(forward: true))
        let target = wheel.state.selection[0]
        #expect(target > 12, "a page is a jump of several rows")
        var now = 0.0
        var shown: [Int] = []
        while wheel.isMoving && now < 10 {
            let offset = wheel.displayOffset(ofComponent: 0)
            // One whole row less than is left to travel: the last row of the travel is drawn at once.
            let rowsLeft = Int(offset.magnitude.rounded(.up)) - 1
            let expected = target + (offset < 0 ? -max(0, rowsLeft) : max(0, rowsLeft))
            #expect(WheelView(wheel).row(atOffset: 0, inComponent: 0) == expected)
            #expect(WheelView(wheel).row(atOffset: -1, inComponent: 0) == expected - 1)
            shown.append(expected)
            now += 1.0 / 60.0
            wheel.apply(.tick(now: now))
        }
        #expect(shown.first.map { $0 > 10 && $0 < target } == true, "a jump travels visibly: \(shown)")
        #expect(WheelView(wheel).row(atOffset: 0, inComponent: 0) == target)
    }

    @Test("A one-row step shows the new row on the band in the keystroke's own frame")
    func stepShowsAtOnce() {
        let numbers = ListSource(columns: [(0..<30).map { "n\($0)" }])
        for step in [1, -1] {
            var wheel = Fixtures.wheel(numbers, [10])
            wheel.apply(.tick(now: 0))
            wheel.apply(.step(by: step))
            #expect(wheel.displayOffset(ofComponent: 0) == Double(-step), "still animating: nothing has eased yet")
            #expect(WheelView(wheel).row(atOffset: 0, inComponent: 0) == 10 + step)
            #expect(bandTitle(wheel).split(separator: " ").contains("n\(10 + step)"))
            #expect(WheelView(wheel).row(atOffset: -1, inComponent: 0) == 9 + step)
            #expect(WheelView(wheel).row(atOffset: 1, inComponent: 0) == 11 + step)
        }
    }

    @Test("Whole rows drawn for a display offset: toward the selection by a whole row")
    func drawnShift() {
        let cases: [(Double, Int)] = [
            (0, 0), (-0.2, 0), (0.7, 0), (-1, 0), (1, 0), (-1.4, -1), (2.5, 2), (-3, -2), (3, 2),
            (.infinity, 0), (-.infinity, 0), (.nan, 0), (-1e300, -999_999_999),
        ]
        for (travel, shift) in cases {
            #expect(WheelView<ListSource>.drawnShift(forDisplayOffset: travel) == shift, "travel \(travel)")
        }
    }
}
