import PickerCore
import TerminalUI

/// Draws a `MonthGrid`: the inline calendar of Behaviour 2.11.
///
/// Top to bottom: the month and year between `‹` and `›` (an arrow is dimmed when the bounds
/// leave nothing to show that way), the weekday names in the calendar's first-weekday order
/// (short names when every one fits three columns, narrow ones otherwise), then the weeks.
/// Days of the adjacent months fill the first and last weeks, dimmed; days outside the bounds
/// are dimmed and struck through (Behaviour 2.6); today is underlined in the accent colour. The
/// grid draws the `DaySelection` it is given: each selected day bold on the
/// selection band, each run of selected days between `[` `]` — one day, a whole range (across
/// weeks and months), or every day of a set on its own — so it shows without colour; the cursor
/// day is drawn in reverse while keys act on the grid. Below the weeks, where the area has the
/// row, a caption names the cursor's day in words ("Day, Monday, November 23, 2026"), and the
/// cursor rests on it while keys act on the grid: a console screen reader reads the rows that
/// changed and the cursor's row, and a week row alone is a run of numbers (Behaviour 6.2).
/// Without the row, or with the caption empty, the cursor rests on the day itself. Right-to-left locales get the mirror
/// image (see ``MonthGridLayout``).
///
/// ```swift
/// let view = MonthGridView(grid: picker.monthGrid)   // en_US, 22 November 2026 selected
/// // 28×8, no colour:
/// //      ‹ November 2026 ›
/// // Sun Mon Tue Wed Thu Fri Sat
/// //   1   2   3   4   5   6   7
/// //   8   9  10  11  12  13  14
/// //  15  16  17  18  19  20  21
/// // [22] 23  24  25  26  27  28
/// //  29  30   1   2   3   4   5
/// //
/// // with caption "Day, Sunday, November 22, 2026", a ninth row says it.
/// // with the range 16–20 November selected instead:
/// //  15 [16  17  18  19  20] 21
/// ```
public struct MonthGridView {
    /// The page drawn.
    public var grid: MonthGrid
    /// Mirror the columns and the arrows.
    public var isRightToLeft: Bool
    /// True while keys act on the grid: the selected day is drawn in reverse.
    public var isFocused: Bool
    /// The cursor's day in words, drawn on the row below the weeks; nil keeps the grid to its
    /// eight rows, and an empty caption keeps the row blank. A picker gives what screen-reader
    /// mode says after a key on the grid, in the chrome's language.
    public var caption: String?

    /// A view of `grid`, focused unless said otherwise, with `caption` under the weeks.
    public init(grid: MonthGrid, isRightToLeft: Bool = false, isFocused: Bool = true, caption: String? = nil) {
        self.grid = grid
        self.isRightToLeft = isRightToLeft
        self.isFocused = isFocused
        self.caption = caption
    }

    /// The geometry for `area`, for hit-testing.
    public func layout(in area: Rect) -> MonthGridLayout {
        MonthGridLayout(grid: grid, area: area, isRightToLeft: isRightToLeft)
    }

    /// The weekday names drawn: short ones when all fit a cell's three columns, else narrow.
    package var weekdayTitles: [String] {
        let short = grid.weekdays.map { DisplayText.sanitized($0.short) }
        if short.allSatisfy({ DisplayWidth.of($0) <= 3 && !$0.isEmpty }) { return short }
        return grid.weekdays.map { DisplayText.sanitized($0.narrow) }
    }

    /// Draws the grid into `area` of `buffer` (clipped to it).
    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let area = area.intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        let layout = layout(in: area)
        drawTitle(layout, into: &buffer, theme: theme)
        if area.height > 1 {
            for (column, title) in weekdayTitles.enumerated() {
                let text = DisplayText.fitted(title, toWidth: 3)
                let x = layout.cellX(column: column) + 3 - DisplayWidth.of(text)
                buffer.write(text, x: x, y: layout.headerY, style: theme.near, clip: area)
            }
        }
        for (index, week) in grid.weeks.enumerated() where layout.weekY(index) < area.y + area.height {
            for (column, day) in week.enumerated() {
                drawDay(day, x: layout.cellX(column: column), y: layout.weekY(index), area: area, into: &buffer,
                        theme: theme)
            }
        }
        if let caption, area.height > MonthGridLayout.height { drawCaption(caption, layout, into: &buffer, theme: theme) }
    }

    /// The caption on the row below the weeks, from the grid's leading edge. Where the area is
    /// too narrow, the comma-separated parts after the first (the label) go, nearest first
    /// ("Day, Today, Sunday, November 22, 2026" → "Day, November 22, 2026"), so the label and the
    /// date stay whole. The cursor rests at its first character while the grid has focus.
    private func drawCaption(_ caption: String, _ layout: MonthGridLayout, into buffer: inout Buffer, theme: Theme) {
        let area = layout.area
        var text = DisplayText.sanitized(caption)
        if DisplayWidth.of(text) > area.width {
            var parts = text.split(separator: ", ", omittingEmptySubsequences: false)
            while parts.count > 2, DisplayWidth.of(parts.joined(separator: ", ")) > area.width {
                parts.remove(at: 1)
            }
            text = DisplayText.fitted(parts.joined(separator: ", "), toWidth: area.width)
        }
        let width = DisplayWidth.of(text)
        let x = isRightToLeft ? max(area.x, layout.x + MonthGridLayout.width - width) : layout.x
        let y = area.y + MonthGridLayout.height
        buffer.write(text, x: x, y: y, style: theme.near, clip: area)
        if isFocused, !text.isEmpty { buffer.focus = CursorPosition(x: x, y: y) }
    }

    private func drawTitle(_ layout: MonthGridLayout, into buffer: inout Buffer, theme: Theme) {
        let title = DisplayText.fitted(DisplayText.sanitized(grid.title), toWidth: layout.titleWidth)
        buffer.write(title, x: layout.titleX, y: layout.titleY, style: theme.header, clip: layout.area)
        let canGo = { (hit: MonthGridLayout.Hit) in hit == .previousMonth ? grid.canShowPreviousMonth : grid.canShowNextMonth }
        let arrowStyle = { (hit: MonthGridLayout.Hit) -> Style in
            var style = theme.marker
            style.background = nil
            return canGo(hit) ? style : theme.disabling(theme.far, onBand: false)
        }
        buffer.write("‹", x: layout.leftArrowX, y: layout.titleY, style: arrowStyle(layout.leftArrowHit), clip: layout.area)
        buffer.write("›", x: layout.rightArrowX, y: layout.titleY, style: arrowStyle(layout.rightArrowHit), clip: layout.area)
    }

    private func drawDay(_ day: MonthGridDay, x: Int, y: Int, area: Rect, into buffer: inout Buffer, theme: Theme) {
        let text = DisplayText.fitted(DisplayText.sanitized(day.title), toWidth: 2)
        var style = Style.plain
        if !day.isInDisplayedMonth { style = theme.far }
        if day.isToday {
            style.underline = true
            if !day.isSelected, let accent = theme.accent { style.foreground = accent }
        }
        if day.isSelected {
            style = theme.selected
            style.underline = day.isToday
            style.reverse = isFocused && day.isCursor
            var marker = theme.marker
            marker.reverse = style.reverse
            // A run of selected days is one band from its `[` to its `]`: the blank columns
            // between cells inside the run take the band too. The brackets enclose the run on
            // screen: mirrored, its first day is on the right, so it takes the `]` on its right
            // and its last day the `[` on its left (Behaviour 1.4).
            let opensLeft = isRightToLeft ? day.closesSelection : day.opensSelection
            let closesRight = isRightToLeft ? day.opensSelection : day.closesSelection
            if opensLeft {
                buffer.write("[", x: x, y: y, style: marker, clip: area)
            } else if let band = theme.bandBackground {
                buffer.restyle(Rect(x: x, y: y, width: 1, height: 1).intersection(area)) { $0.background = band }
            }
            if closesRight {
                buffer.write("]", x: x + 3, y: y, style: marker, clip: area)
            } else if let band = theme.bandBackground {
                buffer.restyle(Rect(x: x + 3, y: y, width: 1, height: 1).intersection(area)) { $0.background = band }
            }
            buffer.restyle(Rect(x: x + 1, y: y, width: 2, height: 1).intersection(area)) { $0 = style }
        } else if day.isCursor, isFocused {
            style.reverse = true
        }
        if !day.isEnabled { style = theme.disabling(style, onBand: day.isSelected) }
        let textX = x + 3 - DisplayWidth.of(text)
        buffer.write(text, x: textX, y: y, style: style, clip: area)
        // The cursor rests on the day keys act on (Behaviour 6.2) unless a caption below names it.
        if day.isCursor, isFocused, area.contains(x: textX, y: y) { buffer.focus = CursorPosition(x: textX, y: y) }
    }
}

/// The grid as a ``TerminalView``: 28×8 (six week rows reserved, so the prompt does not jump
/// between months), a ninth row for a caption where there is one and the area has room; a
/// mouse position hits an arrow or a day.
extension MonthGridView: TerminalView {
    public func preferredSize(forWidth width: Int) -> AreaSize {
        AreaSize(width: MonthGridLayout.width, height: caption == nil ? MonthGridLayout.height : MonthGridLayout.captionedHeight)
    }

    public func minimumSize(forWidth width: Int) -> AreaSize {
        AreaSize(width: MonthGridLayout.width, height: MonthGridLayout.height)
    }

    public func hit(x: Int, y: Int, in area: Rect) -> MonthGridLayout.Hit? {
        layout(in: area).hit(x: x, y: y)
    }
}
