/// A grid of cells that views draw into; the screen is only ever written from a diff of two of them.
///
/// Writing text honours display width: a wide grapheme takes two cells (the second a
/// ``Cell/continuation``), zero-width marks join the grapheme before them, a cluster that a
/// terminal draws over several cells (`कि`) takes those cells, and text is clipped to the buffer
/// (or a given rectangle) without ever splitting a grapheme.
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

    /// The cell the terminal's cursor rests on once this frame is shown: the first cell of
    /// the value the person is on (a wheel's selected title, a grid's chosen day, a field's
    /// segment, a list's highlighted row), or nil when nothing drawn claims it.
    ///
    /// A console screen reader reads the row under the cursor and a braille display shows the
    /// cells around it, so the cursor resting on the value makes it what they present after
    /// each key. The view that draws the value marks it here as it draws it, so the mark is
    /// laid out, mirrored and clipped with the value itself; the last view to mark wins.
    ///
    /// ```swift
    /// var buffer = Buffer(width: 10, height: 3)
    /// buffer.write("Banana", x: 2, y: 1)
    /// buffer.focus = CursorPosition(x: 2, y: 1)   // the session leaves the cursor on "B"
    /// ```
    public var focus: CursorPosition?

    /// A `width`×`height` buffer with every cell `cell` (blank by default); a negative size
    /// counts as zero, and a size beyond ``maximumWidth`` or ``maximumHeight`` is clamped to it.
    public init(width: Int, height: Int, filling cell: Cell = .blank) {
        self.width = Self.clampedWidth(width)
        self.height = Self.clampedHeight(height)
        cells = Array(repeating: cell, count: self.width * self.height)
    }

    /// The most columns anything is drawn in: wider than any screen a person reads (an 8K
    /// display in a 6-pixel font is about 1,280 columns wide, and a picker is narrow), small
    /// enough that a window of 65535×65535 cells, which a terminal may report, costs a few
    /// megabytes per frame rather than a hundred gigabytes. The session's area and every
    /// buffer are clamped to it (Behaviour 6.6; `docs/Architecture.md`, "Sizes and numbers").
    ///
    /// ```swift
    /// Buffer(width: 65_535, height: 1).width   // 1024
    /// ```
    public static let maximumWidth = 1024

    /// The most rows anything is drawn in, for the same reason as ``maximumWidth``.
    ///
    /// ```swift
    /// Buffer(width: 1, height: 65_535).height  // 512
    /// ```
    public static let maximumHeight = 512

    /// `width` within `0...maximumWidth`.
    ///
    /// ```swift
    /// Buffer.clampedWidth(-1)        // 0
    /// Buffer.clampedWidth(100_000)   // 1024
    /// ```
    public static func clampedWidth(_ width: Int) -> Int { min(max(0, width), maximumWidth) }

    /// `height` within `0...maximumHeight`.
    ///
    /// ```swift
    /// Buffer.clampedHeight(65_535)   // 512
    /// ```
    public static func clampedHeight(_ height: Int) -> Int { min(max(0, height), maximumHeight) }

    /// The whole buffer as a rectangle.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at (`x`, `y`); reading outside gives a blank cell, writing outside is ignored.
    public subscript(x: Int, y: Int) -> Cell {
        get { bounds.contains(x: x, y: y) ? cells[y * width + x] : .blank }
        set { if bounds.contains(x: x, y: y) { cells[y * width + x] = newValue } }
    }
}
