import TerminalUI

extension Rect {
    /// The cells both rectangles hold (empty when they do not overlap).
    func clipped(to other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(x + width, other.x + other.width)
        let bottom = min(y + height, other.y + other.height)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
