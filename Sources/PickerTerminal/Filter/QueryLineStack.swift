import TerminalUI

/// A query line (``QueryLineView``) with a list-like body under it: the body of a filtering
/// picker, whatever shows the matches (the wheel today, a list or a stack as they come).
///
/// The body keeps its own sizes, hit-testing and filling; the stack adds one row on top.
///
/// The cursor rests on the list's highlighted match, which the list marks as it draws
/// (Behaviour 6.2): what Enter chooses is what a screen reader reads after each key, and the
/// letters typed are echoed by the reader as they are typed anyway. With no match, it rests at
/// the query's end, on the line that shows the count.
///
/// ```swift
/// QueryLineStack(query: QueryLineView(query: "an", matchCount: 2, totalCount: 3), list: wheelView)
/// // 30×6, no colour:
/// // > an                        2/3
/// //
/// //
/// // › Banana ‹
/// //   Mango
/// //
/// ```
public struct QueryLineStack<List: TerminalView>: TerminalView {
    /// The query line, on the first row.
    public var query: QueryLineView
    /// What shows the matches, on the rows below.
    public var list: List

    /// `query` on the first row, `list` under it.
    public init(query: QueryLineView, list: List) {
        self.query = query
        self.list = list
    }

    /// The list's preferred size, one row taller.
    public func preferredSize(forWidth width: Int) -> AreaSize { plusQueryRow(list.preferredSize(forWidth: width)) }
    /// The list's minimum size, one row taller.
    public func minimumSize(forWidth width: Int) -> AreaSize { plusQueryRow(list.minimumSize(forWidth: width)) }
    /// The list's size for what it shows now, one row taller.
    public func currentPreferredSize(forWidth width: Int) -> AreaSize { plusQueryRow(list.currentPreferredSize(forWidth: width)) }
    /// The list's minimum for what it shows now, one row taller.
    public func currentMinimumSize(forWidth width: Int) -> AreaSize { plusQueryRow(list.currentMinimumSize(forWidth: width)) }
    /// Whether the list takes the rows left over.
    public var fillsHeight: Bool { list.fillsHeight }

    /// Draws the query line on the area's first row and the list in the rest.
    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        guard area.height > 0 else { return }
        query.render(into: &buffer, area: Rect(x: area.x, y: area.y, width: area.width, height: 1), theme: theme)
        list.render(into: &buffer, area: listArea(in: area), theme: theme)
    }

    /// What the list has at (`x`, `y`); nothing on the query line.
    public func hit(x: Int, y: Int, in area: Rect) -> List.Hit? {
        guard y > area.y else { return nil }
        return list.hit(x: x, y: y, in: listArea(in: area))
    }

    /// The rows the list is drawn in.
    package func listArea(in area: Rect) -> Rect {
        Rect(x: area.x, y: area.y + 1, width: area.width, height: max(0, area.height - 1))
    }

    private func plusQueryRow(_ size: AreaSize) -> AreaSize { AreaSize(width: size.width, height: size.height + 1) }
}
