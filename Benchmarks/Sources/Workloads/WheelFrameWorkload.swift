import PickerCore
import PickerTerminal
import TerminalUI

/// One frame of a 3-component wheel at 80×24, rendered and diffed after a Down arrow: a
/// `pick wheels` picker whose columns hold month names, days and years.
public struct WheelFrameWorkload: Workload {
    public static let name = "Frame: render + diff, 3-component wheel, 80×24"
    public static let key = "frame-wheel"

    let frame: KeyFrame<WheelTerminalPicker<ColumnsSource>>

    public init() {
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        let source = ColumnsSource(components: [months, (1...31).map(String.init), (1900...2100).map(String.init)])
        frame = KeyFrame(WheelTerminalPicker(WheelPicker(source: source, selection: [10, 21, 126]), header: "Date"), key: KeyStroke(.down))
    }

    /// The bytes written for the frame.
    public func run() -> Int {
        frame.renderAndDiff()
    }
}
