/// The folded form of a ``LineListSource``'s first lines, made once per line as filtering first
/// reaches it and kept: every later keystroke searches these bytes in place.
///
/// The folded lines lie end to end in one buffer, a newline after each (no typed word holds
/// one, so no match can run from one line into the next), with their ranges in a
/// ``LineOffsets`` as the source keeps its own; a bit per line says whether the line was
/// ASCII folded byte for byte, so its positions are the source's positions too.
///
/// ```swift
/// var folded = FoldedLines()
/// var folding = TextFolding(locale: nil)
/// folded.fold(LineListSource(lines: ["Äpfel", "Birne"]), upTo: 2, folding: &folding)
/// folded.count   // 2: "apfel\nbirne\n"
/// ```
struct FoldedLines: Sendable {
    /// The folded lines, each followed by a newline.
    private(set) var bytes: [UInt8] = []
    private var lines = LineOffsets()
    /// One bit per line: set when the line was not folded byte for byte from ASCII.
    private var unevenBits: [UInt64] = []

    /// How many of the source's lines are folded.
    var count: Int { lines.count }

    /// The folded bytes of line `row` (which must be folded).
    @inline(__always)
    func range(ofLine row: Int) -> Range<Int> { lines.range(ofLine: row) }

    /// True when line `row` was ASCII folded byte for byte: its folded positions are its
    /// positions in the source.
    @inline(__always)
    func isByteForByte(_ row: Int) -> Bool { unevenBits[row >> 6] & (1 << UInt64(row & 63)) == 0 }

    /// Folds the source's lines from ``count`` up to `end` (never past the source's end).
    mutating func fold(_ source: LineListSource, upTo end: Int, folding: inout TextFolding) {
        let end = min(end, source.count)
        guard count < end else { return }
        source.data.withUnsafeBufferPointer { data in
            for row in count..<end {
                let range = source.lines.range(ofLine: row)
                let start = bytes.count
                let even = folding.append(folding: UnsafeBufferPointer(rebasing: data[range]), to: &bytes)
                lines.append(start: start, end: bytes.count)
                bytes.append(UInt8(ascii: "\n"))
                if row >> 6 >= unevenBits.count { unevenBits.append(0) }
                if !even { unevenBits[row >> 6] |= 1 << UInt64(row & 63) }
            }
        }
    }

    /// Roughly what the folded lines cost in memory.
    var memoryFootprint: Int { bytes.capacity + lines.byteSize + unevenBits.capacity * 8 }
}
