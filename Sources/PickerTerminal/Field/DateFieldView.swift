import PickerCore
import TerminalUI

/// The textual date field on one line (Behaviour 3.1): the value as the locale writes it, the
/// focused segment highlighted, a `↵` when the focus is past the last segment (on Enter), and
/// with the stepper style a `▲▼` stepper at the end of the line.
///
/// The focused segment is drawn in the theme's selected style and, without colour, in reverse
/// video, so it shows on any terminal, and is the frame's `Buffer.focus`, where the cursor
/// rests; a cleared segment shows its placeholder dimmed. The
/// line sits at the area's leading edge; right-to-left it is mirrored (`DateFieldLine`)
/// and packed against the right edge, the stepper on the left.
///
/// ```swift
/// let view = DateFieldView(line: field.line, focus: field.focus, clearedSegment: nil,
///                          showsStepper: true, isFocused: true, isRightToLeft: false)
/// // one line, en_US date, month focused:
/// // 11/22/2026   ▲▼
/// // past the last segment (Tab from the year):
/// // 11/22/2026 ↵ ▲▼
/// ```
public struct DateFieldView: TerminalView {
    /// What a mouse position is on.
    public enum Hit: Equatable, Sendable {
        /// A segment, by its index in reading order.
        case segment(Int)
        /// The stepper's ▲: the next value.
        case stepUp
        /// The stepper's ▼: the previous value.
        case stepDown
    }

    /// The runs drawn, left to right.
    public var line: DateFieldLine
    /// Where keys act: a segment, or the end.
    public var focus: DateFieldFocus
    /// The segment showing its placeholder.
    public var clearedSegment: Int?
    /// Draws the `▲▼` stepper (the `stepper-field` style).
    public var showsStepper: Bool
    /// True while keys act on the field (false under a closed compact button).
    public var isFocused: Bool
    /// Mirrored for right-to-left locales.
    public var isRightToLeft: Bool

    /// A field drawn from `line`.
    public init(line: DateFieldLine, focus: DateFieldFocus, clearedSegment: Int? = nil, showsStepper: Bool,
                isFocused: Bool = true, isRightToLeft: Bool) {
        self.line = line
        self.focus = focus
        self.clearedSegment = clearedSegment
        self.showsStepper = showsStepper
        self.isFocused = isFocused
        self.isRightToLeft = isRightToLeft
    }

    /// The Enter mark drawn past the last segment when the focus is there.
    static let endMark = "↵"
    /// The stepper.
    static let stepper = "▲▼"

    /// Columns of the value text.
    var textWidth: Int { line.runs.reduce(0) { $0 + DisplayText.width($1.text) } }

    /// The text, a blank and the end mark's cell, and the stepper after another blank.
    public func preferredSize(forWidth width: Int) -> AreaSize {
        AreaSize(width: textWidth + 2 + (showsStepper ? 3 : 0), height: 1)
    }

    /// One row, two columns (a wide character, 令 or 上, fits); the line is cut to fit
    /// narrower areas than it wants.
    public func minimumSize(forWidth width: Int) -> AreaSize {
        AreaSize(width: min(2, preferredSize(forWidth: width).width), height: 1)
    }

    /// Where each part goes in `area`: the x of each run, of the end mark and of the stepper.
    func positions(in area: Rect) -> (runs: [Int], endMark: Int, stepper: Int?) {
        let total = preferredSize(forWidth: area.width).width
        var x = isRightToLeft ? area.x + area.width - total : area.x
        var stepper: Int?
        var endMark: Int
        if isRightToLeft {
            if showsStepper {
                stepper = x
                x += 3
            }
            endMark = x
            x += 2
        } else {
            endMark = x + textWidth + 1
        }
        var runs: [Int] = []
        for run in line.runs {
            runs.append(x)
            x += DisplayText.width(run.text)
        }
        if !isRightToLeft, showsStepper { stepper = endMark + 2 }
        return (runs, endMark, stepper)
    }

    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let area = area.intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        let places = positions(in: area)
        let row = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        var focused = theme.selected
        if theme.bandBackground == nil { focused.reverse = true }
        for (run, x) in zip(line.runs, places.runs) {
            var style = Style.plain
            if let segment = run.segment {
                if segment == clearedSegment { style = theme.far }
                if isFocused, focus == .segment(segment) {
                    style = focused
                    // The cursor rests on the segment keys change (Behaviour 6.2).
                    if row.contains(x: x, y: area.y) { buffer.focus = CursorPosition(x: x, y: area.y) }
                }
            }
            buffer.write(DisplayText.sanitized(run.text), x: x, y: area.y, style: style, clip: row)
        }
        if isFocused, focus == .end {
            buffer.write(Self.endMark, x: places.endMark, y: area.y, style: focused, clip: row)
            if row.contains(x: places.endMark, y: area.y) { buffer.focus = CursorPosition(x: places.endMark, y: area.y) }
        }
        if let x = places.stepper {
            buffer.write(Self.stepper, x: x, y: area.y, style: theme.marker, clip: row)
        }
    }

    public func hit(x: Int, y: Int, in area: Rect) -> Hit? {
        guard y == area.y, area.contains(x: x, y: y) else { return nil }
        let places = positions(in: area)
        if let stepper = places.stepper {
            if x == stepper { return .stepUp }
            if x == stepper + 1 { return .stepDown }
        }
        for (run, start) in zip(line.runs, places.runs) {
            guard let segment = run.segment else { continue }
            if x >= start, x < start + DisplayText.width(run.text) { return .segment(segment) }
        }
        return nil
    }
}
