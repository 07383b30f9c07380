import PickerCore
import TerminalUI

/// The stack style (Behaviour 4.2): items as cards stacked in depth, the selected card on top and
/// whole, the next ones (up to ``peekingCards``) peeking out below it, each a row lower, two
/// columns narrower on each side, dimmed, and named in its bottom edge.
///
/// Moving animates through the wheel's motion (`WheelPicker.displayOffset(ofComponent:)`,
/// eased by `tick`): a card's depth is its distance from the selection minus the offset, so
/// on a step forward the top card slides up and away while the next one rises into its place,
/// and a step back brings the previous card down over the stack. Depths are rounded to whole
/// rows and columns (a terminal has no half cells).
///
/// ```swift
/// // 30×8, Banana selected (Cherry and Damson next, the last), no colour:
/// // ╭────────────────────────────╮
/// // │                            │
/// // │           Banana           │
/// // │                            │
/// // ╰────────────────────────────╯
/// //   ╰──────── Cherry ────────╯
/// //     ╰────── Damson ──────╯
/// ```
package struct CardStackView: TerminalView {
    /// What a mouse position is on: the card of a row.
    package typealias Hit = Int

    /// The items and their motion.
    package var picker: WheelPicker<ItemListSource>
    /// What is drawn inside each card.
    package var content: any ItemCardContent
    /// The most cards peeking out below the top one.
    package var peekingCards = 3

    /// A stack of `picker`'s items drawn with `content`.
    package init(_ picker: WheelPicker<ItemListSource>, content: any ItemCardContent = TitleCardContent()) {
        self.picker = picker
        self.content = content
    }

    /// A card of seven rows (five inside) and the peeking edges.
    package func preferredSize(forWidth width: Int) -> AreaSize { AreaSize(width: width, height: 7 + peekingCards) }

    /// One row: the top card's title alone.
    package func minimumSize(forWidth width: Int) -> AreaSize { AreaSize(width: 8, height: 1) }

    /// Taller areas get taller cards.
    package var fillsHeight: Bool { true }

    /// Peeking rows in an area `height` rows high: the top card keeps three rows first.
    func peeks(inHeight height: Int) -> Int { min(peekingCards, max(0, height - 3)) }

    /// Where the card at `depth` (0 on top, fractional while moving) goes in `area`.
    func cardFrame(depth: Double, in area: Rect) -> Rect {
        let peeks = peeks(inHeight: area.height)
        let height = area.height - peeks
        if depth < 0 {
            return Rect(x: area.x, y: area.y + Int((depth * Double(height + 1)).rounded()), width: area.width, height: height)
        }
        let step = Int(depth.rounded())
        let inset = min(2 * step, max(0, (area.width - 4) / 2))
        return Rect(x: area.x + inset, y: area.y + step, width: area.width - 2 * inset, height: height)
    }

    /// The rows drawn now with their depths, back to front.
    func cards(in area: Rect) -> [(row: Int, depth: Double)] {
        guard let selected = picker.selectedRow(inComponent: 0) else { return [] }
        let count = picker.numberOfRows(inComponent: 0)
        let offset = picker.displayOffset(ofComponent: 0)
        let peeks = Double(peeks(inHeight: area.height))
        let reach = Int(offset.magnitude.rounded(.up)) + peekingCards + 1
        var drawn: [(row: Int, depth: Double)] = []
        for delta in -reach...reach {
            let row = selected + delta
            guard row >= 0, row < count else { continue }
            let depth = Double(delta) - offset
            if depth > -1, depth < peeks + 0.5 { drawn.append((row, depth)) }
        }
        return drawn.sorted { $0.depth > $1.depth }
    }

    package func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let area = area.intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        for card in cards(in: area) {
            let view = ItemCardView(item: picker.source.item(forRow: card.row), content: content, isDimmed: card.depth >= 0.5)
            view.render(into: &buffer, frame: cardFrame(depth: card.depth, in: area), clip: area, theme: theme)
        }
    }

    /// The row whose card shows at (`x`, `y`): a peeking edge, or the top card.
    package func hit(x: Int, y: Int, in area: Rect) -> Int? {
        guard area.contains(x: x, y: y) else { return nil }
        return cards(in: area).reversed().first { cardFrame(depth: $0.depth, in: area).contains(x: x, y: y) }?.row
    }
}
