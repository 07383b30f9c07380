import PickerCore
import PickerFormats
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

/// A picker over lines whose current item can be previewed: the wheel, the filtering wheel,
/// the list style, and any of them choosing several.
package protocol PreviewSubject {
    /// The item under the selection, nil when there is none (a query matching nothing).
    var previewedItem: PreviewedItem? { get }
}

/// What `--preview` and `--preview-window` ask for.
///
/// ```swift
/// PreviewSettings(template: PreviewTemplate(parsing: "cat {}"), layout: try PreviewLayout(parsing: "bottom,40%"))
/// ```
package struct PreviewSettings: Equatable, Sendable {
    package var template: PreviewTemplate
    package var layout: PreviewLayout
    /// How `{1}`, `{2..}` split the item (`--delimiter`).
    package var fields: LineFields

    package init(template: PreviewTemplate, layout: PreviewLayout = PreviewLayout(), fields: LineFields = LineFields()) {
        self.template = template
        self.layout = layout
        self.fields = fields
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
/// by a line, Shift-Page Up and Shift-Page Down by a pane, and Ctrl-/ (which terminals send as
/// Ctrl-_) shows or hides it. Every other event, the output and the screen-reader lines are the
/// picker's own.
///
/// The pane gives way on a small terminal: the picker keeps at least its minimum size and 20
/// columns, and the pane is left out when what remains is under 3 cells.
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
    /// The first output line drawn in the pane.
    package private(set) var scroll = 0
    /// The item whose command was started last; nil before any.
    package private(set) var previewed: PreviewedItem?
    /// The command running for ``previewed``; nil once its output has ended.
    package private(set) var process: PreviewProcess?
    private var size = AreaSize(width: 0, height: 0)
    private var started = false

    /// The smallest width the picker beside the pane keeps.
    static var minimumListWidth: Int { 20 }

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
    /// the share of the whole gives.
    private func withPane(_ height: Int) -> Int {
        guard isShown, settings.layout.position == .bottom else { return height }
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

    private mutating func scroll(by lines: Int) {
        let last = max(0, text.lineCount - (layout(in: size).pane?.height ?? 0))
        scroll = max(0, min(last, scroll + lines))
    }

    /// Starts the command for the item now under the selection when it is another item than
    /// the one previewed, ending the one running; no command without an item.
    package mutating func follow() {
        let item = inner.previewedItem
        guard !started || item != previewed else { return }
        started = true
        process?.terminate()
        process = nil
        previewed = item
        text = PreviewText()
        scroll = 0
        guard let item else { return }
        process = PreviewProcess(command: settings.template.command(item: item.bytes, index: item.index, fields: settings.fields))
    }

    package mutating func tick(now: Double) {
        if inner.needsTicks { inner.tick(now: now) }
        PreviewProcess.collectEnded()
        follow()
        guard let running = process else { return }
        let bytes = running.readAvailable()
        if !bytes.isEmpty { text.append(bytes) }
        if running.isFinished { process = nil }
    }

    /// While a command runs, before the first one starts, and until an ended one is collected,
    /// the pane is polled on each tick.
    package var needsTicks: Bool {
        inner.needsTicks || process != nil || !started || inner.previewedItem != previewed || PreviewProcess.hasEnding
    }

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
        text.draw(
            into: &buffer, area: Rect(x: area.x + pane.x, y: area.y + pane.y, width: pane.width, height: pane.height),
            firstLine: scroll)
        buffer.focus = focus
    }
}

extension PreviewingPicker: PreviewSubject {
    package var previewedItem: PreviewedItem? { inner.previewedItem }
}

extension WheelTerminalPicker: PreviewSubject where Source == LineListSource {
    /// The selected line and its row.
    package var previewedItem: PreviewedItem? {
        guard let row = currentRow, row < wheel.source.count else { return nil }
        return PreviewedItem(index: row, bytes: wheel.source.bytes(forRow: row))
    }
}

extension FilteringWheelPicker: PreviewSubject {
    /// The selected match and its input line.
    package var previewedItem: PreviewedItem? {
        guard let row = currentRow, row < rowCount else { return nil }
        let line = item(forRow: row)
        return PreviewedItem(index: line, bytes: filter.source.bytes(forRow: line))
    }
}

extension WatchStylePicker: PreviewSubject {
    /// The selected item's whole input line and its index.
    package var previewedItem: PreviewedItem? {
        guard let row = currentRow, row < rowCount else { return nil }
        let line = wheel.source.lineRow(forRow: row)
        return PreviewedItem(index: line, bytes: wheel.source.lines.bytes(forRow: line))
    }
}

extension MultiSelectPicker: PreviewSubject where List: PreviewSubject {
    /// The item under the selection of the list inside.
    package var previewedItem: PreviewedItem? { list.previewedItem }
}
