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
    /// The input, exactly as given.
    public private(set) var data: [UInt8]
    private(set) var lines: LineOffsets
    /// Where the line that no newline has ended yet begins in ``data``; `data.count` when none.
    private var openLineStart: Int
    /// Rows whose title equals one of these are disabled (Behaviour 1.10).
    public var disabledValues: Set<String>
    /// Whether the component wraps from its last row to its first (Behaviour 1.9).
    public var loops: Bool

    /// Rows from raw input bytes, split into lines.
    public init(bytes: [UInt8], disabledValues: Set<String> = [], loops: Bool = false) {
        data = bytes
        lines = LineOffsets(splitting: bytes)
        openLineStart = bytes.count
        self.disabledValues = disabledValues
        self.loops = loops
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
        self.disabledValues = disabledValues
        self.loops = loops
    }

    /// The number of rows.
    public var count: Int { lines.count }

    /// Adds `bytes` to the input: a row for every line they end, the line still open (begun
    /// in an earlier chunk) first. Bytes after the last newline wait for the next chunk or
    /// for ``closeLastLine()``. Rows added later than ``init(bytes:disabledValues:loops:)`` or
    /// a ``closeLastLine()`` start a new line.
    public mutating func append(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        let scanStart = data.count
        data.append(contentsOf: bytes)
        data.withUnsafeBufferPointer { buffer in
            lines.appendLines(endingIn: buffer, from: scanStart, lineStart: &openLineStart)
        }
    }

    /// The input has ended: the bytes after the last newline, if any, become the last row
    /// (a lone CR at their end kept, as in one-shot loading).
    public mutating func closeLastLine() {
        guard openLineStart < data.count else { return }
        lines.append(start: openLineStart, end: data.count)
        openLineStart = data.count
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

    /// The title of `row`, decoded now, with U+FFFD for invalid UTF-8; empty for a row that
    /// does not exist.
    public func title(forRow row: Int) -> String {
        guard row >= 0, row < count else { return "" }
        return data.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[lines.range(ofLine: row)]), as: UTF8.self)
        }
    }

    /// Roughly what the rows cost in memory: the bytes plus the line offsets.
    package var memoryFootprint: Int { data.capacity + lines.byteSize }

    // MARK: WheelDataSource

    public var numberOfComponents: Int { 1 }

    public func numberOfRows(inComponent component: Int, selection: [Int]) -> Int { count }

    public func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String {
        title(forRow: row)
    }

    public func isRowEnabled(_ row: Int, inComponent component: Int, selection: [Int]) -> Bool {
        disabledValues.isEmpty || !disabledValues.contains(title(forRow: row))
    }

    public func componentLoops(_ component: Int) -> Bool { loops }
}
