/// How a cell's text is drawn: colours and attributes.
///
/// ```swift
/// let selected = Style(foreground: .basic(4), bold: true)
/// ```
public struct Style: Equatable, Hashable, Sendable {
    public var foreground: Color?
    public var background: Color?
    public var bold: Bool
    public var dim: Bool
    public var italic: Bool
    public var underline: Bool
    public var reverse: Bool
    public var strikethrough: Bool

    public init(
        foreground: Color? = nil, background: Color? = nil, bold: Bool = false, dim: Bool = false,
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
