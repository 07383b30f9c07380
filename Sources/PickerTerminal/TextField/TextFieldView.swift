import PickerCore
import TerminalUI

/// How a text field shows what is typed: as it is, not at all, or one mask character a
/// character typed (Behaviour 8.4).
public enum TextEcho: Equatable, Sendable {
    /// The text itself.
    case plain
    /// Nothing: the cursor stays after the prompt however much is typed.
    case hidden
    /// This character once for every character typed, as gum's `--password` shows `•`.
    case masked(Character)

    /// Whether the text itself is never shown.
    public var isSecure: Bool { self != .plain }
}

/// The line a text prompt is typed on: a `> ` prompt, the text with the terminal's cursor at
/// the editing point, the placeholder dimmed while nothing is typed, the rest of a suggestion
/// dimmed after the cursor.
///
/// Each character takes its display width (two cells for CJK and most emoji, none for a
/// combining accent, which stays with its letter). A line wider than the area scrolls
/// sideways so that the cursor stays in view (Behaviour 8.1).
///
/// ```swift
/// TextFieldView(editor: LineEditor(text: "ba"), completion: "nana")   // 20×1, no colour:
/// // > banana
/// // (the cursor on the first "n", "nana" dimmed)
/// ```
public struct TextFieldView: TerminalView {
    /// The line and its cursor.
    public var editor: LineEditor
    /// Shown dimmed while the line is empty.
    public var placeholder: String?
    /// The rest of a suggestion, shown dimmed after the cursor.
    public var completion: String?
    /// How the text shows.
    public var echo: TextEcho
    /// Before the text.
    public var prompt: String

    /// A field showing `editor`.
    public init(
        editor: LineEditor, placeholder: String? = nil, completion: String? = nil, echo: TextEcho = .plain,
        prompt: String = "> "
    ) {
        self.editor = editor
        self.placeholder = placeholder
        self.completion = completion
        self.echo = echo
        self.prompt = prompt
    }

    /// The prompt, the text (or placeholder) and a cell for the cursor.
    public func preferredSize(forWidth width: Int) -> AreaSize {
        let shown = cells.reduce(0) { $0 + $1.width }
        let extra = max(DisplayText.width(completion ?? ""), editor.isEmpty ? DisplayText.width(placeholder ?? "") : 0)
        return AreaSize(width: DisplayText.width(prompt) + shown + extra + 1, height: 1)
    }

    /// One cell for the cursor beside the prompt; the line scrolls in whatever is wider.
    public func minimumSize(forWidth width: Int) -> AreaSize { AreaSize(width: 1, height: 1) }

    /// The characters as drawn, each with its width: the text, its masks, or none.
    var cells: [(text: String, width: Int)] {
        switch echo {
        case .plain:
            return editor.characters.map { character in
                let shown = DisplayText.sanitized(String(character))
                return (shown, DisplayWidth.of(shown))
            }
        case .hidden: return []
        case .masked(let mask):
            let width = DisplayWidth.of(mask)
            return Array(repeating: (String(mask), width), count: editor.characters.count)
        }
    }

    /// Where the cursor sits among ``cells``.
    var cursorCell: Int { echo == .hidden ? 0 : editor.cursor }

    /// The first of `cells` drawn so that the cursor, one cell after the text before it, fits
    /// in `room` columns: the start while it fits there, else as far on as keeps it at the
    /// right edge.
    static func firstShown(_ cells: [(text: String, width: Int)], cursor: Int, room: Int) -> Int {
        var used = 1
        var first = cursor
        while first > 0, used + cells[first - 1].width <= room {
            used += cells[first - 1].width
            first -= 1
        }
        return first
    }

    /// Draws the prompt and the part of the line around the cursor, and marks the cursor as
    /// the frame's focus, where the session leaves the terminal's cursor (Behaviour 6.2).
    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let area = area.intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        let promptWidth = min(DisplayText.width(prompt), max(0, area.width - 1))
        let line = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        buffer.write(DisplayText.fitted(prompt, toWidth: promptWidth), x: area.x, y: area.y,
                     style: theme.marker.with(background: nil), clip: line)
        let room = area.width - promptWidth
        let cells = self.cells
        let cursor = cursorCell
        let first = Self.firstShown(cells, cursor: cursor, room: room)
        var x = area.x + promptWidth
        var cursorX = x
        var index = first
        while index < cells.count, x + cells[index].width <= area.x + area.width {
            if index == cursor { cursorX = x }
            buffer.write(cells[index].text, x: x, y: area.y, style: .plain, clip: line)
            x += cells[index].width
            index += 1
        }
        if cursor >= index { cursorX = x }
        // Dim as well as the help line's colour, so it reads as not typed without colour too.
        var hint = theme.help
        hint.dim = true
        if let completion, !completion.isEmpty, echo == .plain, editor.isCursorAtEnd {
            buffer.write(DisplayText.sanitized(completion), x: x, y: area.y, style: hint, clip: line)
        } else if editor.isEmpty, let placeholder, !placeholder.isEmpty {
            buffer.write(DisplayText.sanitized(placeholder), x: x, y: area.y, style: hint, clip: line)
        }
        buffer.focus = CursorPosition(x: min(cursorX, area.x + area.width - 1), y: area.y)
    }
}
