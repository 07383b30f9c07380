/// A cursor position relative to a buffer's top-left cell.
public struct CursorPosition: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// The bytes that turn what is on screen into the next frame.
///
/// Only cells that changed are written. The cursor moves only relatively, so the same frames
/// work inline below a shell prompt and on the alternate screen:
/// - `CR` (to column 0), and `CUU`/`CUD`/`CUF`/`CUB` with counts (`ESC[3B`); never `LF`, which
///   would scroll at the bottom of the screen;
/// - for each jump, the cheapest of: moving left or right, `CR` then moving right, or writing
///   again the unchanged cells in between when they are in the current style (`ab` is two
///   bytes where `ESC[2C` is four).
///
/// Attributes change with the shortest `SGR` (turning off and on only what differs, or a reset
/// and what is needed, whichever is fewer bytes), colours are downgraded to the terminal's
/// ``ColorDepth`` first, and every frame ends with the attributes reset, so whatever the
/// session prints next is plain.
///
/// Writing into a row's last column leaves terminals in "pending wrap", where the column the
/// cursor reports differs between terminals; the diff never moves right from there, it uses
/// `CR` instead, and a frame that ends there ends with a `CR`.
///
/// Cells that break a buffer's invariants (a continuation without its wide grapheme, a wide
/// grapheme without its continuation, several graphemes or a control in one cell, which only
/// the subscript can set) are drawn as blanks in their style, so the screen never drifts
/// from the cursor the diff counts, and no cell can smuggle an escape sequence out.
///
/// ```swift
/// var cursor = CursorPosition(x: 0, y: 0)
/// let first = FrameDiff.bytes(from: nil, to: frame1, cursor: &cursor, depth: .trueColor)
/// let next = FrameDiff.bytes(from: frame1, to: frame2, cursor: &cursor, depth: .trueColor)
/// // "\u{1B}[B  x" when only the cell at (2, 1) became "x" and the cursor was at (0, 0):
/// // down one, then the two unchanged blanks again, which is shorter than "\u{1B}[2C".
/// ```
public enum FrameDiff {
    /// Escape bytes that change `old` (nil: unknown, redraw all) into `new`, using only relative
    /// cursor moves from `cursor` (updated to where the bytes leave it), so the same frames work
    /// inline below a prompt and on the alternate screen. Styles are downgraded to `depth`.
    ///
    /// A buffer of another size than `old` is drawn whole, as with nil; clearing what the
    /// old frame covered beyond the new one is the session's job (it knows the screen).
    public static func bytes(from old: Buffer?, to new: Buffer, cursor: inout CursorPosition, depth: ColorDepth)
        -> String
    {
        let width = new.width
        let previous = old.flatMap { old in old.width == width && old.height == new.height ? old : nil }
        var writer = FrameWriter(width: width, cursor: cursor)
        var nextRow = ScreenRow()
        var previousRow = ScreenRow()
        // The cells are read in place: nothing is copied, so no string is retained per cell.
        new.cells.withUnsafeBufferPointer { newCells in
            (previous?.cells ?? []).withUnsafeBufferPointer { oldCells in
                for y in 0..<new.height {
                    let cells = UnsafeBufferPointer(rebasing: newCells[y * width ..< (y + 1) * width])
                    if previous != nil {
                        let oldRow = UnsafeBufferPointer(rebasing: oldCells[y * width ..< (y + 1) * width])
                        // A row shows as a function of its own cells only, so a row whose cells
                        // are all unchanged shows the same: skip it without working it out.
                        if Self.same(oldRow, cells) { continue }
                        previousRow.load(oldRow, depth: depth)
                    }
                    nextRow.load(cells, depth: depth)
                    var x = 0
                    while x < width {
                        let unit = nextRow.unitWidth(x: x)
                        if previous == nil || !nextRow.sameUnit(as: previousRow, x: x, width: unit) {
                            writer.draw(x: x, y: y, width: unit, in: nextRow)
                        }
                        x += unit
                    }
                }
            }
        }
        return writer.finish(cursor: &cursor)
    }

    /// True when the two rows hold equal cells.
    ///
    /// Most rows of a frame are unchanged and their cells are bit for bit what they were (the
    /// same small strings, or the same string storage, and the same styles), so the rows'
    /// memory is compared first, a word at a time. Identical bits are equal cells; differing
    /// bits (padding, or equal strings stored apart) fall back to comparing cells.
    private static func same(_ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>) -> Bool {
        let (bytesA, bytesB) = (UnsafeRawBufferPointer(a), UnsafeRawBufferPointer(b))
        let words = bytesA.count / MemoryLayout<UInt64>.size
        var bitwiseEqual = bytesA.count == bytesB.count
        var offset = 0
        while bitwiseEqual && offset < words * MemoryLayout<UInt64>.size {
            bitwiseEqual = bytesA.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                == bytesB.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += MemoryLayout<UInt64>.size
        }
        while bitwiseEqual && offset < bytesA.count {
            bitwiseEqual = bytesA[offset] == bytesB[offset]
            offset += 1
        }
        if bitwiseEqual { return true }
        for index in a.indices where a[index] != b[index] { return false }
        return true
    }
}

/// A buffer row as the terminal will show it: styles downgraded, invalid cells made blanks, and
/// each cell's unit width (1, or 2 for a wide grapheme's head; 0 for its continuation).
///
/// Only rows that changed are worked out, into storage that is reused from row to row; the
/// graphemes stay in the buffer, read through ``cells`` while the diff runs.
struct ScreenRow {
    /// What a cell shows in place of its grapheme.
    enum Shown: UInt8 {
        /// Its own grapheme, one column.
        case grapheme
        /// Its own grapheme, two columns (followed by a continuation).
        case wideGrapheme
        /// The right half of the wide grapheme before it: nothing.
        case continuation
        /// A blank: the cell breaks the buffer's invariants (see ``FrameDiff``).
        case blank
    }

    /// The row's cells in the buffer; valid only while ``FrameDiff/bytes(from:to:cursor:depth:)`` runs.
    private(set) var cells = UnsafeBufferPointer<Cell>(start: nil, count: 0)
    private(set) var styles: [Style] = []
    private(set) var shown: [Shown] = []

    /// Makes this the image of `row`, keeping the storage already allocated.
    mutating func load(_ row: UnsafeBufferPointer<Cell>, depth: ColorDepth) {
        cells = row
        let width = row.count
        styles.removeAll(keepingCapacity: true)
        shown.removeAll(keepingCapacity: true)
        var x = 0
        while x < width {
            let style = row[x].style.downgraded(to: depth)
            let graphemeWidth = row[x].isContinuation ? 0 : Self.drawableWidth(row[x].grapheme)
            if graphemeWidth == 2, x + 1 < width, row[x + 1].isContinuation {
                styles.append(style)
                styles.append(style)
                shown.append(.wideGrapheme)
                shown.append(.continuation)
                x += 2
                continue
            }
            styles.append(style)
            shown.append(graphemeWidth == 1 ? .grapheme : .blank)
            x += 1
        }
    }

    /// The width a cell's grapheme draws with, or 0 when it is not exactly one drawable grapheme.
    private static func drawableWidth(_ grapheme: String) -> Int {
        let utf8 = grapheme.utf8
        if utf8.count == 1, let byte = utf8.first { return byte >= 0x20 && byte < 0x7F ? 1 : 0 }
        guard let first = grapheme.first, grapheme.index(after: grapheme.startIndex) == grapheme.endIndex else {
            return 0
        }
        return DisplayWidth.of(first)
    }

    func unitWidth(x: Int) -> Int {
        switch shown[x] {
        case .grapheme, .blank: 1
        case .wideGrapheme: 2
        case .continuation: 0
        }
    }

    /// The text written for the cell at `x`.
    func grapheme(x: Int) -> String {
        switch shown[x] {
        case .grapheme, .wideGrapheme: cells[x].grapheme
        case .blank: " "
        case .continuation: ""
        }
    }

    func style(x: Int) -> Style { styles[x] }

    /// True when the unit at `x`, `width` columns wide, shows the same in `other`.
    func sameUnit(as other: ScreenRow, x: Int, width: Int) -> Bool {
        for column in x..<(x + width) {
            guard styles[column] == other.styles[column] else { return false }
            let (mine, theirs) = (shown[column], other.shown[column])
            switch (mine, theirs) {
            case (.grapheme, .grapheme), (.wideGrapheme, .wideGrapheme):
                guard cells[column].grapheme == other.cells[column].grapheme else { return false }
            case (.blank, .blank), (.continuation, .continuation):
                continue
            case (.grapheme, .blank):
                guard cells[column].grapheme == " " else { return false }
            case (.blank, .grapheme):
                guard other.cells[column].grapheme == " " else { return false }
            default:
                return false
            }
        }
        return true
    }
}

/// Accumulates the bytes of one frame while tracking the terminal's cursor and attributes.
struct FrameWriter {
    /// The width of the frame's rows.
    private let width: Int
    private var output = ""
    /// The cursor's column, nil while it is in "pending wrap" after the last column.
    private var x: Int?
    private var y: Int
    private var pen = Style.plain

    init(width: Int, cursor: CursorPosition) {
        self.width = width
        x = cursor.x
        y = cursor.y
    }

    /// Writes the unit at (`x`, `y`), `width` columns wide, as `row` (row `y`) shows it.
    mutating func draw(x targetX: Int, y targetY: Int, width unitWidth: Int, in row: ScreenRow) {
        move(toX: targetX, y: targetY, in: row)
        let style = row.style(x: targetX)
        output += SGR.transition(from: pen, to: style)
        pen = style
        output += row.grapheme(x: targetX)
        let end = targetX + unitWidth
        x = end >= width ? nil : end
    }

    /// Ends the frame: attributes reset and the cursor at a known column.
    mutating func finish(cursor: inout CursorPosition) -> String {
        if pen != .plain {
            output += SGR.reset
            pen = .plain
        }
        if x == nil {
            output += "\r"
            x = 0
        }
        cursor = CursorPosition(x: x ?? 0, y: y)
        return output
    }

    private mutating func move(toX targetX: Int, y targetY: Int, in row: ScreenRow) {
        if targetY < y { output += CursorMove.up(y - targetY) }
        if targetY > y { output += CursorMove.down(targetY - y) }
        y = targetY
        var best = "\r" + CursorMove.right(targetX)
        if let x {
            if x == targetX { return }
            let relative = targetX > x ? CursorMove.right(targetX - x) : CursorMove.left(x - targetX)
            if relative.utf8.count < best.utf8.count { best = relative }
            if targetX > x, let rewrite = rewrite(from: x, to: targetX, within: best.utf8.count - 1, in: row) {
                best = rewrite
            }
        }
        output += best
        x = targetX
    }

    /// The cells from `start` up to `end` on the current row again, when that takes at most
    /// `limit` bytes and no change of attributes; nil otherwise.
    ///
    /// Cells are drawn in reading order, so every cell before the next changed one already
    /// shows what the new frame holds: writing it again changes nothing on screen.
    private func rewrite(from start: Int, to end: Int, within limit: Int, in row: ScreenRow) -> String? {
        guard end - start <= limit else { return nil }
        var text = ""
        var column = start
        while column < end {
            let width = row.unitWidth(x: column)
            guard width > 0, row.style(x: column) == pen else { return nil }
            text += row.grapheme(x: column)
            guard text.utf8.count <= limit else { return nil }
            column += width
        }
        return column == end ? text : nil
    }
}

/// Relative cursor moves (ECMA-48 CUU, CUD, CUF, CUB); a count of 1 is left out, as it is the
/// default.
enum CursorMove {
    static func up(_ count: Int) -> String { sequence(count, "A") }
    static func down(_ count: Int) -> String { sequence(count, "B") }
    static func right(_ count: Int) -> String { sequence(count, "C") }
    static func left(_ count: Int) -> String { sequence(count, "D") }

    private static func sequence(_ count: Int, _ final: String) -> String {
        if count <= 0 { return "" }
        return count == 1 ? "\u{1B}[" + final : "\u{1B}[\(count)" + final
    }
}
