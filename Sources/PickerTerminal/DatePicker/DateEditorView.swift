import PickerCore
import TerminalUI

/// The date editors drawn together: a month grid, wheels, or the grid with the time wheels
/// beside it (or below it when the width is short), as the inline style and the compact
/// popover show them (Behaviour 2.11); or the textual field of the field styles alone (Behaviour 3.1,
/// ``DateFieldView``).
///
/// Beside the grid the wheels stand three columns away, level with the weeks, so the band sits
/// on the middle week of a five-week month; below it they follow one blank row. Right-to-left,
/// the grid is on the right and the wheels on its left.
///
/// ```swift
/// let view = DateEditorView(grid: gridView, wheels: timeWheelsView, isRightToLeft: false)
/// // 80×8, dateAndTime, no colour:
/// //      ‹ November 2026 ›
/// // Sun Mon Tue Wed Thu Fri Sat
/// //   1   2   3   4   5   6   7      12     28
/// //   8   9  10  11  12  13  14       1     29     AM
/// //  15  16  17  18  19  20  21    ·  2 · · 30 · · PM ·
/// // [22] 23  24  25  26  27  28       3     31
/// //  29  30   1   2   3   4   5       4     32
/// ```
public struct DateEditorView: TerminalView {
    /// How the editing parts are arranged.
    public enum Arrangement: Equatable, Sendable {
        /// Wheels alone (the wheels style, `time`).
        case wheels
        /// The month grid alone (`date`).
        case grid
        /// The grid with the time wheels beside it (`dateAndTime`, wide enough).
        case gridBesideWheels
        /// The grid with the time wheels below it (`dateAndTime`, narrow).
        case gridAboveWheels
        /// The textual field alone (the field styles).
        case field
    }

    /// What a mouse position is on.
    public enum Hit: Equatable, Sendable {
        /// The grid's rectangle: an arrow or a day, or nil for its blank parts.
        case grid(MonthGridLayout.Hit?)
        /// A wheel column and row.
        case wheels(WheelLayout.Hit)
        /// A segment or the stepper of the textual field.
        case field(DateFieldView.Hit)
    }

    /// The month grid, if shown.
    public var grid: MonthGridView?
    /// The wheels, if shown.
    public var wheels: DateWheelsView?
    /// Mirrored for right-to-left locales.
    public var isRightToLeft: Bool
    /// The textual field, if shown (instead of the grid and wheels).
    public var field: DateFieldView?

    /// Rows of the wheels (Behaviour 1.2), and the fewest still worth drawing.
    static var wheelRows: Int { 5 }
    static var minimumWheelRows: Int { 3 }
    /// Blank columns between the grid and the wheels beside it; blank rows above wheels below it.
    static var besideGap: Int { 3 }
    static var belowGap: Int { 1 }

    /// The editors shown: a grid, wheels, or both.
    public init(grid: MonthGridView?, wheels: DateWheelsView?, isRightToLeft: Bool, field: DateFieldView? = nil) {
        self.grid = grid
        self.wheels = wheels
        self.isRightToLeft = isRightToLeft
        self.field = field
    }

    /// Wheels alone take every row they are given; beside or below a grid they keep five.
    public var fillsHeight: Bool { grid == nil && wheels?.fillsHeight == true }

    /// The arrangement used in `width` columns.
    package func arrangement(forWidth width: Int) -> Arrangement {
        if field != nil, grid == nil, wheels == nil { return .field }
        guard grid != nil else { return .wheels }
        guard let wheels else { return .grid }
        return width >= MonthGridLayout.width + Self.besideGap + wheels.minimumWidth ? .gridBesideWheels : .gridAboveWheels
    }

    public func preferredSize(forWidth width: Int) -> AreaSize {
        if arrangement(forWidth: width) == .field, let field { return field.preferredSize(forWidth: width) }
        return size(forWidth: width, wheelsWidth: wheels?.naturalWidth ?? 0, wheelRows: Self.wheelRows,
                    gridRows: grid?.preferredSize(forWidth: width).height ?? MonthGridLayout.height)
    }

    public func minimumSize(forWidth width: Int) -> AreaSize {
        if arrangement(forWidth: width) == .field, let field { return field.minimumSize(forWidth: width) }
        return size(forWidth: width, wheelsWidth: wheels?.minimumWidth ?? 0, wheelRows: Self.minimumWheelRows,
                    gridRows: MonthGridLayout.height)
    }

    /// The parts arranged for `width` columns, with wheels of the given size and the grid's
    /// rows (its caption's row included where it is wanted and the grid stands alone or beside
    /// the wheels; above them the grid keeps its eight).
    private func size(forWidth width: Int, wheelsWidth wheels: Int, wheelRows: Int, gridRows: Int) -> AreaSize {
        switch arrangement(forWidth: width) {
        case .wheels, .field: return AreaSize(width: wheels, height: wheelRows)
        case .grid: return AreaSize(width: MonthGridLayout.width, height: gridRows)
        case .gridBesideWheels:
            return AreaSize(width: MonthGridLayout.width + Self.besideGap + wheels, height: gridRows)
        case .gridAboveWheels:
            return AreaSize(width: max(MonthGridLayout.width, wheels),
                            height: MonthGridLayout.height + Self.belowGap + wheelRows)
        }
    }

    /// Where the grid and the wheels go in `rect`.
    public func rects(in rect: Rect) -> (grid: Rect?, wheels: Rect?) {
        let wheelHeight = { (available: Int) in max(0, min(Self.wheelRows, available)) }
        switch arrangement(forWidth: rect.width) {
        case .field:
            return (nil, nil)
        case .wheels:
            return (nil, Rect(x: rect.x, y: rect.y, width: rect.width, height: fillsHeight ? rect.height : wheelHeight(rect.height)))
        case .grid:
            return (rect, nil)
        case .gridBesideWheels:
            let gridWidth = MonthGridLayout.width
            let grid = Rect(x: isRightToLeft ? rect.x + rect.width - gridWidth : rect.x, y: rect.y, width: gridWidth,
                            height: rect.height)
            let width = min(wheels?.naturalWidth ?? 0, rect.width - gridWidth - Self.besideGap)
            let x = isRightToLeft ? grid.x - Self.besideGap - width : grid.x + gridWidth + Self.besideGap
            let height = wheelHeight(rect.height)
            let top = rect.y + max(0, min(2, rect.height - height))
            // The wheels stand level with the weeks, so the title line above them is free for a
            // month title longer than the grid (see ``MonthGridLayout``).
            let gridArea = top > rect.y ? rect : grid
            return (gridArea, Rect(x: x, y: top, width: width, height: height))
        case .gridAboveWheels:
            let grid = Rect(x: rect.x, y: rect.y, width: rect.width, height: min(rect.height, MonthGridLayout.height))
            let top = rect.y + MonthGridLayout.height + Self.belowGap
            let wheels = Rect(x: rect.x, y: top, width: rect.width, height: wheelHeight(rect.y + rect.height - top))
            return (grid, wheels)
        }
    }

    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let parts = rects(in: area)
        if let grid, let rect = parts.grid { grid.render(into: &buffer, area: rect, theme: theme) }
        if let wheels, let rect = parts.wheels { wheels.render(into: &buffer, area: rect, theme: theme) }
        if let field { field.render(into: &buffer, area: area, theme: theme) }
    }

    /// The grid first (its whole rectangle, so scrolling anywhere on it turns pages), then the wheels.
    public func hit(x: Int, y: Int, in area: Rect) -> Hit? {
        if let field { return field.hit(x: x, y: y, in: area).map(Hit.field) }
        let parts = rects(in: area)
        if let grid, let rect = parts.grid {
            let layout = grid.layout(in: rect)
            if layout.contains(x: x, y: y) { return .grid(layout.hit(x: x, y: y)) }
        }
        if let wheels, let rect = parts.wheels, let hit = wheels.layout(in: rect).hit(x: x, y: y) {
            return .wheels(hit)
        }
        return nil
    }
}
