import PickerCore
import TerminalUI

/// Draws a `WheelPicker` as wheels: one column per component, the selected rows on a band in
/// the middle, two neighbours above and below (Behaviour 1.1, 1.2).
///
/// Rendering is a pure function of the picker, the area and the theme. What it draws:
/// - the selection band across the whole width, the selected titles bold in the accent colour;
///   the focused component's selected title between `›` and `‹`, the other components'
///   between the theme's unfocused markers (blank when colours show the band, `·` without colour);
/// - neighbours fading in two steps with distance; disabled rows dimmed and struck through
///   (Behaviour 1.10);
/// - rows following the picker's `WheelPicker.displayOffset(ofComponent:)` while it animates,
///   in whole rows (a terminal has no half rows) rounded toward the selection, so the selected
///   row is on the band in the very frame of a one-row step and a longer jump visibly travels
///   the right way;
/// - a looping component wraps (`58 59 00 01`), a non-looping one shows blanks past its ends
///   (Behaviour 1.9);
/// - columns as wide as `WheelDataSource.widthHint(forComponent:)` or as their titles, measured
///   from a bounded sample of rows so a 10,000,000-row component costs what a short one does
///   (Behaviour 1.5, 1.6); long titles cut with `…`;
/// - in right-to-left locales the columns mirrored (Behaviour 1.4);
/// - the focused column's selected title as the frame's `Buffer.focus`, where the cursor
///   rests (Behaviour 6.2);
/// - for a `ColoredTitleSource` (`--ansi` lines), each title in its own colours (`TitleColors`);
/// - for a `MatchHighlightingSource` (a filter), the characters that matched in
///   the match look (`MatchHighlight`).
/// Fewer rows, narrower columns, no markers: a small area degrades step by step (see
/// ``WheelLayout``); a zero-size area draws nothing.
///
/// ```swift
/// let view = WheelView(fruitPicker)           // Apple Banana Cherry Damson Elder, Cherry selected
/// var buffer = Buffer(width: 14, height: 5)
/// view.render(into: &buffer, area: buffer.bounds, theme: .default(for: .none))
/// // buffer.lines:
/// //   Apple
/// //   Banana
/// // › Cherry ‹
/// //   Damson
/// //   Elder
/// ```
public struct WheelView<Source: WheelDataSource> {
    /// The picker drawn.
    public var picker: WheelPicker<Source>
    /// Mirror the columns, for right-to-left locales (Behaviour 1.4).
    public var isRightToLeft: Bool
    /// The rows wanted: the band and its neighbours (Behaviour 1.2).
    public var visibleRows: Int
    /// Marks the focused component with `›` `‹`; off when the wheel is not what keys act on.
    public var showsFocus: Bool
    /// The titles' widths per component when the caller measured them (a date picker measures
    /// its widest names once, so a column keeps its width while it turns); nil measures rows.
    public var contentWidths: [Int]?
    /// Shows as many rows as the area has (at least ``visibleRows``), the band in the middle:
    /// a taller `--height` or `--fullscreen` shows more of the wheel (issue 10, item 15).
    public var fillsHeight = false

    /// Rows whose titles are measured when a component has no width hint: all of them up to
    /// this many, otherwise a window around the band, so width costs stay bounded (Behaviour 1.5).
    static var measuredRowLimit: Int { 256 }
    static var measuredWindow: Int { 32 }

    /// Wheels for `picker`, `visibleRows` high, mirrored when `isRightToLeft`.
    public init(_ picker: WheelPicker<Source>, isRightToLeft: Bool = false, visibleRows: Int = 5, showsFocus: Bool = true) {
        self.picker = picker
        self.isRightToLeft = isRightToLeft
        self.visibleRows = visibleRows
        self.showsFocus = showsFocus
    }

    private var selection: [Int] { picker.state.selection }
    private var componentCount: Int { picker.source.numberOfComponents }

    /// The geometry ``render(into:area:theme:)`` uses for `area`: columns and band, for hit-testing.
    public func layout(in area: Rect) -> WheelLayout {
        let measured = contentWidths.flatMap { $0.count == componentCount ? $0 : nil }
        return WheelLayout(
            contentWidths: measured ?? (0..<componentCount).map { contentWidth(ofComponent: $0) },
            area: area, visibleRows: fillsHeight ? max(visibleRows, area.height) : visibleRows,
            isRightToLeft: isRightToLeft
        )
    }

    /// The row of `component` drawn `offset` rows from the band right now, or nil for a blank
    /// (past the end of a non-looping component, or an empty one).
    public func row(atOffset offset: Int, inComponent component: Int) -> Int? {
        drawnRows(inComponent: component).row(atOffset: offset)
    }

    /// What places `component`'s rows, read from the picker once for all the rows drawn: this
    /// code is generic and not specialised for the caller's source, so each read of `picker`
    /// per row cost a run-time look-up of `WheelPicker<Source>`'s type metadata.
    private func drawnRows(inComponent component: Int) -> WheelDrawnRows {
        WheelDrawnRows(
            count: picker.source.numberOfRows(inComponent: component, selection: selection),
            selected: picker.selectedRow(inComponent: component),
            shift: Self.drawnShift(forDisplayOffset: picker.displayOffset(ofComponent: component)),
            loops: picker.source.componentLoops(component))
    }

    /// The whole rows a component is drawn away from its selection while it is `travel` rows
    /// away: the travel rounded toward the selection by a whole row, so the last row of any
    /// travel is already drawn on the band.
    ///
    /// A terminal has no half rows, so a step of one row cannot ease in visibly; what it can do is
    /// answer at once. Rounding to the nearest row would show the new selection only once the ease
    /// passes half a row (plus a tick to draw it), which makes every arrow feel late
    /// (Benchmarks/README.md). Here a one-row step draws the selection in the frame of the
    /// keystroke, and a longer jump still travels visibly, one row less than it has left:
    /// `-3 → -2`, `-1.4 → -1`, `-1 → 0`, `-0.2 → 0`, `0.7 → 0`, `2.5 → 2`.
    static func drawnShift(forDisplayOffset travel: Double) -> Int {
        guard travel.isFinite, travel != 0 else { return 0 }
        let rowsLeft = min(travel.magnitude, 1e9).rounded(.up) - 1
        return Int(travel < 0 ? -rowsLeft : rowsLeft)
    }

    /// `row` moved by `delta` in a component of `count` rows: wrapped when it loops, nil past
    /// the ends otherwise. Overflow-safe, so a source claiming `Int.max` rows cannot crash it.
    static func row(_ row: Int, movedBy delta: Int, count: Int, loops: Bool) -> Int? {
        WheelDrawnRows.row(row, movedBy: delta, count: count, loops: loops)
    }

    /// Draws the wheel into `area` of `buffer`.
    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let area = area.intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        let layout = layout(in: area)
        if let band = theme.bandBackground, layout.rowCount > 0 {
            buffer.restyle(Rect(x: area.x, y: layout.bandY, width: area.width, height: 1)) { $0.background = band }
        }
        for column in layout.columns {
            draw(column, layout: layout, into: &buffer, theme: theme)
        }
    }

    private func draw(_ column: WheelLayout.Column, layout: WheelLayout, into buffer: inout Buffer, theme: Theme) {
        let component = column.component
        let onBandStyle = { (style: Style) -> Style in
            var style = style
            if style.background == nil { style.background = theme.bandBackground }
            return style
        }
        // Read once per column, not per row (see `drawnRows(inComponent:)`); the cast is a dynamic one.
        let source = picker.source
        let selection = self.selection
        let rows = drawnRows(inComponent: component)
        let matching = source as? any MatchHighlightingSource
        let colored = source.hasTitleColors ? source as? any ColoredTitleSource : nil
        let focused = showsFocus && picker.state.focusedComponent == component
        for index in 0..<layout.rowCount {
            let offset = layout.rowOffset(ofRowIndex: index)
            guard let row = rows.row(atOffset: offset) else { continue }
            let fullTitle = DisplayText.sanitized(source.title(forRow: row, inComponent: component, selection: selection))
            let title = DisplayText.fitted(fullTitle, toWidth: column.contentWidth)
            var style = theme.rowStyle(distance: offset)
            if offset == 0 { style = onBandStyle(style) }
            if !source.isRowEnabled(row, inComponent: component, selection: selection) {
                style = theme.disabling(style, onBand: offset == 0)
            }
            let alignsRight =
                isRightToLeft || source.numericValue(forRow: row, inComponent: component, selection: selection) != nil
            let x = column.contentX + (alignsRight ? column.contentWidth - DisplayText.width(title) : 0)
            let y = layout.area.y + index
            let clip = Rect(x: column.contentX, y: y, width: column.contentWidth, height: 1).intersection(layout.area)
            buffer.write(title, x: x, y: y, style: style, clip: clip)
            // The cursor rests on the focused column's selected title (Behaviour 6.2); an
            // empty component (a filter matching nothing) leaves it where the body put it.
            if focused, offset == 0 { buffer.focus = CursorPosition(x: min(x, clip.x + max(0, clip.width - 1)), y: y) }
            if let colored {
                let marks = colored.titleColors(forRow: row, inComponent: component, selection: selection)
                TitleColors.restyle(title, fullText: fullTitle, marks: marks, x: x, y: y, clip: clip, onBand: offset == 0, in: &buffer)
            }
            if let matching {
                let matched = matching.matchedScalars(forRow: row, inComponent: component, selection: selection)
                MatchHighlight.restyle(title, fullText: fullTitle, matched: matched, x: x, y: y, clip: clip, in: &buffer, theme: theme)
            }
        }
        guard layout.rowCount > 0 else { return }
        let markers = theme.markers
        let marks = [
            (column.leftMarkerX, focused ? markers.focusedLeading : markers.unfocusedLeading),
            (column.rightMarkerX, focused ? markers.focusedTrailing : markers.unfocusedTrailing),
        ]
        for case (let x?, let mark) in marks {
            let clip = Rect(x: x, y: layout.bandY, width: 1, height: 1).intersection(layout.area)
            buffer.write(mark, x: x, y: layout.bandY, style: onBandStyle(theme.marker), clip: clip)
        }
    }

    /// The hint, or the widest title among the measured rows (Behaviour 1.6).
    ///
    /// A frame asks this for every component, so the rows are walked without building a list
    /// of them, and titles are measured with ``DisplayText/width(_:)``, which answers printable
    /// ASCII titles from their byte count.
    ///
    /// With `cap`, the answer is at most `cap` and measuring stops at the first title that
    /// wide: what ``WheelTerminalPicker/minimumSize`` needs (three columns a component) without
    /// walking every row on every frame.
    func contentWidth(ofComponent component: Int, upTo cap: Int = .max) -> Int {
        let source = picker.source
        if let hint = source.widthHint(forComponent: component) { return min(max(0, hint), cap) }
        let selection = self.selection
        let count = source.numberOfRows(inComponent: component, selection: selection)
        guard count > 0 else { return 0 }
        var widest = 0
        /// Measures `row`; false once the cap is reached.
        func measure(_ row: Int) -> Bool {
            widest = max(widest, DisplayText.width(source.title(forRow: row, inComponent: component, selection: selection)))
            return widest < cap
        }
        if count <= Self.measuredRowLimit {
            for row in 0..<count where !measure(row) { break }
        } else {
            let centre = picker.selectedRow(inComponent: component) ?? 0
            let loops = source.componentLoops(component)
            for delta in -Self.measuredWindow...Self.measuredWindow {
                if let row = Self.row(centre, movedBy: delta, count: count, loops: loops), !measure(row) { break }
            }
        }
        return min(widest, cap)
    }
}

/// A component's rows as a frame draws them (``WheelView/row(atOffset:inComponent:)``): not
/// nested in the generic view, so using it needs no type metadata looked up at run time.
private struct WheelDrawnRows {
    /// The component's row count.
    let count: Int
    /// The selected row, if any.
    let selected: Int?
    /// Rows the drawing is shifted by while the wheel turns.
    let shift: Int
    /// Whether the component wraps around.
    let loops: Bool

    /// The row drawn `offset` rows from the band, or nil for a blank.
    func row(atOffset offset: Int) -> Int? {
        guard count > 0, let selected else { return nil }
        return Self.row(selected, movedBy: shift + offset, count: count, loops: loops)
    }

    /// See ``WheelView/row(_:movedBy:count:loops:)``.
    static func row(_ row: Int, movedBy delta: Int, count: Int, loops: Bool) -> Int? {
        guard count > 0 else { return nil }
        if loops {
            // Both remainders lie within ±count; on overflow, take a count off the way back.
            let (a, b) = (row % count, delta % count)
            let (sum, overflow) = a.addingReportingOverflow(b)
            let wrapped = !overflow ? sum : (b > 0 ? a - (count - b) : a + (count + b))
            let remainder = wrapped % count
            return remainder < 0 ? remainder + count : remainder
        }
        let (moved, overflow) = row.addingReportingOverflow(delta)
        return !overflow && (0..<count).contains(moved) ? moved : nil
    }
}
