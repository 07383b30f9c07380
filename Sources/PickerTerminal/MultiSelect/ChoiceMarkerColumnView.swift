import PickerCore
import TerminalUI

/// Any list-like view with a marker column in front (Behaviour 5.2): `✓` before each chosen item,
/// `•` before the others, so what is chosen reads without colour too (the `gum choose` marks).
///
/// The column is two cells — the mark and a blank — on the leading edge (the right one in
/// right-to-left locales); the list gets the rest of the width and is drawn exactly as alone.
/// Lines showing no item get no mark; an item drawn on several lines is marked on its first. A click on a mark hits ``Hit/marker(row:)``; anywhere
/// else is the list's own hit.
///
/// ```swift
/// let view = ChoiceMarkerColumnView(list: WheelView(fruitPicker), choices: ChoiceSet([1, 3]))
/// // 16×5, no colour, Cherry selected:
/// // •   Apple
/// // ✓   Banana
/// // • › Cherry ‹
/// // ✓   Damson
/// // •   Elder
/// ```
public struct ChoiceMarkerColumnView<List: RowListView>: TerminalView {
    /// What a mouse position is on.
    public enum Hit {
        /// The mark of the item `row`.
        case marker(row: Int)
        /// The list itself.
        case list(List.Hit)
    }

    /// The mark of a chosen item.
    package static var chosenMark: String { "✓" }
    /// The mark of an item not chosen.
    package static var unchosenMark: String { "•" }
    /// The column's width: the mark and a blank.
    public static var columnWidth: Int { 2 }

    /// The list drawn beside the marks.
    public var list: List
    /// What is chosen, as items (see ``item``).
    public var choices: ChoiceSet
    /// The item a row of the list shows, as `choices` numbers them: the row itself, or the input
    /// line of a filtered list's match.
    public var item: @Sendable (Int) -> Int
    /// Put the column on the right.
    public var isRightToLeft: Bool

    /// `list` with a mark before each item, `choices` chosen; the column on the right when
    /// `isRightToLeft`. `item` numbers a row as `choices` does (default: the row itself).
    public init(list: List, choices: ChoiceSet, isRightToLeft: Bool = false, item: @escaping @Sendable (Int) -> Int = { $0 }) {
        self.list = list
        self.choices = choices
        self.isRightToLeft = isRightToLeft
        self.item = item
    }

    /// Where the list goes in `area`: all of it but the marker column.
    public func listRect(in area: Rect) -> Rect {
        let width = max(0, area.width - Self.columnWidth)
        return Rect(x: isRightToLeft ? area.x : area.x + area.width - width, y: area.y, width: width, height: area.height)
    }

    /// The column of marks in `area`.
    func markX(in area: Rect) -> Int { isRightToLeft ? area.x + area.width - 1 : area.x }

    /// The list's sizes, two columns wider.
    public func preferredSize(forWidth width: Int) -> AreaSize { widened(list.preferredSize(forWidth: width - Self.columnWidth)) }
    public func minimumSize(forWidth width: Int) -> AreaSize { widened(list.minimumSize(forWidth: width - Self.columnWidth)) }
    public func currentPreferredSize(forWidth width: Int) -> AreaSize {
        widened(list.currentPreferredSize(forWidth: width - Self.columnWidth))
    }
    public func currentMinimumSize(forWidth width: Int) -> AreaSize {
        widened(list.currentMinimumSize(forWidth: width - Self.columnWidth))
    }
    /// As the list.
    public var fillsHeight: Bool { list.fillsHeight }

    private func widened(_ size: AreaSize) -> AreaSize { AreaSize(width: size.width + Self.columnWidth, height: size.height) }

    /// Draws the list, then a mark on the first line of each item it shows.
    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let area = area.intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        let listArea = listRect(in: area)
        list.render(into: &buffer, area: listArea, theme: theme)
        guard area.width >= Self.columnWidth else { return }
        var previous: Int?
        for line in 0..<area.height {
            let row = list.row(atLine: line, in: listArea)
            defer { previous = row }
            // An item drawn on several lines (a caption under its title, a card) is marked once,
            // on its first line.
            guard let row, row != previous else { continue }
            let chosen = choices.contains(item(row))
            var style = chosen ? theme.selected : theme.far
            style.background = nil
            buffer.write(chosen ? Self.chosenMark : Self.unchosenMark, x: markX(in: area), y: area.y + line, style: style,
                         clip: area)
        }
    }

    /// A mark, or what the list has there.
    public func hit(x: Int, y: Int, in area: Rect) -> Hit? {
        guard area.contains(x: x, y: y) else { return nil }
        let listArea = listRect(in: area)
        if x == markX(in: area) {
            return list.row(atLine: y - area.y, in: listArea).map { Hit.marker(row: $0) }
        }
        return list.hit(x: x, y: y, in: listArea).map(Hit.list)
    }
}
