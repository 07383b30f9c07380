import Foundation

/// One component whose rows are the lines of some input: what `pick choose` reads from stdin.
///
/// The input is kept as one contiguous byte buffer plus two offsets per line, never a String
/// per line, so 1,000,000 lines cost their bytes plus 8 MB (`seq 1000000`: 6.9 MB of text,
/// 15 MB in all). Titles are decoded only when asked for (Behaviour 1.5), invalid UTF-8 shown as
/// U+FFFD, while ``bytes(forRow:)`` gives back the exact original bytes of a line, so what
/// the person picks can be printed byte for byte.
///
/// Lines end at LF; a CR before the LF is not part of the line (CRLF input); a trailing newline
/// does not make an empty last row.
///
/// Input may also arrive in pieces while the picker is shown (`seq 1000000 | pick choose` draws
/// before `seq` is done): ``append(_:)`` adds the lines the new bytes complete, whatever the
/// chunks (a line or a CRLF split across two reads joins up), and ``closeLastLine()`` takes
/// the bytes after the last newline as a line once the input has ended. Rows only ever come
/// after the existing ones, so a row number stays valid, and still one buffer plus offsets.
///
/// ```swift
/// let source = LineListSource(bytes: Array("Apple\r\nBanana\nCherry\n".utf8))
/// source.count                  // 3
/// source.title(forRow: 0)       // "Apple"
/// var picker = WheelPicker(source: source)
///
/// var arriving = LineListSource(bytes: [])
/// arriving.append(Array("Apple\nBan".utf8))    // 1 row: "Apple"
/// arriving.append(Array("ana\nCher".utf8))     // 2 rows: "Apple", "Banana"
/// arriving.closeLastLine()                     // 3 rows: the input ended after "Cher"
/// ```
public struct LineListSource: WheelDataSource {
    /// The input as kept: exactly as given, but for what the `bounds` leave out (the end of a
    /// line cut at its length, lines past the count).
    public private(set) var data: [UInt8]
    private(set) var lines: LineOffsets
    /// Where the line that no newline has ended yet begins in ``data``; `data.count` when none.
    private var openLineStart: Int
    /// How much of the input is kept (Behaviour 7.4).
    package let bounds: LineBounds
    /// The rows whose line is longer than `LineBounds`: only its first bytes are
    /// kept, so it is shown but never chosen, as its exact bytes could not be printed.
    private var cutRows: Set<Int> = []
    /// True while the bytes up to the next newline belong to a line already cut (a row), and are
    /// read and left out.
    private var skipsToLineEnd = false
    /// Every byte read so far, kept or not.
    package private(set) var bytesRead = 0
    /// True once a bound is reached: nothing more is kept, and the input need not be read on.
    package private(set) var isFull = false
    /// Rows whose title equals one of these are disabled (Behaviour 1.10).
    public var disabledValues: Set<String>
    /// Whether the component wraps from its last row to its first (Behaviour 1.9).
    public var loops: Bool
    /// fzf's fields (`pick choose --with-nth`, `--nth`, `--accept-nth`): what of each line is
    /// drawn, matched and printed; nil: the whole line for each.
    package var fields: LineFields?
    /// The byte that ends a line: a newline, or NUL for `pick choose --read0`, whose items may
    /// hold newlines (a CR is then kept too). Set before any bytes are appended.
    package var separator = UInt8(ascii: "\n")
    /// What takes escape sequences out of the input under ``stripsEscapes``; nil: none taken out.
    private var escapeFilter: EscapeSequenceFilter?
    /// The colours taken out with the escapes, for the rows that had any.
    package private(set) var colors = LineColors()
    /// SGR escapes taken out of bytes whose line has not ended yet: their offsets in ``data``.
    private var pendingColors: [EscapeSequenceFilter.SGR] = []

    /// Rows from raw input bytes, split into lines.
    public init(bytes: [UInt8], disabledValues: Set<String> = [], loops: Bool = false) {
        self.init(bytes: bytes, disabledValues: disabledValues, loops: loops, bounds: .standard)
    }

    /// Rows from raw input bytes, split into lines, keeping only what `bounds` allow: a line
    /// longer than `LineBounds` keeps its first bytes and cannot be chosen, and
    /// lines past `LineBounds` or bytes past `LineBounds` are left out.
    package init(bytes: [UInt8], disabledValues: Set<String> = [], loops: Bool = false, bounds: LineBounds) {
        self.bounds = bounds
        self.disabledValues = disabledValues
        self.loops = loops
        data = bytes
        lines = LineOffsets(splitting: bytes)
        openLineStart = bytes.count
        bytesRead = bytes.count
        if bytes.count < bounds.byteCount, lines.count < bounds.lineCount, fitsLineLength(since: 0) { return }
        // A bound is crossed: the bytes are taken in a line at a time.
        data = []
        lines = LineOffsets()
        openLineStart = 0
        bytesRead = 0
        append(bytes)
        closeLastLine()
    }

    /// Rows from strings, one row each (command-line arguments); a string may hold any
    /// character, a newline included, and stays one row.
    public init(lines strings: [String], disabledValues: Set<String> = [], loops: Bool = false) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(strings.reduce(0) { $0 + $1.utf8.count + 1 })
        var lengths: [Int] = []
        lengths.reserveCapacity(strings.count)
        for string in strings {
            bytes.append(contentsOf: string.utf8)
            bytes.append(UInt8(ascii: "\n"))
            lengths.append(string.utf8.count)
        }
        data = bytes
        lines = LineOffsets(lengths: lengths)
        openLineStart = bytes.count
        bytesRead = bytes.count
        // Arguments are held by the caller already, so they are kept whole.
        bounds = .unbounded
        self.disabledValues = disabledValues
        self.loops = loops
    }

    /// Rows from strings as `pick choose --ansi` takes arguments: each string's escape sequences
    /// taken out, as ``stripsEscapes`` takes them out of a stream, and its colours kept.
    package init(strippingEscapesFrom strings: [String], disabledValues: Set<String> = [], loops: Bool = false) {
        var colors = LineColors()
        var texts: [String] = []
        texts.reserveCapacity(strings.count)
        for (row, string) in strings.enumerated() {
            var filter = EscapeSequenceFilter()
            var found: [EscapeSequenceFilter.SGR]? = []
            let kept = filter.filter(Array(string.utf8), sgr: &found)
            texts.append(String(decoding: kept, as: UTF8.self))
            colors.append(row: row, marks: (found ?? []).filter { $0.offset < kept.count }.map { ($0.offset, $0.parameters) })
        }
        self.init(lines: texts, disabledValues: disabledValues, loops: loops)
        self.colors = colors
    }

    /// The number of rows.
    public var count: Int { lines.count }

    /// Adds `bytes` to the input: a row for every line they end, the line still open (begun
    /// in an earlier chunk) first. Bytes after the last newline wait for the next chunk or
    /// for ``closeLastLine()``. Rows added later than ``init(bytes:disabledValues:loops:)`` or
    /// a ``closeLastLine()`` start a new line.
    ///
    /// What the source's `bounds` leave out is read and dropped: a line that grows past
    /// `LineBounds` becomes a row of its first bytes at once (so endless input
    /// without a newline still shows a row) and the rest of it is skipped; once `isFull`,
    /// every byte is.
    public mutating func append(_ bytes: [UInt8]) {
        guard var filter = escapeFilter else { return appendRead(bytes) }
        var found: [EscapeSequenceFilter.SGR]? = []
        let kept = filter.filter(bytes, sgr: &found)
        escapeFilter = filter
        let dataBefore = data.count
        let rowsBefore = count
        appendRead(kept)
        guard let found, !found.isEmpty || !pendingColors.isEmpty else { return }
        // Where the bytes went in whole, an escape's place in them is its place in `data`; where
        // a bound cut or left out lines, the places no longer hold and those colours are dropped.
        if data.count - dataBefore == kept.count {
            pendingColors += found.map { EscapeSequenceFilter.SGR(offset: dataBefore + $0.offset, parameters: $0.parameters) }
        }
        assignColors(toRowsFrom: rowsBefore)
    }

    /// Gives rows from `firstRow` on the pending escapes that fall in their lines; an escape past
    /// a line's text (a reset before its newline) colours nothing and goes.
    private mutating func assignColors(toRowsFrom firstRow: Int) {
        guard !pendingColors.isEmpty else { return }
        var next = 0
        for row in firstRow..<count {
            let range = lines.range(ofLine: row)
            while next < pendingColors.count, pendingColors[next].offset < range.lowerBound { next += 1 }
            var marks: [(offset: Int, parameters: [UInt8])] = []
            while next < pendingColors.count, pendingColors[next].offset < range.upperBound {
                marks.append((pendingColors[next].offset - range.lowerBound, pendingColors[next].parameters))
                next += 1
            }
            colors.append(row: row, marks: marks)
        }
        pendingColors.removeFirst(next)
        pendingColors.removeAll { $0.offset < openLineStart || $0.offset > data.count }
    }

    /// The colours of `row` as marks on its title (``title(forRow:)``): each mark's offset is
    /// the index of the Unicode scalar it stands before. Empty when the row has none. When
    /// `--with-nth` shows fields of the line, the colours follow the fields shown: each starts
    /// in the colours in force where it stood in the line (Behaviour 7.5).
    package func titleColors(forRow row: Int) -> [LineColors.Mark] {
        guard !colors.isEmpty, row >= 0, row < count else { return [] }
        guard let shown = fields?.shown, let fields else {
            return colors(forRow: row, in: [0..<lines.range(ofLine: row).count])
        }
        let line = bytes(forRow: row)
        let (split, pieces) = fields.split(line)
        // A pattern matched on a line that is not valid UTF-8 splits the decoded text, whose
        // offsets are not the line's: such a row is drawn without colours.
        guard split.count == line.count else { return [] }
        return colors(forRow: row, in: shown.flatMap { $0.indices(count: pieces.count).map { pieces[$0] } })
    }

    /// The colours of `row` over the text its byte ranges `pieces` make joined in order (the
    /// fields `--with-nth` shows, the title or caption `--fields` names), each mark at the index
    /// of the Unicode scalar of that text it stands before; empty when the row has none.
    package func colors(forRow row: Int, in pieces: [Range<Int>]) -> [LineColors.Mark] {
        guard !colors.isEmpty, row >= 0, row < count else { return [] }
        let marks = colors.marks(forRow: row)
        guard !marks.isEmpty else { return [] }
        let range = lines.range(ofLine: row)
        var result: [LineColors.Mark] = []
        var scalar = 0
        for (number, piece) in pieces.enumerated() {
            let piece = piece.clamped(to: 0..<range.count)
            let isLast = number == pieces.count - 1
            // A piece starts in the colours in force at its first byte: after a reset (the
            // piece before may have left others), every mark before it, replayed.
            if scalar > 0 { result.append(LineColors.Mark(offset: scalar, parameters: [])) }
            var next = 0
            while next < marks.count, marks[next].offset < piece.lowerBound {
                result.append(LineColors.Mark(offset: scalar, parameters: marks[next].parameters))
                next += 1
            }
            // Scalars start at every byte that is not a UTF-8 continuation byte.
            for byte in piece {
                // Past the last mark of the last piece nothing is left to place.
                if isLast, next == marks.count { break }
                while next < marks.count, marks[next].offset <= byte {
                    result.append(LineColors.Mark(offset: scalar, parameters: marks[next].parameters))
                    next += 1
                }
                if data[range.lowerBound + byte] & 0xC0 != 0x80 { scalar += 1 }
            }
            // Marks after the line's last byte (a closing reset) end a piece that reaches it.
            while piece.upperBound == range.count, next < marks.count, marks[next].offset == piece.upperBound {
                result.append(LineColors.Mark(offset: scalar, parameters: marks[next].parameters))
                next += 1
            }
        }
        return result
    }

    /// Takes escape sequences out of the input as it arrives (`pick choose --ansi`, as fzf's):
    /// titles, matching and the bytes printed are the text without them. Set before any bytes
    /// are appended.
    package var stripsEscapes: Bool {
        get { escapeFilter != nil }
        set { escapeFilter = newValue ? EscapeSequenceFilter() : nil }
    }

    /// ``append(_:)`` of the bytes kept.
    private mutating func appendRead(_ bytes: [UInt8]) {
        guard !bytes.isEmpty, !isFull else { return }
        let scanStart = data.count
        let linesBefore = lines.count
        let openBefore = openLineStart
        bytesRead += bytes.count
        if !skipsToLineEnd, bytesRead <= bounds.byteCount {
            data.append(contentsOf: bytes)
            data.withUnsafeBufferPointer { buffer in
                lines.appendLines(endingIn: buffer, from: scanStart, lineStart: &openLineStart, separator: separator)
            }
            if lines.count < bounds.lineCount, fitsLineLength(since: linesBefore) { return }
            // A bound is crossed: take the chunk again, a line at a time.
            lines.removeLast(lines.count - linesBefore)
            data.removeSubrange(scanStart...)
            openLineStart = openBefore
        }
        bytesRead -= bytes.count
        bytes.withUnsafeBufferPointer { appendBounded($0) }
    }

    /// Whether the lines from `firstNew` on, and the open line, are within the line length.
    private func fitsLineLength(since firstNew: Int) -> Bool {
        if data.count - openLineStart > bounds.lineLength { return false }
        for line in firstNew..<lines.count where lines.range(ofLine: line).count > bounds.lineLength { return false }
        return true
    }

    /// ``append(_:)`` a line at a time, keeping to the bounds.
    private mutating func appendBounded(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        var position = 0
        while position < bytes.count, !isFull {
            // memchr: endless input without newlines (`/dev/zero`) is skipped a chunk at a time.
            let lineEnd = memchr(base + position, Int32(separator), bytes.count - position).map {
                UnsafeRawPointer(base).distance(to: UnsafeRawPointer($0))
            }
            let segmentEnd = lineEnd ?? bytes.count
            let budget = bounds.byteCount - bytesRead
            guard segmentEnd - position <= budget else {
                // The byte bound falls inside this line: it is left out whole.
                bytesRead = bounds.byteCount
                dropOpenLine()
                isFull = true
                return
            }
            bytesRead += segmentEnd - position + (lineEnd == nil ? 0 : 1)
            if !skipsToLineEnd {
                let segment = segmentEnd - position
                // Negative while a CR just past the length waits to see whether a newline follows.
                let room = bounds.lineLength - (data.count - openLineStart)
                if segment == 0 || segment <= room
                    || (segment == room + 1 && separator == UInt8(ascii: "\n") && bytes[segmentEnd - 1] == UInt8(ascii: "\r"))
                {
                    // A CR right before the newline is not part of the line, so it may stand one past the length.
                    data.append(contentsOf: bytes[position..<segmentEnd])
                } else {
                    if room < 0 { data.removeLast(-room) }
                    data.append(contentsOf: bytes[position..<(position + max(room, 0))])
                    cutOpenLine()
                }
            }
            if lineEnd == nil { return }
            if skipsToLineEnd {
                skipsToLineEnd = false
            } else {
                endOpenLine()
            }
            position = segmentEnd + 1
            if bytesRead >= bounds.byteCount { isFull = true }
        }
    }

    /// The open line ends at a newline at the end of ``data``, which is not kept.
    private mutating func endOpenLine() {
        var end = data.count
        if separator == UInt8(ascii: "\n"), end > openLineStart, data[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        addRow(start: openLineStart, end: end)
        data.append(separator)
        openLineStart = data.count
    }

    /// The open line reached the line length: it becomes a row of what is kept, which cannot
    /// be chosen, and the rest of it is skipped.
    private mutating func cutOpenLine() {
        cutRows.insert(lines.count)
        addRow(start: openLineStart, end: data.count)
        data.append(separator)
        openLineStart = data.count
        skipsToLineEnd = true
    }

    private mutating func addRow(start: Int, end: Int) {
        lines.append(start: start, end: end)
        if lines.count >= bounds.lineCount {
            isFull = true
            skipsToLineEnd = false
        }
    }

    /// Forgets the bytes of the open line.
    private mutating func dropOpenLine() {
        data.removeSubrange(openLineStart...)
        skipsToLineEnd = false
    }

    /// The input has ended: the bytes after the last newline, if any, become the last row
    /// (a lone CR at their end kept, as in one-shot loading).
    public mutating func closeLastLine() {
        escapeFilter?.finish()
        skipsToLineEnd = false
        guard openLineStart < data.count, !isFull else { return }
        // A lone CR at the end is part of the line, and may take it past the length.
        let excess = data.count - openLineStart - bounds.lineLength
        if excess > 0 {
            data.removeLast(excess)
            cutRows.insert(lines.count)
        }
        addRow(start: openLineStart, end: data.count)
        openLineStart = data.count
        assignColors(toRowsFrom: count - 1)
    }

    /// Leaves out the first `rowCount` rows (`pick choose --header-lines`): the rows after them
    /// and the line still open are read again, as if the input began after them. For input
    /// read from a stream; rows given as strings may hold newlines, and are dropped before.
    package mutating func removeFirstRows(_ rowCount: Int) {
        guard rowCount > 0 else { return }
        let start = rowCount < count ? lines.range(ofLine: rowCount).lowerBound : openLineStart
        var rest = LineListSource(bytes: [], disabledValues: disabledValues, loops: loops, bounds: bounds)
        rest.fields = fields
        rest.separator = separator
        rest.append(Array(data[min(start, data.count)...]))
        rest.colors = colors.droppingFirstRows(rowCount)
        rest.escapeFilter = escapeFilter
        rest.pendingColors = pendingColors.compactMap {
            $0.offset >= start ? EscapeSequenceFilter.SGR(offset: $0.offset - start, parameters: $0.parameters) : nil
        }
        self = rest
    }

    /// Whether a row's line was kept whole, so that it can be chosen; false for a line cut at
    /// `LineBounds`.
    package func isKeptWhole(_ row: Int) -> Bool {
        cutRows.isEmpty || !cutRows.contains(row)
    }

    /// What a person is told when a bound left input out; nil while everything is kept.
    package var boundNotice: String? {
        let cut = cutRows.min().map {
            "line \($0 + 1) is longer than \(bounds.lineLength) bytes: it is shown cut and cannot be chosen"
        }
        guard isFull else { return cut }
        let read = "only the first \(lines.count) \(lines.count == 1 ? "line" : "lines") (\(bytesRead) bytes) of the input are read: no more can be chosen among"
        return [read, cut].compactMap { $0 }.joined(separator: "; ")
    }

    /// Whether bytes after the last newline wait for the rest of their line.
    package var hasOpenLine: Bool { openLineStart < data.count }

    /// Makes room for `byteCount` bytes of input in all, e.g. the size of a file being read,
    /// so the buffer is allocated once instead of growing as chunks arrive.
    package mutating func reserveCapacity(_ byteCount: Int) {
        data.reserveCapacity(byteCount)
    }

    /// The exact bytes of `row`, without its line ending; empty for a row that does not exist.
    public func bytes(forRow row: Int) -> [UInt8] {
        guard row >= 0, row < count else { return [] }
        return Array(data[lines.range(ofLine: row)])
    }

    /// What is printed for `row` when it is chosen: its exact bytes, or the fields
    /// ``fields`` prints (`--accept-nth`); empty for a row that does not exist.
    package func printedBytes(forRow row: Int) -> [UInt8] {
        guard let fields, fields.printed != nil else { return bytes(forRow: row) }
        guard row >= 0, row < count else { return [] }
        return fields.printedBytes(of: bytes(forRow: row), index: row)
    }

    /// The bytes of `row` a query is matched against: the line, or the fields ``fields``
    /// matches (`--nth`, of the `--with-nth` text).
    package func matchedBytes(forRow row: Int) -> [UInt8] {
        guard let fields, fields.shown != nil || fields.matched != nil else { return bytes(forRow: row) }
        return fields.matchedBytes(of: bytes(forRow: row))
    }

    /// The title of `row`, decoded now, with U+FFFD for invalid UTF-8 (the fields the line source
    /// shows, `--with-nth`, when it names some); empty for a row that does not exist.
    public func title(forRow row: Int) -> String {
        guard row >= 0, row < count else { return "" }
        // `fields?.` reads the fields in place: most lines have none, and a copy per row drawn
        // would cost more than the row.
        if fields?.shown != nil, let shown = fields?.shownBytes(of: bytes(forRow: row)) {
            return visible(String(decoding: shown, as: UTF8.self))
        }
        return visible(data.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[lines.range(ofLine: row)]), as: UTF8.self)
        })
    }

    /// `title` as one row: with `--read0` an item's newlines are drawn as `↵`.
    private func visible(_ title: String) -> String {
        guard separator != UInt8(ascii: "\n"), title.utf8.contains(UInt8(ascii: "\n")) else { return title }
        return String(title.map { $0 == "\n" || $0 == "\r\n" ? "↵" : $0 })
    }

    /// The title of `row` as drawn: as ``title(forRow:)``, from at most
    /// `LineBounds` bytes (cut back to a character's first byte), so that a
    /// long line costs a frame what a row can show, not its length.
    package func displayTitle(forRow row: Int) -> String {
        guard row >= 0, row < count else { return "" }
        let range = lines.range(ofLine: row)
        guard range.count > LineBounds.displayLength, fields?.shown == nil else { return title(forRow: row) }
        return data.withUnsafeBufferPointer { buffer in
            var end = range.lowerBound + LineBounds.displayLength
            // Back off UTF-8 continuation bytes, so the cut leaves no half character behind.
            var steps = 0
            while steps < 3, end > range.lowerBound, buffer[end] & 0xC0 == 0x80 {
                end -= 1
                steps += 1
            }
            return visible(String(decoding: UnsafeBufferPointer(rebasing: buffer[range.lowerBound..<end]), as: UTF8.self))
        }
    }

    /// Roughly what the rows cost in memory: the bytes plus the line offsets.
    package var memoryFootprint: Int { data.capacity + lines.byteSize + colors.byteSize }

    // MARK: WheelDataSource

    public var numberOfComponents: Int { 1 }

    public func numberOfRows(inComponent component: Int, selection: [Int]) -> Int { count }

    /// The row's title as drawn (`displayTitle(forRow:)`).
    public func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String {
        displayTitle(forRow: row)
    }

    /// Disabled when the line is one of ``disabledValues`` (Behaviour 1.10), or when the line
    /// was cut at `LineBounds` (Behaviour 7.4). The whole line is compared, as `--selected`
    /// compares it, whatever `--with-nth` shows of it.
    public func isRowEnabled(_ row: Int, inComponent component: Int, selection: [Int]) -> Bool {
        isKeptWhole(row) && (disabledValues.isEmpty || !disabledValues.contains(lineText(forRow: row)))
    }

    /// The whole line of `row` as text (invalid UTF-8 as U+FFFD), whatever ``fields`` shows.
    package func lineText(forRow row: Int) -> String {
        guard row >= 0, row < count else { return "" }
        return data.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[lines.range(ofLine: row)]), as: UTF8.self)
        }
    }

    public func componentLoops(_ component: Int) -> Bool { loops }
}
