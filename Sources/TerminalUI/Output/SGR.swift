/// Select Graphic Rendition: the escape that sets colours and attributes.
///
/// Styles given here are already downgraded (see ``Style/downgraded(to:)``), so the escape for a
/// colour is the one its case names. Escapes are appended as bytes straight into the frame's
/// output, as ``FrameDiff`` builds it.
///
/// A picture drawn in half blocks changes both colours at nearly every cell (~1,500 escapes a
/// frame), so an escape is worked out from the packed styles (see ``Style/packed``) as the cells
/// hold them, its bytes written into a small buffer on the stack and appended at once: no
/// ``Style`` or ``TerminalColor`` is unpacked, and no byte is written twice.
enum SGR {
    /// Appends the shortest escape that changes the terminal's attributes from `current` to
    /// `target`; nothing when they are the same.
    ///
    /// Two candidates: reset everything and set what `target` needs (`ESC[0;1;34m`), or turn off
    /// and on only what differs (`ESC[22;34m`); on a tie, the reset. Bold and dim share one
    /// "off" (22), so leaving one of them turns the other back on when it stays.
    ///
    /// Both are packed styles (see ``Style/packed``).
    static func appendTransition(from current: UInt64, to target: UInt64, to output: inout [UInt8]) {
        if current == target { return }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Escape.capacity) { storage in
            guard let base = storage.baseAddress else { return }
            var escape = Escape(base)
            escape.addIncremental(from: current, to: target)
            // The reset candidate is only counted, and written instead when it is no longer
            // (the incremental one is still open: its `m` is one more byte).
            if escape.length + 1 >= Escape.settingLength(target) {
                escape = Escape(base)
                escape.addSetting(target)
            }
            escape.close()
            output.append(contentsOf: UnsafeBufferPointer(start: base, count: escape.length))
        }
    }

    /// The escape that resets every attribute.
    static let reset = "\u{1B}[0m"

    /// Appends the decimal digits of `value` (not negative).
    static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &output) }
        output.append(0x30 + UInt8(truncatingIfNeeded: value % 10))
    }

    /// The number of decimal digits of `value` (not negative).
    static func decimalLength(_ value: Int) -> Int {
        var length = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            length += 1
        }
        return length
    }

    /// One escape being written: `ESC [`, numbers separated by `;`, `m`. Every number in an SGR
    /// is below 256 (attribute codes, colour codes, palette indices, channels).
    private struct Escape {
        /// More than the longest escape: eleven attribute codes and two truecolour colours.
        static let capacity = 96

        private let base: UnsafeMutablePointer<UInt8>
        /// Bytes written so far.
        private(set) var length = 2

        init(_ base: UnsafeMutablePointer<UInt8>) {
            self.base = base
            base[0] = 0x1B
            base[1] = 0x5B
        }

        mutating func close() {
            base[length] = 0x6D
            length += 1
        }

        mutating func add(_ value: UInt64) {
            if length > 2 {
                base[length] = 0x3B
                length += 1
            }
            let value = UInt8(truncatingIfNeeded: value)
            if value >= 100 {
                base[length] = 0x30 + value / 100
                length += 1
            }
            if value >= 10 {
                base[length] = 0x30 + value / 10 % 10
                length += 1
            }
            base[length] = 0x30 + value % 10
            length += 1
        }

        /// The attribute codes, in the order of the packed bits (bold, dim, italic, underline,
        /// reverse, strikethrough): to turn each on, and off.
        private static let onCodes: [UInt64] = [1, 2, 3, 4, 7, 9]
        private static let offCodes: [UInt64] = [22, 22, 23, 24, 27, 29]

        /// Turns off and on only what differs between `current` and `target`.
        mutating func addIncremental(from current: UInt64, to target: UInt64) {
            let (currentAttributes, targetAttributes) = (current & 0x3F, target & 0x3F)
            let boldAndDim: UInt64 = 0x03
            // What is on after the "off" codes: 22 turns bold and dim off together.
            var base = currentAttributes
            if currentAttributes & ~targetAttributes & boldAndDim != 0 {
                add(22)
                base &= ~boldAndDim
            }
            let turnedOff = currentAttributes & ~targetAttributes
            for bit in 2..<6 where turnedOff & (1 << bit) != 0 { add(Self.offCodes[bit]) }
            let turnedOn = targetAttributes & ~base
            for bit in 0..<6 where turnedOn & (1 << bit) != 0 { add(Self.onCodes[bit]) }
            let (currentForeground, targetForeground) = (Self.foreground(current), Self.foreground(target))
            if targetForeground != currentForeground { add(color: targetForeground, background: false, orDefault: 39) }
            let (currentBackground, targetBackground) = (Self.background(current), Self.background(target))
            if targetBackground != currentBackground { add(color: targetBackground, background: true, orDefault: 49) }
        }

        /// Resets, then sets what `style` needs.
        mutating func addSetting(_ style: UInt64) {
            add(0)
            for bit in 0..<6 where style & (1 << bit) != 0 { add(Self.onCodes[bit]) }
            let foreground = Self.foreground(style)
            if foreground != 0 { add(color: foreground, background: false, orDefault: 0) }
            let background = Self.background(style)
            if background != 0 { add(color: background, background: true, orDefault: 0) }
        }

        /// The byte count of ``addSetting(_:)``'s escape, closed.
        static func settingLength(_ style: UInt64) -> Int {
            // ESC [ 0 m, and a ";" before each further number.
            var length = 4 + 2 * (style & 0x3F).nonzeroBitCount
            let foreground = Self.foreground(style)
            if foreground != 0 { length += 1 + colorLength(foreground, background: false) }
            let background = Self.background(style)
            if background != 0 { length += 1 + colorLength(background, background: true) }
            return length
        }

        /// A packed colour (see ``Style/packed``): its case in the low two bits (0: none), its
        /// bytes above.
        private static func foreground(_ style: UInt64) -> UInt64 { (style >> 8) & 0x3FF_FFFF }
        private static func background(_ style: UInt64) -> UInt64 { (style >> 34) & 0x3FF_FFFF }
        private static func byte(_ color: UInt64, _ shift: UInt64) -> UInt64 { (color >> shift) & 0xFF }

        /// The numbers of a packed `color`, or `defaultValue` (39 or 49) for the terminal's own.
        private mutating func add(color: UInt64, background: Bool, orDefault defaultValue: UInt64) {
            switch color & 3 {
            case 1:
                let index = Self.byte(color, 2) & 0x0F
                let base: UInt64 = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
                add(base + index % 8)
            case 2:
                add(background ? 48 : 38)
                add(5)
                add(Self.byte(color, 2))
            case 3:
                add(background ? 48 : 38)
                add(2)
                add(Self.byte(color, 2))
                add(Self.byte(color, 10))
                add(Self.byte(color, 18))
            default:
                add(defaultValue)
            }
        }

        /// The byte count of a packed colour's numbers with their separators (not the first `;`).
        private static func colorLength(_ color: UInt64, background: Bool) -> Int {
            switch color & 3 {
            case 1: return background && byte(color, 2) & 0x0F >= 8 ? 3 : 2
            case 2: return 5 + digits(byte(color, 2))
            case 3: return 7 + digits(byte(color, 2)) + digits(byte(color, 10)) + digits(byte(color, 18))
            default: return 2
            }
        }

        private static func digits(_ value: UInt64) -> Int { value >= 100 ? 3 : value >= 10 ? 2 : 1 }
    }
}
