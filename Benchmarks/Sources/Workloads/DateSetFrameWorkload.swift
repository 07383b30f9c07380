import PickerCore
import PickerTerminal
import TerminalUI

/// One frame of the multiple-dates grid (`pick dates`, Behaviour 5.1) at 80×24, rendered and diffed
/// after a key: Space choosing the day under the cursor (``DateSetToggleFrameWorkload``) or
/// Page Down turning to the next month (``DateSetMonthFrameWorkload``). Three days of November
/// 2026 are already chosen, so the month turned from has marks to clear.
enum DateSetFrame {
    static func make(key: KeyStroke) -> KeyFrame<DateSetTerminalPicker> {
        let state = DateFixture.state(style: .inline)
        let cursor = state.context.dayNumber(of: state.date)
        let model = DateSetCalendar(state: state, days: Set([3, 10, 17].map { cursor - $0 }))
        return KeyFrame(DateSetTerminalPicker(model: model, header: "Dates"), key: key)
    }
}

/// The multiple-dates grid after Space chooses a day.
public struct DateSetToggleFrameWorkload: Workload {
    public static let name = "Frame: render + diff, multiple dates, toggle a day, 80×24"
    public static let key = "frame-dates-toggle"

    let frame = DateSetFrame.make(key: KeyStroke(.character(" ")))

    public init() {}

    /// The bytes written for the frame.
    public func run() -> Int { frame.renderAndDiff() }
}

/// The multiple-dates grid after Page Down turns the month.
public struct DateSetMonthFrameWorkload: Workload {
    public static let name = "Frame: render + diff, multiple dates, month turn, 80×24"
    public static let key = "frame-dates-month"

    let frame = DateSetFrame.make(key: KeyStroke(.pageDown))

    public init() {}

    /// The bytes written for the frame.
    public func run() -> Int { frame.renderAndDiff() }
}
