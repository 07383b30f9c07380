import TerminalUI

/// The compact style's button: the formatted value on one line, in the accent colour
/// (Behaviour 2.10).
///
/// The value is bold on the selection band, between the focus markers while keys act on the
/// button (`› Nov 22, 2026 ‹`) and between the unfocused ones while its popover is open, so
/// the button still reads as a control without colour. It sits at the area's leading edge (the
/// right one in right-to-left locales) and is cut with `…` when the area is narrower.
///
/// ```swift
/// let button = CompactButtonView(title: "Nov 22, 2026", isFocused: true)
/// // one line, no colour:
/// // › Nov 22, 2026 ‹
/// ```
public struct CompactButtonView {
    /// The value as the locale writes it (`DateWheelPicker.formattedValue`).
    public var title: String
    /// True while keys act on the button (its popover is closed).
    public var isFocused: Bool
    /// Pack against the right edge.
    public var isRightToLeft: Bool

    /// A button showing `title`, focused unless said otherwise.
    public init(title: String, isFocused: Bool = true, isRightToLeft: Bool = false) {
        self.title = title
        self.isFocused = isFocused
        self.isRightToLeft = isRightToLeft
    }

    /// The cells the button takes on the first row of `area`: its text and markers, cut to fit.
    public func frame(in area: Rect) -> Rect {
        let width = min(area.width, DisplayWidth.of(DisplayText.sanitized(title)) + 4)
        let x = isRightToLeft ? area.x + area.width - width : area.x
        return Rect(x: x, y: area.y, width: width, height: min(1, area.height))
    }

    /// Draws the button on the first row of `area`.
    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let area = area.intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        let frame = frame(in: area)
        if let band = theme.bandBackground {
            buffer.restyle(frame) { $0.background = band }
        }
        let markers = theme.markers
        let (leading, trailing) =
            isFocused ? (markers.focusedLeading, markers.focusedTrailing) : (markers.unfocusedLeading, markers.unfocusedTrailing)
        let hasMarkers = frame.width >= 5
        let text = DisplayText.fitted(DisplayText.sanitized(title), toWidth: frame.width - (hasMarkers ? 4 : 0))
        buffer.write(text, x: frame.x + (hasMarkers ? 2 : 0), y: frame.y, style: theme.selected, clip: frame)
        // The cursor rests on the date the button shows (Behaviour 6.2); an open popover's
        // editor, drawn after it, marks its focused part instead.
        if frame.contains(x: frame.x + (hasMarkers ? 2 : 0), y: frame.y) {
            buffer.focus = CursorPosition(x: frame.x + (hasMarkers ? 2 : 0), y: frame.y)
        }
        if hasMarkers {
            buffer.write(leading, x: frame.x, y: frame.y, style: theme.marker, clip: frame)
            buffer.write(trailing, x: frame.x + frame.width - 1, y: frame.y, style: theme.marker, clip: frame)
        }
    }
}
