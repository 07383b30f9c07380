import PickerCore
import TerminalUI

/// The body of a ``WatchStylePicker``: its style's view (``ItemListView``, `CardStackView`,
/// `CardSequenceView`, or the link's `LinkButtonView` with the list in a popover) inside the
/// ``WatchDecorations`` (caption, focus ring, scroll indicator).
///
/// The link's list opens in the ``PopoverFrame`` the compact date picker uses, under the
/// button, as wide as the area and as tall as the area allows (the whole area when full
/// screen). The ring and the picker's caption go around the button, the indicator beside the
/// list. While closed only the button's rows are asked for, so an inline picker grows as the
/// list opens and shrinks as it closes.
///
/// A filtered list has its ``queryLine`` on the first row, above the decorations: the body is
/// then a ``QueryLineStack`` over the same body without it.
///
/// ```swift
/// // WatchBodyView(style: .sequence, picker: fruits, decorations: .init(caption: "Fruit", indicator: true))
/// // 26×6, Banana (2 of 3) selected, no colour:
/// // ╭──────────────────────╮ │
/// // │                      │ │
/// // │        Banana        │ ┃
/// // │                      │ ┃
/// // ╰──────────────────────╯ │
/// //           Fruit
/// ```
public struct WatchBodyView: TerminalView {
    /// What a mouse position is on.
    public enum Hit: Equatable, Sendable {
        /// An item: a list row, a card.
        case row(Int)
        /// A key of the list's index strip, and the row it jumps to.
        case indexEntry(row: Int)
        /// The sequence card's leading third: the previous item.
        case previous
        /// The sequence card's trailing third: the next item.
        case next
        /// The link's button.
        case button
        /// Outside the link's open list.
        case outside
    }

    /// The style drawn.
    public var style: WatchStyle
    /// The items, selection and motion.
    public var picker: WheelPicker<ItemListSource>
    /// Caption, ring and indicator.
    public var decorations: WatchDecorations
    /// What cards and list rows draw for an item beyond its text.
    public var content: any ItemCardContent
    /// The list's index strip keys; nil for none.
    public var index: ListIndex?
    /// Where the list puts per-item captions.
    public var captionPlacement: ItemListView.CaptionPlacement
    /// The link button's label.
    public var linkLabel: String?
    /// Whether the link's list is open.
    public var isLinkOpen: Bool
    /// A filtered list's query line, drawn on the first row; nil for none.
    public var queryLine: QueryLineView?

    /// A body of `style` over `picker`, under `queryLine` when there is one.
    public init(
        style: WatchStyle, picker: WheelPicker<ItemListSource>, decorations: WatchDecorations = WatchDecorations(),
        content: any ItemCardContent = TitleCardContent(), index: ListIndex? = nil,
        captionPlacement: ItemListView.CaptionPlacement = .under, linkLabel: String? = nil, isLinkOpen: Bool = false,
        queryLine: QueryLineView? = nil
    ) {
        self.queryLine = queryLine
        self.style = style
        self.picker = picker
        self.decorations = decorations
        self.content = content
        self.index = index
        self.captionPlacement = captionPlacement
        self.linkLabel = linkLabel
        self.isLinkOpen = isLinkOpen
    }

    private var isRightToLeft: Bool { decorations.isRightToLeft }

    /// The query line over this body without it; nil when there is no query line.
    var queryStack: QueryLineStack<WatchBodyView>? {
        guard let queryLine else { return nil }
        var below = self
        below.queryLine = nil
        return QueryLineStack(query: queryLine, list: below)
    }

    var listView: ItemListView {
        ItemListView(picker, content: content, index: index, captionPlacement: captionPlacement, isRightToLeft: isRightToLeft)
    }

    var stackView: CardStackView { CardStackView(picker, content: content) }

    var sequenceView: CardSequenceView { CardSequenceView(picker, content: content, isRightToLeft: isRightToLeft) }

    var button: LinkButtonView {
        let value = picker.selectedRow(inComponent: 0).map { picker.title(forRow: $0, inComponent: 0) } ?? ""
        return LinkButtonView(label: linkLabel, value: value, isFocused: !isLinkOpen, isRightToLeft: isRightToLeft)
    }

    /// The style's own view's preferred size, before decorations.
    private func styleSize(forWidth width: Int) -> AreaSize {
        switch style {
        case .list, .link: listView.preferredSize(forWidth: width)
        case .stack: stackView.preferredSize(forWidth: width)
        case .sequence: sequenceView.preferredSize(forWidth: width)
        }
    }

    // MARK: Link parts

    /// Around the link's button: its ring and the picker's caption.
    private var buttonDecorations: WatchDecorations {
        var around = decorations
        around.indicator = false
        return around
    }

    /// Around the style's view: all of them, or for the link's list the indicator alone.
    private var viewDecorations: WatchDecorations {
        style == .link ? WatchDecorations(indicator: decorations.indicator, isRightToLeft: isRightToLeft) : decorations
    }

    /// The rows of the link's button with its ring and caption.
    private var buttonBlockHeight: Int { 1 + buttonDecorations.extraSize.height }

    /// The link button's ring, row and caption in `area`.
    private func buttonBlock(in area: Rect) -> WatchDecorations.Parts {
        buttonDecorations.layout(in: Rect(x: area.x, y: area.y, width: area.width, height: min(area.height, buttonBlockHeight)))
    }

    // MARK: Sizes

    public func preferredSize(forWidth width: Int) -> AreaSize {
        if let queryStack { return queryStack.preferredSize(forWidth: width) }
        let extra = viewDecorations.extraSize
        let inner = styleSize(forWidth: max(0, width - extra.width - (style == .link ? PopoverFrame.horizontalChrome : 0)))
        let height = inner.height + extra.height
        return AreaSize(width: width, height: style == .link ? buttonBlockHeight + height + PopoverFrame.verticalChrome : height)
    }

    /// One row for anything: the link's button, or an item's title (decorations go first).
    public func minimumSize(forWidth width: Int) -> AreaSize {
        if let queryStack { return queryStack.minimumSize(forWidth: width) }
        return style == .link ? AreaSize(width: 3, height: 1) : AreaSize(width: 8, height: 1)
    }

    /// The link's button (with its ring and caption) alone while its list is closed.
    public func currentPreferredSize(forWidth width: Int) -> AreaSize {
        if let queryStack { return queryStack.currentPreferredSize(forWidth: width) }
        return style == .link && !isLinkOpen ? AreaSize(width: width, height: buttonBlockHeight) : preferredSize(forWidth: width)
    }

    /// Taller areas show more: more rows, taller cards, and the link's open list down to the
    /// help line (the whole window, full screen).
    public var fillsHeight: Bool { style != .link || isLinkOpen }

    // MARK: Drawing

    /// The open link list's box in `area`: under the button, as tall as the area allows.
    func popoverFrame(in area: Rect) -> Rect {
        let block = buttonBlock(in: area)
        let buttonFrame = button.frame(in: block.content)
        let anchor = Rect(x: buttonFrame.x, y: area.y, width: buttonFrame.width, height: min(area.height, buttonBlockHeight))
        let chrome = buttonBlockHeight + PopoverFrame.verticalChrome
        let content = AreaSize(width: area.width - PopoverFrame.horizontalChrome,
                               height: max(preferredSize(forWidth: area.width).height - chrome, area.height - chrome))
        return PopoverFrame.placement(content: content, anchor: anchor, in: area, isRightToLeft: isRightToLeft)
    }

    /// Where the decorated view goes: the area, or the inside of the link's open popover.
    func decoratedArea(in area: Rect) -> Rect? {
        guard style == .link else { return area }
        return isLinkOpen ? PopoverFrame.contentRect(of: popoverFrame(in: area)) : nil
    }

    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let area = area.intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        if let queryStack { return queryStack.render(into: &buffer, area: area, theme: theme) }
        if style == .link {
            let block = buttonBlock(in: area)
            buttonDecorations.render(block, indicator: indicator(in: block.content), into: &buffer, theme: theme)
            button.render(into: &buffer, area: block.content, theme: theme)
            guard isLinkOpen else { return }
            PopoverFrame.render(into: &buffer, frame: popoverFrame(in: area), theme: theme)
        }
        guard let decorated = decoratedArea(in: area) else { return }
        let parts = viewDecorations.layout(in: decorated)
        viewDecorations.render(parts, indicator: indicator(in: parts.content), into: &buffer, theme: theme)
        switch style {
        case .list, .link: listView.render(into: &buffer, area: parts.content, theme: theme)
        case .stack: stackView.render(into: &buffer, area: parts.content, theme: theme)
        case .sequence: sequenceView.render(into: &buffer, area: parts.content, theme: theme)
        }
    }

    /// The indicator for the style drawn in `content`: the list's rows in sight, else one card.
    func indicator(in content: Rect) -> ScrollIndicator {
        let total = picker.numberOfRows(inComponent: 0)
        guard style == .list || style == .link else {
            return ScrollIndicator(position: picker.selectedRow(inComponent: 0) ?? 0, total: total, visible: 1)
        }
        let layout = listView.layout(in: content)
        return ScrollIndicator(position: layout.firstItem, total: total, visible: layout.slots)
    }

    public func hit(x: Int, y: Int, in area: Rect) -> Hit? {
        if let queryStack { return queryStack.hit(x: x, y: y, in: area) }
        if style == .link {
            if button.hit(x: x, y: y, in: buttonBlock(in: area).content) != nil { return .button }
            guard isLinkOpen else { return nil }
            guard popoverFrame(in: area).contains(x: x, y: y) else { return .outside }
        }
        guard let decorated = decoratedArea(in: area) else { return nil }
        let content = viewDecorations.layout(in: decorated).content
        switch style {
        case .list, .link:
            switch listView.hit(x: x, y: y, in: content) {
            case .row(let row)?: return .row(row)
            case .indexEntry(let row)?: return .indexEntry(row: row)
            case nil: return nil
            }
        case .stack:
            return stackView.hit(x: x, y: y, in: content).map(Hit.row)
        case .sequence:
            switch sequenceView.hit(x: x, y: y, in: content) {
            case .previous?: return .previous
            case .next?: return .next
            case nil: return nil
            }
        }
    }
}
