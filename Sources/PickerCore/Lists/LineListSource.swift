/// One component whose rows are the lines of some input: what `pick choose` reads from stdin.
///
/// The input is kept as one contiguous byte buffer plus two offsets per line, never a String
/// per line, so 1,000,000 lines cost their bytes plus 8 MB (`seq 1000000`: 6.9 MB of text,
/// 15 MB in all). Titles are decoded only when asked for (SPEC 1.5), invalid UTF-8 shown as
/// U+FFFD, while ``bytes(forRow:)`` gives back the exact original bytes of a line, so what
/// the person picks can be printed byte for byte.
///
/// Lines end at LF; a CR before the LF is not part of the line (CRLF input); a trailing newline
/// does not make an empty last row.
///
/// ```swift
/// let source = LineListSource(bytes: Array("Apple\r\nBanana\nCherry\n".utf8))
/// source.count                  // 3
/// source.title(forRow: 0)       // "Apple"
/// var picker = WheelPicker(source: source)
/// ```
public struct LineListSource: WheelDataSource {
    /// The input, exactly as given.
    public let data: [UInt8]
    private let lines: LineOffsets
    /// Rows whose title equals one of these are disabled (SPEC 1.10).
    public var disabledValues: Set<String>
    /// Whether the component wraps from its last row to its first (SPEC 1.9).
    public var loops: Bool

    /// Rows from raw input bytes, split into lines.
    public init(bytes: [UInt8], disabledValues: Set<String> = [], loops: Bool = false) {
        data = bytes
        lines = LineOffsets(splitting: bytes)
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
        self.disabledValues = disabledValues
        self.loops = loops
    }

    /// The number of rows.
    public var count: Int { lines.count }

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
    public var memoryFootprint: Int { data.capacity + lines.byteSize }

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
