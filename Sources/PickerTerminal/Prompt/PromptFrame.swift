import TerminalUI

/// The chrome every picker shares, once: an optional header on top, the body, and a help line on
/// the area's last row; right-to-left line writing; the paste filter; and the area the session
/// last gave.
///
/// A header keeps its line breaks, one row each (Behaviour 6.9): `--header` text with
/// newlines, a question under a script's header, `--header-lines` under `--header`. When rows
/// are short the help line goes first, then the header's last lines; the body keeps the rest.
/// The help line sits on the last row of the area (when the area is taller than the prompt
/// wants, the blank rows are between the body and the help line).
///
/// ```swift
/// let frame = PromptFrame(header: "Fruit")
/// let parts = frame.sections(in: Rect(x: 0, y: 0, width: 40, height: 7), body: (preferred: 5, minimum: 3))
/// // parts.header: row 0, parts.body: rows 1-5, parts.help: row 6
/// // Fruit
/// // (body, 5 rows)
/// // ↑↓ change · enter select · esc cancel
/// ```
public struct PromptFrame: Equatable, Sendable {
    /// The text above the body, e.g. the question asked, a row per line; nil for none.
    public var header: String?
    /// Whether the help line shows.
    public var showsHelp: Bool
    /// Lines are written from the right edge, for right-to-left locales (Behaviour 1.4).
    public var isRightToLeft: Bool
    /// The area size last given by the session; mouse positions are mapped in it.
    public var areaSize: AreaSize?
    /// Standard or vim keys: the picker's key table goes through ``KeyBindingTable/applying(_:)``
    /// with it, so the help line and the spoken hints name the keys in force.
    public var keyMode: KeyMode
    /// Keys rebound to fzf's actions (`pick choose --bind`): looked up before the picker's own
    /// table, and named on the help line when they accept or abort.
    public var boundKeys = BoundKeys()
    /// Whether the person has pressed a key, clicked or pasted since the prompt opened. Words
    /// drawn only to follow a change (a month grid's caption) wait for it, so the first frame,
    /// which a screen reader reads whole anyway, does not pay for formatting them.
    package var hasHandledInput = false

    /// Chrome with an optional header, a help line unless `showsHelp` is false, written
    /// right-to-left when `isRightToLeft`, for a picker reading keys in `keyMode`.
    public init(header: String? = nil, showsHelp: Bool = true, isRightToLeft: Bool = false, keyMode: KeyMode = .standard) {
        self.header = header
        self.showsHelp = showsHelp
        self.isRightToLeft = isRightToLeft
        self.keyMode = keyMode
    }

    /// This frame with `question` as its header's last line, under any header it has: where a
    /// yes/no or number prompt asks its question, as the text prompt does (Behaviour 6.9).
    ///
    /// ```swift
    /// PromptFrame(header: "Deploy").asking("Delete it?").header   // "Deploy\nDelete it?"
    /// ```
    public func asking(_ question: String?) -> PromptFrame {
        guard let question else { return self }
        var frame = self
        frame.header = header.map { $0 + "\n" + question } ?? question
        return frame
    }

    /// Where the header, the body and the help line go.
    public struct Sections: Equatable, Sendable {
        /// The header's rows, one per line shown, when it shows.
        public var header: Rect?
        /// The body's rows.
        public var body: Rect
        /// The help line's row (the area's last), when it shows.
        public var help: Rect?
    }

    /// The header's lines as drawn, each made safe for a cell; none without a header.
    package var headerLines: [String] {
        guard let header else { return [] }
        // Most headers are one line: only a line break costs a split.
        guard header.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else {
            return [DisplayText.sanitized(header)]
        }
        return header.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { DisplayText.sanitized(String($0)) }
    }

    /// The rows the chrome adds around the body.
    package var chromeRows: Int { headerRows + (showsHelp ? 1 : 0) }

    /// The header's rows: one per line, counted without making the lines (the drawing makes
    /// them once, in ``renderChrome(help:sections:into:theme:)``).
    private var headerRows: Int {
        guard let header else { return 0 }
        guard header.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else { return 1 }
        // A Character groups "\r\n", so each break counts once, as the split in `headerLines` makes it.
        return header.reduce(1) { count, character in character.isNewline ? count + 1 : count }
    }

    /// Splits `area` for a body wanting `body.preferred` rows and needing `body.minimum`: the
    /// help line goes first when rows are short, then the header. A body that `fills` takes
    /// the rows left over too, up to the help line.
    public func sections(in area: Rect, body: (preferred: Int, minimum: Int), fills: Bool = false) -> Sections {
        var headerShown = headerRows
        var wantsHelp = showsHelp
        let lines = { headerShown + (wantsHelp ? 1 : 0) }
        if area.height < lines() + body.preferred { wantsHelp = false }
        // The header's first lines give way first: its last one is nearest the body it names.
        if area.height < lines() + body.minimum { headerShown = max(0, area.height - body.minimum) }
        let bodyHeight = max(0, fills ? area.height - lines() : min(body.preferred, area.height - lines()))
        var result = Sections(body: area)
        var y = area.y
        if headerShown > 0 {
            result.header = Rect(x: area.x, y: y, width: area.width, height: headerShown)
            y += headerShown
        }
        result.body = Rect(x: area.x, y: y, width: area.width, height: bodyHeight)
        if wantsHelp { result.help = Rect(x: area.x, y: area.y + area.height - 1, width: area.width, height: 1) }
        return result
    }

    /// Draws the header and `help` (already fitted by its table) into their sections.
    package func renderChrome(help: String, sections: Sections, into buffer: inout Buffer, theme: Theme) {
        if let rows = sections.header {
            for (row, line) in headerLines.suffix(rows.height).enumerated() {
                write(line, in: Rect(x: rows.x, y: rows.y + row, width: rows.width, height: 1), style: theme.header, into: &buffer)
            }
        }
        if let line = sections.help {
            write(help, in: line, style: theme.help, into: &buffer)
        }
    }

    /// Writes a line of text cut to `line`, from its leading edge (the right one right-to-left).
    public func write(_ text: String, in line: Rect, style: Style, into buffer: inout Buffer) {
        let fitted = DisplayText.fitted(text, toWidth: line.width)
        let x = isRightToLeft ? line.x + line.width - DisplayWidth.of(fitted) : line.x
        buffer.write(fitted, x: x, y: line.y, style: style, clip: line)
    }

    /// Pasted text as a picker may type it: line breaks and tabs removed, so a paste can never
    /// act as Enter or Tab.
    public static func typedText(fromPaste text: String) -> String {
        String(text.filter { !$0.isNewline && $0 != "\t" })
    }

    /// The area mouse events are mapped in: the one the session gave, or (before it gave any)
    /// `fallback` columns and the rows `preferredHeight` wants there.
    public func currentArea(fallbackWidth: Int, preferredHeight: (Int) -> Int) -> Rect {
        let size = areaSize ?? AreaSize(width: fallbackWidth, height: preferredHeight(fallbackWidth))
        return Rect(x: 0, y: 0, width: size.width, height: size.height)
    }
}
