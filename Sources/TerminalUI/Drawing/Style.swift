/// How a cell's text is drawn: colours and attributes.
///
/// ```swift
/// let selected = Style(foreground: .basic(4), bold: true)
/// ```
public struct Style: Equatable, Hashable, Sendable {
    /// The text colour; nil keeps the terminal's own.
    public var foreground: TerminalColor?
    /// The cell's colour; nil keeps the terminal's own.
    public var background: TerminalColor?
    /// Bold (or bright) text.
    public var bold: Bool
    /// Faint text, as disabled rows are drawn.
    public var dim: Bool
    /// Italic text, where the terminal has it.
    public var italic: Bool
    /// Underlined text.
    public var underline: Bool
    /// Foreground and background swapped: the selection band without colour.
    public var reverse: Bool
    /// Struck-through text.
    public var strikethrough: Bool

    /// A style with the given colours and attributes; the default is ``plain``.
    public init(
        foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false, dim: Bool = false,
        italic: Bool = false, underline: Bool = false, reverse: Bool = false, strikethrough: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.reverse = reverse
        self.strikethrough = strikethrough
    }

    /// The terminal's default look.
    public static let plain = Style()
}
