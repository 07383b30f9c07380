import ImageDecoding
import PickerTerminal
import TerminalUI

/// The body of ``ImageTerminalPicker``: the cards in the chosen ``ImageBrowserStyle``.
///
/// - **stack**: the selected card fills the body but the last rows, where the edges of the next
///   two cards peek out, each narrower and dimmer than the one above;
/// - **sequence**: the selected card fills the body;
/// - **list**: rows of ``listRowHeight`` lines, a small picture and the caption, the selected
///   row marked `›` and emphasised, scrolled so its neighbours show.
///
/// A stack of three in 20×8:
/// ```
/// ╭─ 1/3 ────────────╮
/// │     ▀▀▀▀▀▀▀▀     │
/// │     ▀▀▀▀▀▀▀▀     │
/// │    checker.png   │
/// ╰──────────────────╯
///  ╰────────────────╯
///   ╰──────────────╯
/// ```
public struct ImageBrowserView: TerminalView {
    public typealias Hit = Int

    public var items: [ImageItem]
    public var selected: Int
    public var style: ImageBrowserStyle
    public var drawing: ImageDrawing
    /// What is known of each file now.
    public var content: (ImageItem) -> ImageLoadState

    /// Lines a list row takes.
    public static let listRowHeight = 3
    /// Columns of a list row's picture.
    public static let listPictureWidth = 6
    /// Rows a card wants (seven of them for the picture); a taller area gives it more.
    public static let preferredCardHeight = 10
    /// How many cards peek out below a stack.
    public static let stackPeeks = 2

    /// The body for `items` with `selected` on top (or marked).
    public init(
        items: [ImageItem], selected: Int, style: ImageBrowserStyle, drawing: ImageDrawing,
        content: @escaping (ImageItem) -> ImageLoadState
    ) {
        self.items = items
        self.selected = selected
        self.style = style
        self.drawing = drawing
        self.content = content
    }

    public func preferredSize(forWidth width: Int) -> AreaSize {
        switch style {
        case .stack: AreaSize(width: width, height: Self.preferredCardHeight + Self.stackPeeks)
        case .sequence: AreaSize(width: width, height: Self.preferredCardHeight)
        case .list: AreaSize(width: width, height: Self.listRowHeight * min(5, max(1, items.count)))
        }
    }

    public func minimumSize(forWidth width: Int) -> AreaSize {
        switch style {
        case .stack: AreaSize(width: 8, height: 3 + Self.stackPeeks)
        case .sequence: AreaSize(width: 8, height: 3)
        case .list: AreaSize(width: 8, height: 1)
        }
    }

    public var fillsHeight: Bool { true }

    /// The selected card's area in a body drawn in `area` (stack and sequence).
    public func cardArea(in area: Rect) -> Rect {
        // The card keeps its size at the end of the stack, where fewer cards peek out.
        Rect(x: area.x, y: area.y, width: area.width, height: area.height - (style == .stack ? Self.stackPeeks : 0))
    }

    /// The first item row shown by a list in `area`: the selected row with a neighbour above
    /// when there is room.
    public func firstListRow(in area: Rect) -> Int {
        let visible = max(1, area.height / Self.listRowHeight)
        let wanted = selected - (visible - 1) / 2
        return max(0, min(wanted, items.count - visible))
    }

    /// The items drawn in `area`, in the order they matter: the selected first.
    public func itemsInSight(in area: Rect) -> Range<Int> {
        switch style {
        case .stack, .sequence: return selected..<min(items.count, selected + 1)
        case .list:
            let first = firstListRow(in: area)
            return first..<min(items.count, first + max(1, area.height / Self.listRowHeight))
        }
    }

    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        guard !items.isEmpty, !area.isEmpty else { return }
        switch style {
        case .stack, .sequence:
            let card = cardArea(in: area)
            self.card(selected).render(into: &buffer, area: card, theme: theme)
            if style == .stack { renderPeeks(below: card, in: area, into: &buffer, theme: theme) }
        case .list:
            renderList(in: area, into: &buffer, theme: theme)
        }
    }

    /// The card of item `index`.
    public func card(_ index: Int, isSelected: Bool = true) -> ImageCardView {
        ImageCardView(
            item: items[index], content: content(items[index]), drawing: drawing,
            position: "\(index + 1)/\(items.count)", isSelected: isSelected)
    }

    /// Where each picture drawn in `area` is, by item index: where real-pixel graphics go.
    public func pictures(in area: Rect) -> [(index: Int, rect: Rect)] {
        switch style {
        case .stack, .sequence:
            return card(selected).imageRect(in: cardArea(in: area)).map { [(selected, $0)] } ?? []
        case .list:
            return itemsInSight(in: area).compactMap { index in
                guard case .loaded(let image) = content(items[index]), drawing != .nameOnly else { return nil }
                let place = HalfBlockImageView(image: image).placement(in: listPictureArea(index, in: area))
                return place.isEmpty ? nil : (index, place)
            }
        }
    }

    public func hit(x: Int, y: Int, in area: Rect) -> Int? {
        guard style == .list, area.contains(x: x, y: y) else { return nil }
        let index = firstListRow(in: area) + (y - area.y) / Self.listRowHeight
        return index < items.count ? index : nil
    }

    // MARK: Parts

    private func renderPeeks(below card: Rect, in area: Rect, into buffer: inout Buffer, theme: Theme) {
        let behind = min(Self.stackPeeks, items.count - 1 - selected)
        guard behind > 0 else { return }
        for depth in 1...behind {
            let y = card.y + card.height - 1 + depth
            let inset = depth * 2
            guard y < area.y + area.height, card.width - 2 * inset >= 2 else { continue }
            let edge = "╰" + String(repeating: "─", count: card.width - 2 * inset - 2) + "╯"
            buffer.write(edge, x: card.x + inset, y: y, style: Style(foreground: theme.near.foreground, dim: true), clip: area)
        }
    }

    private func listPictureArea(_ index: Int, in area: Rect) -> Rect {
        let top = area.y + (index - firstListRow(in: area)) * Self.listRowHeight
        return Rect(x: area.x + 2, y: top, width: Self.listPictureWidth, height: min(Self.listRowHeight, area.y + area.height - top))
    }

    private func renderList(in area: Rect, into buffer: inout Buffer, theme: Theme) {
        for index in itemsInSight(in: area) {
            let picture = listPictureArea(index, in: area)
            let isSelected = index == selected
            let style = isSelected ? theme.selected : theme.near
            let middle = picture.y + (picture.height - 1) / 2
            if isSelected { buffer.write("›", x: area.x, y: middle, style: theme.marker, clip: area) }
            let textX = picture.x + Self.listPictureWidth + 1
            let text = Rect(x: textX, y: middle, width: area.x + area.width - textX, height: 1)
            var label = items[index].caption
            switch content(items[index]) {
            case .loaded(let image) where drawing == .halfBlocks:
                HalfBlockImageView(image: image).render(into: &buffer, area: picture, theme: theme)
            case .failed(let reason) where drawing != .nameOnly:
                label += " — ⚠ \(reason)"
            default: break
            }
            buffer.write(DisplayText.fitted(DisplayText.sanitized(label), toWidth: text.width), x: text.x, y: text.y, style: style, clip: text)
        }
    }
}
