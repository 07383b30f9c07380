import Dispatch
import PickerCore
import PickerFormats
import ProcessState
import TerminalUI

/// The item a preview is shown for: its index in the input (from 0) and its exact bytes.
package struct PreviewedItem: Equatable, Sendable {
    package var index: Int
    package var bytes: [UInt8]

    package init(index: Int, bytes: [UInt8]) {
        self.index = index
        self.bytes = bytes
    }
}

/// The one queue pictures are decoded on, for every pane.
private let previewDecodingQueue = DispatchQueue(label: "PickerTerminal.preview-decoding")

/// A picker over lines whose current item can be previewed: the wheel, the filtering wheel,
/// the list style, and any of them choosing several.
package protocol PreviewSubject {
    /// The item under the selection, nil when there is none (a query matching nothing).
    var previewedItem: PreviewedItem? { get }
    /// The query as typed, for `{q}`; empty where nothing filters.
    var previewQuery: String { get }
    /// The chosen items' numbers (as ``previewedItem(forItem:)`` takes them) in the order they
    /// are printed, for `{+}`; empty where nothing is chosen or nothing can be.
    var chosenItems: [Int] { get }
    /// Item `item` (the list's item number, the input line for every list here).
    func previewedItem(forItem item: Int) -> PreviewedItem?
}

extension PreviewSubject {
    /// A picker without a query.
    package var previewQuery: String { "" }
    /// A picker that chooses one item.
    package var chosenItems: [Int] { [] }
}

/// What `--preview` and `--preview-window` ask for, and what draws the pictures a command
/// prints (nil: the pane says in one line that it cannot show them).
///
/// ```swift
/// PreviewSettings(template: PreviewTemplate(parsing: "cat {}"), layout: try PreviewLayout(parsing: "bottom,40%"))
/// ```
package struct PreviewSettings: Equatable, Sendable {
    package var template: PreviewTemplate
    package var layout: PreviewLayout
    /// How `{1}`, `{2..}` split the item (`--delimiter`).
    package var fields: LineFields
    /// Decodes the PNG and JPEG files a command prints (PickerImages' `ImagePreviewPictures`).
    package var pictures: (any PreviewPictureDecoding)?

    package init(
        template: PreviewTemplate, layout: PreviewLayout = PreviewLayout(), fields: LineFields = LineFields(),
        pictures: (any PreviewPictureDecoding)? = nil
    ) {
        self.template = template
        self.layout = layout
        self.fields = fields
        self.pictures = pictures
    }

    /// Equal when they ask for the same pane; decoders are told apart only by being there.
    package static func == (left: Self, right: Self) -> Bool {
        left.template == right.template && left.layout == right.layout && left.fields == right.fields
            && (left.pictures == nil) == (right.pictures == nil)
    }
}

/// A picker over lines with a preview pane beside it or under it (`pick choose --preview CMD`,
/// fzf's `--preview`): the command runs for the item under the selection, asynchronously
/// (``PreviewProcess``), and its output is drawn in the pane as it arrives, clipped to the pane
/// with its SGR colours (``PreviewText``). When the selection moves to another item the command
/// still running is ended and one for the new item starts. Reading the output never waits: it is
/// polled on the session's ticks, which run while a command is running, so a slow or endless
/// command never delays a key.
///
/// Keys, before the picker's own (as fzf's defaults): Shift-Up and Shift-Down scroll the pane
/// by a line (a picture taller than the pane by a cell row), Shift-Page Up and Shift-Page Down
/// by a pane, and Ctrl-/ (which terminals send as Ctrl-_) shows or hides it. Every other
/// event, the output and the screen-reader lines are the picker's own.
///
/// The pane gives way on a small terminal: the picker keeps at least its minimum size and 20
/// columns, and the pane is left out when what remains is under 3 cells. Inline, a pane on the
/// right makes the picker at least ``minimumInlineRows`` tall, so the output has room.
///
/// Output that starts as a PNG or JPEG file does (`--preview 'cat {}'` over pictures) is a
/// picture: read whole, decoded off the session's thread by ``PreviewSettings/pictures`` and
/// drawn fitted to the pane as `pick image` draws (half blocks, or real pixels where the
/// terminal speaks the kitty graphics protocol, asked only once a picture is shown). Decodes
/// run one at a time, and one whose item the selection has left is skipped or dropped. A
/// picture taller than the pane scrolls as text does. A picture that cannot be shown is one
/// line saying why. Reading stops at ``maximumTextBytes`` or ``maximumTextLines`` of text, or
/// ``maximumPictureBytes`` of a picture, and the command is ended, so an endless one cannot fill the memory.
///
/// `{q}` and `{+}` in the command run it again when the query or what is chosen changes.
///
/// ```swift
/// let settings = PreviewSettings(template: PreviewTemplate(parsing: "wc -c {}"))
/// var picker = PreviewingPicker(WheelTerminalPicker(WheelPicker(source: files)), settings: settings)
/// picker.tick(now: 0)   // starts `wc -c 'first file'`
/// ```
package struct PreviewingPicker<Inner: TerminalPicker & PreviewSubject>: WrappingPicker {
    /// The picker shown beside the pane.
    package var inner: Inner
    package let settings: PreviewSettings
    /// Whether the pane is shown (Ctrl-/ changes it).
    package private(set) var isShown: Bool
    /// The output of the command for the item shown.
    package private(set) var text = PreviewText()
    /// The first output line drawn in the pane, or the first cell row of a picture taller
    /// than the pane.
    package private(set) var scroll = 0
    /// The item whose command was started last; nil before any.
    package private(set) var previewed: PreviewedItem?
    /// The command running for ``previewed``; nil once its output has ended.
    package private(set) var process: PreviewProcess?
    /// The picture the output is, nil while it is text (or nothing yet).
    package private(set) var picture: PictureState?
    private var size = AreaSize(width: 0, height: 0)
    private var started = false
    /// What the command shown was started for: the item, and the query and chosen items when
    /// the command uses them.
    private var requested: Request?
    /// The output's first bytes while it may still be a picture's, then the picture's bytes.
    private var held: [UInt8] = []
    /// Whether the output was told to be text or a picture.
    private var isDecided = false
    /// Bytes read from the command shown.
    private var readCount = 0
    /// The decoding under way, filled in by another thread when done.
    private var decoding: Locked<Result<any PreviewPicture, PreviewPictureFailure>?>?
    /// Counts the pictures shown and each scroll of one, so each has its own kitty graphics id
    /// and a scrolled picture is sent again.
    private var pictureCount = 0
    /// Counts the requests, shared by copies and the decoding thread: a decode whose request is
    /// no longer the current one is skipped before it starts and dropped when it ends, so
    /// holding ↓ over pictures leaves no decodes piled up behind the one shown.
    private let generation = Locked(0)
    /// The terminal's kitty graphics answer and the last frame's picture, shared by copies.
    private let graphicsState = Locked(PaneGraphics())

    /// The smallest width the picker beside the pane keeps.
    static var minimumListWidth: Int { 20 }
    /// The fewest rows an inline picker with a pane on the right takes.
    package static var minimumInlineRows: Int { 12 }
    /// The most bytes of text read from one command: far more than a pane scrolls through.
    package static var maximumTextBytes: Int { 2 << 20 }
    /// The most lines of text kept from one command (short lines cost more than their bytes).
    package static var maximumTextLines: Int { 50_000 }
    /// The most bytes of a picture read from one command.
    package static var maximumPictureBytes: Int { 32 << 20 }

    /// A picture in the pane: its bytes arriving, being decoded, decoded, or why it is not shown.
    package enum PictureState: Sendable {
        /// The picture's bytes are still arriving.
        case reading
        /// Read whole, being decoded on another thread.
        case decoding
        /// Decoded and drawn.
        case shown(any PreviewPicture)
        /// Not shown, for this one-line reason.
        case failed(String)
    }

    private struct Request: Equatable {
        var item: PreviewedItem?
        var query: String
        var chosen: [Int]
    }

    private struct PaneGraphics {
        var speaksKittyGraphics = false
        var placements: [GraphicsPlacement] = []
    }

    package init(_ inner: Inner, settings: PreviewSettings) {
        self.inner = inner
        self.settings = settings
        isShown = !settings.layout.hidden
    }

    // MARK: Layout

    /// Where the picker and the pane go in an area of `size`: the pane's rectangle is nil when
    /// it is hidden or has no room.
    package func layout(in size: AreaSize) -> (list: Rect, pane: Rect?) {
        let whole = Rect(x: 0, y: 0, width: size.width, height: size.height)
        guard isShown else { return (whole, nil) }
        let minimum = inner.currentMinimumSize
        switch settings.layout.position {
        case .right:
            let keep = max(minimum.width, Self.minimumListWidth)
            let pane = min(settings.layout.cells(of: size.width), size.width - keep - 1)
            guard pane >= 3 else { return (whole, nil) }
            return (
                Rect(x: 0, y: 0, width: size.width - pane - 1, height: size.height),
                Rect(x: size.width - pane, y: 0, width: pane, height: size.height)
            )
        case .bottom:
            let pane = min(settings.layout.cells(of: size.height), size.height - minimum.height - 1)
            guard pane >= 3 else { return (whole, nil) }
            return (
                Rect(x: 0, y: 0, width: size.width, height: size.height - pane - 1),
                Rect(x: 0, y: size.height - pane, width: size.width, height: pane)
            )
        }
    }

    package func preferredHeight(forWidth width: Int) -> Int { withPane(inner.preferredHeight(forWidth: width)) }
    package func currentPreferredHeight(forWidth width: Int) -> Int { withPane(inner.currentPreferredHeight(forWidth: width)) }

    /// Rows for the pane under the picker, inline: its size in rows, or for a share, as many as
    /// the share of the whole gives. A pane on the right is as tall as the picker, which takes
    /// at least ``minimumInlineRows`` for it (fzf's `--height` layout gives its preview the
    /// picker's whole height; `pick --height N` does the same with N rows).
    private func withPane(_ height: Int) -> Int {
        guard isShown else { return height }
        guard settings.layout.position == .bottom else { return max(height, Self.minimumInlineRows) }
        switch settings.layout.size {
        case .cells(let rows): return height + rows + 1
        case .percent(let share): return share >= 100 ? height * 2 + 1 : height + height * share / (100 - share) + 1
        }
    }

    package var minimumSize: AreaSize { inner.minimumSize }
    package var currentMinimumSize: AreaSize { inner.currentMinimumSize }

    package mutating func areaDidChange(to size: AreaSize) {
        self.size = size
        let list = layout(in: size).list
        inner.areaDidChange(to: AreaSize(width: list.width, height: list.height))
        // A taller pane shows more of the end: the position comes back within it, so the next
        // key scrolls from where the pane is.
        scroll(by: 0)
    }

    // MARK: Events

    package mutating func handle(_ event: InputEvent, now: Double) -> PickerStatus {
        let (list, pane) = layout(in: size)
        switch event {
        case .key(KeyStroke(.character("_"), .control)), .key(KeyStroke(.character("/"), .control)):
            isShown.toggle()
            areaDidChange(to: size)
            return .running
        case .key(KeyStroke(.up, .shift)) where pane != nil:
            scroll(by: -1)
            return .running
        case .key(KeyStroke(.down, .shift)) where pane != nil:
            scroll(by: 1)
            return .running
        case .key(KeyStroke(.pageUp, .shift)) where pane != nil:
            scroll(by: -max(1, (pane?.height ?? 1) - 1))
            return .running
        case .key(KeyStroke(.pageDown, .shift)) where pane != nil:
            scroll(by: max(1, (pane?.height ?? 1) - 1))
            return .running
        case .mouse(let mouse):
            if let pane, pane.contains(x: mouse.x, y: mouse.y) {
                if mouse.kind == .scrollUp { scroll(by: -1) }
                if mouse.kind == .scrollDown { scroll(by: 1) }
                return .running
            }
            guard list.contains(x: mouse.x, y: mouse.y) else { return .running }
        default:
            break
        }
        let status = inner.handle(event, now: now)
        if status == .running { follow() }
        return status
    }

    /// Scrolls the text by lines, or a picture taller than the pane by cell rows, never past
    /// its end.
    private mutating func scroll(by lines: Int) {
        let pane = layout(in: size).pane
        let height = pane?.height ?? 0
        let total: Int
        if case .shown(let decoded) = picture, let pane {
            total = decoded.rows(in: AreaSize(width: pane.width, height: pane.height))
        } else {
            total = text.lineCount
        }
        let moved = max(0, min(max(0, total - height), scroll + lines))
        guard moved != scroll else { return }
        scroll = moved
        // The picture's visible part is another picture to the terminal.
        if case .shown = picture { pictureCount += 1 }
    }

    /// What the command would be started for now: the query and the chosen items count only
    /// when the command uses them, so typing does not rerun `cat {}`.
    private var currentRequest: Request {
        Request(
            item: inner.previewedItem, query: settings.template.usesQuery ? inner.previewQuery : "",
            chosen: settings.template.usesChosenItems ? inner.chosenItems : [])
    }

    /// Starts the command for the item now under the selection (and the query and chosen items
    /// it uses) when they changed since it last started, ending the one running; no command
    /// without an item.
    package mutating func follow() {
        let request = currentRequest
        guard !started || request != requested else { return }
        started = true
        process?.terminate()
        process = nil
        generation.withLock { $0 += 1 }
        requested = request
        previewed = request.item
        text = PreviewText()
        scroll = 0
        held = []
        isDecided = false
        readCount = 0
        picture = nil
        decoding = nil
        guard let item = request.item else { return }
        let chosen = request.chosen.compactMap { inner.previewedItem(forItem: $0) }.map { (index: $0.index, bytes: $0.bytes) }
        process = PreviewProcess(
            command: settings.template.command(
                item: item.bytes, index: item.index, fields: settings.fields, query: request.query, chosen: chosen))
    }

    package mutating func tick(now: Double) {
        if inner.needsTicks { inner.tick(now: now) }
        PreviewProcess.collectEnded()
        follow()
        if let decoding, let result = decoding.withLock({ $0 }) {
            self.decoding = nil
            switch result {
            case .success(let decoded):
                pictureCount += 1
                picture = .shown(decoded)
            case .failure(let failure): picture = .failed(failure.reason)
            }
        }
        guard let running = process else { return }
        take(running.readAvailable(), ended: running.isFinished)
        if running.isFinished { process = nil }
    }

    /// Adds what the command wrote: text to the lines, a picture's bytes to those held, until
    /// the limit, where the command is ended.
    private mutating func take(_ bytes: [UInt8], ended: Bool) {
        readCount += bytes.count
        if !isDecided {
            held += bytes
            // A picture is told by its first bytes: they may come in more than one piece.
            guard ended || held.count >= PreviewPictureSignature.length || !PreviewPictureSignature.mayBePicture(held) else { return }
            isDecided = true
            if PreviewPictureSignature.isPicture(held) {
                picture = .reading
            } else {
                text.append(held)
                held = []
            }
        } else if picture != nil {
            held += bytes
        } else {
            text.append(bytes)
        }
        let limit = picture == nil ? Self.maximumTextBytes : Self.maximumPictureBytes
        if readCount > limit || text.lineCount > Self.maximumTextLines {
            process?.terminate()
            process = nil
            held = []
            if picture != nil { picture = .failed("picture larger than \(Self.maximumPictureBytes >> 20) MiB") }
            return
        }
        if ended, case .reading = picture { decode() }
    }

    /// Decodes the picture held on another thread, so a large one never delays a key.
    private mutating func decode() {
        let bytes = held
        held = []
        guard let pictures = settings.pictures else {
            picture = .failed("this pane cannot show pictures")
            return
        }
        picture = .decoding
        let result = Locked<Result<any PreviewPicture, PreviewPictureFailure>?>(nil)
        decoding = result
        let generation = generation
        let current = generation.withLock { $0 }
        // One decode at a time, so held keys queue decodes that are skipped rather than run
        // side by side.
        previewDecodingQueue.async {
            guard generation.withLock({ $0 }) == current else { return }
            let decoded = pictures.picture(from: bytes)
            guard generation.withLock({ $0 }) == current else { return }
            result.withLock { $0 = decoded }
        }
    }

    /// While a command runs, or a picture is decoded, before the first one starts, and until
    /// an ended one is collected, the pane is polled on each tick.
    package var needsTicks: Bool {
        inner.needsTicks || process != nil || decoding != nil || !started || currentRequest != requested
            || PreviewProcess.hasEnding
    }

    /// True while the command shown runs or its picture is being decoded.
    package var isBusy: Bool { process != nil || decoding != nil }

    // MARK: Drawing

    package func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let (list, pane) = layout(in: AreaSize(width: area.width, height: area.height))
        inner.render(into: &buffer, area: Rect(x: area.x + list.x, y: area.y + list.y, width: list.width, height: list.height), theme: theme)
        guard let pane else { return }
        let focus = buffer.focus
        switch settings.layout.position {
        case .right:
            for row in 0..<area.height {
                buffer.write(theme.borderCharacters.vertical, x: area.x + pane.x - 1, y: area.y + row, style: theme.border)
            }
        case .bottom:
            buffer.write(
                String(repeating: theme.borderCharacters.horizontal, count: area.width), x: area.x, y: area.y + pane.y - 1,
                style: theme.border)
        }
        let paneArea = Rect(x: area.x + pane.x, y: area.y + pane.y, width: pane.width, height: pane.height)
        var placements: [GraphicsPlacement] = []
        switch picture {
        case nil:
            text.draw(into: &buffer, area: paneArea, firstLine: scroll)
        case .reading, .decoding:
            buffer.write("loading…", x: paneArea.x, y: paneArea.y, style: theme.help, clip: paneArea)
        case .failed(let reason):
            buffer.write("⚠ \(reason)", x: paneArea.x, y: paneArea.y, style: theme.notice, clip: paneArea)
        case .shown(let decoded):
            let speaks = graphicsState.withLock { $0.speaksKittyGraphics }
            if let placement = decoded.render(
                into: &buffer, area: paneArea, firstRow: scroll, theme: theme, speaksKittyGraphics: speaks, id: pictureCount)
            {
                placements.append(placement)
            }
        }
        graphicsState.withLock { $0.placements = placements }
        buffer.focus = focus
    }

    /// The pane's own pictures when it may show some, else the picker's inside.
    package var graphicsPicker: (any GraphicsPicker)? { settings.pictures != nil ? self : inner.graphicsPicker }
}

/// A picture in the pane is drawn in real pixels on a terminal that speaks the kitty graphics
/// protocol, asked as `pick image` asks.
extension PreviewingPicker: GraphicsPicker {
    /// Only once a picture is shown is the terminal asked: a text-only preview never sends the
    /// question, which some terminals and screen readers would print or read out. Until the
    /// answer comes the picture is drawn in half blocks.
    package var usesGraphics: Bool {
        guard settings.pictures != nil, case .shown = picture else { return false }
        return true
    }

    /// Kept in storage every copy shares, as the session sets it through a copy.
    package var speaksKittyGraphics: Bool {
        get { graphicsState.withLock { $0.speaksKittyGraphics } }
        nonmutating set { graphicsState.withLock { $0.speaksKittyGraphics = newValue } }
    }

    /// The picture of the frame drawn last.
    package func graphics(in size: AreaSize, theme: Theme) -> [GraphicsPlacement] {
        graphicsState.withLock { $0.placements }
    }
}

extension PreviewingPicker: PreviewSubject {
    package var previewedItem: PreviewedItem? { inner.previewedItem }
    package var previewQuery: String { inner.previewQuery }
    package var chosenItems: [Int] { inner.chosenItems }
    package func previewedItem(forItem item: Int) -> PreviewedItem? { inner.previewedItem(forItem: item) }
}

extension WheelTerminalPicker: PreviewSubject where Source == LineListSource {
    /// The selected line and its row.
    package var previewedItem: PreviewedItem? {
        guard let row = currentRow else { return nil }
        return previewedItem(forItem: row)
    }

    /// Line `item`: the wheel's rows are the input's lines.
    package func previewedItem(forItem item: Int) -> PreviewedItem? {
        guard item >= 0, item < wheel.source.count else { return nil }
        return PreviewedItem(index: item, bytes: wheel.source.bytes(forRow: item))
    }
}

extension FilteringWheelPicker: PreviewSubject {
    /// The selected match and its input line.
    package var previewedItem: PreviewedItem? {
        guard let row = currentRow, row < rowCount else { return nil }
        return previewedItem(forItem: item(forRow: row))
    }

    package var previewQuery: String { editor.text }

    /// Input line `item`, matching or not.
    package func previewedItem(forItem item: Int) -> PreviewedItem? {
        guard item >= 0, item < filter.totalCount else { return nil }
        return PreviewedItem(index: item, bytes: filter.source.bytes(forRow: item))
    }
}

extension WatchStylePicker: PreviewSubject {
    /// The selected item's whole input line and its index.
    package var previewedItem: PreviewedItem? {
        guard let row = currentRow, row < rowCount else { return nil }
        return previewedItem(forItem: wheel.source.lineRow(forRow: row))
    }

    package var previewQuery: String { filtering?.editor.text ?? "" }

    /// Input line `item`, shown or filtered out.
    package func previewedItem(forItem item: Int) -> PreviewedItem? {
        guard item >= 0, item < wheel.source.lines.count else { return nil }
        return PreviewedItem(index: item, bytes: wheel.source.lines.bytes(forRow: item))
    }
}

extension MultiSelectPicker: PreviewSubject where List: PreviewSubject {
    /// The item under the selection of the list inside.
    package var previewedItem: PreviewedItem? { list.previewedItem }
    package var previewQuery: String { list.previewQuery }
    /// What is chosen, in input order, as it is printed.
    package var chosenItems: [Int] { choices.ordered }
    package func previewedItem(forItem item: Int) -> PreviewedItem? { list.previewedItem(forItem: item) }
}
