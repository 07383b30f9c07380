import PickerCore
import TerminalUI

/// The list style (Behaviour 4.1): items as rows of a scrolling list, the selected one emphasised
/// with its neighbours around it; a taller area shows more rows. Each item is its title, its
/// caption under the title (or beside it, right-aligned), and the rows its
/// ``ItemCardContent`` draws under them (an image).
///
/// The selection sits in the middle of the rows shown, so the previous and next items are in
/// sight, except near the ends, where the list stops at its first and last items instead of
/// showing blanks. The selected row is bold in the accent colour on the band, after a `›`;
/// disabled rows are dimmed and struck through (Behaviour 1.10).
///
/// Long lists (more items than rows, and at least two keys) get the index strip of Behaviour 1.14
/// at the trailing edge: their `ListIndex` keys (first letters, numbers, decades), sampled
/// when there are more keys than rows, the key of the selected item emphasised. A click on a
/// key jumps to its first item. Right-to-left, titles, marker and strip are mirrored. Over a
/// filtered source, the characters of each title that matched the query are drawn in the
/// theme's match look (`MatchHighlight`), over the title's own colours when it has them
/// (`--ansi`, `TitleColors`).
///
/// An item read with `--read0` that holds newlines takes a row for each of its lines, stacked
/// under the first, which carries the marker; the band covers them all and the list still moves
/// by items.
///
/// ```swift
/// // 24×5, Cherry selected, no colour, seven items A to G (their keys sampled into five rows):
/// //   Apple                A
/// //   Banana               B
/// // › Cherry               C
/// //   Damson               E
/// //   Elder                F
/// ```
public struct ItemListView: TerminalView {
    /// Where per-item captions go.
    public enum CaptionPlacement: String, CaseIterable, Equatable, Sendable {
        /// On a row of their own under the title.
        case under
        /// On the title's row, right-aligned (cut when it does not fit).
        case beside
    }

    /// What a mouse position is on.
    public enum Hit: Equatable, Sendable {
        /// An item's rows.
        case row(Int)
        /// A key of the index strip: the row it jumps to.
        case indexEntry(row: Int)
    }

    /// The items and the selection.
    public var picker: WheelPicker<ItemListSource>
    /// What is drawn under each title.
    public var content: any ItemCardContent
    /// The keys of the index strip; nil for no strip.
    public var index: ListIndex?
    /// Where captions go.
    public var captionPlacement: CaptionPlacement
    /// Mirrored for right-to-left locales.
    public var isRightToLeft: Bool
    /// The items shown when the area is not taller (Behaviour 1.2).
    package var visibleItems = 5

    /// A list of `picker`'s items.
    public init(
        _ picker: WheelPicker<ItemListSource>, content: any ItemCardContent = TitleCardContent(), index: ListIndex? = nil,
        captionPlacement: CaptionPlacement = .under, isRightToLeft: Bool = false
    ) {
        self.picker = picker
        self.content = content
        self.index = index
        self.captionPlacement = captionPlacement
        self.isRightToLeft = isRightToLeft
    }

    /// Rows an item takes: its title, its caption under it, its picture.
    public var rowsPerItem: Int {
        let caption = captionPlacement == .under && picker.source.fields.holds(.caption) ? 1 : 0
        return 1 + caption + max(0, content.listPictureRows)
    }

    public func preferredSize(forWidth width: Int) -> AreaSize {
        AreaSize(width: width, height: visibleItems * rowsPerItem)
    }

    /// One item's title row.
    public func minimumSize(forWidth width: Int) -> AreaSize { AreaSize(width: 6, height: 1) }

    public var fillsHeight: Bool { true }

    /// Where the items and the strip go in `area`, and which items show.
    struct Layout {
        var rows: Rect
        var strip: Rect?
        var firstItem: Int
        var slots: Int
    }

    func layout(in area: Rect) -> Layout {
        let count = picker.numberOfRows(inComponent: 0)
        let slots = max(1, area.height / rowsPerItem)
        let selected = picker.selectedRow(inComponent: 0) ?? 0
        let first = min(max(0, selected - (slots - 1) / 2), max(0, count - slots))
        var rows = area
        var strip: Rect?
        if let index, index.entries.count >= 2, count > slots {
            let keyWidth = min(4, index.entries.map { DisplayText.width($0.key) }.max() ?? 1)
            if area.width >= keyWidth + 8 {
                rows.width -= keyWidth + 1
                strip = Rect(x: isRightToLeft ? area.x : area.x + area.width - keyWidth, y: area.y, width: keyWidth, height: area.height)
                if isRightToLeft { rows.x += keyWidth + 1 }
            }
        }
        return Layout(rows: rows, strip: strip, firstItem: first, slots: slots)
    }

    /// An item's place in the rows: its row, its first line and its height.
    struct PlacedItem: Equatable {
        var row: Int
        var y: Int
        var height: Int
    }

    /// The rows `row` takes: ``rowsPerItem``, and one more for each line after the first of an
    /// item read with `--read0` that holds newlines.
    func height(ofRow row: Int) -> Int {
        rowsPerItem + max(0, (picker.source.titleLines(forRow: row)?.count ?? 1) - 1)
    }

    /// The items drawn, top to bottom. Items of one height fill `layout`'s slots; with items of
    /// several lines (`--read0`), the selected item is placed whole near the middle when it fits,
    /// its neighbours around it, the list stopping at its ends as it does for rows of one height,
    /// and the last item cut by the bottom edge.
    func placedItems(_ layout: Layout) -> [PlacedItem] {
        let count = picker.numberOfRows(inComponent: 0)
        guard picker.source.readsNulSeparated, count > 0 else {
            return (0..<layout.slots).compactMap { slot in
                let row = layout.firstItem + slot
                return row < count ? PlacedItem(row: row, y: layout.rows.y + slot * rowsPerItem, height: rowsPerItem) : nil
            }
        }
        let room = layout.rows.height
        let selected = min(count - 1, max(0, picker.selectedRow(inComponent: 0) ?? 0))
        var first = selected
        var used = height(ofRow: selected)
        var above = 0
        while first > 0, above + height(ofRow: first - 1) <= max(0, room - used) / 2 {
            first -= 1
            above += height(ofRow: first)
        }
        used += above
        var last = selected
        while last + 1 < count, used + height(ofRow: last + 1) <= room {
            last += 1
            used += height(ofRow: last)
        }
        // Near the end, the rows left over show more items above.
        while first > 0, used + height(ofRow: first - 1) <= room {
            first -= 1
            used += height(ofRow: first)
        }
        var placed: [PlacedItem] = []
        var y = layout.rows.y
        var row = first
        while row < count, y < layout.rows.y + room {
            let height = height(ofRow: row)
            placed.append(PlacedItem(row: row, y: y, height: height))
            y += height
            row += 1
        }
        return placed
    }

    /// The index entries drawn on each row of a strip `rows` high: all of them from the top
    /// when they fit, else evenly sampled.
    func stripEntries(rows: Int) -> [ListIndex.Entry] {
        guard let entries = index?.entries, rows > 0 else { return [] }
        guard entries.count > rows else { return entries }
        return (0..<rows).map { entries[$0 * entries.count / rows] }
    }

    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let area = area.intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        let layout = layout(in: area)
        for placed in placedItems(layout) {
            drawItem(placed.row, in: Rect(x: layout.rows.x, y: placed.y, width: layout.rows.width, height: placed.height).intersection(layout.rows),
                     into: &buffer, theme: theme)
        }
        if let strip = layout.strip { drawStrip(in: strip, into: &buffer, theme: theme) }
    }

    private func drawItem(_ row: Int, in rect: Rect, into buffer: inout Buffer, theme: Theme) {
        guard !rect.isEmpty else { return }
        let item = picker.source.item(forRow: row)
        let isSelected = row == picker.selectedRow(inComponent: 0)
        let enabled = picker.isRowEnabled(row, inComponent: 0)
        var titleStyle = isSelected ? theme.selected : theme.near
        if !enabled { titleStyle = theme.disabling(titleStyle, onBand: isSelected) }
        if isSelected, let band = theme.bandBackground {
            buffer.restyle(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)) { $0.background = band }
        }
        let textWidth = max(0, rect.width - 2)
        let textRect = Rect(x: isRightToLeft ? rect.x : rect.x + 2, y: rect.y, width: textWidth, height: rect.height)
        // An item read with --read0 that holds newlines: its lines stacked, the band over all.
        let stacked = picker.source.titleLines(forRow: row)?.map(DisplayText.sanitized) ?? []
        let titleRows = max(1, stacked.count)
        if isSelected, titleRows > 1, let band = theme.bandBackground {
            buffer.restyle(Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: titleRows - 1).intersection(rect)) { $0.background = band }
        }
        let fullTitle = stacked.first ?? DisplayText.sanitized(item.title)
        var title = fullTitle
        var beside: String?
        if captionPlacement == .beside, let caption = item.caption.map(DisplayText.sanitized), !caption.isEmpty {
            let room = textWidth - DisplayText.width(title) - 2
            if room >= 2 { beside = DisplayText.fitted(caption, toWidth: min(room, DisplayText.width(caption))) }
        }
        title = DisplayText.fitted(title, toWidth: textWidth)
        write(title, leadingIn: textRect, y: rect.y, style: titleStyle, into: &buffer)
        if isSelected {
            // The cursor rests on the selected item's title (Behaviour 6.2).
            let x = isRightToLeft ? textRect.x + textRect.width - DisplayText.width(title) : textRect.x
            if rect.contains(x: x, y: rect.y) { buffer.focus = CursorPosition(x: x, y: rect.y) }
        }
        let colors = picker.source.titleColors(forRow: row, inComponent: 0, selection: [row])
        if !colors.isEmpty {
            let x = isRightToLeft ? textRect.x + textRect.width - DisplayText.width(title) : textRect.x
            TitleColors.restyle(title, fullText: fullTitle, marks: colors, x: x, y: rect.y, clip: textRect, onBand: isSelected, in: &buffer)
        }
        let matched = picker.source.filter != nil ? picker.source.matchedScalars(forRow: row, inComponent: 0, selection: [row]) : []
        if picker.source.filter != nil {
            let x = isRightToLeft ? textRect.x + textRect.width - DisplayText.width(title) : textRect.x
            MatchHighlight.restyle(title, fullText: fullTitle, matched: matched, x: x, y: rect.y, clip: textRect, in: &buffer, theme: theme)
        }
        // The lines after the first; a match's scalars count from the item's start, newlines included.
        var offset = fullTitle.unicodeScalars.count + 1
        for (index, line) in stacked.enumerated().dropFirst() where rect.y + index < rect.y + rect.height {
            let fitted = DisplayText.fitted(line, toWidth: textWidth)
            write(fitted, leadingIn: textRect, y: rect.y + index, style: titleStyle, into: &buffer)
            let x = isRightToLeft ? textRect.x + textRect.width - DisplayText.width(fitted) : textRect.x
            if !colors.isEmpty {
                // The line starts in the colour the lines above left it in.
                let carried = colors.map { LineColors.Mark(offset: max(0, $0.offset - offset), parameters: $0.parameters) }
                TitleColors.restyle(
                    fitted, fullText: line, marks: carried, x: x, y: rect.y + index, clip: textRect, onBand: isSelected, in: &buffer)
            }
            if !matched.isEmpty {
                MatchHighlight.restyle(
                    fitted, fullText: line, matched: matched.map { $0 - offset }, x: x, y: rect.y + index, clip: textRect, in: &buffer, theme: theme)
            }
            offset += line.unicodeScalars.count + 1
        }
        let captionColors = picker.source.hasTitleColors ? picker.source.captionColors(forRow: row) : []
        if let beside {
            var style = WatchStyles.quiet(theme)
            if isSelected { style.background = theme.bandBackground }
            write(beside, leadingIn: textRect, y: rect.y, style: style, trailing: true, into: &buffer)
            if !captionColors.isEmpty {
                let x = isRightToLeft ? textRect.x : textRect.x + textRect.width - DisplayText.width(beside)
                TitleColors.restyle(
                    beside, fullText: DisplayText.sanitized(item.caption ?? ""), marks: captionColors, x: x, y: rect.y, clip: textRect,
                    onBand: isSelected, in: &buffer)
            }
        }
        if isSelected {
            var marker = theme.marker
            marker.background = theme.bandBackground
            buffer.write(isRightToLeft ? "‹" : "›", x: isRightToLeft ? rect.x + rect.width - 1 : rect.x, y: rect.y, style: marker, clip: rect)
        }
        var nextY = rect.y + titleRows
        if captionPlacement == .under, picker.source.fields.holds(.caption), nextY < rect.y + rect.height {
            if let caption = item.caption {
                let full = DisplayText.sanitized(caption)
                let text = DisplayText.fitted(full, toWidth: textWidth)
                write(text, leadingIn: textRect, y: nextY, style: WatchStyles.quiet(theme), into: &buffer)
                if !captionColors.isEmpty {
                    // A caption read with --ansi keeps the colours it had in the line.
                    let x = isRightToLeft ? textRect.x + textRect.width - DisplayText.width(text) : textRect.x
                    TitleColors.restyle(text, fullText: full, marks: captionColors, x: x, y: nextY, clip: textRect, onBand: false, in: &buffer)
                }
            }
            nextY += 1
        }
        let pictureRows = rect.y + rect.height - nextY
        if content.listPictureRows > 0, pictureRows > 0 {
            content.renderListPicture(item, into: &buffer, area: Rect(x: textRect.x, y: nextY, width: textWidth, height: pictureRows), theme: theme)
        }
    }

    /// Writes `text` at the leading edge of `rect` (or its trailing edge when `trailing`),
    /// mirrored right-to-left.
    private func write(_ text: String, leadingIn rect: Rect, y: Int, style: Style, trailing: Bool = false, into buffer: inout Buffer) {
        let atRight = isRightToLeft != trailing
        let x = atRight ? rect.x + rect.width - DisplayText.width(text) : rect.x
        buffer.write(text, x: x, y: y, style: style, clip: rect)
    }

    private func drawStrip(in strip: Rect, into buffer: inout Buffer, theme: Theme) {
        let entries = stripEntries(rows: strip.height)
        let selected = picker.selectedRow(inComponent: 0) ?? 0
        let current = index?.entries.last { $0.row <= selected }
        for (offset, entry) in entries.enumerated() {
            let key = DisplayText.fitted(entry.key, toWidth: strip.width)
            let x = isRightToLeft ? strip.x : strip.x + strip.width - DisplayText.width(key)
            let style = entry == current ? WatchStyles.title(theme) : WatchStyles.quiet(theme)
            buffer.write(key, x: x, y: strip.y + offset, style: style, clip: strip)
        }
    }

    public func hit(x: Int, y: Int, in area: Rect) -> Hit? {
        let layout = layout(in: area)
        if let strip = layout.strip, strip.contains(x: x, y: y) {
            let entries = stripEntries(rows: strip.height)
            let offset = y - strip.y
            return entries.indices.contains(offset) ? .indexEntry(row: entries[offset].row) : nil
        }
        guard layout.rows.contains(x: x, y: y) else { return nil }
        return placedItems(layout).first { y >= $0.y && y < $0.y + $0.height }.map { .row($0.row) }
    }
}
