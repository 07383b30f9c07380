/// How many terminal columns text occupies: as many as `printf` of it takes in tmux, xterm and
/// a VTE terminal.
///
/// Those terminals do not measure grapheme clusters: they give each scalar glibc's `wcwidth`
/// and join a scalar of width zero to the cell before it. So a cluster is measured as the
/// terminal cells it fills (see ``terminalCells(of:)``), added up:
/// - printable ASCII is one column (checked first: it is most of what gets drawn);
/// - East Asian wide and fullwidth characters and emoji with emoji presentation are two;
/// - combining marks, format characters, ZWJ, variation selectors and Hangul medial/final jamo
///   add nothing to the cell they join;
/// - a spacing mark (an Indic or Southeast Asian vowel sign such as `ि`, category Mc) is a
///   column of its own: `कि` is two columns, `ကြော်` four;
/// - a scalar after a zero-width joiner joins the cell before it, as tmux does: a ZWJ family
///   (`👨‍👩‍👧`) is two columns, the width of its first emoji;
/// - VS16 (U+FE0F) adds nothing (`❤️` is one column, as `❤`), an emoji modifier is a cell of its
///   own (`👍🏽` is four columns) and a flag is two regional indicators of one column each;
/// - control characters are zero: the buffer never draws them.
///
/// Other terminals measure ZWJ sequences and VS16 their own way; ``FrameDiff`` keeps what they
/// may draw differently inside the cluster's own cells.
///
/// The per-scalar data is a table generated from the Unicode Character Database by
/// `generate-width-table.py` next to this file.
///
/// ```swift
/// DisplayWidth.of("abc")            // 3
/// DisplayWidth.of("日本")            // 4
/// DisplayWidth.of("e\u{301}")       // 1
/// DisplayWidth.of("सितंबर")          // 5: स ि त ं ब र, the vowel sign ि a column of its own
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
        // While every scalar is a grapheme of its own, no grapheme breaking is needed.
        var standaloneWidth = 0
        var allStandAlone = true
        for scalar in text.unicodeScalars {
            guard standsAlone(scalar) else {
                allStandAlone = false
                break
            }
            standaloneWidth += ofStandalone(scalar)
        }
        if allStandAlone { return standaloneWidth }
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
    private static let takesVS16: UInt32 = 0b1000

    private static let zeroWidthJoiner: UInt32 = 0x200D
    private static let variationSelector16: UInt32 = 0xFE0F

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

    /// The width of a cluster that is not a single ASCII byte: its terminal cells added up
    /// (see ``terminalCells(of:)``), counted without making them.
    private static func clusterWidth(_ scalars: Character.UnicodeScalarView) -> Int {
        var width = 0
        var lastCellWidth = -1  // no cell yet
        var afterJoiner = false
        for scalar in scalars {
            let scalarWidth = Int(properties(of: scalar) & widthMask)
            if lastCellWidth == 0 {
                // Only scalars of width zero so far: the first with a width gives the cell its own.
                width += scalarWidth
                lastCellWidth = scalarWidth
            } else if lastCellWidth < 0 || (scalarWidth > 0 && !afterJoiner) {
                width += scalarWidth
                lastCellWidth = scalarWidth
            }
            afterJoiner = scalar.value == zeroWidthJoiner
        }
        return width
    }

    /// The cells a terminal fills with one grapheme cluster, in order, each with its text and its
    /// columns (1 or 2): what tmux, xterm and VTE do with the scalars `printf` writes.
    ///
    /// A scalar with a width starts a cell; a scalar of width zero (a combining mark, ZWJ, a
    /// variation selector) joins the cell before it, and so does any scalar right after a
    /// zero-width joiner (tmux keeps a ZWJ sequence in the cell of its first emoji). Scalars of
    /// width zero at the start join the first cell that has a width. A cluster of width zero is
    /// one cell of width zero.
    ///
    /// ```swift
    /// DisplayWidth.terminalCells(of: "कि")     // [("क", 1), ("ि", 1)]
    /// DisplayWidth.terminalCells(of: "क्ष")    // [("क्", 1), ("ष", 1)]
    /// DisplayWidth.terminalCells(of: "👍🏽")    // [("👍", 2), ("🏽", 2)]
    /// DisplayWidth.terminalCells(of: "👨‍👩‍👧")  // [("👨‍👩‍👧", 2)]
    /// ```
    public static func terminalCells(of grapheme: Character) -> [(text: String, width: Int)] {
        var cells: [(text: String, width: Int)] = []
        var afterJoiner = false
        for scalar in grapheme.unicodeScalars {
            let scalarWidth = Int(properties(of: scalar) & widthMask)
            if let last = cells.indices.last, scalarWidth == 0 || afterJoiner || cells[last].width == 0 {
                cells[last].text.unicodeScalars.append(scalar)
                if cells[last].width == 0 { cells[last].width = scalarWidth }
            } else {
                cells.append((String(scalar), scalarWidth))
            }
            afterJoiner = scalar.value == zeroWidthJoiner
        }
        return cells
    }

    /// The most columns a terminal that measures clusters its own way may draw `text` (one
    /// grapheme cluster, or the cells of one) over: every scalar with its own width, a pictograph
    /// after a zero-width joiner too (VTE and xterm draw the emoji of a ZWJ sequence side by
    /// side), and a character that takes VS16 two columns wide (terminals that follow the emoji
    /// presentation). Equal to ``of(_:)-swift.type.method`` for text every terminal measures alike.
    ///
    /// ```swift
    /// DisplayWidth.widestReach(of: "कि")       // 2, as DisplayWidth.of
    /// DisplayWidth.widestReach(of: "👨‍👩‍👧")    // 6
    /// DisplayWidth.widestReach(of: "❤️")       // 2
    /// ```
    package static func widestReach(of text: some StringProtocol) -> Int {
        var columns = 0
        var previousProperties: UInt32 = 0
        var previousWidth = 0
        for scalar in text.unicodeScalars {
            let properties = properties(of: scalar)
            let width = Int(properties & widthMask)
            if scalar.value == variationSelector16, previousProperties & takesVS16 != 0, previousWidth == 1 {
                columns += 1
            }
            columns += width
            previousProperties = properties
            previousWidth = width
        }
        return columns
    }
}
