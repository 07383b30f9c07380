extension Style {
    /// The style in one word, as a ``Cell`` stores it: equal words are equal styles and equal
    /// styles equal words, so cells compare a word at a time.
    ///
    /// Bits 0–5 hold the attributes (bold, dim, italic, underline, reverse, strikethrough),
    /// bits 8–33 the foreground and 34–59 the background, each as ``packedColor(_:)``.
    var packed: UInt64 {
        var bits: UInt64 = 0
        if bold { bits |= 1 }
        if dim { bits |= 2 }
        if italic { bits |= 4 }
        if underline { bits |= 8 }
        if reverse { bits |= 16 }
        if strikethrough { bits |= 32 }
        return bits | Self.packedColor(foreground) << 8 | Self.packedColor(background) << 34
    }

    /// The style a ``packed`` word holds.
    init(packed bits: UInt64) {
        self.init(
            foreground: Self.color(packed: bits >> 8), background: Self.color(packed: bits >> 34),
            bold: bits & 1 != 0, dim: bits & 2 != 0, italic: bits & 4 != 0, underline: bits & 8 != 0,
            reverse: bits & 16 != 0, strikethrough: bits & 32 != 0
        )
    }

    /// A colour in 26 bits: the case in the low two bits (0 for none), its bytes above them.
    private static func packedColor(_ color: TerminalColor?) -> UInt64 {
        switch color {
        case nil: 0
        case .basic(let index)?: 1 | UInt64(index) << 2
        case .indexed(let index)?: 2 | UInt64(index) << 2
        case .rgb(let r, let g, let b)?: 3 | UInt64(r) << 2 | UInt64(g) << 10 | UInt64(b) << 18
        }
    }

    private static func color(packed bits: UInt64) -> TerminalColor? {
        let byte = { (shift: UInt64) in UInt8(truncatingIfNeeded: bits >> shift) }
        switch bits & 3 {
        case 1: return .basic(byte(2))
        case 2: return .indexed(byte(2))
        case 3: return .rgb(byte(2), byte(10), byte(18))
        default: return nil
        }
    }
}
