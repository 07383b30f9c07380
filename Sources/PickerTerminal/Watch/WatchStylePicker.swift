import PickerCore
import TerminalUI
import PickerFormats

/// A one-component wheel of items shown in a watch style (Behaviour 4): the `WheelPicker` model
/// with a ``WatchBodyView`` as its body and a ``WatchKeyMap`` table, inside a ``PromptFrame``.
/// The wheel model does the moving, type-ahead, disabled rows, momentum and settling; the
/// style only changes how it is drawn and which keys reach it.
///
/// Rotary input (Behaviour 4.5): each scroll-wheel notch is a detent moving one item; notches
/// closer than ``detentBurstInterval`` (a fast spin, or a trackpad's stream of small scroll
/// events) build the wheels' momentum, which coasts and ends on an item; Shift+wheel moves by a
/// page. In screen-reader mode every detent's new value is announced, as every value change is.
///
/// The link style (Behaviour 4.6) keeps its open/closed state in an ``EditorPresentation``: closed,
/// ↑↓ and the mouse wheel scrub the value in place and Enter confirms; Space, → or a click opens
/// the list in a popover, where Enter picks and closes and Esc closes without a change. Its
/// button's label is the header, which is then not drawn above it.
///
/// A list over a filtered `ItemListSource` (`pick choose --style list --filter`)
/// filters as the wheel's ``FilteringWheelPicker`` does, through the same ``QueryFiltering``:
/// a query line under the header, `FilterKeyMap`'s keys (typing filters, ↑/↓ move among the
/// matches, Esc clears, then cancels), matched characters highlighted, captions still shown;
/// the index strip and type-ahead give way to the query.
///
/// ```swift
/// let items = ItemListSource(lines: LineListSource(lines: ["Apple", "Banana", "Cherry"]))
/// var picker = WatchStylePicker(WheelPicker(source: items), style: .link, header: "Fruit")
/// // 40×2, no colour (the help line keeps what fits):
/// // Fruit  Apple ›
/// // space open · enter select · esc cancel
/// ```
public struct WatchStylePicker: PromptPicker, Sendable {
    /// Notches closer together than this (seconds) are a fast spin and build momentum (Behaviour 4.5).
    public static let detentBurstInterval = 0.03
    /// How slowly the stack's cards ease into place, so the motion is seen (seconds).
    package static let stackSettleTimeConstant = 0.06

    /// The model: selection, motion, type-ahead.
    public var wheel: WheelPicker<ItemListSource>
    /// Header, help line, direction and area.
    public var prompt: PromptFrame
    /// How the items are drawn.
    public let style: WatchStyle
    /// Caption, focus ring and indicator (Behaviour 4.4).
    public var decorations: WatchDecorations
    /// What cards and list rows draw beyond text: the hook for images.
    public var content: any ItemCardContent
    /// Where the list puts per-item captions.
    public var captionPlacement: ItemListView.CaptionPlacement
    /// What confirming prints.
    public var printed: ItemOutput
    /// The link button's label (the header, for the link style).
    public var linkLabel: String?
    /// The list's index (Behaviour 1.14), kept up to date as rows arrive.
    public internal(set) var index = ListIndex()
    /// The link's list: open or closed.
    public private(set) var presentation = EditorPresentation.compact
    /// The query of a list over a filtered source; nil when the items are not filtered.
    public private(set) var filtering: QueryFiltering?
    /// Adds the rows that arrived since the index last looked.
    mutating func indexNewRows() { index.extend(from: wheel.source) }

    /// The row the link's list was opened on, for Esc to go back to.
    private var rowBeforeOpening: Int?

    /// `wheel`'s items in `style`, under `header`; when its source is filtered (the list
    /// style), with `query` typed already and its first match selected.
    public init(
        _ wheel: WheelPicker<ItemListSource>, style: WatchStyle, header: String? = nil, showsHelp: Bool = true,
        isRightToLeft: Bool = false, decorations: WatchDecorations = WatchDecorations(),
        content: any ItemCardContent = TitleCardContent(), captionPlacement: ItemListView.CaptionPlacement = .under,
        printed: ItemOutput = .title, query: String = ""
    ) {
        self.wheel = wheel
        if wheel.source.filter != nil { filtering = QueryFiltering(query: query, wheel: &self.wheel) }
        self.wheel.tuning.burstInterval = Self.detentBurstInterval
        if style == .stack { self.wheel.tuning.settleTimeConstant = Self.stackSettleTimeConstant }
        self.style = style
        prompt = PromptFrame(header: style == .link ? nil : header, showsHelp: showsHelp, isRightToLeft: isRightToLeft)
        linkLabel = style == .link ? header : nil
        var decorations = decorations
        decorations.isRightToLeft = isRightToLeft
        self.decorations = decorations
        self.content = content
        self.captionPlacement = captionPlacement
        self.printed = printed
        if usesIndex { index.extend(from: wheel.source) }
    }

    /// Mirrors the layout, for right-to-left locales (Behaviour 1.4).
    public var isRightToLeft: Bool { prompt.isRightToLeft }

    /// Whether the style shows a list with an index strip: not while filtered, where rows
    /// are matches and letters type into the query.
    var usesIndex: Bool { (style == .list || style == .link) && wheel.source.filter == nil }

    /// The query line of a filtered list, as drawn now.
    public var queryLine: QueryLineView? { filtering?.queryLine(for: wheel.source) }

    // MARK: PromptPicker

    public var body: WatchBodyView {
        WatchBodyView(
            style: style, picker: wheel, decorations: decorations, content: content, index: usesIndex ? index : nil,
            captionPlacement: captionPlacement, linkLabel: linkLabel, isLinkOpen: presentation.isOpen, queryLine: queryLine)
    }

    /// The style's keys in the ``TerminalPicker/keyMode``; while filtering, the filter's, whose
    /// query takes every letter in either mode.
    public var keyBindings: KeyBindingTable<WatchCommand> {
        if filtering != nil { return FilterKeyMap.bindings.map(WatchCommand.filter) }
        let hasIndex = index.entries.count >= 2
        let table: KeyBindingTable<WatchCommand>
        switch style {
        case .list: table = WatchKeyMap.list(isRightToLeft: isRightToLeft, hasIndex: hasIndex)
        case .stack, .sequence: table = WatchKeyMap.cards(isRightToLeft: isRightToLeft)
        case .link:
            table = presentation.isOpen
                ? WatchKeyMap.linkOpen(isRightToLeft: isRightToLeft, hasIndex: hasIndex)
                : WatchKeyMap.linkClosed(isRightToLeft: isRightToLeft)
        }
        return table.applying(keyMode)
    }

    public mutating func perform(_ command: WatchCommand) -> PickerStatus {
        switch command {
        case .wheel(let action):
            wheel.apply(action)
            if action == .commit { return .confirmed }
            if action == .cancel { return .cancelled }
        case .jumpToIndex(let character):
            if let row = index.row(forKeyStartingWith: character, from: wheel.selectedRow(inComponent: 0) ?? 0) {
                wheel.apply(.select(row: row, component: 0))
            }
        case .open:
            rowBeforeOpening = wheel.selectedRow(inComponent: 0)
            _ = presentation.perform(PresentedAction<WatchCommand>.open)
        case .close(let keeping):
            if !keeping, let row = rowBeforeOpening { wheel.selectRow(row, inComponent: 0, animated: false) }
            _ = presentation.perform(PresentedAction<WatchCommand>.close)
        case .filter(let command):
            return filtering?.perform(command, on: &wheel) ?? .running
        }
        return .running
    }

    /// The mouse wheel turns the items (one detent a notch, Shift a page) wherever it is over
    /// the body; a click picks a row or card, jumps by an index key, steps the sequence, opens
    /// the link, or (outside its open list) closes it.
    public mutating func handleMouse(_ mouse: MouseEvent, hit: WatchBodyView.Hit?, body: Rect) {
        switch mouse.kind {
        case .scrollDown, .scrollUp:
            guard hit != nil || body.contains(x: mouse.x, y: mouse.y) else { return }
            let forward = mouse.kind == .scrollDown
            wheel.apply(mouse.modifiers.contains(.shift) ? .page(forward: forward) : .scroll(component: 0, rows: forward ? 1 : -1))
        case .press(.left):
            guard let hit else { return }
            switch hit {
            case .row(let row), .indexEntry(let row):
                wheel.apply(.select(row: row, component: 0))
                if presentation.isOpen, case .row = hit { _ = perform(.close(keeping: true)) }
            case .previous: wheel.apply(.step(by: -1))
            case .next: wheel.apply(.step(by: 1))
            case .button: _ = perform(presentation.isOpen ? .close(keeping: true) : .open)
            case .outside: _ = perform(.close(keeping: true))
            }
        default:
            break
        }
    }

    /// Pasted text types ahead, or into a filtered list's query.
    public mutating func handlePaste(_ text: String) -> PickerStatus {
        perform(filtering == nil ? .wheel(.type(text)) : .filter(.type(text)))
    }

    /// Keeps the list's page as long as the items it shows (the cards keep the wheel's five).
    public mutating func areaDidChange(to size: AreaSize) {
        prompt.areaSize = size
        guard style == .list else { return }
        let rowsPerItem = body.listView.rowsPerItem
        let queryRows = filtering == nil ? 0 : 1
        wheel.rowsPerPage = max(1, (size.height - prompt.chromeRows - queryRows - decorations.extraSize.height) / rowsPerItem)
    }

    /// Moves the wheel on, and reads the next slice of lines while a filter's search is under way.
    public mutating func tick(now: Double) {
        wheel.apply(.tick(now: now))
        if wheel.source.isSearching { QueryFiltering.advance(&wheel, selectingFirst: false) }
    }

    public var needsTicks: Bool { wheel.isMoving || content.isLoading || wheel.source.isSearching }

    /// The button's label, else the header, else "Picker".
    public var spokenName: String { (linkLabel ?? prompt.header).map(DisplayText.sanitized) ?? PromptStrings.current[.spokenPicker] }

    /// The selected title, its caption, and its position: "Banana, Yellow and sweet, 2 of 3";
    /// filtered, among the matches: "Banana, 1 of 2 matches", or "no matches".
    public var spokenValue: String {
        let strings = PromptStrings.current
        guard let row = wheel.selectedRow(inComponent: 0) else { return strings[filtering == nil ? .spokenEmpty : .spokenNoMatches] }
        let item = wheel.source.item(forRow: row)
        var parts = [DisplayText.sanitized(item.title)]
        if let caption = item.caption, !caption.isEmpty { parts.append(DisplayText.sanitized(caption)) }
        if !wheel.isRowEnabled(row, inComponent: 0) { parts.append(strings[.spokenUnavailable]) }
        let count = wheel.numberOfRows(inComponent: 0)
        parts.append(filtering == nil ? strings.position(row + 1, of: count) : strings.text(.spokenMatchPosition, .count(row + 1), .count(count)))
        return parts.joined(separator: ", ")
    }

    /// What ``printed`` says of the selected item; empty when it is disabled (Behaviour 1.10).
    public var output: [UInt8] {
        guard let row = wheel.chosenRow(inComponent: 0) else { return [] }
        return printed.bytes(forRow: row, of: wheel.source)
    }
}
