import PickerCore
import PickerTerminal
import TerminalUI

/// One frame of the inline calendar (`.date` mode, `.inline` style: the month grid) at 80×24,
/// rendered and diffed after a Right arrow moves the selection one day, as `pick date` draws it.
public struct CalendarFrameWorkload: Workload {
    public static let name = "Frame: render + diff, inline calendar, 80×24"
    public static let key = "frame-calendar"

    let frame: KeyFrame<DateTerminalPicker>?

    public init() {
        // `.date` is inline (Behaviour 2.11), so building cannot throw; should it ever, run() says 0.
        frame = (try? DateTerminalPicker(state: DateFixture.state(style: .inline), header: "Date", showsHelp: true))
            .map { KeyFrame($0, key: KeyStroke(.right)) }
    }

    /// The bytes written for the frame.
    public func run() -> Int {
        frame?.renderAndDiff() ?? 0
    }
}
