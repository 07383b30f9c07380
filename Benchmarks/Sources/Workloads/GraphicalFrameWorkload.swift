import PickerCore
import PickerTerminal
import TerminalUI

/// One frame of the graphical date picker (`.dateAndTime`: the month grid with the clock face
/// beside it) at 80×24, rendered and diffed after ↑ on the clock turns the minute hand one
/// minute, as `pick datetime --style graphical` draws it.
public struct GraphicalFrameWorkload: Workload {
    public static let name = "Frame: render + diff, graphical date and time with a clock, 80×24"
    public static let key = "frame-graphical"

    let frame: KeyFrame<GraphicalDatePicker>?

    public init() {
        let state = DatePickerState(mode: .dateAndTime, style: .graphical, date: DateFixture.now, locale: DateFixture.locale,
                                    calendar: DateFixture.calendar, timeZone: DateFixture.timeZone, now: DateFixture.now)
        // `.dateAndTime` is graphical (Behaviour 3.2), so building cannot throw; should it ever, run() says 0.
        frame = (try? GraphicalDatePicker(state: state, header: "Date and time", showsHelp: true)).map { picker in
            var picker = picker
            _ = picker.perform(.grid(.nextPart))   // Tab: the clock has the keys
            return KeyFrame(picker, key: KeyStroke(.up))
        }
    }

    /// The bytes written for the frame.
    public func run() -> Int {
        frame?.renderAndDiff() ?? 0
    }
}
