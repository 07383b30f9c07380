import PickerCore
import TerminalUI

/// The graphical date picker's body (Behaviour 3.2): the inline style's month grid
/// (``MonthGridView``) with the clock face (``ClockFaceView``) beside it, or below it when the
/// width is short; the grid alone for `date`, the clock alone for `time`.
///
/// Beside the grid the clock stands three columns away, its dial level with the grid's top;
/// below it, it follows one blank row. Right-to-left, the grid is on the right.
///
/// ```swift
/// let view = GraphicalEditorView(grid: gridView, clock: clockView, isRightToLeft: false)
/// // 80×10, dateAndTime, en_US, 10:10 AM, no colour:
/// //      ‹ November 2026 ›            ⢀⡠⠒⠒⠒⡒⠒⠒⢄⡀
/// // Sun Mon Tue Wed Thu Fri Sat     ⢀⠞⠁⠘   ⠇  ⠃⠈⠳⡀
/// //   1   2   3   4   5   6   7    ⢠⠊⠒ ⢀      ⢀⡤⠒⠑⡄
/// //   8   9  10  11  12  13  14    ⢸    ⠙⠢⣄⣠⠴⠊⠁   ⣇
/// //  15  16  17  18  19  20  21    ⢸⠈⠉⠁    ⠁    ⠉⠉⡇
/// // [22] 23  24  25  26  27  28    ⠘⢄⠤          ⠦⡠⠃
/// //  29  30   1   2   3   4   5     ⠈⢦⡀⢠   ⡄  ⡄⢀⡴⠁
/// //                                   ⠈⠑⠤⠤⠤⡧⠤⠤⠊⠁
/// //                                    10:10 AM
/// //                                   [AM]  PM
/// ```
public struct GraphicalEditorView: TerminalView {
    /// How the grid and the clock are arranged.
    public enum Arrangement: Equatable, Sendable {
        /// The month grid alone (`date`).
        case grid
        /// The clock alone (`time`).
        case clock
        /// The clock beside the grid (`dateAndTime`, wide enough).
        case gridBesideClock
        /// The clock below the grid (`dateAndTime`, narrow).
        case gridAboveClock
    }

    /// What a mouse position is on.
    public enum Hit: Equatable, Sendable {
        /// The grid's rectangle: an arrow or a day, or nil for its blank parts.
        case grid(MonthGridLayout.Hit?)
        /// The clock: the dial, the toggle or the digits.
        case clock(ClockFaceView.Hit)
    }

    /// The month grid, if shown.
    public var grid: MonthGridView?
    /// The clock, if shown.
    public var clock: ClockFaceView?
    /// Mirrored for right-to-left locales.
    public var isRightToLeft: Bool

    /// Blank columns between the grid and the clock beside it; blank rows above a clock below it.
    static let besideGap = 3
    static let belowGap = 1

    /// The parts shown: a grid, a clock, or both.
    public init(grid: MonthGridView?, clock: ClockFaceView?, isRightToLeft: Bool) {
        self.grid = grid
        self.clock = clock
        self.isRightToLeft = isRightToLeft
    }

    /// The arrangement used in `width` columns.
    package func arrangement(forWidth width: Int) -> Arrangement {
        guard let clock else { return .grid }
        guard grid != nil else { return .clock }
        let clockWidth = clock.preferredSize(forWidth: width).width
        return width >= MonthGridLayout.width + Self.besideGap + clockWidth ? .gridBesideClock : .gridAboveClock
    }

    public func preferredSize(forWidth width: Int) -> AreaSize {
        let clockSize = clock?.preferredSize(forWidth: width) ?? AreaSize(width: 0, height: 0)
        switch arrangement(forWidth: width) {
        case .grid: return AreaSize(width: MonthGridLayout.width, height: MonthGridLayout.height)
        case .clock: return clockSize
        case .gridBesideClock:
            return AreaSize(width: MonthGridLayout.width + Self.besideGap + clockSize.width,
                            height: max(MonthGridLayout.height, clockSize.height))
        case .gridAboveClock:
            return AreaSize(width: max(MonthGridLayout.width, clockSize.width),
                            height: MonthGridLayout.height + Self.belowGap + clockSize.height)
        }
    }

    /// Where the grid and the clock go in `rect`.
    public func rects(in rect: Rect) -> (grid: Rect?, clock: Rect?) {
        let clockWidth = clock?.preferredSize(forWidth: rect.width).width ?? 0
        switch arrangement(forWidth: rect.width) {
        case .grid:
            return (rect, nil)
        case .clock:
            return (nil, rect)
        case .gridBesideClock:
            let gridWidth = MonthGridLayout.width
            let grid = Rect(x: isRightToLeft ? rect.x + rect.width - gridWidth : rect.x, y: rect.y, width: gridWidth,
                            height: min(rect.height, MonthGridLayout.height))
            let x = isRightToLeft ? grid.x - Self.besideGap - clockWidth : grid.x + gridWidth + Self.besideGap
            return (grid, Rect(x: x, y: rect.y, width: clockWidth, height: rect.height))
        case .gridAboveClock:
            let grid = Rect(x: rect.x, y: rect.y, width: rect.width, height: min(rect.height, MonthGridLayout.height))
            let top = rect.y + MonthGridLayout.height + Self.belowGap
            // Centred under the grid.
            let x = rect.x + max(0, (min(rect.width, MonthGridLayout.width) - clockWidth) / 2)
            let clock = Rect(x: x, y: top, width: min(clockWidth, rect.x + rect.width - x), height: max(0, rect.y + rect.height - top))
            return (grid, clock)
        }
    }

    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let parts = rects(in: area)
        if let grid, let rect = parts.grid { grid.render(into: &buffer, area: rect, theme: theme) }
        if let clock, let rect = parts.clock, !rect.isEmpty { clock.render(into: &buffer, area: rect, theme: theme) }
    }

    /// The grid first (its whole rectangle, so scrolling anywhere on it turns pages), then the clock.
    public func hit(x: Int, y: Int, in area: Rect) -> Hit? {
        let parts = rects(in: area)
        if let grid, let rect = parts.grid {
            let layout = grid.layout(in: rect)
            if layout.contains(x: x, y: y) { return .grid(layout.hit(x: x, y: y)) }
        }
        if let clock, let rect = parts.clock, let hit = clock.hit(x: x, y: y, in: rect) { return .clock(hit) }
        return nil
    }
}
