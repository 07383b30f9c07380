import TerminalUI

/// The navigation link's button (Behaviour 4.6): the label and the current value on one line, with a
/// chevron saying it opens, `Fruit  Banana ›`; mirrored right-to-left, `‹ Banana  Fruit`.
///
/// The value is bold in the accent colour; the chevron is the focused marker while keys act on
/// the button and a plain `›` while its list is open. The value is cut with `…` before the
/// label is.
///
/// ```swift
/// LinkButtonView(label: "Fruit", value: "Banana")   // one line, no colour:
/// // Fruit  Banana ›
/// ```
package struct LinkButtonView: TerminalView {
    /// What a mouse position is on: the button.
    package typealias Hit = Bool

    /// What the button stands for, e.g. the question; nil for none.
    package var label: String?
    /// The current choice.
    package var value: String
    /// True while keys act on the button (its list is closed).
    package var isFocused: Bool
    /// Written from the right edge.
    package var isRightToLeft: Bool

    /// A button showing `value` under `label`.
    package init(label: String?, value: String, isFocused: Bool = true, isRightToLeft: Bool = false) {
        self.label = label
        self.value = value
        self.isFocused = isFocused
        self.isRightToLeft = isRightToLeft
    }

    /// The label with the two spaces between it and the value, on the value's side.
    private var labelText: String {
        label.map { isRightToLeft ? "  " + DisplayText.sanitized($0) : DisplayText.sanitized($0) + "  " } ?? ""
    }

    package func preferredSize(forWidth width: Int) -> AreaSize {
        AreaSize(width: min(width, DisplayText.width(labelText) + DisplayText.width(DisplayText.sanitized(value)) + 2), height: 1)
    }

    package func minimumSize(forWidth width: Int) -> AreaSize { AreaSize(width: 3, height: 1) }

    /// The cells the button takes on the first row of `area`.
    package func frame(in area: Rect) -> Rect {
        let width = min(area.width, preferredSize(forWidth: area.width).width)
        return Rect(x: isRightToLeft ? area.x + area.width - width : area.x, y: area.y, width: width, height: min(1, area.height))
    }

    package func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let frame = frame(in: area).intersection(buffer.bounds)
        guard !frame.isEmpty else { return }
        let chevron = isRightToLeft ? "‹" : "›"
        let room = frame.width - 2
        let label = DisplayText.fitted(labelText, toWidth: max(0, room - 1))
        let value = DisplayText.fitted(DisplayText.sanitized(value), toWidth: max(0, room - DisplayText.width(label)))
        let chevronStyle = isFocused ? WatchStyles.edge(theme) : WatchStyles.quiet(theme)
        if isRightToLeft {
            let right = frame.x + frame.width
            buffer.write(chevron, x: frame.x, y: frame.y, style: chevronStyle, clip: frame)
            buffer.write(label, x: right - DisplayText.width(label), y: frame.y, style: theme.near, clip: frame)
            buffer.write(value, x: right - DisplayText.width(label) - DisplayText.width(value), y: frame.y,
                         style: WatchStyles.title(theme), clip: frame)
        } else {
            buffer.write(label, x: frame.x, y: frame.y, style: theme.near, clip: frame)
            buffer.write(value, x: frame.x + DisplayText.width(label), y: frame.y, style: WatchStyles.title(theme), clip: frame)
            buffer.write(chevron, x: frame.x + frame.width - 1, y: frame.y, style: chevronStyle, clip: frame)
        }
        // The cursor rests on the value the button shows (Behaviour 6.2); the open list, drawn
        // after it, marks its highlighted row instead.
        let valueX = isRightToLeft ? frame.x + frame.width - DisplayText.width(label) - DisplayText.width(value)
            : frame.x + DisplayText.width(label)
        if frame.contains(x: valueX, y: frame.y) { buffer.focus = CursorPosition(x: valueX, y: frame.y) }
    }

    package func hit(x: Int, y: Int, in area: Rect) -> Bool? {
        frame(in: area).contains(x: x, y: y) ? true : nil
    }
}
