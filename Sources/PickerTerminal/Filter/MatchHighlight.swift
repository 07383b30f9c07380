import TerminalUI

/// Lays the theme's match look (``Theme/matching(_:)``) over the characters of a drawn title
/// that matched a filter: what any list-like view calls after writing a row of a
/// `MatchHighlightingSource`.
///
/// ```swift
/// // "Banana" drawn at x 2 with scalars 0 and 1 matched ("ba"):
/// MatchHighlight.restyle("Banana", fullText: "Banana", matched: [0, 1], x: 2, y: 0, clip: area, in: &buffer, theme: theme)
/// // buffer.mask { $0.underline } → "  ##    "
/// ```
package enum MatchHighlight {
    /// Restyles the cells of `drawn` (the title as written at `x`, `y`, perhaps cut to fit
    /// with a trailing `…`) whose scalars are in `matched`, counting scalars as in `fullText`,
    /// the whole title; the `…` itself is never highlighted.
    package static func restyle(
        _ drawn: String, fullText: String, matched: [Int], x: Int, y: Int, clip: Rect, in buffer: inout Buffer, theme: Theme
    ) {
        guard !matched.isEmpty else { return }
        let marked = Set(matched)
        var characters = Array(drawn)
        if drawn != fullText, characters.last == "…" { characters.removeLast() }
        var scalar = 0
        var column = x
        for character in characters {
            let scalars = character.unicodeScalars.count
            let width = DisplayWidth.of(String(character))
            if (scalar..<(scalar + scalars)).contains(where: marked.contains) {
                buffer.restyle(Rect(x: column, y: y, width: width, height: 1).intersection(clip)) { $0 = theme.matching($0) }
            }
            scalar += scalars
            column += width
        }
    }
}
