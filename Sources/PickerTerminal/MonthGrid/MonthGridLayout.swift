import PickerCore
import TerminalUI

/// Where a month grid's parts sit in an area: what ``MonthGridView`` draws, and what mouse
/// hit-testing maps back from (Behaviour 2.11).
///
/// The grid is 28 columns wide and 8 rows high whatever the month: a title line with the
/// month and year between `‹` and `›` (a longer title runs on into the area's free columns), a
/// weekday header, and six week rows (a month uses 4 to
/// 6; the rest stay blank, so the picker does not jump as months change). Each day is a cell
/// of four columns, ` 22 `: the number right-aligned in the middle two, the outer two free for
/// the `[` `]` of the selected day. It sits at the area's leading edge: the left, or the right
/// in right-to-left locales, where the weekday columns are mirrored too (the first weekday on
/// the right) and the arrow on the left turns to the *next* month.
///
/// ```swift
/// let layout = MonthGridLayout(grid: grid, area: Rect(x: 0, y: 0, width: 40, height: 8))
/// layout.hit(x: 1, y: 2)     // .day(...) — the first cell of the first week
/// layout.hit(x: layout.leftArrowX, y: 0)   // .previousMonth
/// ```
public struct MonthGridLayout: Equatable, Sendable {
    /// What a cell of the grid stands for.
    public enum Hit: Equatable, Sendable {
        /// The arrow that shows the month before.
        case previousMonth
        /// The arrow that shows the month after.
        case nextMonth
        /// A day, by its day number (`MonthGridDay.day`).
        case day(Int)
    }

    /// Columns of one day cell.
    public static let cellWidth = 4
    /// The grid's width: seven cells.
    public static let width = 7 * cellWidth
    /// The grid's height: title, weekday header, six weeks.
    public static let height = 8
    /// The grid's height with the caption row below the weeks (see ``MonthGridView/caption``).
    public static let captionedHeight = height + 1
    /// The week rows always reserved.
    package static let weekRows = 6

    /// The area the grid was laid out in.
    public let area: Rect
    /// The first column of the grid (its left edge).
    public let x: Int
    /// Mirrored for a right-to-left locale.
    public let isRightToLeft: Bool
    /// Where the title text starts, and its width after fitting.
    package let titleX: Int
    /// The title's width in columns, after fitting.
    package let titleWidth: Int
    /// The arrows around the title.
    public let leftArrowX: Int
    /// The column of the arrow right of the title.
    package let rightArrowX: Int
    /// The day numbers of each week, in logical (weekday) order.
    let weeks: [[Int]]

    /// Lays out `grid` in `area`, mirrored when `isRightToLeft`.
    public init(grid: MonthGrid, area: Rect, isRightToLeft: Bool = false) {
        self.area = area
        self.isRightToLeft = isRightToLeft
        x = isRightToLeft ? area.x + max(0, area.width - Self.width) : area.x
        // A title wider than the grid ("2026 оны арван нэгдүгээр сар" in mn_MN, a chinese leap
        // month's name in en_US) takes the area's free columns after the grid's leading edge
        // rather than being cut to the grid's width; one that fits is centred over the grid.
        let free = isRightToLeft ? x + Self.width - area.x : area.x + area.width - x
        let width = min(DisplayWidth.of(DisplayText.sanitized(grid.title)), max(Self.width, free) - 4)
        titleWidth = width
        let block = width + 4
        let start = block <= Self.width ? x + (Self.width - block) / 2 : isRightToLeft ? x + Self.width - block : x
        leftArrowX = start
        titleX = start + 2
        rightArrowX = start + 2 + width + 1
        weeks = grid.weeks.map { $0.map(\.day) }
    }

    /// The screen row of the title, the weekday header, and week `index`.
    public var titleY: Int { area.y }
    /// The screen row of the weekday header.
    package var headerY: Int { area.y + 1 }
    /// The screen row of week `index` (0 = the first week of the page).
    package func weekY(_ index: Int) -> Int { area.y + 2 + index }

    /// The first column of the cell of weekday column `column` (0 = the calendar's first
    /// weekday), mirrored right-to-left.
    public func cellX(column: Int) -> Int {
        x + (isRightToLeft ? 6 - column : column) * Self.cellWidth
    }

    /// What the left and right arrows do: the left one goes back in reading order
    /// left-to-right, forward right-to-left.
    package var leftArrowHit: Hit { isRightToLeft ? .nextMonth : .previousMonth }
    /// What the right arrow does: forward left-to-right, back right-to-left.
    package var rightArrowHit: Hit { isRightToLeft ? .previousMonth : .nextMonth }

    /// What is under the cell (`x`, `y`), or nil for blank space and the weekday header.
    public func hit(x: Int, y: Int) -> Hit? {
        guard area.contains(x: x, y: y) else { return nil }
        if y == titleY {
            if abs(x - leftArrowX) <= 1 { return leftArrowHit }
            if abs(x - rightArrowX) <= 1 { return rightArrowHit }
            return nil
        }
        let week = y - (area.y + 2)
        guard weeks.indices.contains(week), x >= self.x, x < self.x + Self.width else { return nil }
        let screenColumn = (x - self.x) / Self.cellWidth
        let column = isRightToLeft ? 6 - screenColumn : screenColumn
        return weeks[week].indices.contains(column) ? .day(weeks[week][column]) : nil
    }

    /// True when (`x`, `y`) is inside the grid's rectangle.
    public func contains(x: Int, y: Int) -> Bool {
        Rect(x: self.x, y: area.y, width: Self.width, height: Self.height).intersection(area).contains(x: x, y: y)
    }
}
