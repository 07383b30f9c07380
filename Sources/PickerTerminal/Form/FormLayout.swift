import TerminalUI

/// Where a form's lines go in its body area, top to bottom: the lines of the fields before the
/// focused one, the focused field's label, its picker, its validation message row, and the
/// lines of the fields after it.
///
/// When rows are short the lines of the fields after the focused one go first, then those
/// before it (the farthest first), then the picker's rows beyond its minimum, then the message
/// row; the label and the picker's minimum stay (below that the form's minimum size is not met
/// and the session shows its "window too small" notice).
///
/// ```swift
/// // Three fields, the second focused, a picker wanting 5 rows (3 at least), 9 rows given:
/// // row 0: Fruit: Cherry      (field 0)
/// // row 1: Day                (label)
/// // rows 2-6: the picker
/// // row 7: message row
/// // row 8: Time               (field 2)
/// ```
struct FormLayout {
    /// The fields shown above the label, in order, each with its row.
    var above: [(field: Int, row: Rect)]
    /// The focused field's label row.
    var label: Rect
    /// The focused picker's rows.
    var picker: Rect
    /// The row for the validation message, when there is room for it.
    var message: Rect?
    /// The fields shown below the message row, in order, each with its row.
    var below: [(field: Int, row: Rect)]

    /// The layout of `fieldCount` fields, `focus` focused, in `area`, for a picker wanting
    /// `pickerHeight` rows and needing `pickerMinimum`.
    init(area: Rect, fieldCount: Int, focus: Int, pickerHeight: (preferred: Int, minimum: Int)) {
        var rest = max(0, area.height - 1 - pickerHeight.minimum)
        let messageRows = min(rest, 1)
        rest -= messageRows
        let pickerRows = pickerHeight.minimum + min(rest, max(0, pickerHeight.preferred - pickerHeight.minimum))
        rest -= pickerRows - pickerHeight.minimum
        let aboveCount = min(rest, focus)
        rest -= aboveCount
        let belowCount = min(rest, max(0, fieldCount - focus - 1))

        var y = area.y
        func row() -> Rect {
            defer { y += 1 }
            return Rect(x: area.x, y: y, width: area.width, height: 1)
        }
        above = (focus - aboveCount ..< focus).map { ($0, row()) }
        label = row()
        picker = Rect(x: area.x, y: y, width: area.width, height: max(0, min(pickerRows, area.y + area.height - y)))
        y += picker.height
        message = messageRows > 0 ? row() : nil
        below = (focus + 1 ..< focus + 1 + belowCount).map { ($0, row()) }
    }

    /// The field whose line is on row `y`, when one is.
    func field(onRow y: Int) -> Int? {
        (above + below).first { $0.row.y == y }?.field
    }
}
