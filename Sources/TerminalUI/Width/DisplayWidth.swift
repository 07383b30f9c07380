/// How many terminal columns text occupies.
///
/// Width is measured per grapheme cluster (a Swift `Character`), the unit a terminal draws:
/// - printable ASCII is one column (checked first: it is most of what gets drawn);
/// - East Asian wide and fullwidth characters and emoji with emoji presentation are two;
/// - combining marks, format characters, ZWJ, variation selectors and Hangul medial/final jamo
///   add nothing to the character they join;
/// - a cluster is two columns when it holds VS16 (U+FE0F) after a character that takes it
///   ("❤️" vs "❤"), a ZWJ sequence of pictographs ("👨‍👩‍👧"), or a flag (two regional indicators);
/// - control characters are zero: the buffer never draws them.
///
/// The per-scalar data is a table generated from the Unicode Character Database by
/// `generate-width-table.py` next to this file.
///
/// ```swift
/// DisplayWidth.of("abc")            // 3
/// DisplayWidth.of("日本")            // 4
/// DisplayWidth.of("e\u{301}")       // 1
/// DisplayWidth.truncate("Septembre", toWidth: 5)   // "Sept…"
/// ```
public enum DisplayWidth {
    /// Columns one grapheme cluster occupies: 0, 1 or 2.
    public static func of(_ grapheme: Character) -> Int {
        let utf8 = grapheme.utf8
        if utf8.count == 1, let byte = utf8.first {
            return byte >= 0x20 && byte < 0x7F ? 1 : 0
        }
        return clusterWidth(grapheme.unicodeScalars)
    }

    /// Columns a string occupies.
    ///
    /// `String` and `Substring` have overloads of their own so that callers in other modules
    /// run code specialised for them: through the generic entry point every byte and scalar
    /// is a protocol-witness call, a large share of a calendar frame (Benchmarks/README.md).
    public static func of(_ text: String) -> Int { width(of: text) }

    /// Columns a substring occupies.
    public static func of(_ text: Substring) -> Int { width(of: text) }

    /// Columns any other string-like text occupies.
    public static func of(_ text: some StringProtocol) -> Int { width(of: text) }

    @inline(__always)
    private static func width(of text: some StringProtocol) -> Int {
        // Printable ASCII is one column per byte and one grapheme per byte (no ASCII character
        // except CR LF combines with another), so a byte scan answers most labels outright.
        var allPrintableASCII = true
        for byte in text.utf8 where byte < 0x20 || byte >= 0x7F {
            allPrintableASCII = false
            break
        }
        if allPrintableASCII { return text.utf8.count }
        if text.unicodeScalars.allSatisfy(standsAlone) {
            // Every scalar is a grapheme of its own: no grapheme breaking needed.
            var width = 0
            for scalar in text.unicodeScalars { width += ofStandalone(scalar) }
            return width
        }
        var width = 0
        for grapheme in text { width += of(grapheme) }
        return width
    }

    /// True when `scalar` is a grapheme cluster of its own next to any other such scalar, so
    /// text made only of them can be measured and drawn scalar by scalar, without the cost of
    /// finding grapheme boundaries (help lines, `·` and arrows, accented month names).
    ///
    /// These are printable scalars whose grapheme break property is Other (UAX #29): not
    /// controls, not extending or joining ones (combining marks, ZWJ, variation selectors,
    /// spacing marks), not prepended, Hangul jamo or regional indicators. Between two Others
    /// there is always a boundary. The blocks are chosen conservatively: printable Latin-1,
    /// Latin Extended A and B, IPA, spacing modifiers, Greek and Cyrillic letters, general
    /// punctuation, arrows, technical symbols, box drawing, shapes, symbols and dingbats, and
    /// Braille patterns (the graphical clock's dial).
    ///
    /// ```swift
    /// DisplayWidth.standsAlone("é")         // true
    /// DisplayWidth.standsAlone("\u{301}")   // false: it joins the letter before it
    /// ```
    /// The width of a scalar that ``standsAlone(_:)``: printable ASCII without the table.
    static func ofStandalone(_ scalar: Unicode.Scalar) -> Int {
        scalar.value < 0x7F ? 1 : of(scalar: scalar)
    }

    static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x377, 0x37A...0x37F, 0x384...0x3FF,
            0x400...0x482, 0x48A...0x52F, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x23FF,
            0x2500...0x27BF, 0x2800...0x28FF:
            true
        default:
            false
        }
    }

    /// Columns one Unicode scalar occupies on its own: 0, 1 or 2.
    ///
    /// Mostly for tests and tools: text is measured per grapheme cluster, where a scalar's
    /// neighbours can change the answer (VS16, ZWJ, regional indicators).
    ///
    /// ```swift
    /// DisplayWidth.of(scalar: "\u{4E00}")   // 2
    /// DisplayWidth.of(scalar: "\u{301}")    // 0
    /// ```
    public static func of(scalar: Unicode.Scalar) -> Int {
        Int(properties(of: scalar) & widthMask)
    }

    /// `text` cut to at most `width` columns, ending in `ellipsis` when anything was cut.
    ///
    /// Never splits a grapheme cluster, and keeps the ellipsis inside `width`: when even the
    /// ellipsis does not fit, the result is as many whole graphemes of the ellipsis as fit.
    ///
    /// ```swift
    /// DisplayWidth.truncate("日本語", toWidth: 5)   // "日本…"
    /// DisplayWidth.truncate("日本語", toWidth: 4)   // "日…"
    /// DisplayWidth.truncate("abc", toWidth: 3)      // "abc"
    /// ```
    public static func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if of(text) <= width { return text }
        let ellipsisWidth = of(ellipsis)
        guard ellipsisWidth <= width else { return prefix(ellipsis, fitting: width) }
        return prefix(text, fitting: width - ellipsisWidth) + ellipsis
    }

    /// The longest run of whole graphemes from the start of `text` that fits in `width` columns.
    ///
    /// ```swift
    /// DisplayWidth.prefix("日本語", fitting: 5)   // "日本"
    /// ```
    public static func prefix(_ text: String, fitting width: Int) -> String {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let next = used + of(text[index])
            if next > width { break }
            used = next
            end = text.index(after: index)
        }
        return String(text[..<end])
    }

    // MARK: - Table lookup

    private static let widthMask: UInt32 = 0b11
    private static let extendedPictographic: UInt32 = 0b100
    private static let takesVS16: UInt32 = 0b1000

    private static let zeroWidthJoiner: UInt32 = 0x200D
    private static let variationSelector16: UInt32 = 0xFE0F
    private static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF

    /// The generated properties of `scalar` (see ``WidthTable``).
    static func properties(of scalar: Unicode.Scalar) -> UInt32 {
        // No ASCII shortcut here: digits, "#" and "*" take VS16 (keycaps), which only the table
        // knows; single ASCII characters never get this far (see `of(_: Character)`).
        let value = scalar.value
        let runs = WidthTable.runs
        // Find the last run starting at or before `value`; runs[0] starts at U+0000.
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle] >> 8 <= value {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return runs[low] & 0xFF
    }

    /// The width of a cluster that is not a single ASCII byte.
    private static func clusterWidth(_ scalars: Character.UnicodeScalarView) -> Int {
        var width: UInt32 = 0
        var previous: UInt32 = 0
        var previousProperties: UInt32 = 0
        var regionalIndicatorCount = 0
        var joinsPictographs = false
        for scalar in scalars {
            let value = scalar.value
            let properties = properties(of: scalar)
            width = max(width, properties & widthMask)
            if value == variationSelector16, previousProperties & takesVS16 != 0 {
                width = 2
            }
            if previous == zeroWidthJoiner, properties & extendedPictographic != 0 {
                joinsPictographs = true
            }
            if regionalIndicators.contains(value) { regionalIndicatorCount += 1 }
            // A VS16 between a pictograph and the ZWJ must not hide the pictograph before it.
            if value != variationSelector16 {
                previous = value
                previousProperties = properties
            }
        }
        if joinsPictographs || regionalIndicatorCount >= 2 { return 2 }
        return Int(width)
    }
}
