import TerminalUI

/// The chrome every picker shares, once: an optional header line on top, the body, and a help
/// line on the area's last row; right-to-left line writing; the paste filter; and the area the
/// session last gave.
///
/// When rows are short the help line goes first, then the header; the body keeps the rest.
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
    /// A line above the body, e.g. the question asked; nil for none.
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

    /// Chrome with an optional header, a help line unless `showsHelp` is false, written
    /// right-to-left when `isRightToLeft`, for a picker reading keys in `keyMode`.
    public init(header: String? = nil, showsHelp: Bool = true, isRightToLeft: Bool = false, keyMode: KeyMode = .standard) {
        self.header = header
        self.showsHelp = showsHelp
        self.isRightToLeft = isRightToLeft
        self.keyMode = keyMode
    }

    /// Where the header, the body and the help line go.
    public struct Sections: Equatable, Sendable {
        /// The header's row, when it shows.
        public var header: Rect?
        /// The body's rows.
        public var body: Rect
        /// The help line's row (the area's last), when it shows.
        public var help: Rect?
    }

    /// The rows the chrome adds around the body.
    package var chromeRows: Int { (header == nil ? 0 : 1) + (showsHelp ? 1 : 0) }

    /// Splits `area` for a body wanting `body.preferred` rows and needing `body.minimum`: the
    /// help line goes first when rows are short, then the header. A body that `fills` takes
    /// the rows left over too, up to the help line.
    public func sections(in area: Rect, body: (preferred: Int, minimum: Int), fills: Bool = false) -> Sections {
        var wantsHeader = header != nil
        var wantsHelp = showsHelp
        let lines = { (wantsHeader ? 1 : 0) + (wantsHelp ? 1 : 0) }
        if area.height < lines() + body.preferred { wantsHelp = false }
        if area.height < lines() + body.minimum { wantsHeader = false }
        let bodyHeight = max(0, fills ? area.height - lines() : min(body.preferred, area.height - lines()))
        var result = Sections(body: area)
        var y = area.y
        if wantsHeader {
            result.header = Rect(x: area.x, y: y, width: area.width, height: 1)
            y += 1
        }
        result.body = Rect(x: area.x, y: y, width: area.width, height: bodyHeight)
        if wantsHelp { result.help = Rect(x: area.x, y: area.y + area.height - 1, width: area.width, height: 1) }
        return result
    }

    /// Draws the header and `help` (already fitted by its table) into their sections.
    package func renderChrome(help: String, sections: Sections, into buffer: inout Buffer, theme: Theme) {
        if let header, let line = sections.header {
            write(DisplayText.sanitized(header), in: line, style: theme.header, into: &buffer)
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
