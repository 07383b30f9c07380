import TerminalUI

/// Something drawn into an area of a buffer, like ratatui's `Widget`: it says how much room it
/// wants for a width, draws itself clipped to the area it is given, and says what a mouse
/// position inside that area is on.
///
/// Views are values made from a picker's state for each frame; they never ask the terminal
/// anything. A picker is a model plus a body of views inside a ``PromptFrame``.
///
/// ```swift
/// struct Label: TerminalView {
///     var text: String
///     func preferredSize(forWidth width: Int) -> AreaSize { AreaSize(width: DisplayText.width(text), height: 1) }
///     func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
///         buffer.write(DisplayText.fitted(text, toWidth: area.width), x: area.x, y: area.y, style: .plain, clip: area)
///     }
/// }
/// // Label(text: "Hello") in a 10×1 area:
/// // Hello
/// ```
public protocol TerminalView {
    /// What a mouse position can be on: a day, a wheel row, an arrow. `Never` for views
    /// nothing can be clicked on.
    associatedtype Hit = Never

    /// The size the view wants in `width` columns (its height decides the prompt's rows).
    func preferredSize(forWidth width: Int) -> AreaSize

    /// The smallest size the view still works in when arranged for `width` columns.
    /// Default: ``preferredSize(forWidth:)``.
    func minimumSize(forWidth width: Int) -> AreaSize

    /// The size of what the view shows now, when part of it can be hidden (a compact button
    /// whose popover is closed): the prompt's rows follow it. Default: ``preferredSize(forWidth:)``.
    func currentPreferredSize(forWidth width: Int) -> AreaSize

    /// The smallest size for what the view shows now. Default: ``minimumSize(forWidth:)``.
    func currentMinimumSize(forWidth width: Int) -> AreaSize

    /// True when the view takes every row the prompt can give beyond its preferred height (a
    /// wheel then shows more rows, its band in the middle), like ratatui's `Fill`. Default: false.
    var fillsHeight: Bool { get }

    /// Draws the view into `area` of `buffer`, never outside it.
    func render(into buffer: inout Buffer, area: Rect, theme: Theme)

    /// What the cell (`x`, `y`) is on when the view is drawn in `area`; nil for nothing.
    func hit(x: Int, y: Int, in area: Rect) -> Hit?
}

extension TerminalView {
    public func minimumSize(forWidth width: Int) -> AreaSize { preferredSize(forWidth: width) }
    public func currentPreferredSize(forWidth width: Int) -> AreaSize { preferredSize(forWidth: width) }
    public func currentMinimumSize(forWidth width: Int) -> AreaSize { minimumSize(forWidth: width) }

    public var fillsHeight: Bool { false }
}

extension TerminalView where Hit == Never {
    /// A view without hits answers nothing for any cell.
    public func hit(x: Int, y: Int, in area: Rect) -> Never? { nil }
}
