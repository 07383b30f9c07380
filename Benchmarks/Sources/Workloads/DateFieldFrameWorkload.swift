import PickerCore
import PickerTerminal
import TerminalUI

/// One frame of the textual date field (`.date` mode, `.field` style: `11/22/2026` in en_US)
/// at 80×24, rendered and diffed after an Up arrow steps the focused segment (the month), as
/// `pick date --style field` draws it.
public struct DateFieldFrameWorkload: Workload {
    public static let name = "Frame: render + diff, date field, 80×24"
    public static let key = "frame-field"

    let frame: KeyFrame<DateTerminalPicker>?

    public init() {
        // Every mode has the field style (Behaviour 3.1), so building cannot throw; should it, run() says 0.
        frame = (try? DateTerminalPicker(state: DateFixture.state(style: .field), header: "Date", showsHelp: true))
            .map { KeyFrame($0, key: KeyStroke(.up)) }
    }

    /// The bytes written for the frame.
    public func run() -> Int {
        frame?.renderAndDiff() ?? 0
    }
}

/// The same frame in the stepper field (`.stepperField`: the field with its `▲▼` stepper),
/// as `pick date --style stepper-field` draws it after an Up arrow.
public struct StepperFieldFrameWorkload: Workload {
    public static let name = "Frame: render + diff, date stepper field, 80×24"
    public static let key = "frame-stepper-field"

    let frame: KeyFrame<DateTerminalPicker>?

    public init() {
        frame = (try? DateTerminalPicker(state: DateFixture.state(style: .stepperField), header: "Date", showsHelp: true))
            .map { KeyFrame($0, key: KeyStroke(.up)) }
    }

    /// The bytes written for the frame.
    public func run() -> Int {
        frame?.renderAndDiff() ?? 0
    }
}
