import PickerCore
import TerminalUI

/// A number field as drawn: the value with the stepper's `▲▼` beside it, and the allowed range
/// under it while a typed value is out of it. The question is the prompt frame's header above
/// (``PromptFrame/asking(_:)``).
///
/// The value is drawn in the selected style and is the frame's focus (Behaviour 6.2); right to
/// left, the lines are right-aligned and `▲▼` comes on the left of the value (Behaviour 1.4).
///
/// ```swift
/// // at 3:
/// // 3  ▲▼
/// ```
public struct NumberView: TerminalView {
    /// The value or the typed text, in the locale's digits.
    public var text: String
    /// Why the value cannot be accepted, drawn under the field; nil for none.
    public var message: String?
    /// Whether the lines are right-aligned and the stepper mirrored.
    public var isRightToLeft: Bool

    /// A view of `text`, with `message` under it when there is one.
    public init(text: String, message: String? = nil, isRightToLeft: Bool = false) {
        self.text = DisplayText.sanitized(text)
        self.message = message
        self.isRightToLeft = isRightToLeft
    }

    /// What follows the value: the stepper's arrows, two columns apart.
    static let stepper = "▲▼"
    static let gap = "  "

    private var fieldWidth: Int { DisplayText.width(text) + DisplayText.width(Self.gap + Self.stepper) }
    private var lines: Int { 1 + (message == nil ? 0 : 1) }

    public func preferredSize(forWidth width: Int) -> AreaSize {
        let widest = max(fieldWidth, message.map { DisplayText.width($0) + 2 } ?? 0)
        return AreaSize(width: widest, height: lines)
    }

    public func minimumSize(forWidth width: Int) -> AreaSize { AreaSize(width: fieldWidth, height: lines) }

    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let y = area.y
        let frame = PromptFrame(isRightToLeft: isRightToLeft)
        let textWidth = DisplayText.width(text)
        let arrowsWidth = DisplayText.width(Self.gap + Self.stepper)
        var x = isRightToLeft ? area.x + max(0, area.width - fieldWidth) : area.x
        if isRightToLeft {
            _ = buffer.write(Self.stepper + Self.gap, x: x, y: y, style: theme.near, clip: area)
            x += arrowsWidth
        }
        _ = buffer.write(text, x: x, y: y, style: theme.selected, clip: area)
        // The cursor on the value's first column, where the matrix and screen readers read it.
        buffer.focus = CursorPosition(x: x, y: y)
        if !isRightToLeft { _ = buffer.write(Self.gap + Self.stepper, x: x + textWidth, y: y, style: theme.near, clip: area) }
        if let message {
            let line = Rect(x: area.x, y: y + 1, width: area.width, height: 1)
            frame.write(FormView.messageMarker + DisplayText.sanitized(message), in: line, style: theme.notice, into: &buffer)
        }
    }
}
