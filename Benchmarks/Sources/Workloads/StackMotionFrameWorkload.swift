import PickerCore
import PickerTerminal
import TerminalUI

/// One frame of the watch stack style while its cards are moving: 80×24, thirty items with
/// captions, rendered and diffed 30 ms after a Down arrow (half the stack's settle time
/// constant, `WatchStylePicker.stackSettleTimeConstant`), when the cards are between places. The
/// session draws such a frame at ~60 Hz until the stack settles, so this is the cost per
/// animation frame of `pick choose --style stack`.
public struct StackMotionFrameWorkload: Workload {
    public static let name = "Frame: render + diff, watch stack in motion, 80×24"
    public static let key = "frame-stack-motion"

    /// Half the settle time constant: the cards are mid-way.
    static let midMotion = WatchStylePicker.stackSettleTimeConstant / 2

    let frame: KeyFrame<WatchStylePicker>

    public init() {
        frame = KeyFrame(WatchItems.picker(.stack, row: 3), key: KeyStroke(.down), tickingTo: Self.midMotion)
    }

    /// The bytes written for the frame.
    public func run() -> Int {
        frame.renderAndDiff()
    }
}
