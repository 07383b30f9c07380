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
        let next = ScreenImage(new, depth: depth)
        let previous = old.flatMap { old in
            old.width == new.width && old.height == new.height ? ScreenImage(old, depth: depth) : nil
        }
        var writer = FrameWriter(image: next, cursor: cursor)
        for y in 0..<next.height {
            var x = 0
            while x < next.width {
                let width = next.unitWidth(x: x, y: y)
                if previous.map({ !next.sameUnit(as: $0, x: x, y: y, width: width) }) ?? true {
                    writer.draw(x: x, y: y, width: width)
                }
                x += width
            }
        }
        return writer.finish(cursor: &cursor)
    }
}

/// A buffer as the terminal will show it: styles downgraded, invalid cells made blanks, and
/// each cell's unit width (1, or 2 for a wide grapheme's head; 0 for its continuation).
struct ScreenImage {
    let width: Int
    let height: Int
    private(set) var cells: [Cell]
    private(set) var widths: [UInt8]

    init(_ buffer: Buffer, depth: ColorDepth) {
        width = buffer.width
        height = buffer.height
        cells = buffer.cells
        widths = Array(repeating: 1, count: cells.count)
        for y in 0..<height {
            var x = 0
            while x < width {
                let index = y * width + x
                var cell = cells[index]
                cell.style = cell.style.downgraded(to: depth)
                let graphemeWidth = cell.isContinuation ? 0 : Self.drawableWidth(cell.grapheme)
                if graphemeWidth == 2, x + 1 < width, cells[index + 1].isContinuation {
                    cells[index] = cell
                    cells[index + 1] = Cell.continuation.styled(cell.style)
                    widths[index] = 2
                    widths[index + 1] = 0
                    x += 2
                    continue
                }
                if graphemeWidth != 1 { cell.grapheme = " " }
                cells[index] = cell
                x += 1
            }
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

    func unitWidth(x: Int, y: Int) -> Int { Int(widths[y * width + x]) }

    func cell(x: Int, y: Int) -> Cell { cells[y * width + x] }

    /// True when the unit at (`x`, `y`), `width` columns wide, shows the same in `other`.
    func sameUnit(as other: ScreenImage, x: Int, y: Int, width: Int) -> Bool {
        let index = y * self.width + x
        for offset in 0..<width where cells[index + offset] != other.cells[index + offset] {
            return false
        }
        return true
    }
}

/// Accumulates the bytes of one frame while tracking the terminal's cursor and attributes.
struct FrameWriter {
    private let image: ScreenImage
    private var output = ""
    /// The cursor's column, nil while it is in "pending wrap" after the last column.
    private var x: Int?
    private var y: Int
    private var pen = Style.plain

    init(image: ScreenImage, cursor: CursorPosition) {
        self.image = image
        x = cursor.x
        y = cursor.y
    }

    /// Writes the unit at (`x`, `y`), `width` columns wide.
    mutating func draw(x targetX: Int, y targetY: Int, width: Int) {
        move(toX: targetX, y: targetY)
        let cell = image.cell(x: targetX, y: targetY)
        output += SGR.transition(from: pen, to: cell.style)
        pen = cell.style
        output += cell.grapheme
        let end = targetX + width
        x = end >= image.width ? nil : end
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

    private mutating func move(toX targetX: Int, y targetY: Int) {
        if targetY < y { output += CursorMove.up(y - targetY) }
        if targetY > y { output += CursorMove.down(targetY - y) }
        y = targetY
        var best = "\r" + CursorMove.right(targetX)
        if let x {
            if x == targetX { return }
            let relative = targetX > x ? CursorMove.right(targetX - x) : CursorMove.left(x - targetX)
            if relative.utf8.count < best.utf8.count { best = relative }
            if targetX > x, let rewrite = rewrite(from: x, to: targetX, within: best.utf8.count - 1) {
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
    private func rewrite(from start: Int, to end: Int, within limit: Int) -> String? {
        guard end - start <= limit else { return nil }
        var text = ""
        var column = start
        while column < end {
            let width = image.unitWidth(x: column, y: y)
            let cell = image.cell(x: column, y: y)
            guard width > 0, cell.style == pen else { return nil }
            text += cell.grapheme
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
