/// The characters a box is drawn with: corners, and the horizontal and vertical lines. Each
/// is one column wide.
///
/// ```swift
/// var theme = Theme.default(for: .trueColor)
/// theme.borderCharacters = .rounded
/// // ╭──────────╮
/// // │ contents │
/// // ╰──────────╯
/// ```
public struct BorderCharacters: Equatable, Sendable {
    /// The top-left corner, e.g. `┌`.
    public var topLeft: String
    /// The top-right corner, e.g. `┐`.
    public var topRight: String
    /// The bottom-left corner, e.g. `└`.
    public var bottomLeft: String
    /// The bottom-right corner, e.g. `┘`.
    public var bottomRight: String
    /// The top and bottom lines, e.g. `─`.
    public var horizontal: String
    /// The left and right lines, e.g. `│`.
    public var vertical: String

    /// A box from its six characters.
    public init(
        topLeft: String, topRight: String, bottomLeft: String, bottomRight: String, horizontal: String, vertical: String
    ) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Thin lines with square corners: `┌─┐ │ └─┘` (the default).
    public static let single = BorderCharacters(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
    /// Thin lines with round corners: `╭─╮ │ ╰─╯`.
    public static let rounded = BorderCharacters(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
    /// Thick lines, easier to see: `┏━┓ ┃ ┗━┛` (the high-contrast theme's).
    public static let heavy = BorderCharacters(
        topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
}
