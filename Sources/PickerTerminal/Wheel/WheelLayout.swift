import TerminalUI

/// Where a wheel's columns and rows sit in an area: what the wheel view draws, and what mouse
/// hit-testing maps back from.
///
/// Each column is `marker space title space marker`, columns one blank apart, packed from the
/// leading edge: the left in left-to-right locales; in right-to-left locales the right, with the
/// on-screen order of components mirrored while their numbering stays logical (Behaviour 1.4).
///
/// When the titles do not fit, the widest titles are shortened first (each keeps at least three
/// columns while it can); when even that fails the blanks around the titles go, then the
/// markers, and whatever still overflows is clipped at the area's edge. Nothing is ever drawn
/// outside the area.
///
/// ```swift
/// let layout = WheelLayout(contentWidths: [6, 2], area: Rect(x: 0, y: 0, width: 40, height: 5))
/// layout.columns.map(\.x)         // [0, 11]: "› Banana ‹ " then "  10  "
/// layout.hit(x: 12, y: 3)         // WheelLayout.Hit(component: 1, rowOffset: 1)
/// ```
public struct WheelLayout: Equatable, Sendable {
    /// One component's place on screen.
    public struct Column: Equatable, Sendable {
        /// The logical component (Behaviour 1.4) drawn here.
        public var component: Int
        /// The first cell of the column, markers included.
        public var x: Int
        /// The whole column's width, markers included.
        public var width: Int
        /// Where titles start, and how many cells they get.
        public var contentX: Int
        /// How many cells the titles get.
        public var contentWidth: Int
        /// Where the markers go, or nil when there is no room for them.
        public var leftMarkerX: Int?
        /// Where the marker after the title goes, or nil when there is no room for it.
        public var rightMarkerX: Int?

        /// True when the screen column `x` belongs to this column.
        public func contains(x: Int) -> Bool { x >= self.x && x < self.x + width }
    }

    /// A point of the wheel: which component, and which row relative to the band.
    public struct Hit: Equatable, Sendable {
        /// The component under the cell.
        public var component: Int
        /// 0 on the band, -1 the row above it, 1 the row below, and so on.
        public var rowOffset: Int

        /// The row `rowOffset` rows from the band of `component`.
        public init(component: Int, rowOffset: Int) {
            self.component = component
            self.rowOffset = rowOffset
        }
    }

    /// The area the wheel was laid out in.
    public var area: Rect
    /// The columns in screen order, left to right.
    public var columns: [Column]
    /// How many rows the wheel shows: the wanted count, fewer when the area is lower (Behaviour 1.2).
    public var rowCount: Int
    /// The index, from the top of the area, of the selection band.
    package var bandIndex: Int

    /// The screen row of the selection band.
    package var bandY: Int { area.y + bandIndex }

    /// The row offset from the band that the wheel row `index` shows (index from the top).
    public func rowOffset(ofRowIndex index: Int) -> Int { index - bandIndex }

    /// The component and row under the screen cell (`x`, `y`), or nil when the cell is outside
    /// every column (between columns, beyond the wheel's rows, outside the area).
    public func hit(x: Int, y: Int) -> Hit? {
        guard y >= area.y, y < area.y + rowCount, area.contains(x: x, y: y) else { return nil }
        guard let column = columns.first(where: { $0.contains(x: x) }) else { return nil }
        return Hit(component: column.component, rowOffset: rowOffset(ofRowIndex: y - area.y))
    }

    /// Lays out components whose titles want `contentWidths` columns (index = component).
    ///
    /// - Parameters:
    ///   - contentWidths: the columns each component's titles want, left to right in logical order.
    ///   - area: where the wheel is drawn.
    ///   - visibleRows: the rows the wheel wants, five by default (Behaviour 1.2).
    ///   - isRightToLeft: mirror the on-screen order of components and pack from the right.
    public init(contentWidths: [Int], area: Rect, visibleRows: Int = 5, isRightToLeft: Bool = false) {
        self.area = area
        rowCount = max(0, min(visibleRows, area.height))
        // The band sits in the middle; with an even count, one more row shows what comes next.
        bandIndex = max(0, (rowCount - 1) / 2)
        let wanted = contentWidths.map { max(1, $0) }
        let order = isRightToLeft ? Array(wanted.indices.reversed()) : Array(wanted.indices)
        let fit = Self.fit(wanted, width: area.width)
        var columns: [Column] = []
        var x = area.x
        for component in order {
            let content = fit.widths[component]
            let markerRoom = fit.chrome.markers ? 1 : 0
            let padding = fit.chrome.padding ? 1 : 0
            let width = content + 2 * (markerRoom + padding)
            columns.append(
                Column(
                    component: component, x: x, width: width,
                    contentX: x + markerRoom + padding, contentWidth: content,
                    leftMarkerX: fit.chrome.markers ? x : nil,
                    rightMarkerX: fit.chrome.markers ? x + width - 1 : nil
                )
            )
            x += width + fit.chrome.gap
        }
        if isRightToLeft, let last = columns.last {
            // Pack against the right edge: the mirror image of the left-to-right layout.
            let used = last.x + last.width - area.x
            let shift = max(0, area.width - used)
            for index in columns.indices {
                columns[index].x += shift
                columns[index].contentX += shift
                columns[index].leftMarkerX = columns[index].leftMarkerX.map { $0 + shift }
                columns[index].rightMarkerX = columns[index].rightMarkerX.map { $0 + shift }
            }
        }
        self.columns = columns
    }

    /// What surrounds each title: markers, a blank each side inside them, a blank between columns.
    struct Chrome: Equatable {
        var markers: Bool
        var padding: Bool
        var gap: Int

        var perColumn: Int { (markers ? 2 : 0) + (padding ? 2 : 0) }

        /// From roomiest to tightest.
        static let levels = [
            Chrome(markers: true, padding: true, gap: 1),
            Chrome(markers: true, padding: false, gap: 1),
            Chrome(markers: false, padding: false, gap: 1),
            Chrome(markers: false, padding: false, gap: 0),
        ]
    }

    /// The roomiest chrome that leaves every title at least three columns (or its whole width
    /// when shorter), with the titles' widths shortened to fit; the tightest chrome otherwise.
    static func fit(_ wanted: [Int], width: Int) -> (chrome: Chrome, widths: [Int]) {
        let count = wanted.count
        guard count > 0 else { return (Chrome.levels[0], []) }
        for chrome in Chrome.levels {
            let room = width - count * chrome.perColumn - (count - 1) * chrome.gap
            let widths = shortened(wanted, toTotal: room)
            if zip(widths, wanted).allSatisfy({ $0 >= min($1, 3) }) { return (chrome, widths) }
        }
        let tightest = Chrome.levels[Chrome.levels.count - 1]
        return (tightest, shortened(wanted, toTotal: width - (count - 1) * tightest.gap))
    }

    /// `wanted` with the widest entries cut down first until the total is at most `total`
    /// (never below one column each; the caller clips what still overflows).
    static func shortened(_ wanted: [Int], toTotal total: Int) -> [Int] {
        guard wanted.reduce(0, +) > total else { return wanted }
        guard let widest = wanted.max(), total > wanted.count else { return wanted.map { _ in 1 } }
        // The largest cap that fits, found by halving; then spare columns go to capped entries.
        var low = 1
        var high = widest
        while low < high {
            let mid = (low + high + 1) / 2
            if wanted.reduce(0, { $0 + min($1, mid) }) <= total { low = mid } else { high = mid - 1 }
        }
        var widths = wanted.map { min($0, low) }
        var spare = total - widths.reduce(0, +)
        for index in widths.indices where spare > 0 && wanted[index] > widths[index] {
            widths[index] += 1
            spare -= 1
        }
        return widths
    }
}
