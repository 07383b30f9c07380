import TerminalUI

/// The line a filter's query is typed on: a prompt, what was typed with a cursor after it, and
/// on the right how many items match out of how many (`…` after it while lines are still
/// being read).
///
/// A query longer than the line shows its end, where typing happens, after a `…`.
///
/// ```swift
/// QueryLineView(query: "ban", matchCount: 2, totalCount: 5)   // in 30×1, no colour:
/// // > ban                      2/5
/// ```
public struct QueryLineView: TerminalView {
    /// What was typed.
    public var query: String
    /// How many items match.
    public var matchCount: Int
    /// How many items there are.
    public var totalCount: Int
    /// True while the matches are still being worked out (or items still arriving).
    public var isSearching: Bool
    /// The prompt before the query.
    public var prompt: String

    /// The line for `query` with `matchCount` of `totalCount` items matching, `…` after the count
    /// while `isSearching`, after `prompt`.
    public init(query: String, matchCount: Int, totalCount: Int, isSearching: Bool = false, prompt: String = "> ") {
        self.query = query
        self.matchCount = matchCount
        self.totalCount = totalCount
        self.isSearching = isSearching
        self.prompt = prompt
    }

    /// The count as shown: `2/5`, `2/5…` while searching.
    public var countText: String { "\(matchCount)/\(totalCount)" + (isSearching ? "…" : "") }

    /// One row, as wide as the prompt, the query, the cursor and the count.
    public func preferredSize(forWidth width: Int) -> AreaSize {
        AreaSize(width: DisplayText.width(prompt + query) + 1 + 2 + DisplayText.width(countText), height: 1)
    }

    /// One cell: the line gives up the count, then the start of the query, before anything else.
    public func minimumSize(forWidth width: Int) -> AreaSize { AreaSize(width: 1, height: 1) }

    /// Draws the prompt, the query's end with a reverse-video cursor, and the count on the right.
    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let area = area.intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        let count = countText
        let countWidth = DisplayText.width(count)
        // The count shows only when there is room for it and a few typed characters.
        let showsCount = area.width >= DisplayText.width(prompt) + 4 + 2 + countWidth
        let room = area.width - (showsCount ? countWidth + 2 : 0)
        let promptWidth = DisplayText.width(prompt)
        buffer.write(prompt, x: area.x, y: area.y, style: theme.marker.with(background: nil), clip: area)
        let typed = Self.tail(DisplayText.sanitized(query), toWidth: max(0, room - promptWidth - 1))
        let typedEnd = area.x + promptWidth + buffer.write(typed, x: area.x + promptWidth, y: area.y, style: .plain, clip: area)
        if typedEnd < area.x + room {
            buffer.write(" ", x: typedEnd, y: area.y, style: Style(reverse: true), clip: area)
        }
        // The cursor rests at the query's end until a list under it marks its highlighted
        // match (``QueryLineStack``): with no match, the line and its count are what is read.
        buffer.focus = CursorPosition(x: min(typedEnd, area.x + area.width - 1), y: area.y)
        if showsCount {
            buffer.write(count, x: area.x + area.width - countWidth, y: area.y, style: theme.help, clip: area)
        }
    }

    /// The end of `text` that fits `width` columns, after a `…` when something was cut.
    static func tail(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard DisplayWidth.of(text) > width else { return text }
        var kept: [Character] = []
        var used = 1
        for character in text.reversed() {
            let characterWidth = DisplayWidth.of(String(character))
            if used + characterWidth > width { break }
            kept.append(character)
            used += characterWidth
        }
        return "…" + String(kept.reversed())
    }
}

extension Style {
    /// This style on `background` instead of its own.
    func with(background: TerminalColor?) -> Style {
        var style = self
        style.background = background
        return style
    }
}
