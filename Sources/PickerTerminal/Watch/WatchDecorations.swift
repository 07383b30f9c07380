import TerminalUI

/// What Behaviour 4.4 lets every watch style add around its body: one caption for the whole picker
/// on the last row, a focus ring (a rounded box, `--outline`), and a scroll indicator at the
/// trailing edge (`--indicator`; the leading edge right-to-left).
///
/// ```swift
/// let decorations = WatchDecorations(caption: "Pick a fruit", outline: true, indicator: true)
/// let parts = decorations.layout(in: Rect(x: 0, y: 0, width: 30, height: 10))
/// // parts.outline: 30×9 at the top; parts.content: 26×7 inside it (the indicator and a gap
/// // take two columns at the right); parts.caption: the last row
/// ```
public struct WatchDecorations: Equatable, Sendable {
    /// One caption for the whole picker, under the body; nil for none.
    public var caption: String?
    /// Draw the focus ring.
    public var outline: Bool
    /// Draw the scroll indicator.
    public var indicator: Bool
    /// Put the indicator at the leading edge on the left.
    public var isRightToLeft: Bool

    /// Decorations as given.
    public init(caption: String? = nil, outline: Bool = false, indicator: Bool = false, isRightToLeft: Bool = false) {
        self.caption = caption
        self.outline = outline
        self.indicator = indicator
        self.isRightToLeft = isRightToLeft
    }

    /// Where each part goes in an area.
    public struct Parts: Equatable, Sendable {
        /// The style's own view.
        public var content: Rect
        /// The focus ring, when drawn.
        public var outline: Rect?
        /// The indicator's track, when drawn.
        public var indicator: Rect?
        /// The caption's row, when drawn.
        public var caption: Rect?
    }

    /// The rows and columns the decorations add around a body.
    public var extraSize: AreaSize {
        AreaSize(width: (outline ? 2 : 0) + (indicator ? 2 : 0), height: (outline ? 2 : 0) + (caption == nil ? 0 : 1))
    }

    /// Splits `area`: the caption goes first when rows are short, then the ring; the indicator
    /// stays while the content keeps three columns.
    public func layout(in area: Rect) -> Parts {
        var rest = area
        var parts = Parts(content: area)
        if caption != nil, rest.height >= 2 {
            rest.height -= 1
            parts.caption = Rect(x: area.x, y: rest.y + rest.height, width: area.width, height: 1)
        }
        if outline, rest.height >= 3, rest.width >= 4 {
            parts.outline = rest
            rest = RoundedBox.inside(rest)
        }
        if indicator, rest.width >= 5, rest.height >= 1 {
            let x = isRightToLeft ? rest.x : rest.x + rest.width - 1
            parts.indicator = Rect(x: x, y: rest.y, width: 1, height: rest.height)
            rest.width -= 2
            if isRightToLeft { rest.x += 2 }
        }
        parts.content = rest
        return parts
    }

    /// Draws the ring, the caption and (for `indicator`) the indicator into their parts.
    public func render(_ parts: Parts, indicator: ScrollIndicator, into buffer: inout Buffer, theme: Theme) {
        if let ring = parts.outline { RoundedBox.render(into: &buffer, frame: ring, style: WatchStyles.edge(theme)) }
        if let track = parts.indicator { indicator.render(into: &buffer, track: track, theme: theme) }
        if let row = parts.caption, let caption {
            let text = DisplayText.fitted(DisplayText.sanitized(caption), toWidth: row.width)
            buffer.write(text, x: row.x + (row.width - DisplayText.width(text)) / 2, y: row.y, style: WatchStyles.quiet(theme), clip: row)
        }
    }
}
