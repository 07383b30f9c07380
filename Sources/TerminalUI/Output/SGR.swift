/// Select Graphic Rendition: the escape that sets colours and attributes.
///
/// Styles given here are already downgraded (see ``Style/downgraded(to:)``), so the escape for a
/// colour is the one its case names. Escapes are appended as bytes straight into the frame's
/// output, as ``FrameDiff`` builds it.
enum SGR {
    /// Appends the shortest escape that changes the terminal's attributes from `current` to
    /// `target`; nothing when they are the same.
    ///
    /// Two candidates: reset everything and set what `target` needs (`ESC[0;1;34m`), or turn off
    /// and on only what differs (`ESC[22;34m`); on a tie, the reset. Bold and dim share one
    /// "off" (22), so leaving one of them turns the other back on when it stays.
    static func appendTransition(from current: Style, to target: Style, to output: inout [UInt8]) {
        if current == target { return }
        let start = output.count
        var incremental = Parameters(opening: &output)
        var base = current
        if (current.bold && !target.bold) || (current.dim && !target.dim) {
            incremental.add(22, to: &output)
            base.bold = false
            base.dim = false
        }
        if current.italic && !target.italic { incremental.add(23, to: &output) }
        if current.underline && !target.underline { incremental.add(24, to: &output) }
        if current.reverse && !target.reverse { incremental.add(27, to: &output) }
        if current.strikethrough && !target.strikethrough { incremental.add(29, to: &output) }
        if target.bold && !base.bold { incremental.add(1, to: &output) }
        if target.dim && !base.dim { incremental.add(2, to: &output) }
        if target.italic && !current.italic { incremental.add(3, to: &output) }
        if target.underline && !current.underline { incremental.add(4, to: &output) }
        if target.reverse && !current.reverse { incremental.add(7, to: &output) }
        if target.strikethrough && !current.strikethrough { incremental.add(9, to: &output) }
        if target.foreground != current.foreground {
            incremental.add(target.foreground, background: false, orDefault: 39, to: &output)
        }
        if target.background != current.background {
            incremental.add(target.background, background: true, orDefault: 49, to: &output)
        }
        Parameters.close(&output)

        // The other candidate goes after it; the longer of the two is then cut out.
        let middle = output.count
        var fromReset = Parameters(opening: &output)
        fromReset.add(0, to: &output)
        fromReset.addSetting(target, to: &output)
        Parameters.close(&output)
        if middle - start < output.count - middle {
            output.removeSubrange(middle...)
        } else {
            output.removeSubrange(start..<middle)
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

    /// The parameters of one escape being appended: `ESC [`, numbers separated by `;`, `m`.
    private struct Parameters {
        private var isFirst = true

        init(opening output: inout [UInt8]) {
            output.append(0x1B)
            output.append(0x5B)
        }

        static func close(_ output: inout [UInt8]) {
            output.append(0x6D)
        }

        mutating func add(_ value: Int, to output: inout [UInt8]) {
            if !isFirst { output.append(0x3B) }
            isFirst = false
            SGR.appendDecimal(value, to: &output)
        }

        /// The parameters that turn a reset terminal into `style`.
        mutating func addSetting(_ style: Style, to output: inout [UInt8]) {
            if style.bold { add(1, to: &output) }
            if style.dim { add(2, to: &output) }
            if style.italic { add(3, to: &output) }
            if style.underline { add(4, to: &output) }
            if style.reverse { add(7, to: &output) }
            if style.strikethrough { add(9, to: &output) }
            if let foreground = style.foreground { add(foreground, background: false, orDefault: 0, to: &output) }
            if let background = style.background { add(background, background: true, orDefault: 0, to: &output) }
        }

        /// The parameters of `color`, or `defaultValue` (39 or 49) for the terminal's own.
        mutating func add(_ color: Color?, background: Bool, orDefault defaultValue: Int, to output: inout [UInt8]) {
            switch color {
            case nil:
                add(defaultValue, to: &output)
            case .basic(let index)?:
                let index = Int(index & 0x0F)
                let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
                add(base + index % 8, to: &output)
            case .indexed(let index)?:
                add(background ? 48 : 38, to: &output)
                add(5, to: &output)
                add(Int(index), to: &output)
            case .rgb(let r, let g, let b)?:
                add(background ? 48 : 38, to: &output)
                add(2, to: &output)
                add(Int(r), to: &output)
                add(Int(g), to: &output)
                add(Int(b), to: &output)
            }
        }
    }
}
