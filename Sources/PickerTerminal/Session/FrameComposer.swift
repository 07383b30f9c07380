import PickerCore
import TerminalUI

/// Builds whole frames from a picker: the one place that decides what fills the picker's area,
/// shared by the real session and `PickerTesting`, so tests see exactly what people see.
///
/// When the area is smaller than the picker's ``TerminalPicker/currentMinimumSize``, the frame holds a
/// one-line notice instead of a squashed picker (and the session lets only Esc, Ctrl-C, Ctrl-Z
/// and resizing act, see `SessionCore`); the picker comes back as soon as the area grows.
/// The notice is the longest of its forms that fits the width, down to `≥30×8`.
///
/// The frame's `Buffer.focus` is where the session leaves the terminal's cursor: the value
/// the picker marked as it drew (see ``TerminalPicker``), the notice's first cell while it shows.
///
/// ```swift
/// // A one-column fruit picker needs 7×3; the window is 30×1:
/// let frame = FrameComposer.frame(for: picker, width: 30, height: 1, theme: .default(for: .none))
/// frame.lines   // ["Window too small — need 7×3"]
/// // The session then writes FrameDiff.bytes(from: previous, to: frame, ...).
/// ```
package enum FrameComposer {
    /// A fresh `width`×`height` buffer holding `picker` drawn with `theme`, or the too-small notice.
    package static func frame(for picker: some TerminalPicker, width: Int, height: Int, theme: Theme) -> Buffer {
        frame(for: picker, width: width, height: height, theme: theme, heightLimit: nil)
    }

    /// A fresh `width`×`height` buffer holding `picker` drawn with `theme`, or the too-small
    /// notice. `heightLimit` is the most rows the area may ever have whatever the window's
    /// size (an inline height asked for, e.g. `--height 5`); when it is below the picker's
    /// minimum, the notice says so instead of asking for a larger window.
    package static func frame(
        for picker: some TerminalPicker, width: Int, height: Int, theme: Theme, heightLimit: Int?
    ) -> Buffer {
        var buffer = Buffer(width: width, height: height)
        if let minimum = picker.renderIfLargeEnough(into: &buffer, theme: theme), buffer.height > 0 {
            let notice = tooSmallNotice(minimum, width: buffer.width, heightLimit: heightLimit)
            buffer.write(notice, x: 0, y: 0, style: theme.notice)
            buffer.focus = CursorPosition(x: 0, y: 0)
        }
        return buffer
    }

    /// The sentence shown when the area is below `minimum`, in full, in the chrome's language
    /// (`PromptStrings.current`; Behaviour 6.1).
    package static func tooSmallNotice(_ minimum: AreaSize) -> String {
        PromptStrings.current.text(.noticeTooSmallFull, .text("\(minimum.width)×\(minimum.height)"))
    }

    /// The longest form of the notice that fits `width` columns (`≥30×8` at the shortest, cut
    /// only below that). With a `heightLimit` below the minimum height no window is large
    /// enough, so the notice names the rows needed instead.
    ///
    /// ```swift
    /// FrameComposer.tooSmallNotice(AreaSize(width: 30, height: 8), width: 20)                 // "Too small: 30×8"
    /// FrameComposer.tooSmallNotice(AreaSize(width: 30, height: 8), width: 6)                  // "≥30×8"
    /// FrameComposer.tooSmallNotice(AreaSize(width: 30, height: 8), width: 40, heightLimit: 5) // "Height 5 too low — needs 8 rows"
    /// ```
    package static func tooSmallNotice(_ minimum: AreaSize, width: Int, heightLimit: Int? = nil) -> String {
        let size = "\(minimum.width)×\(minimum.height)"
        let forms: [String] =
            if let limit = heightLimit, limit < minimum.height {
                [
                    PromptStrings.current.text(.noticeHeightTooLowFull, .count(limit), .count(minimum.height)),
                    PromptStrings.current.text(.noticeHeightTooLow, .count(limit), .count(minimum.height)),
                    PromptStrings.current.text(.noticeNeedsRows, .count(minimum.height)),
                    PromptStrings.current.text(.noticeRowsShort, .count(minimum.height)),
                ]
            } else {
                [
                    tooSmallNotice(minimum), PromptStrings.current.text(.noticeTooSmall, .text(size)),
                    PromptStrings.current.text(.noticeTooSmallShort, .text(size)), "≥\(size)",
                ]
            }
        let fitting = forms.first { DisplayText.width($0) <= width }
        return fitting ?? DisplayText.fitted(forms[forms.count - 1], toWidth: width)
    }
}
