import TerminalUI

/// A form's body: the answered fields as `Label: answer` lines above the focused field, its
/// label, its picker, the validation message under it, and the fields not yet reached, dimmed,
/// below (huh's forms do the same).
///
/// Fields after the focused one that were answered before (the person went back with
/// Shift-Tab) keep their answer, dimmed. Rows are given up as `FormLayout` says when the
/// area is short.
///
/// ```swift
/// // A fruit answered, a day focused (month grid, Sundays disabled), a time not reached;
/// // Enter refused by the day's validation. 60 columns:
/// // Fruit: Cherry
/// // Day
/// //      ‹ November 2026 ›
/// // Sun Mon Tue Wed Thu Fri Sat
/// //   1   2   3   4   5   6   7
/// //   8   9  10  11  12  13  14
/// //  15  16  17  18  19  20  21
/// //  22 [23] 24  25  26  27  28
/// //  29  30   1   2   3   4   5
/// // ✗ Book at least two days ahead
/// // Time
/// ```
public struct FormView: TerminalView {
    /// The fields as they stand.
    let fields: [FormField]
    /// The focused field.
    let focus: Int
    /// Which fields have been answered.
    let answered: [Bool]
    /// The focused field's validation message, while one is shown.
    let message: String?
    /// Lines are written from the right edge.
    let frame: PromptFrame

    /// Marks the validation message; the message itself is the field's words.
    static let messageMarker = "✗ "

    var focusedField: FormField { fields[focus] }

    /// The lines of the other fields, the label, the message row and the tallest field's picker:
    /// room for whichever field is focused.
    public func preferredSize(forWidth width: Int) -> AreaSize {
        let tallest = fields.map { $0.editor.preferredHeight(forWidth: width) }.max() ?? 0
        return AreaSize(width: width, height: fields.count + 1 + tallest)
    }

    /// The same with the focused field's picker as it stands now.
    public func currentPreferredSize(forWidth width: Int) -> AreaSize {
        AreaSize(width: width, height: fields.count + 1 + focusedField.editor.currentPreferredHeight(forWidth: width))
    }

    /// The label and the tallest field's minimum: whichever field is focused fits.
    public func minimumSize(forWidth width: Int) -> AreaSize {
        let minimums = fields.map(\.editor.minimumSize)
        return AreaSize(width: minimums.map(\.width).max() ?? 1, height: 1 + (minimums.map(\.height).max() ?? 0))
    }

    /// The label and the focused field's minimum for what it shows now.
    public func currentMinimumSize(forWidth width: Int) -> AreaSize {
        let minimum = focusedField.editor.currentMinimumSize
        return AreaSize(width: minimum.width, height: 1 + minimum.height)
    }

    /// Where everything goes in `area`.
    func layout(in area: Rect) -> FormLayout {
        let editor = focusedField.editor
        return FormLayout(area: area, fieldCount: fields.count, focus: focus,
                          pickerHeight: (editor.currentPreferredHeight(forWidth: area.width), editor.currentMinimumSize.height))
    }

    /// Draws the lines and the focused picker into `area`, as the frame above shows.
    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let parts = layout(in: area)
        for (field, row) in parts.above {
            writeAnswer(of: field, in: row, dimmed: false, into: &buffer, theme: theme)
        }
        frame.write(DisplayText.sanitized(focusedField.label), in: parts.label, style: theme.header, into: &buffer)
        focusedField.editor.render(into: &buffer, area: parts.picker, theme: theme)
        if let message, let row = parts.message {
            frame.write(Self.messageMarker + DisplayText.sanitized(message), in: row, style: theme.notice, into: &buffer)
        }
        for (field, row) in parts.below {
            writeAnswer(of: field, in: row, dimmed: true, into: &buffer, theme: theme)
        }
    }

    /// `Label: answer` for an answered field, the label alone for one not answered yet
    /// (always dimmed: nothing to read there yet).
    private func writeAnswer(of field: Int, in row: Rect, dimmed: Bool, into buffer: inout Buffer, theme: Theme) {
        let label = DisplayText.sanitized(fields[field].label)
        guard answered[field] else {
            frame.write(label, in: row, style: theme.disabled, into: &buffer)
            return
        }
        let line = "\(label): \(DisplayText.sanitized(fields[field].summary))"
        frame.write(line, in: row, style: dimmed ? theme.disabled : .plain, into: &buffer)
    }
}
