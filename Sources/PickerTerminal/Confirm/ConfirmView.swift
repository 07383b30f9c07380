import PickerCore
import TerminalUI

/// A yes/no question's two answers as drawn, as buttons; the question is the prompt frame's
/// header above them (``PromptFrame/asking(_:)``).
///
/// The focused answer is drawn in the selected style (reversed where the theme has no band
/// colour, so it shows without colour) and marked as the frame's focus (Behaviour 6.2). Right
/// to left, the buttons are right-aligned and come in mirrored order, the affirmative one
/// rightmost (Behaviour 1.4).
///
/// ```swift
/// // 30×1, the focus on Yes:
/// //   Yes     No
/// ```
public struct ConfirmView: TerminalView {
    /// The answers and the focus.
    public var confirmation: Confirmation
    /// Whether the lines are right-aligned and the buttons mirrored.
    public var isRightToLeft: Bool

    /// A view of `confirmation`'s buttons.
    public init(confirmation: Confirmation, isRightToLeft: Bool = false) {
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

    public func preferredSize(forWidth width: Int) -> AreaSize { AreaSize(width: buttonsWidth, height: 1) }

    public func minimumSize(forWidth width: Int) -> AreaSize { AreaSize(width: buttonsWidth, height: 1) }

    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let y = area.y
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
