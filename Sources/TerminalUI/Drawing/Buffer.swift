/// A grid of cells that views draw into; the screen is only ever written from a diff of two of them.
///
/// Writing text honours display width: a wide grapheme takes two cells (the second a
/// ``Cell/continuation``), zero-width marks join the grapheme before them, and text is clipped
/// to the buffer (or a given rectangle) without ever splitting a wide grapheme.
///
/// ```swift
/// var buffer = Buffer(width: 10, height: 1)
/// buffer.write("日本", x: 0, y: 0)      // returns 4
/// buffer.lines                          // ["日本"]
/// ```
public struct Buffer: Equatable, Sendable {
    /// Columns, never negative.
    public let width: Int
    /// Rows, never negative.
    public let height: Int
    /// Row-major cells, `width * height` of them.
    public internal(set) var cells: [Cell]

    /// A `width`×`height` buffer with every cell `cell` (blank by default); a negative size
    /// counts as zero.
    public init(width: Int, height: Int, filling cell: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: cell, count: self.width * self.height)
    }

    /// The whole buffer as a rectangle.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at (`x`, `y`); reading outside gives a blank cell, writing outside is ignored.
    public subscript(x: Int, y: Int) -> Cell {
        get { bounds.contains(x: x, y: y) ? cells[y * width + x] : .blank }
        set { if bounds.contains(x: x, y: y) { cells[y * width + x] = newValue } }
    }
}
