import PickerCore
import TerminalUI

/// One item as a card: a rounded edge, the ``ItemCardContent`` inside, and the item's caption
/// on the last row inside (Behaviour 4.4, per-item captions). The card blanks its own rect first,
/// so it covers the cards behind it.
///
/// The top card's edge is in the accent colour; a dimmed card (peeking out from under the top
/// one) is grey and names its item in its bottom edge, since that edge is all that shows. A
/// card lower than three rows has no room for an edge: only its title is drawn.
///
/// ```swift
/// // ItemCardView(item: banana, content: TitleCardContent()) in 24×5, no colour:
/// // ╭──────────────────────╮
/// // │        Banana        │
/// // │                      │
/// // │   Yellow and sweet   │
/// // ╰──────────────────────╯
/// ```
package struct ItemCardView {
    /// The item on the card.
    package var item: ListItem
    /// What is drawn inside.
    package var content: any ItemCardContent
    /// Peeking out from under the top card: grey, titled in its bottom edge.
    package var isDimmed: Bool

    /// A card for `item` drawn with `content`.
    package init(item: ListItem, content: any ItemCardContent, isDimmed: Bool = false) {
        self.item = item
        self.content = content
        self.isDimmed = isDimmed
    }

    /// Draws the card in `frame`, clipped to `clip`.
    package func render(into buffer: inout Buffer, frame: Rect, clip: Rect, theme: Theme) {
        let visible = frame.intersection(clip)
        guard !visible.isEmpty else { return }
        buffer.fill(visible, with: .blank)
        guard frame.height >= 3, frame.width >= 4 else {
            var inside = frame
            inside.height = min(1, frame.height)
            content.renderCard(item, into: &buffer, area: inside.intersection(clip), theme: theme, isDimmed: isDimmed)
            return
        }
        RoundedBox.render(
            into: &buffer, frame: frame, style: isDimmed ? WatchStyles.quiet(theme) : WatchStyles.edge(theme), clip: clip,
            bottomLabel: isDimmed ? item.title : nil)
        var inside = RoundedBox.inside(frame)
        if let caption = item.caption, inside.height >= 2 {
            inside.height -= 1
            let text = DisplayText.fitted(DisplayText.sanitized(caption), toWidth: inside.width)
            let x = inside.x + (inside.width - DisplayText.width(text)) / 2
            buffer.write(text, x: x, y: inside.y + inside.height, style: WatchStyles.quiet(theme), clip: clip)
        }
        content.renderCard(item, into: &buffer, area: inside.intersection(clip), theme: theme, isDimmed: isDimmed)
    }
}
