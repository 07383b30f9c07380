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
/// A line folded byte for byte keeps, in each byte's high bit (``capitalBit``), whether the
/// letter was written as a capital: fuzzy scoring needs the case as written (`fooBar` has a
/// word start at `B`), and with it in the same byte a line is scored from one buffer, one
/// cache miss, instead of also reading the source's bytes. Comparing the bytes of a line with
/// capitals (``hasCapitals(_:)``) masks the bit off.
///
/// ```swift
/// var folded = FoldedLines()
/// var folding = TextFolding(locale: nil)
/// folded.fold(LineListSource(lines: ["Äpfel", "Birne"]), upTo: 2, folding: &folding)
/// folded.count   // 2: "apfel\n", then "birne\n" with the capital bit on its "b"
/// ```
struct FoldedLines: Sendable {
    /// The folded lines, each followed by a newline.
    private(set) var bytes: [UInt8] = []
    /// Where each folded line ends in ``bytes`` (the position of the newline after it); the
    /// next line starts one byte later.
    private(set) var ends: [Int] = []
    /// One bit per line: set when the line was not folded byte for byte from ASCII.
    private var unevenBits: [UInt64] = []
    /// One bit per line: set when a line folded byte for byte has a capital, so that its bytes
    /// carry ``capitalBit``.
    private var capitalBits: [UInt64] = []
    /// Each folded line's ``LineSignature`` bits.
    private(set) var signatures: [UInt64] = []

    /// How many of the source's lines are folded.
    var count: Int { ends.count }

    /// The folded bytes of line `row` (which must be folded).
    @inline(__always)
    func range(ofLine row: Int) -> Range<Int> { (row == 0 ? 0 : ends[row - 1] + 1)..<ends[row] }

    /// True when line `row` was ASCII folded byte for byte: its folded positions are its
    /// positions in the source, and its capitals carry ``capitalBit``.
    @inline(__always)
    func isByteForByte(_ row: Int) -> Bool { unevenBits[row >> 6] & (1 << UInt64(row & 63)) == 0 }

    /// The bit a byte-for-byte line's byte has set when its letter was written as a capital.
    static let capitalBit: UInt8 = 0x80

    /// True when line `row` was folded byte for byte and has a capital: some of its bytes
    /// carry ``capitalBit``, so its bytes are compared with that bit masked off. Every other
    /// line (an ASCII line without capitals, or one folded as UTF-8, which needs the high bit)
    /// is compared whole.
    ///
    /// A search compares lines without capitals unmasked, as most lines are: it branches on
    /// this once a line and runs a copy of its loop with the mask a constant.
    @inline(__always)
    func hasCapitals(_ row: Int) -> Bool { capitalBits[row >> 6] & (1 << UInt64(row & 63)) != 0 }

    /// What a byte-for-byte line keeps of each ASCII byte, by the folding `table`: the folded
    /// byte, with ``capitalBit`` set for a capital letter; 0 where the line cannot be folded
    /// byte for byte (the byte does not fold to one ASCII byte, or folding changes a byte
    /// that is not a capital, whose written class the kept byte could then not give).
    static func keptBytes(folding table: [UInt8]) -> [UInt8] {
        (0..<128).map { byte -> UInt8 in
            let folded = table[byte]
            if folded == 0 || folded == UInt8(byte) { return folded }
            return CharacterClass.ofByte[byte] == .upper ? folded | capitalBit : 0
        }
    }

    /// Folds the source's lines from ``count`` up to `end` (never past the source's end).
    ///
    /// A line is copied whole and mapped in place through the ASCII table (a copy and one
    /// pass, no call per byte) to the bytes it keeps (``keptBytes(folding:)``); only a line
    /// holding other bytes is folded scalar by scalar.
    mutating func fold(_ source: LineListSource, upTo end: Int, folding: inout TextFolding) {
        let end = min(end, source.count)
        guard count < end else { return }
        let firstFolded = count
        defer { _checkInvariants(from: firstFolded) }
        let first = source.lines.range(ofLine: count).lowerBound
        let last = source.lines.range(ofLine: end - 1).upperBound
        Self.reserve(bytes.count + (last - first) + (end - count) + 64, in: &bytes)
        Self.reserve(end, in: &ends)
        Self.reserve((end + 63) >> 6, in: &unevenBits)
        Self.reserve((end + 63) >> 6, in: &capitalBits)
        Self.reserve(end, in: &signatures)
        let table = Self.keptBytes(folding: folding.asciiTable)
        let bitOfByte = LineSignature.bitOfByte
        // With `--nth` or `--with-nth` a line's matched text is some of its fields: folded as
        // UTF-8, so no position is taken for the line's own.
        let matchesFields = source.fields.map { $0.shown != nil || $0.matched != nil } ?? false
        source.data.withUnsafeBufferPointer { data in
            for row in count..<end {
                let range = source.lines.range(ofLine: row)
                let start = bytes.count
                if !matchesFields { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: data[range])) }
                var signature: UInt64 = 0
                var keptBits: UInt8 = 0
                let even = !matchesFields && bytes.withUnsafeMutableBufferPointer { folded in
                    table.withUnsafeBufferPointer { table in
                        bitOfByte.withUnsafeBufferPointer { bitOfByte in
                            var index = start
                            while index < folded.count {
                                let byte = folded[index]
                                guard byte < 0x80 else { return false }
                                let kept = table[Int(byte)]
                                guard kept != 0 else { return false }
                                folded[index] = kept
                                keptBits |= kept
                                signature |= bitOfByte[Int(kept & ~Self.capitalBit)]
                                index += 1
                            }
                            return true
                        }
                    }
                }
                if matchesFields {
                    _ = source.matchedBytes(forRow: row).withUnsafeBufferPointer { folding.append(folding: $0, to: &bytes) }
                    signature = LineSignature.of(bytes[start...]).bits
                } else if !even {
                    bytes.removeSubrange(start...)
                    folding.append(folding: UnsafeBufferPointer(rebasing: data[range]), to: &bytes)
                    signature = LineSignature.of(bytes[start...]).bits
                }
                signatures.append(signature)
                ends.append(bytes.count)
                bytes.append(UInt8(ascii: "\n"))
                if row >> 6 >= unevenBits.count {
                    unevenBits.append(0)
                    capitalBits.append(0)
                }
                if !even { unevenBits[row >> 6] |= 1 << UInt64(row & 63) }
                if even && keptBits & Self.capitalBit != 0 { capitalBits[row >> 6] |= 1 << UInt64(row & 63) }
            }
        }
    }

    /// Makes room in `array` for `count` elements, at least doubling its capacity when it
    /// grows: `reserveCapacity` allocates exactly what it is asked for, and lines arriving on
    /// stdin are folded a read at a time, so reserving just enough each time would copy every
    /// array whole on every read ("Reading while filtering" in Benchmarks/README.md).
    private static func reserve<Element>(_ count: Int, in array: inout [Element]) {
        if count > array.capacity { array.reserveCapacity(max(count, 2 * array.capacity)) }
    }

    /// Roughly what the folded lines cost in memory.
    var memoryFootprint: Int { bytes.capacity + ends.capacity * 8 + (unevenBits.capacity + capitalBits.capacity) * 8 + signatures.capacity * 8 }

    // MARK: Invariants

    /// Traps when the folded lines break what the filter's unchecked reads rely on (see
    /// `_violation(bytes:…)`), looking at the lines
    /// from `row` on and at the counts: a fold checks the lines it added, so checking costs
    /// in proportion to the work. Compiled in under `PICKERKIT_CHECKS` (debug builds);
    /// otherwise empty.
    @inline(__always)
    func _checkInvariants(from row: Int = 0) {
        #if PICKERKIT_CHECKS
        if let violation = _invariantViolation(from: row) { preconditionFailure("FoldedLines: \(violation)") }
        #endif
    }

    /// What is wrong with these folded lines from line `row` on, or nil when nothing is.
    func _invariantViolation(from row: Int = 0) -> String? {
        Self._violation(bytes: bytes, ends: ends, unevenBits: unevenBits, capitalBits: capitalBits, signatures: signatures, from: row)
    }

    /// What is wrong with folded lines made of these parts, or nil when nothing is. Lines
    /// before `row` are taken as checked already.
    ///
    /// The filter reads a line's bytes by ``range(ofLine:)`` and its bits by row without bounds
    /// checks of its own, so: the ends rise, each marks a newline, and the last is the
    /// buffer's last byte; there are a signature per line and a word of each bit set per 64
    /// lines, with no bit past the last line; no line is both uneven and has capitals; and a
    /// byte-for-byte line holds ASCII only, with ``capitalBit`` set only where its bits say.
    static func _violation(
        bytes: [UInt8], ends: [Int], unevenBits: [UInt64], capitalBits: [UInt64], signatures: [UInt64], from row: Int = 0
    ) -> String? {
        let count = ends.count
        if signatures.count != count { return "\(signatures.count) signatures for \(count) lines" }
        let words = (count + 63) >> 6
        if unevenBits.count != words || capitalBits.count != words {
            return "\(unevenBits.count) and \(capitalBits.count) bit words for \(count) lines (\(words) expected)"
        }
        if bytes.count != (ends.last.map { $0 + 1 } ?? 0) { return "\(bytes.count) bytes, but the last line ends at \(ends.last ?? -1)" }
        if count & 63 != 0, let last = unevenBits.last, let lastCapitals = capitalBits.last {
            let unused = ~UInt64(0) << UInt64(count & 63)
            if (last | lastCapitals) & unused != 0 { return "bits set past the last line, \(count - 1)" }
        }
        for line in max(0, row)..<count {
            let start = line == 0 ? 0 : ends[line - 1] + 1
            guard start <= ends[line] else { return "line \(line) ends at \(ends[line]), before it starts at \(start)" }
            guard bytes[ends[line]] == UInt8(ascii: "\n") else { return "line \(line) does not end with a newline" }
            let bit = UInt64(1) << UInt64(line & 63)
            let uneven = unevenBits[line >> 6] & bit != 0
            let capitals = capitalBits[line >> 6] & bit != 0
            if uneven && capitals { return "line \(line) is both uneven and has capitals" }
            guard !uneven else { continue }
            var capitalSeen = false
            for byte in bytes[start..<ends[line]] {
                if byte & capitalBit != 0 {
                    guard capitals else { return "line \(line) has a capital bit but no capital" }
                    capitalSeen = true
                }
                if byte & ~capitalBit == 0 { return "line \(line) holds a NUL, which no byte-for-byte line keeps" }
            }
            if capitals && !capitalSeen { return "line \(line) is marked with capitals but has none" }
        }
        return nil
    }
}
