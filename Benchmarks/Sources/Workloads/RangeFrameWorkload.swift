import PickerCore
import PickerTerminal
import TerminalUI

/// One frame of `pick range` at 80×24, rendered and diffed after a Right arrow grows a span
/// that already runs across two months (anchored on 28 November, the cursor on 2 December),
/// as the session draws it: the header's interval text, the banded span and the help line.
public struct RangeFrameWorkload: Workload {
    public static let name = "Frame: render + diff, date range across two months, 80×24"
    public static let key = "frame-range"

    let frame: KeyFrame<DayRangeTerminalPicker>

    public init() {
        var model = DayRangeCalendar(state: DateFixture.state(style: .inline))
        model.move(.days(6))           // 28 November
        model.mark()
        model.move(.days(4))           // 2 December: the span crosses into December
        frame = KeyFrame(DayRangeTerminalPicker(model: model, header: "Stay"), key: KeyStroke(.right))
    }

    /// The bytes written for the frame.
    public func run() -> Int {
        frame.renderAndDiff()
    }
}
