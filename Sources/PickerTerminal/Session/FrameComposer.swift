import TerminalUI

/// Builds whole frames from a picker: the one place that decides what fills the picker's area,
/// shared by the real session and ``PickerTesting``, so tests see exactly what people see.
///
/// When the area is smaller than the picker's ``TerminalPicker/minimumSize``, the frame holds a
/// one-line notice instead of a squashed picker; it comes back as soon as the area grows.
///
/// ```swift
/// // A one-column fruit picker needs 7×3; the window is 30×1:
/// let frame = FrameComposer.frame(for: picker, width: 30, height: 1, theme: .default(for: .none))
/// frame.lines   // ["Window too small — enlarge to…"]   (the notice, cut to fit)
/// // The session then writes FrameDiff.bytes(from: previous, to: frame, ...).
/// ```
public enum FrameComposer {
    /// A fresh `width`×`height` buffer holding `picker` drawn with `theme`, or the too-small notice.
    public static func frame(for picker: some TerminalPicker, width: Int, height: Int, theme: Theme) -> Buffer {
        var buffer = Buffer(width: width, height: height)
        let minimum = picker.minimumSize
        if AreaSize(width: width, height: height).contains(minimum) {
            picker.render(into: &buffer, area: buffer.bounds, theme: theme)
        } else if buffer.height > 0 {
            let notice = tooSmallNotice(minimum)
            buffer.write(DisplayText.fitted(notice, toWidth: buffer.width), x: 0, y: 0, style: theme.notice)
        }
        return buffer
    }

    /// The sentence shown when the area is below `minimum`.
    public static func tooSmallNotice(_ minimum: AreaSize) -> String {
        "Window too small — enlarge to at least \(minimum.width)×\(minimum.height)"
    }
}
