import PickerCore
import TerminalUI

/// What is drawn inside an item's card (stack and sequence) and under its title in the list:
/// the hook through which an item shows more than text, e.g. its image (`pick image`).
///
/// The watch views draw the card's edge, its caption and the list's title line; the content
/// draws the rest. The default, ``TitleCardContent``, writes the title in the card's middle and
/// nothing under list rows. A content that loads something slowly (an image decoded off the
/// key path) says so with ``isLoading``: the session then keeps drawing frames until it is done.
/// `item.row` tells which row is drawn, so a content can prepare the rows around it.
///
/// ```swift
/// struct Initial: ItemCardContent {
///     func renderCard(_ item: ListItem, into buffer: inout Buffer, area: Rect, theme: Theme, isDimmed: Bool) {
///         buffer.write(String(item.title.prefix(1)), x: area.x + area.width / 2, y: area.y + area.height / 2)
///     }
/// }
/// let picker = WatchStylePicker(items, style: .stack, content: Initial())
/// ```
public protocol ItemCardContent: Sendable {
    /// Draws `item` inside a card: `area` is the card's inside without its caption row.
    /// `isDimmed` is true for a card peeking out from under the top one.
    func renderCard(_ item: ListItem, into buffer: inout Buffer, area: Rect, theme: Theme, isDimmed: Bool)
    /// Rows each list row gives the content under the item's title (a thumbnail); 0 for none.
    var listPictureRows: Int { get }
    /// Draws `item`'s picture in the ``listPictureRows`` under its title in the list.
    func renderListPicture(_ item: ListItem, into buffer: inout Buffer, area: Rect, theme: Theme)
    /// True while something drawn is still loading: frames keep coming until it is false.
    var isLoading: Bool { get }

    /// This content as a ``GraphicsCardContent``, or nil when it shows no pictures in pixels.
    ///
    /// The watch styles ask this instead of casting (`content as? any GraphicsCardContent`):
    /// a cast to a protocol makes the Swift runtime scan every conformance of the program the
    /// first time, before the first frame. Default: nil, and `self` for a
    /// ``GraphicsCardContent``.
    ///
    /// ```swift
    /// ImageCardContent(paths: paths).graphicsContent != nil   // true
    /// ```
    var graphicsContent: (any GraphicsCardContent)? { get }
}

extension ItemCardContent {
    public var listPictureRows: Int { 0 }
    public func renderListPicture(_ item: ListItem, into buffer: inout Buffer, area: Rect, theme: Theme) {}
    public var isLoading: Bool { false }
    public var graphicsContent: (any GraphicsCardContent)? { nil }
}

/// The text-only card: the title, bold, in the middle of the card, cut with `…` to fit.
///
/// ```swift
/// // TitleCardContent in a 20×3 area, "Banana":
/// //
/// //        Banana
/// //
/// ```
public struct TitleCardContent: ItemCardContent {
    /// The text-only content.
    public init() {}

    public func renderCard(_ item: ListItem, into buffer: inout Buffer, area: Rect, theme: Theme, isDimmed: Bool) {
        guard !area.isEmpty else { return }
        let title = DisplayText.fitted(DisplayText.sanitized(item.title), toWidth: area.width)
        let x = area.x + (area.width - DisplayText.width(title)) / 2
        let y = area.y + (area.height - 1) / 2
        buffer.write(title, x: x, y: y, style: isDimmed ? theme.far : WatchStyles.title(theme), clip: area)
        // The top card's title is the value: the cursor rests on it (Behaviour 6.2).
        if !isDimmed, area.contains(x: x, y: y) { buffer.focus = CursorPosition(x: x, y: y) }
    }
}
