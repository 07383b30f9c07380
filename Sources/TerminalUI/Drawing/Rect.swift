/// A rectangle of terminal cells, measured in columns and rows from the top-left corner.
///
/// Views draw into a ``Rect`` of a ``Buffer``; nothing is drawn outside it.
///
/// ```swift
/// let area = Rect(x: 0, y: 0, width: 80, height: 5)
/// area.contains(x: 3, y: 4) // true
/// ```
public struct Rect: Equatable, Hashable, Sendable {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns wide.
    public var width: Int
    /// Rows high.
    public var height: Int

    /// A rectangle at (`x`, `y`) of `width`×`height` cells; a negative size counts as zero.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// True when the rectangle holds no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// True when the cell at (`x`, `y`) lies inside.
    public func contains(x: Int, y: Int) -> Bool {
        x >= self.x && x < self.x + width && y >= self.y && y < self.y + height
    }

    /// The cells inside both rectangles (empty, at this rectangle's origin, when they do not meet).
    ///
    /// ```swift
    /// Rect(x: 0, y: 0, width: 4, height: 4).intersection(Rect(x: 2, y: 3, width: 5, height: 5))
    /// // Rect(x: 2, y: 3, width: 2, height: 1)
    /// ```
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(x + width, other.x + other.width)
        let bottom = min(y + height, other.y + other.height)
        guard right > left, bottom > top else { return Rect(x: x, y: y, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
