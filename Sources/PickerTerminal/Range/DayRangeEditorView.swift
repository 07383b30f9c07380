import PickerCore
import TerminalUI

/// The range picker's editor: the month grid (``MonthGridView``) and, with times
/// (`pick range --with-time`), the start and end time fields under it, one line each, a label
/// before the field (``DateFieldView``, the field `pick time --style field` draws).
///
/// The focused field shows its focused segment highlighted (reversed without colour); the grid
/// draws its cursor only while it has the focus.
///
/// ```swift
/// let view = DayRangeEditorView(grid: gridView, times: times, isRightToLeft: false)
/// // 28×10, en_GB, the start time focused:
/// //      ‹ November 2026 ›
/// // Sun Mon Tue Wed Thu Fri Sat
/// // ...
/// // [22  23  24  25  26  27  28]
/// //  29  30   1   2   3   4   5
/// // Start 09:00
/// // End   23:59
/// ```
public struct DayRangeEditorView: TerminalView {
    /// What a mouse position is on.
    public enum Hit: Equatable, Sendable {
        /// An arrow or a day of the grid.
        case grid(MonthGridLayout.Hit)
        /// A part of the start (`.startTime`) or end (`.endTime`) field.
        case time(DayRangeTimes.Focus, DateFieldView.Hit)
    }

    /// The grid as drawn now.
    public var grid: MonthGridView
    /// The time fields; nil without times.
    public var times: DayRangeTimes?
    /// Mirrored for right-to-left locales.
    public var isRightToLeft: Bool
    /// True while keys act on the editor (false under a closed compact button).
    public var isFocused: Bool

    /// The editor drawing `grid` and, when given, `times` under it.
    public init(grid: MonthGridView, times: DayRangeTimes?, isRightToLeft: Bool, isFocused: Bool = true) {
        self.grid = grid
        self.times = times
        self.isRightToLeft = isRightToLeft
        self.isFocused = isFocused
    }

    /// The labels before the fields, padded to one width.
    static let labels: [(DayRangeTimes.Focus, String)] = [(.startTime, "Start "), (.endTime, "End   ")]

    /// The grid's size, two rows more with times.
    public func preferredSize(forWidth width: Int) -> AreaSize {
        let size = grid.preferredSize(forWidth: width)
        return AreaSize(width: size.width, height: size.height + timeRows)
    }

    /// The grid without its caption, two rows more with times.
    public func minimumSize(forWidth width: Int) -> AreaSize {
        let size = grid.minimumSize(forWidth: width)
        return AreaSize(width: size.width, height: size.height + timeRows)
    }

    /// The rows of the time fields under the grid.
    private var timeRows: Int { times == nil ? 0 : 2 }

    /// The grid's rows in `area`: with its caption where the times still fit below it.
    private func gridHeight(in area: Rect) -> Int {
        let captioned = grid.preferredSize(forWidth: area.width).height
        return area.height >= captioned + timeRows ? captioned : grid.minimumSize(forWidth: area.width).height
    }

    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let gridHeight = gridHeight(in: area)
        grid.render(into: &buffer, area: Rect(x: area.x, y: area.y, width: area.width, height: min(gridHeight, area.height)),
                    theme: theme)
        guard let times else { return }
        for (row, (focus, label)) in Self.labels.enumerated() where gridHeight + row < area.height {
            let line = fieldArea(row: row, in: area, gridHeight: gridHeight)
            let labelX = isRightToLeft ? area.x + area.width - label.count : area.x
            buffer.write(label, x: labelX, y: line.y, style: .plain, clip: area)
            fieldView(focus, times).render(into: &buffer, area: line, theme: theme)
        }
    }

    public func hit(x: Int, y: Int, in area: Rect) -> Hit? {
        let gridHeight = gridHeight(in: area)
        if y < area.y + gridHeight {
            return grid.hit(x: x, y: y, in: Rect(x: area.x, y: area.y, width: area.width, height: gridHeight)).map(Hit.grid)
        }
        guard let times else { return nil }
        for (row, (focus, _)) in Self.labels.enumerated() {
            let line = fieldArea(row: row, in: area, gridHeight: gridHeight)
            if y == line.y, let hit = fieldView(focus, times).hit(x: x, y: y, in: line) { return .time(focus, hit) }
        }
        return nil
    }

    /// The field's line: the row under the grid, after the label.
    private func fieldArea(row: Int, in area: Rect, gridHeight: Int) -> Rect {
        let labelWidth = Self.labels[row].1.count
        return Rect(x: isRightToLeft ? area.x : area.x + labelWidth, y: area.y + gridHeight + row,
                    width: max(0, area.width - labelWidth), height: 1)
    }

    private func fieldView(_ focus: DayRangeTimes.Focus, _ times: DayRangeTimes) -> DateFieldView {
        let field = focus == .startTime ? times.startField : times.endField
        return DateFieldView(line: field.line, focus: field.focus, clearedSegment: field.clearedSegment, showsStepper: false,
                             isFocused: isFocused && times.focus == focus, isRightToLeft: isRightToLeft)
    }
}
