/// One terminal cell: a grapheme cluster and its style.
///
/// A wide grapheme (CJK, most emoji) occupies two cells: the first holds the grapheme, the
/// second is a ``continuation`` cell that draws nothing. A cluster a terminal draws over several
/// cells of its own (`कि`: the consonant, then the vowel sign) is one cell per terminal cell,
/// each later one marked as joining the cell before, so it is always drawn whole.
///
/// A cell is three machine words (the grapheme's bytes inline, held inline, and the
/// style packed in one word), so buffers of cells are filled, copied, compared and freed
/// without touching each cell's memory management: a frame is built and diffed many times a
/// second. ``grapheme`` and ``style`` read and write as before.
///
/// ```swift
/// let cell = Cell("界", style: .plain)   // followed by Cell.continuation
/// ```
public struct Cell: Hashable, Sendable {
    /// The grapheme's bytes.
    var text: InlineGrapheme
    /// ``style`` packed (see ``Style/packed``).
    var styleBits: UInt64

    /// A cell drawing `grapheme` (one grapheme cluster; a space by default) in `style`.
    public init(_ grapheme: String = " ", style: Style = .plain) {
        text = InlineGrapheme(grapheme)
        styleBits = style.packed
    }

    init(text: InlineGrapheme, styleBits: UInt64) {
        self.text = text
        self.styleBits = styleBits
    }

    /// The grapheme cluster drawn here; empty for a continuation cell.
    public var grapheme: String {
        get { text.string }
        set { text = InlineGrapheme(newValue) }
    }

    /// How the grapheme is drawn.
    public var style: Style {
        get { Style(packed: styleBits) }
        set { styleBits = newValue.packed }
    }

    /// The blank cell a fresh buffer is filled with.
    public static let blank = Cell()

    /// The right half of a wide grapheme.
    public static let continuation = Cell("")

    /// True for the right half of a wide grapheme.
    package var isContinuation: Bool { text.isEmpty }

    /// True for a later terminal cell of a grapheme cluster begun in the cell before (`ि` of
    /// `कि`; see ``DisplayWidth/terminalCells(of:)``).
    package var joinsPrevious: Bool { text.joinsPrevious }

    /// Equal graphemes (as strings compare them) and equal styles.
    public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.styleBits == rhs.styleBits && lhs.text.sameText(as: rhs.text)
    }

    public func hash(into hasher: inout Hasher) {
        // The string, not its bytes: equal cells may spell a grapheme differently.
        hasher.combine(grapheme)
        hasher.combine(styleBits)
    }
}
