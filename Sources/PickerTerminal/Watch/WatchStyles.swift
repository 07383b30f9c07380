import TerminalUI

/// The styles the watch views take from a ``Theme``: the theme's selection look without its
/// band, for text on cards and list rows where the band would be a block of colour.
///
/// ```swift
/// WatchStyles.title(.default(for: .none))   // bold
/// ```
enum WatchStyles {
    /// A selected title: bold, in the accent colour.
    static func title(_ theme: Theme) -> Style {
        var style = theme.selected
        style.background = nil
        return style
    }

    /// The edge of the selected card and the focus ring: the accent colour.
    static func edge(_ theme: Theme) -> Style {
        Style(foreground: theme.accent)
    }

    /// Captions and a peeking card's edge: the far grey, dimmed.
    static func quiet(_ theme: Theme) -> Style { theme.far }
}
