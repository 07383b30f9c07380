import ImageDecoding
import PickerTerminal
import TerminalUI

/// Choose an image: cards in a stack, one at a time, or a list (``ImageBrowserStyle``), moved
/// through with the arrows, Page Up/Down, Home/End or the mouse wheel (a notch an image,
/// Shift+wheel a page); Enter picks, Esc cancels. The output is the chosen path's exact bytes.
///
/// Pictures come from an ``ImageLoader``: only the images in sight and the next few are asked
/// for, after each event, most wanted first; while decodes are under way ``needsTicks`` keeps
/// the session ticking so finished pictures appear, then it sleeps again.
///
/// ```swift
/// var picker = ImageTerminalPicker(items: paths.map { ImageItem(path: $0) }, style: .stack)
/// // 30×9, half blocks, the first of three cards:
/// // ╭─ 1/3 ──────────────────────╮
/// // │          ▀▀▀▀▀▀▀▀          │
/// // │          ▀▀▀▀▀▀▀▀          │
/// // │          checker.png       │
/// // ╰────────────────────────────╯
/// //  ╰──────────────────────────╯
/// //   ╰────────────────────────╯
/// // ↑↓ image · enter select · esc cancel
/// ```
public struct ImageTerminalPicker: PromptPicker {
    /// What the keys do.
    public enum Action: Sendable { case step(Int), page(Int), first, last, done, quit }

    public var prompt: PromptFrame
    public private(set) var items: [ImageItem]
    public private(set) var selected: Int
    public var style: ImageBrowserStyle
    /// Whether the terminal answered the kitty graphics question (see ``KittyGraphics``).
    public var speaksKittyGraphics: Bool
    /// Where pictures come from.
    public let loader: ImageLoader
    /// The loader's finished decodes when last ticked: a newer count means a frame to draw.
    private var finishedSeen = 0

    /// A picker over `items` (at least one), `selected` first.
    public init(
        items: [ImageItem], selected: Int = 0, style: ImageBrowserStyle = .stack, header: String? = nil,
        showsHelp: Bool = true, speaksKittyGraphics: Bool = false, loader: ImageLoader = ImageLoader()
    ) {
        prompt = PromptFrame(header: header, showsHelp: showsHelp)
        self.items = items
        self.selected = min(max(0, selected), max(0, items.count - 1))
        self.style = style
        self.speaksKittyGraphics = speaksKittyGraphics
        self.loader = loader
        requestPictures()
    }

    /// The path of the image selected now.
    public var selectedItem: ImageItem? { items.indices.contains(selected) ? items[selected] : nil }

    public var body: ImageBrowserView { body(drawing: .halfBlocks) }

    /// The body as drawn for `drawing`.
    public func body(drawing: ImageDrawing) -> ImageBrowserView {
        let loader = self.loader
        return ImageBrowserView(items: items, selected: selected, style: style, drawing: drawing) { loader.state(of: $0.path) }
    }

    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let parts = sections(in: area)
        prompt.renderChrome(help: helpText(width: area.width), sections: parts, into: &buffer, theme: theme)
        body(drawing: drawing(for: theme)).render(into: &buffer, area: parts.body, theme: theme)
    }

    /// How pictures are drawn with `theme`'s colours on this terminal.
    public func drawing(for theme: Theme) -> ImageDrawing {
        ImageDrawing(depth: theme.depth, speaksKittyGraphics: speaksKittyGraphics)
    }

    public var keyBindings: KeyBindingTable<Action> {
        KeyBindingTable([
            KeyBinding([KeyPress(.down), KeyPress(.right)], .step(1), help: "↑↓ image",
                       spoken: "Up and Down arrows move between images", priority: .high),
            KeyBinding([KeyPress(.up), KeyPress(.left)], .step(-1)),
            KeyBinding([KeyPress(.pageDown)], .page(1)),
            KeyBinding([KeyPress(.pageUp)], .page(-1)),
            KeyBinding([KeyPress(.home)], .first),
            KeyBinding([KeyPress(.end)], .last),
            KeyBinding([KeyPress(.enter)], .done, help: "enter select", spoken: "Enter selects", role: .confirm),
            KeyBinding([KeyPress(.escape)], .quit, help: "esc cancel", spoken: "Escape cancels", role: .cancel),
        ])
    }

    public mutating func perform(_ action: Action) -> PickerStatus {
        switch action {
        case .step(let by): select(selected + by)
        case .page(let by): select(selected + by * pageSize)
        case .first: select(0)
        case .last: select(items.count - 1)
        case .done: return items.isEmpty ? .running : .confirmed
        case .quit: return .cancelled
        }
        return .running
    }

    /// A wheel notch moves one image (Shift: a page), as the Digital Crown's detents do; a
    /// click on a list row selects it.
    public mutating func handleMouse(_ mouse: MouseEvent, hit: Int?, body: Rect) {
        let step = mouse.modifiers.contains(.shift) ? pageSize : 1
        switch mouse.kind {
        case .scrollDown, .scrollRight: select(selected + step)
        case .scrollUp, .scrollLeft: select(selected - step)
        case .press(.left): if let hit { select(hit) }
        default: break
        }
    }

    public mutating func areaDidChange(to size: AreaSize) {
        prompt.areaSize = size
        requestPictures()
    }

    public mutating func didHandleEvent() { requestPictures() }

    public var needsTicks: Bool { loader.isBusy || loader.finishedCount != finishedSeen }

    public mutating func tick(now: Double) { finishedSeen = loader.finishedCount }

    public var spokenValue: String {
        guard let item = selectedItem else { return "no images" }
        return "\(DisplayText.sanitized(item.caption)), \(selected + 1) of \(items.count)"
    }

    public var output: [UInt8] { selectedItem?.pathBytes ?? [] }

    // MARK: Moving and loading

    /// Images a page moves: the rows a list shows, else five.
    private var pageSize: Int {
        style == .list ? max(1, sections(in: currentArea).body.height / ImageBrowserView.listRowHeight) : 5
    }

    private mutating func select(_ index: Int) {
        guard !items.isEmpty else { return }
        selected = min(max(0, index), items.count - 1)
    }

    /// How many images past those in sight are decoded ahead, so moving on finds them ready.
    public static let lookahead = 3

    /// Asks the loader for the images in sight, then the next few, then the one before.
    private mutating func requestPictures() {
        guard !items.isEmpty else { return }
        let sight = body.itemsInSight(in: sections(in: currentArea).body)
        var indices = Array(sight)
        indices += (sight.upperBound..<min(items.count, sight.upperBound + Self.lookahead))
        if sight.lowerBound > 0 { indices.append(sight.lowerBound - 1) }
        loader.want(indices.map { items[$0].path })
    }
}
