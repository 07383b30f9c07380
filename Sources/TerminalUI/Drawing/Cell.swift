/// One terminal cell: a grapheme cluster and its style.
///
/// A wide grapheme (CJK, most emoji) occupies two cells: the first holds the grapheme, the
/// second is a ``continuation`` cell that draws nothing.
///
/// ```swift
/// let cell = Cell("界", style: .plain)   // followed by Cell.continuation
/// ```
public struct Cell: Equatable, Hashable, Sendable {
    /// The grapheme cluster drawn here; empty for a continuation cell.
    public var grapheme: String
    public var style: Style

    public init(_ grapheme: String = " ", style: Style = .plain) {
        self.grapheme = grapheme
        self.style = style
    }

    /// The blank cell a fresh buffer is filled with.
    public static let blank = Cell()

    /// The right half of a wide grapheme.
    public static let continuation = Cell("")

    /// True for the right half of a wide grapheme.
    public var isContinuation: Bool { grapheme.isEmpty }

    /// This cell with `style` instead of its own.
    func styled(_ style: Style) -> Cell {
        var copy = self
        copy.style = style
        return copy
    }
}
