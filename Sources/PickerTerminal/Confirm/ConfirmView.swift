import PickerCore
import TerminalUI

/// A yes/no question as drawn: the question and the two answers as buttons.
///
/// The focused answer is drawn in the selected style (reversed where the theme has no band
/// colour, so it shows without colour) and marked as the frame's focus (Behaviour 6.2). Right
/// to left, the lines are right-aligned and the buttons come in mirrored order, the
/// affirmative one rightmost (Behaviour 1.4).
///
/// ```swift
/// // 30×2, "Delete it?" with the focus on Yes:
/// // Delete it?
/// //   Yes     No
/// ```
public struct ConfirmView: TerminalView {
    /// The question, drawn on the first line; nil draws the buttons alone (a form's field,
    /// whose label asks it).
    public var question: String?
    /// The answers and the focus.
    public var confirmation: Confirmation
    /// Whether the lines are right-aligned and the buttons mirrored.
    public var isRightToLeft: Bool

    /// A view of `confirmation` under `question`.
    public init(question: String?, confirmation: Confirmation, isRightToLeft: Bool = false) {
        self.question = question.map(DisplayText.sanitized)
        self.confirmation = confirmation
        self.isRightToLeft = isRightToLeft
    }

    /// Blank columns on each side of a button's label, and between the buttons.
    static let padding = 2
    static let gap = 1

    /// The buttons in screen order, left to right: the affirmative first, or last right to left.
    var screenOrder: [Bool] { isRightToLeft ? [false, true] : [true, false] }

    private var buttonsWidth: Int {
        screenOrder.reduce(Self.gap) { $0 + DisplayText.width(label($1)) + 2 * Self.padding }
    }

    private func label(_ answer: Bool) -> String { DisplayText.sanitized(confirmation.label(of: answer)) }

    private var lines: Int { (question == nil ? 0 : 1) + 1 }

    public func preferredSize(forWidth width: Int) -> AreaSize {
        let widest = max(buttonsWidth, question.map(DisplayText.width) ?? 0)
        return AreaSize(width: widest, height: lines)
    }

    public func minimumSize(forWidth width: Int) -> AreaSize { AreaSize(width: buttonsWidth, height: lines) }

    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        var y = area.y
        let frame = PromptFrame(isRightToLeft: isRightToLeft)
        if let question {
            frame.write(question, in: Rect(x: area.x, y: y, width: area.width, height: 1), style: theme.header, into: &buffer)
            y += 1
        }
        var x = isRightToLeft ? area.x + max(0, area.width - buttonsWidth) : area.x
        var focused = theme.selected
        if focused.background == nil { focused.reverse = true }
        for (index, answer) in screenOrder.enumerated() {
            if index > 0 { x += Self.gap }
            let text = label(answer)
            let isFocused = answer == confirmation.focusedAnswer
            let padding = String(repeating: " ", count: Self.padding)
            _ = buffer.write(padding + text + padding, x: x, y: y, style: isFocused ? focused : theme.near, clip: area)
            if isFocused { buffer.focus = CursorPosition(x: x + Self.padding, y: y) }
            x += DisplayText.width(text) + 2 * Self.padding
        }
    }
}
