import TerminalUI

/// The watch styles' list, stack and sequence as lines of items, so multi-select can draw its
/// marker column beside them (`pick choose --style list --no-limit`).
///
/// The list answers the item on each of its rows (an item with a caption or picture under
/// its title is marked once, on its first line); the stack the card at the middle of a line
/// (the top card, or one peeking out under it); the sequence its one card on every line of
/// the card, so the mark sits on the card's first line. The link (a closed, one-line button)
/// answers nil: multi-select is refused for it.
///
/// ```swift
/// // WatchBodyView(style: .list, picker: fruits) in a 20×5 area, Apple…Cherry:
/// body.row(atLine: 1, in: Rect(x: 0, y: 0, width: 20, height: 5))   // 1: Banana
/// body.row(atLine: 4, in: Rect(x: 0, y: 0, width: 20, height: 5))   // nil: past the list's end
/// ```
extension WatchBodyView: RowListView {
    /// The item drawn on line `line` of `area`, nil for a blank or decoration line.
    public func row(atLine line: Int, in area: Rect) -> Int? {
        if let queryStack { return line < 1 ? nil : queryStack.list.row(atLine: line - 1, in: queryStack.listArea(in: area)) }
        guard style != .link, line >= 0, line < area.height else { return nil }
        let content = decorations.layout(in: area).content
        let y = area.y + line
        guard y >= content.y, y < content.y + content.height else { return nil }
        switch style {
        case .list, .link:
            // Only the whole item slots drawn: a leftover line below the last one shows nothing.
            let layout = listView.layout(in: content)
            guard (y - layout.rows.y) / listView.rowsPerItem < layout.slots,
                  case .row(let row)? = listView.hit(x: layout.rows.x, y: y, in: content) else { return nil }
            return row
        case .stack:
            return stackView.hit(x: content.x + content.width / 2, y: y, in: content)
        case .sequence:
            return picker.selectedRow(inComponent: 0)
        }
    }
}
