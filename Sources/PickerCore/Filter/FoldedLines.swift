/// The folded form of a ``LineListSource``'s first lines, made once per line as filtering first
/// reaches it and kept: every later keystroke searches these bytes in place.
///
/// The folded lines lie end to end in one buffer, a newline after each (no typed word holds
/// one, so no match can run from one line into the next), with where each ends; a bit per
/// line says whether the line was
/// ASCII folded byte for byte, so its positions are the source's positions too; and each line's
/// ``LineSignature`` (which bytes it holds) lets a search skip the lines that cannot match
/// without reading them.
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
    /// Where each folded line ends in ``bytes`` (the position of the newline after it); the
    /// next line starts one byte later.
    private(set) var ends: [Int] = []
    /// One bit per line: set when the line was not folded byte for byte from ASCII.
    private var unevenBits: [UInt64] = []
    /// Each folded line's ``LineSignature`` bits.
    private(set) var signatures: [UInt64] = []

    /// How many of the source's lines are folded.
    var count: Int { ends.count }

    /// The folded bytes of line `row` (which must be folded).
    @inline(__always)
    func range(ofLine row: Int) -> Range<Int> { (row == 0 ? 0 : ends[row - 1] + 1)..<ends[row] }

    /// True when line `row` was ASCII folded byte for byte: its folded positions are its
    /// positions in the source.
    @inline(__always)
    func isByteForByte(_ row: Int) -> Bool { unevenBits[row >> 6] & (1 << UInt64(row & 63)) == 0 }

    /// Folds the source's lines from ``count`` up to `end` (never past the source's end).
    ///
    /// A line is copied whole and mapped in place through the ASCII table (a copy and one
    /// pass, no call per byte); only a line holding other bytes is folded scalar by scalar.
    mutating func fold(_ source: LineListSource, upTo end: Int, folding: inout TextFolding) {
        let end = min(end, source.count)
        guard count < end else { return }
        let first = source.lines.range(ofLine: count).lowerBound
        let last = source.lines.range(ofLine: end - 1).upperBound
        bytes.reserveCapacity(bytes.count + (last - first) + (end - count) + 64)
        ends.reserveCapacity(end)
        unevenBits.reserveCapacity((end + 63) >> 6)
        signatures.reserveCapacity(end)
        let table = folding.asciiTable
        let bitOfByte = LineSignature.bitOfByte
        source.data.withUnsafeBufferPointer { data in
            for row in count..<end {
                let range = source.lines.range(ofLine: row)
                let start = bytes.count
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: data[range]))
                var signature: UInt64 = 0
                let even = bytes.withUnsafeMutableBufferPointer { folded in
                    table.withUnsafeBufferPointer { table in
                        bitOfByte.withUnsafeBufferPointer { bitOfByte in
                            var index = start
                            while index < folded.count {
                                let byte = folded[index]
                                guard byte < 0x80 else { return false }
                                let mapped = table[Int(byte)]
                                guard mapped != 0 else { return false }
                                folded[index] = mapped
                                signature |= bitOfByte[Int(mapped)]
                                index += 1
                            }
                            return true
                        }
                    }
                }
                if !even {
                    bytes.removeSubrange(start...)
                    folding.append(folding: UnsafeBufferPointer(rebasing: data[range]), to: &bytes)
                    signature = LineSignature.of(bytes[start...]).bits
                }
                signatures.append(signature)
                ends.append(bytes.count)
                bytes.append(UInt8(ascii: "\n"))
                if row >> 6 >= unevenBits.count { unevenBits.append(0) }
                if !even { unevenBits[row >> 6] |= 1 << UInt64(row & 63) }
            }
        }
    }

    /// Roughly what the folded lines cost in memory.
    var memoryFootprint: Int { bytes.capacity + ends.capacity * 8 + unevenBits.capacity * 8 + signatures.capacity * 8 }
}
