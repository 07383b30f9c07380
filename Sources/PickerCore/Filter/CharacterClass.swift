/// What kind of character a line has at a position, for fuzzy scoring: a match right after
/// white space, a delimiter or a lower-to-upper change (a word's start) is worth more, as in
/// fzf (its order of classes is kept, as ``FuzzyScorer`` compares them).
enum CharacterClass: Int, Comparable, Sendable {
    case white, nonWord, delimiter, lower, upper, letter, number

    /// The class of the scalar `value`.
    @inline(__always)
    init(_ value: UInt32) {
        switch value {
        case 0x61...0x7A: self = .lower
        case 0x41...0x5A: self = .upper
        case 0x30...0x39: self = .number
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: self = .white
        case 0x2F, 0x2C, 0x3A, 0x3B, 0x7C: self = .delimiter  // / , : ; |
        case 0..<0x80: self = .nonWord
        default:
            guard let scalar = Unicode.Scalar(value) else {
                self = .nonWord
                return
            }
            let properties = scalar.properties
            if properties.isWhitespace {
                self = .white
            } else if properties.numericType != nil {
                self = .number
            } else if properties.isLowercase {
                self = .lower
            } else if properties.isUppercase {
                self = .upper
            } else if properties.isAlphabetic {
                self = .letter
            } else {
                self = .nonWord
            }
        }
    }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The class of each byte value read as a scalar, looked up by fuzzy scoring of ASCII
    /// lines instead of worked out per byte.
    static let ofByte: [CharacterClass] = (0...255).map { CharacterClass(UInt32($0)) }

    /// The class of each byte a byte-for-byte folded line keeps (``FoldedLines/keptBytes(folding:)``):
    /// the written class of an ASCII byte, and `.upper` for one with ``FoldedLines/capitalBit`` set.
    static let ofKeptByte: [CharacterClass] = (0...255).map { $0 & Int(FoldedLines.capitalBit) == 0 ? ofByte[$0] : .upper }
}
