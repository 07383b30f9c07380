// SKELETON (TerminalUI owner replaces the bodies; the public signatures are the contract).

extension Buffer {
    /// Writes `text` from (`x`, `y`) on one line, clipped to `clip` (default: the whole buffer);
    /// returns the columns used. A wide grapheme that would not fit whole is not drawn.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style = .plain, clip: Rect? = nil) -> Int {
        0
    }

    /// Fills `rect` with `cell`.
    public mutating func fill(_ rect: Rect, with cell: Cell) {}

    /// Changes the style of every cell in `rect`, e.g. to lay a highlight band under text.
    public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {}

    /// The text of each row, trailing blanks trimmed: what golden frames compare.
    public var lines: [String] { [] }
}
