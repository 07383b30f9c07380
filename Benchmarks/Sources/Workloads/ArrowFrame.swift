import PickerCore
import PickerTerminal
import TerminalUI

/// A wheel picker on an 80×24 screen just before and just after a Down arrow (at rest again), so
/// a workload can measure what the session does for that key: render the new frame, diff it
/// against the frame on screen.
struct ArrowFrame<Source: WheelDataSource>: Sendable {
    static var width: Int { 80 }
    static var height: Int { 24 }
    static var depth: ColorDepth { .indexed256 }

    let after: WheelTerminalPicker<Source>
    let before: Buffer
    let theme = Theme.default(for: Self.depth)

    init(_ picker: WheelTerminalPicker<Source>) {
        var picker = picker
        picker.areaDidChange(to: AreaSize(width: Self.width, height: Self.height))
        picker.tick(now: 0)
        before = FrameComposer.frame(for: picker, width: Self.width, height: Self.height, theme: theme)
        _ = picker.handle(.key(KeyPress(.down)), now: 0)
        picker.tick(now: 10)
        after = picker
    }

    /// Renders the frame after the key and diffs it against the one before: the bytes written.
    func renderAndDiff() -> Int {
        let frame = FrameComposer.frame(for: after, width: Self.width, height: Self.height, theme: theme)
        var cursor = CursorPosition(x: 0, y: 0)
        return FrameDiff.bytes(from: before, to: frame, cursor: &cursor, depth: Self.depth).utf8.count
    }
}
