import PickerCore
import PickerTerminal
import TerminalUI

/// One frame of a 3-component wheel at 80×24, rendered and diffed: what the session does after a
/// Down arrow once the wheel has come to rest. The components are shaped like a date's (month
/// names, days, years) until the date views exist to be measured themselves.
public struct WheelFrameWorkload: Workload {
    public static let name = "Frame: render + diff, 3-component wheel, 80×24"
    public static let key = "frame-wheel"
    static let width = 80
    static let height = 24
    static let depth = ColorDepth.indexed256

    let after: WheelTerminalPicker<ColumnsSource>
    let before: Buffer
    let theme = Theme.default(for: depth)

    public init() {
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        let source = ColumnsSource(components: [months, (1...31).map(String.init), (1900...2100).map(String.init)])
        var picker = WheelTerminalPicker(WheelPicker(source: source, selection: [10, 21, 126]), header: "Date")
        picker.areaDidChange(to: AreaSize(width: Self.width, height: Self.height))
        picker.tick(now: 0)
        before = FrameComposer.frame(for: picker, width: Self.width, height: Self.height, theme: theme)
        _ = picker.handle(.key(KeyPress(.down)), now: 0)
        picker.tick(now: 10)
        after = picker
    }

    /// The bytes written for the frame.
    public func run() -> Int {
        let frame = FrameComposer.frame(for: after, width: Self.width, height: Self.height, theme: theme)
        var cursor = CursorPosition(x: 0, y: 0)
        return FrameDiff.bytes(from: before, to: frame, cursor: &cursor, depth: Self.depth).utf8.count
    }
}
