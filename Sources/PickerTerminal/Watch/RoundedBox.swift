import TerminalUI

/// A box with rounded corners, `╭─╮ │ │ ╰─╯`: a card's edge and the focus ring of `--outline`
/// (Behaviour 4.4). The inside is left as it is; an optional label sits in the bottom edge
/// (`╰─ Cherry ─╯`), which is how a card peeking out from under the stack still names its item.
///
/// ```swift
/// RoundedBox.render(into: &buffer, frame: Rect(x: 0, y: 0, width: 12, height: 3), style: theme.near)
/// // ╭──────────╮
/// // │          │
/// // ╰──────────╯
/// ```
package enum RoundedBox {
    /// Draws the edge of `frame` (at least 2×2), clipped to `clip`, with `bottomLabel` centred
    /// in the bottom edge when it fits.
    package static func render(
        into buffer: inout Buffer, frame: Rect, style: Style, clip: Rect? = nil, bottomLabel: String? = nil
    ) {
        guard frame.width >= 2, frame.height >= 2 else { return }
        let clip = clip ?? frame
        let bottomY = frame.y + frame.height - 1
        let right = frame.x + frame.width - 1
        // Edges are filled cell by cell rather than written as strings: the stack draws five
        // boxes a frame, ~60 times a second while its cards move, and building and measuring
        // each edge's string would be a large share of that frame (`frame-stack-motion` in
        // Benchmarks/README.md).
        let horizontal = Cell("─", style: style)
        let vertical = Cell("│", style: style)
        for (y, left, end) in [(frame.y, "╭", "╮"), (bottomY, "╰", "╯")] {
            buffer.write(left, x: frame.x, y: y, style: style, clip: clip)
            buffer.fill(Rect(x: frame.x + 1, y: y, width: frame.width - 2, height: 1).intersection(clip), with: horizontal)
            buffer.write(end, x: right, y: y, style: style, clip: clip)
        }
        for x in [frame.x, right] {
            buffer.fill(Rect(x: x, y: frame.y + 1, width: 1, height: frame.height - 2).intersection(clip), with: vertical)
        }
        if let bottomLabel, frame.width >= 7 {
            let text = " " + DisplayText.fitted(DisplayText.sanitized(bottomLabel), toWidth: frame.width - 6) + " "
            let x = frame.x + (frame.width - DisplayText.width(text)) / 2
            buffer.write(text, x: x, y: bottomY, style: style, clip: clip)
        }
    }

    /// The inside of `frame`: one cell in from each edge.
    package static func inside(_ frame: Rect) -> Rect {
        Rect(x: frame.x + 1, y: frame.y + 1, width: max(0, frame.width - 2), height: max(0, frame.height - 2))
    }
}
