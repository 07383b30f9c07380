/// A cell's grapheme cluster stored in two machine words, so a ``Cell`` is copied, compared and
/// freed like a number: no retain, release or value-witness call per cell.
///
/// A frame is 1,920 cells at 80×24, filled, copied, compared and freed on every frame; a
/// `String` in every cell would cost a reference-count operation per cell, a large share of a
/// frame's time (Benchmarks/README.md). Here the UTF-8 bytes of a grapheme of up to 15 bytes
/// (every letter, every CJK ideograph, flags, most emoji with a modifier) are kept inline; a
/// longer cluster (a family ZWJ sequence, a tag flag, a stack of combining marks) is kept once
/// in ``LongGraphemeTable`` and the cell holds its number there.
///
/// The last byte says how the other fifteen are used: the byte count (0 for a continuation
/// cell), whether the bytes are a table number instead, the columns the cluster is drawn
/// with when it is exactly one drawable grapheme (0 otherwise: ``FrameDiff`` draws such a cell
/// as a blank), and whether the bytes are a later terminal cell of a cluster the cell before
/// began (``joinsPrevious``: `ि` of `कि`). Equal bytes mean the same grapheme, and the same grapheme gives the same bytes
/// (the table keeps one number per byte sequence), so two cells are compared a word at a time.
///
/// ```swift
/// let family = InlineGrapheme("👨‍👩‍👧")   // 18 bytes: kept in the table
/// family.string                          // "👨‍👩‍👧"
/// family.drawnWidth                      // 2
/// ```
struct InlineGrapheme: Hashable, Sendable {
    /// Bytes 0–7 of the UTF-8 (byte 0 in the low bits), or the table number of a long cluster.
    private(set) var low: UInt64
    /// Bytes 8–14 of the UTF-8, then the byte that says how the rest is used (see ``meta``).
    private(set) var high: UInt64

    /// The most UTF-8 bytes kept inline.
    static var inlineCapacity: Int { 15 }

    // The top byte of `high`: bits 0–3 the inline byte count, bits 4–5 the drawn width,
    // bit 6 set for a later cell of a cluster (``joinsPrevious``), bit 7 set when `low` is a
    // table number.
    private static var countMask: UInt8 { 0x0F }
    private static var widthShift: UInt8 { 4 }
    private static var longFlag: UInt8 { 0x80 }
    private static var joinFlag: UInt8 { 0x40 }

    private var meta: UInt8 { UInt8(truncatingIfNeeded: high >> 56) }

    /// The grapheme of a continuation cell: nothing.
    static let empty = InlineGrapheme(low: 0, high: 0)

    /// A blank.
    static let space = InlineGrapheme(asciiByte: 0x20)

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// One printable ASCII byte: the common case, one column.
    init(asciiByte byte: UInt8) {
        low = UInt64(byte)
        high = UInt64(1 | (1 << Self.widthShift)) << 56
    }

    /// One scalar that is a grapheme on its own, drawn `drawnWidth` columns wide.
    init(_ scalar: Unicode.Scalar, drawnWidth: Int) {
        var bytes: UInt64 = 0
        var count: UInt64 = 0
        UTF8.encode(scalar) { byte in
            bytes |= UInt64(byte) << (8 * count)
            count += 1
        }
        low = bytes
        high = (count | UInt64(min(max(drawnWidth, 0), 2)) << UInt64(Self.widthShift)) << 56
    }

    /// Any text, with the columns it is drawn with worked out here.
    init(_ text: String) {
        self.init(text, drawnWidth: Self.drawnWidth(of: text))
    }

    /// A grapheme whose drawn width the caller already knows (``Buffer/write(_:x:y:style:clip:)``
    /// has just measured it): `drawnWidth` must be what ``drawnWidth(of:)`` would answer.
    ///
    /// `joinsPrevious` marks a later terminal cell of a cluster whose first cell is before it
    /// (see ``DisplayWidth/terminalCells(of:)``): ``FrameDiff`` writes the cluster's cells as one.
    init(_ text: String, drawnWidth: Int, joinsPrevious: Bool = false) {
        var text = text
        let widthBits = UInt8(truncatingIfNeeded: min(max(drawnWidth, 0), 2)) << Self.widthShift
            | (joinsPrevious ? Self.joinFlag : 0)
        let parts = text.withUTF8 { bytes -> (UInt64, UInt64)? in
            guard bytes.count <= Self.inlineCapacity else { return nil }
            var low: UInt64 = 0
            var high: UInt64 = 0
            for (index, byte) in bytes.enumerated() {
                if index < 8 {
                    low |= UInt64(byte) << (8 * UInt64(index))
                } else {
                    high |= UInt64(byte) << (8 * UInt64(index - 8))
                }
            }
            return (low, high | UInt64(UInt8(bytes.count) | widthBits) << 56)
        }
        if let parts {
            (low, high) = parts
        } else {
            low = UInt64(LongGraphemeTable.shared.number(of: text))
            high = UInt64(Self.longFlag | widthBits) << 56
        }
    }

    /// True for the grapheme of a continuation cell.
    var isEmpty: Bool { low == 0 && high == 0 }

    /// True for a later terminal cell of a grapheme cluster (`ि` after `क` in `कि`): the cell
    /// before holds the start of the same cluster, and the two are drawn as one.
    var joinsPrevious: Bool { meta & Self.joinFlag != 0 }

    /// True for one drawable one-column grapheme that does not join the cell before: a unit of
    /// its own (most cells).
    var isStandaloneOneColumn: Bool { meta & (0x03 << Self.widthShift | Self.joinFlag) == 1 << Self.widthShift }

    /// True when a cluster of more than ``inlineCapacity`` bytes is kept in the table.
    var isLong: Bool { meta & Self.longFlag != 0 }

    /// The columns the grapheme is drawn with: 1 or 2 when it is exactly one drawable grapheme
    /// cluster, 0 otherwise (empty, several graphemes, a control, a lone zero-width mark).
    var drawnWidth: Int { Int((meta >> Self.widthShift) & 0x03) }

    /// True when the grapheme is more than one Unicode scalar (a letter and its marks, an emoji
    /// sequence, a flag): the clusters terminals measure in their own ways.
    var hasSeveralScalars: Bool {
        if isLong { return true }
        let count = Int(meta & Self.countMask)
        let lead = UInt8(truncatingIfNeeded: low)
        let firstScalarLength = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        return count > firstScalarLength
    }

    /// True when the grapheme is exactly the one byte `byte`.
    func isASCII(_ byte: UInt8) -> Bool {
        low == UInt64(byte) && high & ~(UInt64(0xFF) << 56) == 0 && meta & (Self.countMask | Self.longFlag) == 1
    }

    /// The grapheme as a string.
    var string: String {
        if isLong { return LongGraphemeTable.shared.string(number: Int(low)) }
        return withInlineBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 bytes of an inline grapheme, or of a long one from the table.
    func withUTF8<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        if isLong {
            var text = LongGraphemeTable.shared.string(number: Int(low))
            return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
        }
        return withInlineBytes(body)
    }

    /// Appends the UTF-8 bytes to `output`: a frame's text, one cell at a time. Inline bytes are
    /// taken from the two words as they are (a picture's half block is three).
    func appendUTF8(to output: inout [UInt8]) {
        if isLong {
            withUTF8 { output.append(contentsOf: $0) }
            return
        }
        let count = Int(meta & Self.countMask)
        var bytes = low
        for index in 0..<count {
            if index == 8 { bytes = high }
            output.append(UInt8(truncatingIfNeeded: bytes))
            bytes >>= 8
        }
    }

    private func withInlineBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        let count = Int(meta & Self.countMask)
        return withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) { bytes in
            body(UnsafeRawBufferPointer(rebasing: bytes[0..<count]))
        }
    }

    /// True when the two graphemes are the same text as Swift compares strings (canonical
    /// equivalence: `"é"` precomposed or as `e` and a combining accent), as a `String` cell did.
    ///
    /// Equal bytes answer at once, and differing bytes that are all ASCII (which has no
    /// equivalent spellings) too; only other text is compared as strings.
    /// A later cell of a cluster is never the same as a cell that starts one.
    func sameText(as other: InlineGrapheme) -> Bool {
        if self == other { return true }
        if joinsPrevious != other.joinsPrevious { return false }
        if !isLong && !other.isLong && isInlineASCII && other.isInlineASCII { return false }
        return string == other.string
    }

    /// True when every inline byte is ASCII.
    private var isInlineASCII: Bool {
        (low | (high & ~(UInt64(0xFF) << 56))) & 0x8080_8080_8080_8080 == 0
    }

    /// The columns ``FrameDiff`` draws `text` with: those of its one grapheme cluster when the
    /// terminal draws it in one cell, or 0 when it is not exactly one drawable cluster or the
    /// terminal gives it several cells (`कि`: ``Buffer`` writes those one cell each).
    static func drawnWidth(of text: String) -> Int {
        let utf8 = text.utf8
        if utf8.count == 1, let byte = utf8.first { return byte >= 0x20 && byte < 0x7F ? 1 : 0 }
        guard let first = text.first, text.index(after: text.startIndex) == text.endIndex else { return 0 }
        let width = DisplayWidth.of(first)
        if first.unicodeScalars.count > 1, DisplayWidth.terminalCells(of: first).count != 1 { return 0 }
        return width <= 2 ? width : 0
    }
}
