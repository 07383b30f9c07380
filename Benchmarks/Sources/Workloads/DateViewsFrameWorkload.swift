import PickerCore
import PickerTerminal
import TerminalUI

/// One frame of the 3-component date wheels drawn by the date terminal views
/// (`DateTerminalPicker`, `.date` mode, `.wheels` style) at 80×24, rendered and diffed after a
/// Down arrow, once the wheel has settled: what `pick date --style wheels` draws.
public struct DateViewsFrameWorkload: Workload {
    public static let name = "Frame: render + diff, date wheels (date views), 80×24"
    public static let key = "frame-date-views"

    let frame: KeyFrame<DateTerminalPicker>?

    public init() {
        // `.date` has a wheels style (Behaviour 2.2), so building cannot throw; should it, run() says 0.
        frame = (try? DateTerminalPicker(state: DateFixture.state(style: .wheels), header: "Date", showsHelp: true))
            .map { KeyFrame($0, key: KeyStroke(.down)) }
    }

    /// The bytes written for the frame.
    public func run() -> Int {
        frame?.renderAndDiff() ?? 0
    }
}
