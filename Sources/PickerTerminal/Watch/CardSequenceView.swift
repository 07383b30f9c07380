import PickerCore
import TerminalUI

/// The sequence style (Behaviour 4.3): one item at a time, its card filling the body; moving shows
/// the previous or next item at once, with no animation. A click on the card's leading third
/// goes back, on its trailing third forward (mirrored right-to-left).
///
/// ```swift
/// // 24×5, Banana selected, no colour:
/// // ╭──────────────────────╮
/// // │                      │
/// // │        Banana        │
/// // │                      │
/// // ╰──────────────────────╯
/// ```
package struct CardSequenceView: TerminalView {
    /// Which way a click moves.
    package enum Hit: Equatable, Sendable {
        /// To the previous item.
        case previous
        /// To the next item.
        case next
    }

    /// The items.
    package var picker: WheelPicker<ItemListSource>
    /// What is drawn inside the card.
    package var content: any ItemCardContent
    /// Mirrors which side goes back.
    package var isRightToLeft: Bool

    /// The sequence of `picker`'s items drawn with `content`.
    package init(_ picker: WheelPicker<ItemListSource>, content: any ItemCardContent = TitleCardContent(), isRightToLeft: Bool = false) {
        self.picker = picker
        self.content = content
        self.isRightToLeft = isRightToLeft
    }

    /// A card of seven rows.
    package func preferredSize(forWidth width: Int) -> AreaSize { AreaSize(width: width, height: 7) }

    /// One row: the title alone.
    package func minimumSize(forWidth width: Int) -> AreaSize { AreaSize(width: 8, height: 1) }

    /// Taller areas get a taller card.
    package var fillsHeight: Bool { true }

    package func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let area = area.intersection(buffer.bounds)
        guard !area.isEmpty, let row = picker.selectedRow(inComponent: 0) else { return }
        ItemCardView(item: picker.source.item(forRow: row), content: content).render(into: &buffer, frame: area, clip: area, theme: theme)
    }

    package func hit(x: Int, y: Int, in area: Rect) -> Hit? {
        guard area.contains(x: x, y: y) else { return nil }
        let third = max(1, area.width / 3)
        let leading = isRightToLeft ? x >= area.x + area.width - third : x < area.x + third
        let trailing = isRightToLeft ? x < area.x + third : x >= area.x + area.width - third
        return leading ? .previous : trailing ? .next : nil
    }
}
