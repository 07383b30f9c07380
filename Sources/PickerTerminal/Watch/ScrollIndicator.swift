import TerminalUI

/// The scroll indicator of `--indicator` (Behaviour 4.4): a thin track one column wide with a thumb
/// whose length is the share of the items in sight and whose place is the position among
/// them, so the count shows even when nothing else tells it.
///
/// The track is a light line in grey, the thumb a heavy one in the accent colour, so the two
/// differ without colour too.
///
/// ```swift
/// ScrollIndicator(position: 2, total: 5, visible: 1)   // in 1×5:
/// // │
/// // │
/// // ┃
/// // │
/// // │
/// ```
public struct ScrollIndicator: Equatable, Sendable {
    /// The first item in sight, from zero.
    public var position: Int
    /// How many items there are.
    public var total: Int
    /// How many are in sight at once.
    public var visible: Int

    /// An indicator for items `position..<position + visible` of `total`.
    public init(position: Int, total: Int, visible: Int) {
        self.position = position
        self.total = total
        self.visible = visible
    }

    /// The thumb's rows in a track `height` rows high.
    public func thumb(inHeight height: Int) -> Range<Int> {
        guard height > 0, total > 0 else { return 0..<0 }
        let shown = min(max(1, visible), total)
        let length = min(height, max(1, Int((Double(height) * Double(shown) / Double(total)).rounded())))
        let scrollable = total - shown
        let top = scrollable <= 0 ? 0 : Int((Double(height - length) * Double(position) / Double(scrollable)).rounded())
        let start = min(max(0, top), height - length)
        return start..<(start + length)
    }

    /// Draws the track and thumb in the first column of `track`.
    public func render(into buffer: inout Buffer, track: Rect, theme: Theme) {
        guard track.width > 0 else { return }
        let thumb = thumb(inHeight: track.height)
        for row in 0..<track.height {
            let onThumb = thumb.contains(row)
            buffer.write(onThumb ? "┃" : "│", x: track.x, y: track.y + row,
                         style: onThumb ? WatchStyles.edge(theme) : WatchStyles.quiet(theme), clip: track)
        }
    }
}
