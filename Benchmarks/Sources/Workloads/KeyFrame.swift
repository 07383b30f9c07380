import PickerTerminal
import TerminalUI

/// Any terminal picker on an 80×24 screen just before and just after one key, at rest again, so
/// a workload can measure what the session does for that key: render the new frame and diff it
/// against the frame on screen.
///
/// The frame measured is by default the *settled* one: after the key, virtual time is ticked 10 s
/// ahead so any wheel animation has finished (a grid does not animate; ticking it changes
/// nothing). That is the frame the screen ends on, and the one the byte targets speak of. A
/// workload measuring a frame drawn while something still moves ticks less far (`tickingTo:`).
///
/// ```swift
/// let frame = KeyFrame(try DateTerminalPicker(state: state), key: KeyStroke(.right))
/// frame.renderAndDiff()   // bytes written to move the calendar's selection one day
/// ```
struct KeyFrame<Picker: TerminalPicker & Sendable>: Sendable {
    static var width: Int { 80 }
    static var height: Int { 24 }
    static var depth: ColorDepth { .indexed256 }

    let after: Picker
    let before: Buffer
    let theme = Theme.default(for: Self.depth)

    init(_ picker: Picker, key: KeyStroke, tickingTo time: Double = 10) {
        var picker = picker
        picker.areaDidChange(to: AreaSize(width: Self.width, height: Self.height))
        picker.tick(now: 0)
        before = FrameComposer.frame(for: picker, width: Self.width, height: Self.height, theme: theme)
        _ = picker.handle(.key(key), now: 0)
        picker.tick(now: time)
        after = picker
    }

    /// Renders the settled frame after the key and diffs it against the one before: the bytes
    /// written.
    func renderAndDiff() -> Int {
        renderAndDiff(after)
    }

    /// The same for `picker`, a copy of ``after`` changed by the workload (e.g. given a fresh
    /// cache), diffed against the same frame before.
    func renderAndDiff(_ picker: Picker) -> Int {
        let frame = FrameComposer.frame(for: picker, width: Self.width, height: Self.height, theme: theme)
        var cursor = CursorPosition(x: 0, y: 0)
        return FrameDiff.bytes(from: before, to: frame, cursor: &cursor, depth: Self.depth).utf8.count
    }
}
