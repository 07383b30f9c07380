import TerminalUI

/// A bordered box drawn over whatever is below it: the compact style's popover (Behaviour 2.10).
///
/// ``placement(content:anchor:in:isRightToLeft:)`` puts the box right below its anchor (the
/// button), or right above it when there is no room below, or on the roomier side cut to fit;
/// horizontally it starts under the anchor's leading edge and shifts back inside the area.
/// ``render(into:frame:theme:)`` blanks the box's cells and draws the border, so the caller
/// draws the content into ``contentRect(of:)``. Nothing needs restoring when it closes: each
/// frame is composed afresh from the picker's state and diffed against the screen.
///
/// ```swift
/// let box = PopoverFrame.placement(content: AreaSize(width: 28, height: 8),
///                                  anchor: Rect(x: 0, y: 0, width: 16, height: 1),
///                                  in: Rect(x: 0, y: 0, width: 80, height: 12))
/// // Rect(x: 0, y: 1, width: 32, height: 10):
/// // ┌──────────────────────────────┐
/// // │ (content, 28×8)              │
/// // └──────────────────────────────┘
/// ```
public enum PopoverFrame {
    /// Columns and rows the border and its inner margin add around the content.
    public static let horizontalChrome = 4
    /// Rows the border adds above and below the content.
    public static let verticalChrome = 2

    /// The box's size for content of `content` size.
    public static func size(forContent content: AreaSize) -> AreaSize {
        AreaSize(width: content.width + horizontalChrome, height: content.height + verticalChrome)
    }

    /// Where the box for `content` goes next to `anchor`, inside `area`.
    public static func placement(content: AreaSize, anchor: Rect, in area: Rect, isRightToLeft: Bool = false) -> Rect {
        let size = size(forContent: content)
        let below = area.y + area.height - (anchor.y + anchor.height)
        let above = anchor.y - area.y
        let y: Int
        let height: Int
        if below >= size.height || below >= above {
            (y, height) = (anchor.y + anchor.height, min(size.height, below))
        } else {
            height = min(size.height, above)
            y = anchor.y - height
        }
        let width = min(size.width, area.width)
        let preferredX = isRightToLeft ? anchor.x + anchor.width - width : anchor.x
        let x = min(max(preferredX, area.x), area.x + area.width - width)
        return Rect(x: x, y: y, width: width, height: max(0, height))
    }

    /// The inside of a box: where the content goes.
    public static func contentRect(of frame: Rect) -> Rect {
        Rect(x: frame.x + 2, y: frame.y + 1, width: frame.width - horizontalChrome, height: frame.height - verticalChrome)
    }

    /// Blanks `frame` and draws its border.
    public static func render(into buffer: inout Buffer, frame: Rect, theme: Theme) {
        let frame = frame.intersection(buffer.bounds)
        guard frame.width >= 2, frame.height >= 2 else { return }
        buffer.fill(frame, with: .blank)
        let border = theme.border
        let lines = theme.borderCharacters
        let inner = String(repeating: lines.horizontal, count: frame.width - 2)
        buffer.write(lines.topLeft + inner + lines.topRight, x: frame.x, y: frame.y, style: border)
        buffer.write(lines.bottomLeft + inner + lines.bottomRight, x: frame.x, y: frame.y + frame.height - 1, style: border)
        for y in (frame.y + 1)..<(frame.y + frame.height - 1) {
            buffer.write(lines.vertical, x: frame.x, y: y, style: border)
            buffer.write(lines.vertical, x: frame.x + frame.width - 1, y: y, style: border)
        }
    }
}
