// Foundation re-exports the C library's `memcmp` on Linux and Darwin: the row comparison is
// the one C call here, and TerminalUI imports nothing but Foundation.
import Foundation

/// A cursor position relative to a buffer's top-left cell.
public struct CursorPosition: Equatable, Sendable {
    /// The column, from zero.
    public var x: Int
    /// The row, from zero.
    public var y: Int
    /// The cursor at (`x`, `y`).
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
/// **Clusters of several cells.** A grapheme cluster that the terminal draws over several cells
/// of its own (`कि`, `👍🏽`, a flag; see ``DisplayWidth/terminalCells(of:)``) is one unit of the
/// diff: when any of its cells changed it is written again whole, from its first cell, with the
/// bytes `printf` of it would send, so the cursor is never put inside it.
///
/// **Text the terminal may measure differently.** ZWJ sequences and VS16 (`👨‍👩‍👧`, `❤️`) are
/// drawn as wide as ``DisplayWidth`` says here (what tmux does), but other terminals disagree
/// (xterm and VTE draw `👨‍👩‍👧` six columns wide, some terminals `❤️` two). So the damage stays
/// inside that cluster's cells: its cells are erased first (`ECH`, when the old frame did not
/// already show blanks there), the column after it is set absolutely (`CHA`, or `CR` and a move
/// right), the cells the terminal may have drawn over are drawn again, and near the right edge
/// it is written with autowrap off (`DECSET 7` around it), so it can never wrap and shift the
/// rows below.
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
        // Asked once: each test of the optional buffer inside the loop copies and destroys it.
        let hasPrevious = previous != nil
        var writer = FrameWriter(width: width, cursor: cursor)
        // The cells are read in place: nothing is copied, and the rows, which point into the
        // cells, live only inside these closures.
        new.cells.withUnsafeBufferPointer { newCells in
            (previous?.cells ?? []).withUnsafeBufferPointer { oldCells in
                var nextRow = ScreenRow(depth: depth)
                var previousRow = ScreenRow(depth: depth)
                for y in 0..<new.height {
                    let cells = UnsafeBufferPointer(rebasing: newCells[y * width ..< (y + 1) * width])
                    var oldRow: UnsafeBufferPointer<Cell>?
                    // The columns worked out and walked: the whole row for a first frame; for a
                    // changed row, the units its changed cells belong to. Unchanged cells around
                    // them show what they showed.
                    var start = 0
                    var end = width
                    if hasPrevious {
                        let row = UnsafeBufferPointer(rebasing: oldCells[y * width ..< (y + 1) * width])
                        // A row shows as a function of its own cells only, so a row whose cells
                        // are all unchanged shows the same: skip it without working it out.
                        if Self.same(row, cells) { continue }
                        guard let changed = Self.changedColumns(row, cells) else { continue }
                        // The writer may rewrite the cells from its column (on this row, or on
                        // the row it moves down from) up to a change, so those are worked out too.
                        start = min(changed.lowerBound, writer.column ?? width)
                        while start > 0, Self.isInsideUnit(row[start]) || Self.isInsideUnit(cells[start]) { start -= 1 }
                        end = changed.upperBound
                        while end < width, Self.isInsideUnit(row[end]) || Self.isInsideUnit(cells[end]) { end += 1 }
                        previousRow.load(row, from: start, to: end)
                        oldRow = row
                    }
                    nextRow.load(cells, from: start, to: end)
                    var loadedEnd = end
                    var x = start
                    // Cells before this column are drawn even when unchanged: the terminal may
                    // have drawn a cluster measured differently over them.
                    var repairEnd = 0
                    while x < width, x < end || x < repairEnd {
                        if x >= loadedEnd {
                            // A repair reaches past the changed units: work out the rows up to
                            // the end of the unit where it stops.
                            var repairedEnd = min(max(repairEnd, x + 1), width)
                            while repairedEnd < width,
                                Self.isInsideUnit(cells[repairedEnd]) || oldRow.map({ Self.isInsideUnit($0[repairedEnd]) }) ?? false
                            {
                                repairedEnd += 1
                            }
                            if let oldRow { previousRow.load(oldRow, from: loadedEnd, to: repairedEnd) }
                            nextRow.load(cells, from: loadedEnd, to: repairedEnd)
                            loadedEnd = repairedEnd
                        }
                        // Most cells of a changed row are the same cell as before: when it is one
                        // drawable one-column grapheme, both rows show it alike, unit and style.
                        if let oldRow, x >= repairEnd, Self.sameOneColumnCell(oldRow[x], cells[x]),
                            x + 1 == width || !(oldRow[x + 1].joinsPrevious || cells[x + 1].joinsPrevious)
                        {
                            x += 1
                            continue
                        }
                        let unit = nextRow.unitWidth(x: x)
                        if !hasPrevious || x < repairEnd || !nextRow.sameUnit(as: previousRow, x: x, width: unit) {
                            if let reach = nextRow.terminalReach(x: x) {
                                let shownBlank = hasPrevious && previousRow.showsBlanks(x: x, width: unit, as: nextRow)
                                writer.draw(x: x, y: y, width: unit, in: nextRow, reach: reach, erasing: !shownBlank)
                                repairEnd = max(repairEnd, x + reach)
                            } else {
                                writer.draw(x: x, y: y, width: unit, in: nextRow)
                            }
                        }
                        x += unit
                    }
                }
            }
        }
        return writer.finish(cursor: &cursor)
    }

    /// True when `a` and `b` are the same bytes and one drawable one-column grapheme that does
    /// not join the cell before (shown as itself whatever its neighbours hold, unlike a wide
    /// grapheme, an invalid cell or a cell of a cluster); the caller checks that the next cell
    /// does not join it either.
    private static func sameOneColumnCell(_ a: Cell, _ b: Cell) -> Bool {
        a.styleBits == b.styleBits && a.text == b.text && a.text.drawnWidth == 1 && !a.text.joinsPrevious
    }

    /// The columns from the first to the last cell whose bytes differ between the two rows
    /// (the same width); nil when none does.
    private static func changedColumns(_ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>) -> Range<Int>? {
        var first = 0
        while first < a.count, a[first].styleBits == b[first].styleBits, a[first].text == b[first].text { first += 1 }
        guard first < a.count else { return nil }
        var last = a.count - 1
        while last > first, a[last].styleBits == b[last].styleBits, a[last].text == b[last].text { last -= 1 }
        return first ..< last + 1
    }

    /// True for a cell that continues the unit begun before it: the right half of a wide
    /// grapheme, or a later cell of a cluster. No unit starts there.
    private static func isInsideUnit(_ cell: Cell) -> Bool {
        cell.isContinuation || cell.joinsPrevious
    }

    /// True when the two rows hold equal cells.
    ///
    /// A cell is three words with no padding (see ``Cell``), so equal bytes are equal cells, and
    /// most rows, unchanged, are compared as memory; rows whose bytes differ still hold equal
    /// cells when a grapheme is spelt two canonically equivalent ways, so those are compared
    /// cell by cell.
    private static func same(_ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>) -> Bool {
        guard a.count == b.count else { return false }
        // Comparing memory is comparing cells only while a cell has no padding bytes (whose
        // contents are undefined): three full words.
        assert(MemoryLayout<Cell>.size == MemoryLayout<Cell>.stride && MemoryLayout<Cell>.size == 3 * MemoryLayout<UInt64>.size)
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
/// each cell's unit width (1, or 2 for a wide grapheme's head, or the columns of all the cells of
/// a cluster for its first cell; 0 for the cells after a unit's first).
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
    /// The columns of the unit starting at each cell; 0 for a cell inside a unit.
    private(set) var units: [Int] = []
    /// Downgrades styles, remembering the answers.
    private var downgrader: StyleDowngrader

    init(depth: ColorDepth) {
        self.depth = depth
        downgrader = StyleDowngrader(depth: depth)
    }

    /// Makes this the image of `row`'s columns `start..<end`, keeping the storage already
    /// allocated; both must begin a unit (no cell there joins the one before or is the right
    /// half of a wide grapheme, or `end` is the row's width), and the other columns are left
    /// as they were.
    mutating func load(_ row: UnsafeBufferPointer<Cell>, from start: Int, to end: Int) {
        cells = row
        let width = row.count
        if styles.count != width {
            styles = Array(repeating: 0, count: width)
            shown = Array(repeating: .blank, count: width)
            units = Array(repeating: 1, count: width)
        }
        var converter = downgrader
        styles.withUnsafeMutableBufferPointer { styles in
            shown.withUnsafeMutableBufferPointer { shown in
                units.withUnsafeMutableBufferPointer { units in
                    var x = start
                    // The first cell of the unit that ends at `x`, when it is a drawable grapheme a
                    // joining cell may extend.
                    var head = -1
                    while x < end {
                        if row[x].text.isStandaloneOneColumn {
                            // Most cells, in runs: each a unit of its own, one column, shown as
                            // it is.
                            var runEnd = x + 1
                            while runEnd < end, row[runEnd].text.isStandaloneOneColumn { runEnd += 1 }
                            UnsafeMutableBufferPointer(rebasing: shown[x..<runEnd]).update(repeating: .grapheme)
                            UnsafeMutableBufferPointer(rebasing: units[x..<runEnd]).update(repeating: 1)
                            for column in x..<runEnd { styles[column] = converter.downgraded(row[column].styleBits) }
                            head = runEnd - 1
                            x = runEnd
                            continue
                        }
                        var style = converter.downgraded(row[x].styleBits)
                        let graphemeWidth = row[x].text.drawnWidth
                        let cellWidth: Int
                        if graphemeWidth == 2, x + 1 < width, row[x + 1].isContinuation {
                            shown[x] = .wideGrapheme
                            shown[x + 1] = .continuation
                            cellWidth = 2
                        } else {
                            shown[x] = graphemeWidth == 1 ? .grapheme : .blank
                            cellWidth = 1
                        }
                        if row[x].text.joinsPrevious, head >= 0, shown[x] != .blank {
                            // A later cell of the cluster begun at `head`: one unit, in its style.
                            style = styles[head]
                            units[head] += cellWidth
                            units[x] = 0
                        } else if row[x].text.joinsPrevious {
                            // A cell of a cluster without the cluster's start: a blank.
                            shown[x] = .blank
                            units[x] = 1
                            if cellWidth == 2 {
                                shown[x + 1] = .blank
                                units[x + 1] = 1
                                styles[x + 1] = style
                            }
                            head = -1
                        } else {
                            units[x] = cellWidth
                            head = shown[x] == .blank ? -1 : x
                        }
                        styles[x] = style
                        if cellWidth == 2, shown[x + 1] == .continuation {
                            styles[x + 1] = style
                            units[x + 1] = 0
                        }
                        x += cellWidth
                    }
                }
            }
        }
        downgrader = converter
    }

    func unitWidth(x: Int) -> Int { units[x] }

    /// Appends the bytes written for the unit at `x` (its cells' graphemes one after the other).
    /// Nothing for a cell inside a unit.
    func appendGrapheme(x: Int, to output: inout [UInt8]) {
        if units[x] == 1, shown[x] == .grapheme {
            cells[x].text.appendUTF8(to: &output)
            return
        }
        for column in x..<(x + units[x]) {
            switch shown[column] {
            case .grapheme, .wideGrapheme: cells[column].text.appendUTF8(to: &output)
            case .blank: output.append(0x20)
            case .continuation: break
            }
        }
    }

    /// The number of bytes ``appendGrapheme(x:to:)`` appends.
    func graphemeByteCount(x: Int) -> Int {
        var count = 0
        for column in x..<(x + units[x]) {
            switch shown[column] {
            case .grapheme, .wideGrapheme: count += cells[column].text.withUTF8 { $0.count }
            case .blank: count += 1
            case .continuation: break
            }
        }
        return count
    }

    /// The cell's style downgraded, packed.
    func styleBits(x: Int) -> UInt64 { styles[x] }

    /// For a unit terminals may measure differently from ``DisplayWidth`` (a ZWJ sequence, VS16),
    /// the most columns a terminal may draw it over (``DisplayWidth/widestReach(of:)`` of its
    /// cells). Nil for any other unit, and for a cell inside one.
    func terminalReach(x: Int) -> Int? {
        let unit = units[x]
        guard unit > 0 else { return nil }
        // One column of one scalar: drawn as measured everywhere (most units).
        if unit == 1, shown[x] == .grapheme, !cells[x].text.hasSeveralScalars { return nil }
        switch shown[x] {
        case .grapheme, .wideGrapheme: break
        case .blank, .continuation: return nil
        }
        var columns = 0
        var severalScalars = false
        for column in x..<(x + unit) {
            switch shown[column] {
            case .grapheme, .wideGrapheme:
                let text = cells[column].text
                guard text.hasSeveralScalars else {
                    columns += shown[column] == .wideGrapheme ? 2 : 1
                    continue
                }
                severalScalars = true
                columns += text.withUTF8 { DisplayWidth.widestReach(of: String(decoding: $0, as: UTF8.self)) }
            case .blank: columns += 1
            case .continuation: continue
            }
        }
        guard severalScalars, columns > unit else { return nil }
        return columns
    }

    /// True when the `width` cells from `x` show blanks in the style `other` gives column `x`.
    func showsBlanks(x: Int, width: Int, as other: ScreenRow) -> Bool {
        let style = other.styles[x]
        for column in x..<(x + width) {
            guard styles[column] == style else { return false }
            switch shown[column] {
            case .blank: continue
            case .grapheme: guard cells[column].text.isASCII(0x20) else { return false }
            case .wideGrapheme, .continuation: return false
            }
        }
        return true
    }

    /// True when the unit at `x`, `width` columns wide, shows the same in `other`.
    func sameUnit(as other: ScreenRow, x: Int, width: Int) -> Bool {
        guard other.units[x] == width else { return false }
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
    /// The last answer: styles come in runs, so most cells ask what the cell before asked.
    /// Plain text (`0`) is its own downgrade at every depth, so that is the answer to start with.
    private var last: (bits: UInt64, downgraded: UInt64) = (0, 0)
    private var known: [(bits: UInt64, downgraded: UInt64)] = []

    /// Which packed colours are their own downgrade at ``depth`` (see ``isAlreadyDowngraded(_:)``).
    private let keepsBasic: Bool
    private let keepsIndexed: Bool
    private let keepsRGB: Bool

    init(depth: ColorDepth) {
        self.depth = depth
        keepsBasic = depth != .none
        keepsIndexed = depth == .indexed256 || depth == .trueColor
        keepsRGB = depth == .trueColor
    }

    /// `bits` (see ``Style/packed``) downgraded (see ``Style/downgraded(to:)``), packed.
    mutating func downgraded(_ bits: UInt64) -> UInt64 {
        if last.bits == bits { return last.downgraded }
        // A picture's cells are made at the depth already, each in a style of its own: they
        // would miss the remembered answers and push the text's styles out.
        if isAlreadyDowngraded(bits) {
            last = (bits, bits)
            return bits
        }
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

extension StyleDowngrader {
    /// True when the packed style `bits` (see ``Style/packed``) is its own downgrade to ``depth``
    /// (see ``TerminalColor/downgraded(to:)``): no colour at ``ColorDepth/none``; else each colour
    /// none, a basic one below 16, a palette index from 16 (256 colours and more) or 24-bit
    /// (truecolour only).
    func isAlreadyDowngraded(_ bits: UInt64) -> Bool {
        isAlreadyDowngraded(color: (bits >> 8) & 0x3FF_FFFF) && isAlreadyDowngraded(color: (bits >> 34) & 0x3FF_FFFF)
    }

    private func isAlreadyDowngraded(color: UInt64) -> Bool {
        let kind = color & 3
        if kind == 0 { return true }
        if kind == 3 { return keepsRGB }
        let index = (color >> 2) & 0xFF
        return kind == 1 ? keepsBasic && index < 16 : keepsIndexed && index >= 16
    }
}

/// Accumulates the bytes of one frame while tracking the terminal's cursor and attributes.
struct FrameWriter {
    /// The width of the frame's rows.
    private let width: Int
    private var output: [UInt8] = []
    /// The cursor's column, nil while it is not known: in "pending wrap" after the last column,
    /// or after a cluster the terminal may measure differently (see ``columnIsUnsure``).
    private var x: Int?
    /// True when ``x`` is nil because the last thing written was such a cluster: the way back
    /// to a known column is then `CHA` (or `CR` and a move right), whichever is shorter.
    private var columnIsUnsure = false
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
        moveAndStyle(toX: targetX, y: targetY, in: row)
        row.appendGrapheme(x: targetX, to: &output)
        let end = targetX + unitWidth
        x = end >= width ? nil : end
        _checkInvariants()
    }

    /// Writes the unit at (`x`, `y`) as ``draw(x:y:width:in:)`` does, for a cluster the terminal
    /// may draw over `reach` columns instead of `width`: its cells erased first when `erasing`,
    /// with autowrap off when it could pass the last column, and the cursor's column unknown
    /// afterwards.
    mutating func draw(
        x targetX: Int, y targetY: Int, width unitWidth: Int, in row: ScreenRow, reach: Int, erasing: Bool
    ) {
        moveAndStyle(toX: targetX, y: targetY, in: row)
        if erasing { CursorMove.append(.erase, unitWidth, to: &output) }
        let mayWrap = targetX + reach > width
        if mayWrap { output.append(contentsOf: Self.autowrapOff) }
        row.appendGrapheme(x: targetX, to: &output)
        if mayWrap { output.append(contentsOf: Self.autowrapOn) }
        x = nil
        columnIsUnsure = true
        _checkInvariants()
    }

    /// DECRST 7 and DECSET 7: with autowrap off, text at the last column stays on its row.
    private static let autowrapOff: [UInt8] = Array("\u{1B}[?7l".utf8)
    private static let autowrapOn: [UInt8] = Array("\u{1B}[?7h".utf8)

    /// The cursor's column, when it is known.
    var column: Int? { x }

    /// Ends the frame: attributes reset and the cursor at a known column.
    mutating func finish(cursor: inout CursorPosition) -> [UInt8] {
        if pen != Style.plain.packed {
            output.append(contentsOf: SGR.reset.utf8)
            pen = Style.plain.packed
        }
        if x == nil {
            output.append(0x0D)
            x = 0
            columnIsUnsure = false
        }
        cursor = CursorPosition(x: x ?? 0, y: y)
        return output
    }

    // MARK: Invariants

    /// Traps when the cursor the writer counts is not one it can move from (see
    /// `_violation(x:columnIsUnsure:width:)`): every move is relative to it, so a wrong column
    /// shifts all that follows on screen. Checked after each unit drawn (the frame's end only
    /// turns an unknown column into column 0); compiled in under `PICKERKIT_CHECKS` (debug
    /// builds), otherwise empty.
    @inline(__always)
    func _checkInvariants() {
        #if PICKERKIT_CHECKS
        if let violation = Self._violation(x: x, columnIsUnsure: columnIsUnsure, width: width) {
            preconditionFailure("FrameDiff: \(violation)")
        }
        #endif
    }

    /// What is wrong with a writer's cursor column `x` (nil: not known) in rows `width` cells
    /// wide, or nil when nothing is: a known column is a cell of the row (past the last one
    /// the terminal is in pending wrap, and the column is not known), and a column made unsure
    /// by a cluster measured differently is not known.
    static func _violation(x: Int?, columnIsUnsure: Bool, width: Int) -> String? {
        if let x, x < 0 || x >= width { return "the cursor's column \(x) is outside a row of \(width)" }
        if columnIsUnsure, let x { return "the cursor's column \(x) is known, but marked unsure" }
        return nil
    }

    /// Moves to the unit at (`x`, `y`) and takes up its style.
    private mutating func moveAndStyle(toX targetX: Int, y targetY: Int, in row: ScreenRow) {
        move(toX: targetX, y: targetY, in: row)
        let style = row.styleBits(x: targetX)
        if style != pen {
            SGR.appendTransition(from: pen, to: style, to: &output)
            pen = style
        }
    }

    private mutating func move(toX targetX: Int, y targetY: Int, in row: ScreenRow) {
        if targetY < y { CursorMove.append(.up, y - targetY, to: &output) }
        if targetY > y { CursorMove.append(.down, targetY - y, to: &output) }
        y = targetY
        if let x, x == targetX { return }
        if columnIsUnsure {
            // Only absolute moves are safe here: CR and right, or CHA when shorter.
            columnIsUnsure = false
            x = targetX
            if targetX > 0, CursorMove.columnLength(targetX) < 1 + CursorMove.length(targetX) {
                CursorMove.appendColumn(targetX, to: &output)
            } else {
                output.append(0x0D)
                CursorMove.append(.right, targetX, to: &output)
            }
            return
        }
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
            // A cluster the terminal may measure differently would leave the column unknown.
            guard width > 0, row.styleBits(x: column) == pen, row.terminalReach(x: column) == nil else { return nil }
            length += row.graphemeByteCount(x: column)
            guard length <= limit else { return nil }
            column += width
        }
        return column == end ? length : nil
    }
}

/// Relative cursor moves (ECMA-48 CUU, CUD, CUF, CUB), erasing characters (ECH) and the one
/// absolute move, to a column (CHA); a count of 1 is left out, as it is the default.
enum CursorMove {
    enum Direction: UInt8 {
        case up = 0x41, down = 0x42, right = 0x43, left = 0x44
        /// Not a move: ECH blanks this many cells from the cursor, which stays.
        case erase = 0x58
    }

    /// Appends the move of `count` cells (nothing for a count of 0 or less).
    static func append(_ direction: Direction, _ count: Int, to output: inout [UInt8]) {
        if count <= 0 { return }
        output.append(0x1B)
        output.append(0x5B)
        if count > 1 { SGR.appendDecimal(count, to: &output) }
        output.append(direction.rawValue)
    }

    /// Appends CHA to the zero-based `column`.
    static func appendColumn(_ column: Int, to output: inout [UInt8]) {
        output.append(0x1B)
        output.append(0x5B)
        if column > 0 { SGR.appendDecimal(column + 1, to: &output) }
        output.append(0x47)
    }

    /// The byte count of CHA to the zero-based `column`.
    static func columnLength(_ column: Int) -> Int {
        column > 0 ? 3 + SGR.decimalLength(column + 1) : 3
    }

    /// The byte count of a move of `count` cells.
    static func length(_ count: Int) -> Int {
        if count <= 0 { return 0 }
        return count == 1 ? 3 : 3 + SGR.decimalLength(count)
    }
}
