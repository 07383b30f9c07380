/// Which bytes a folded line holds, as 64 bits kept per line: a word whose bits are not all in a
/// line's signature cannot be in the line, in either mode (exact words and fuzzy words alike
/// need every one of their bytes somewhere in the line). Checking it costs one AND per line,
/// so most lines that cannot match are never read.
///
/// Each folded letter `a`–`z` and digit `0`–`9` has a bit of its own, so for a one-byte word
/// of those the bit is the whole answer (``isExact(for:)``); every other byte shares one of the
/// remaining 28 bits with others, which only lets a few more lines through to be read.
///
/// ```swift
/// let line = LineSignature.of(Array("zurich".utf8))
/// let word = LineSignature.of(Array("zu".utf8))
/// line.contains(word)                          // true
/// line.contains(LineSignature.of([UInt8(ascii: "q")]))   // false
/// ```
struct LineSignature: Equatable, Sendable {
    /// The bits of the bytes seen.
    var bits: UInt64

    /// No bytes.
    static let empty = LineSignature(bits: 0)

    /// The bit of each byte value.
    static let bitOfByte: [UInt64] = (0...255).map { value -> UInt64 in
        switch UInt8(value) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): 1 << UInt64(value - 0x61)
        case UInt8(ascii: "0")...UInt8(ascii: "9"): 1 << UInt64(26 + value - 0x30)
        default: 1 << UInt64(36 + value % 28)
        }
    }

    /// The signature of `bytes`.
    static func of(_ bytes: some Sequence<UInt8>) -> LineSignature {
        LineSignature(bits: bytes.reduce(0) { $0 | bitOfByte[Int($1)] })
    }

    /// True when every bit of `other` is here: the bytes of `other` may all be in the line.
    @inline(__always)
    func contains(_ other: LineSignature) -> Bool { bits & other.bits == other.bits }

    /// True when a line holding this signature certainly holds `word`: a one-byte word with a
    /// bit of its own (a folded letter or digit).
    static func isExact(for word: [UInt8]) -> Bool {
        guard word.count == 1, let byte = word.first else { return false }
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
