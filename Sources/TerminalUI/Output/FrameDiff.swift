#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
        String(decoding: utf8(from: old, to: new, cursor: &cursor, depth: depth), as: UTF8.self)
    }

    /// ``bytes(from:to:cursor:depth:)`` as the UTF-8 bytes themselves, built straight into one
    /// array (every grapheme is whole and every escape ASCII, so they always decode).
    public static func utf8(from old: Buffer?, to new: Buffer, cursor: inout CursorPosition, depth: ColorDepth)
        -> [UInt8]
    {
        let width = new.width
        let previous = old.flatMap { old in old.width == width && old.height == new.height ? old : nil }
        var writer = FrameWriter(width: width, cursor: cursor)
        var nextRow = ScreenRow(depth: depth)
        var previousRow = ScreenRow(depth: depth)
        // The cells are read in place: nothing is copied.
        new.cells.withUnsafeBufferPointer { newCells in
            (previous?.cells ?? []).withUnsafeBufferPointer { oldCells in
                for y in 0..<new.height {
                    let cells = UnsafeBufferPointer(rebasing: newCells[y * width ..< (y + 1) * width])
                    if previous != nil {
                        let oldRow = UnsafeBufferPointer(rebasing: oldCells[y * width ..< (y + 1) * width])
                        // A row shows as a function of its own cells only, so a row whose cells
                        // are all unchanged shows the same: skip it without working it out.
                        if Self.same(oldRow, cells) { continue }
                        previousRow.load(oldRow)
                    }
                    nextRow.load(cells)
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
    /// A cell is three words with no padding (see ``Cell``), so equal bytes are equal cells, and
    /// most rows, unchanged, are compared as memory; rows whose bytes differ still hold equal
    /// cells when a grapheme is spelt two canonically equivalent ways, so those are compared
    /// cell by cell.
    private static func same(_ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>) -> Bool {
        guard a.count == b.count else { return false }
        if let left = a.baseAddress, let right = b.baseAddress,
            memcmp(left, right, a.count * MemoryLayout<Cell>.stride) == 0
        {
            return true
        }
        for index in a.indices {
            let (left, right) = (a[index], b[index])
            if left.styleBits != right.styleBits { return false }
            if left.text != right.text, !left.text.sameText(as: right.text) { return false }
        }
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

    /// The colour depth styles are downgraded to.
    let depth: ColorDepth
    /// The row's cells in the buffer; valid only while ``FrameDiff/bytes(from:to:cursor:depth:)`` runs.
    private(set) var cells = UnsafeBufferPointer<Cell>(start: nil, count: 0)
    /// Each cell's style downgraded, packed (see ``Style/packed``).
    private(set) var styles: [UInt64] = []
    private(set) var shown: [Shown] = []
    /// Downgrades styles, remembering the answers.
    private var downgrader: StyleDowngrader

    init(depth: ColorDepth) {
        self.depth = depth
        downgrader = StyleDowngrader(depth: depth)
    }

    /// Makes this the image of `row`, keeping the storage already allocated.
    mutating func load(_ row: UnsafeBufferPointer<Cell>) {
        cells = row
        let width = row.count
        if styles.count != width {
            styles = Array(repeating: 0, count: width)
            shown = Array(repeating: .blank, count: width)
        }
        var converter = downgrader
        styles.withUnsafeMutableBufferPointer { styles in
            shown.withUnsafeMutableBufferPointer { shown in
                var x = 0
                while x < width {
                    let style = converter.downgraded(row[x].styleBits)
                    let graphemeWidth = row[x].text.drawnWidth
                    if graphemeWidth == 2, x + 1 < width, row[x + 1].isContinuation {
                        styles[x] = style
                        styles[x + 1] = style
                        shown[x] = .wideGrapheme
                        shown[x + 1] = .continuation
                        x += 2
                        continue
                    }
                    styles[x] = style
                    shown[x] = graphemeWidth == 1 ? .grapheme : .blank
                    x += 1
                }
            }
        }
        downgrader = converter
    }

    func unitWidth(x: Int) -> Int {
        switch shown[x] {
        case .grapheme, .blank: 1
        case .wideGrapheme: 2
        case .continuation: 0
        }
    }

    /// Appends the bytes written for the cell at `x`.
    func appendGrapheme(x: Int, to output: inout [UInt8]) {
        switch shown[x] {
        case .grapheme, .wideGrapheme: cells[x].text.withUTF8 { output.append(contentsOf: $0) }
        case .blank: output.append(0x20)
        case .continuation: break
        }
    }

    /// The number of bytes ``appendGrapheme(x:to:)`` appends.
    func graphemeByteCount(x: Int) -> Int {
        switch shown[x] {
        case .grapheme, .wideGrapheme: cells[x].text.withUTF8 { $0.count }
        case .blank: 1
        case .continuation: 0
        }
    }

    /// The cell's style downgraded, packed.
    func styleBits(x: Int) -> UInt64 { styles[x] }

    /// True when the unit at `x`, `width` columns wide, shows the same in `other`.
    func sameUnit(as other: ScreenRow, x: Int, width: Int) -> Bool {
        for column in x..<(x + width) {
            guard styles[column] == other.styles[column] else { return false }
            let (mine, theirs) = (shown[column], other.shown[column])
            // The same bytes shown the same way: most cells of a changed row.
            if mine == theirs, mine == .continuation || mine == .blank || cells[column].text == other.cells[column].text {
                continue
            }
            switch (mine, theirs) {
            case (.grapheme, .grapheme), (.wideGrapheme, .wideGrapheme):
                guard cells[column].text.sameText(as: other.cells[column].text) else { return false }
            case (.blank, .blank), (.continuation, .continuation):
                continue
            case (.grapheme, .blank):
                guard cells[column].text.sameText(as: .space) else { return false }
            case (.blank, .grapheme):
                guard other.cells[column].text.sameText(as: .space) else { return false }
            default:
                return false
            }
        }
        return true
    }
}

/// Packed styles downgraded to a colour depth, with the answers remembered: a frame uses a
/// handful of styles, in runs.
struct StyleDowngrader {
    let depth: ColorDepth
    private var last: (bits: UInt64, downgraded: UInt64)?
    private var known: [(bits: UInt64, downgraded: UInt64)] = []

    init(depth: ColorDepth) {
        self.depth = depth
    }

    /// `bits` (see ``Style/packed``) downgraded (see ``Style/downgraded(to:)``), packed.
    mutating func downgraded(_ bits: UInt64) -> UInt64 {
        if let last, last.bits == bits { return last.downgraded }
        var result: UInt64?
        for entry in known where entry.bits == bits {
            result = entry.downgraded
            break
        }
        let answer = result ?? Style(packed: bits).downgraded(to: depth).packed
        if result == nil, known.count < 32 { known.append((bits, answer)) }
        last = (bits, answer)
        return answer
    }
}

/// Accumulates the bytes of one frame while tracking the terminal's cursor and attributes.
struct FrameWriter {
    /// The width of the frame's rows.
    private let width: Int
    private var output: [UInt8] = []
    /// The cursor's column, nil while it is in "pending wrap" after the last column.
    private var x: Int?
    private var y: Int
    /// The terminal's attributes, packed (see ``Style/packed``).
    private var pen = Style.plain.packed

    init(width: Int, cursor: CursorPosition) {
        self.width = width
        x = cursor.x
        y = cursor.y
        output.reserveCapacity(256)
    }

    /// Writes the unit at (`x`, `y`), `width` columns wide, as `row` (row `y`) shows it.
    mutating func draw(x targetX: Int, y targetY: Int, width unitWidth: Int, in row: ScreenRow) {
        move(toX: targetX, y: targetY, in: row)
        let style = row.styleBits(x: targetX)
        if style != pen {
            SGR.appendTransition(from: Style(packed: pen), to: Style(packed: style), to: &output)
            pen = style
        }
        row.appendGrapheme(x: targetX, to: &output)
        let end = targetX + unitWidth
        x = end >= width ? nil : end
    }

    /// Ends the frame: attributes reset and the cursor at a known column.
    mutating func finish(cursor: inout CursorPosition) -> [UInt8] {
        if pen != Style.plain.packed {
            output.append(contentsOf: SGR.reset.utf8)
            pen = Style.plain.packed
        }
        if x == nil {
            output.append(0x0D)
            x = 0
        }
        cursor = CursorPosition(x: x ?? 0, y: y)
        return output
    }

    private mutating func move(toX targetX: Int, y targetY: Int, in row: ScreenRow) {
        if targetY < y { CursorMove.append(.up, y - targetY, to: &output) }
        if targetY > y { CursorMove.append(.down, targetY - y, to: &output) }
        y = targetY
        if let x, x == targetX { return }
        // The candidates, cheapest first on a tie in this order: CR and right, a relative move,
        // the cells in between written again.
        let fromReturn = 1 + CursorMove.length(targetX)
        var best = fromReturn
        var relative: (CursorMove.Direction, Int)?
        var rewrites = false
        if let x {
            let move = targetX > x ? (CursorMove.Direction.right, targetX - x) : (.left, x - targetX)
            if CursorMove.length(move.1) < best {
                best = CursorMove.length(move.1)
                relative = move
            }
            if targetX > x, let length = rewriteLength(from: x, to: targetX, within: best - 1, in: row) {
                best = length
                rewrites = true
            }
        }
        if rewrites, let x {
            var column = x
            while column < targetX {
                row.appendGrapheme(x: column, to: &output)
                column += row.unitWidth(x: column)
            }
        } else if let relative {
            CursorMove.append(relative.0, relative.1, to: &output)
        } else {
            output.append(0x0D)
            CursorMove.append(.right, targetX, to: &output)
        }
        x = targetX
    }

    /// The byte count of the cells from `start` up to `end` on the current row written again,
    /// when that takes at most `limit` bytes and no change of attributes; nil otherwise.
    ///
    /// Cells are drawn in reading order, so every cell before the next changed one already
    /// shows what the new frame holds: writing it again changes nothing on screen.
    private func rewriteLength(from start: Int, to end: Int, within limit: Int, in row: ScreenRow) -> Int? {
        guard end - start <= limit else { return nil }
        var length = 0
        var column = start
        while column < end {
            let width = row.unitWidth(x: column)
            guard width > 0, row.styleBits(x: column) == pen else { return nil }
            length += row.graphemeByteCount(x: column)
            guard length <= limit else { return nil }
            column += width
        }
        return column == end ? length : nil
    }
}

/// Relative cursor moves (ECMA-48 CUU, CUD, CUF, CUB); a count of 1 is left out, as it is the
/// default.
enum CursorMove {
    enum Direction: UInt8 {
        case up = 0x41, down = 0x42, right = 0x43, left = 0x44
    }

    /// Appends the move of `count` cells (nothing for a count of 0 or less).
    static func append(_ direction: Direction, _ count: Int, to output: inout [UInt8]) {
        if count <= 0 { return }
        output.append(0x1B)
        output.append(0x5B)
        if count > 1 { SGR.appendDecimal(count, to: &output) }
        output.append(direction.rawValue)
    }

    /// The byte count of a move of `count` cells.
    static func length(_ count: Int) -> Int {
        if count <= 0 { return 0 }
        return count == 1 ? 3 : 3 + SGR.decimalLength(count)
    }
}
