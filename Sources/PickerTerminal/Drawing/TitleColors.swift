import PickerCore
import TerminalUI

/// Lays a title's own colours (`pick choose --ansi`, ``ColoredTitleSource``) over the cells it
/// was written to: what the wheel, the list style and a filter's rows call after writing a row
/// and before the match highlight (``MatchHighlight``), so matched characters keep their look
/// on top of the item's colours, as fzf draws them.
///
/// The colours are read with the SGR parser the preview pane uses (`Style.applySGR`). Each
/// attribute and colour the title sets replaces the row's; what it leaves unset stays the
/// row's. On the selected row the title's backgrounds are left out, so the selection band
/// stays whole (fzf keeps the current line's band). Without colours (`NO_COLOR`, a monochrome
/// terminal) the frame drops them as it drops the theme's.
///
/// ```swift
/// // "red" written at x 2, its first scalar preceded by ESC[31m:
/// TitleColors.restyle("red", fullText: "red", marks: marks, x: 2, y: 0, clip: area, onBand: false, in: &buffer)
/// ```
package enum TitleColors {
    /// Restyles the cells of `drawn` (the title as written at `x`, `y`, perhaps cut to fit with
    /// a trailing `…`) by `marks`, counting scalars as in `fullText`, the whole title; the `…`
    /// keeps the row's look.
    package static func restyle(
        _ drawn: String, fullText: String, marks: [LineColors.Mark], x: Int, y: Int, clip: Rect, onBand: Bool,
        in buffer: inout Buffer
    ) {
        guard !marks.isEmpty else { return }
        var characters = Array(drawn)
        if drawn != fullText, characters.last == "…" { characters.removeLast() }
        var style = Style.plain
        var next = 0
        var scalar = 0
        var column = x
        for character in characters {
            let scalars = character.unicodeScalars.count
            while next < marks.count, marks[next].offset < scalar + scalars {
                style.applySGR(marks[next].parameters)
                next += 1
            }
            let width = DisplayWidth.of(String(character))
            if style != .plain {
                let own = style
                buffer.restyle(Rect(x: column, y: y, width: width, height: 1).intersection(clip)) { cell in
                    cell = laid(own, over: cell, onBand: onBand)
                }
            }
            scalar += scalars
            column += width
        }
    }

    /// `own` over `row`: what `own` sets wins, the rest is the row's; no background on the band.
    static func laid(_ own: Style, over row: Style, onBand: Bool) -> Style {
        var style = row
        if let foreground = own.foreground { style.foreground = foreground }
        if !onBand, let background = own.background { style.background = background }
        style.bold = style.bold || own.bold
        style.dim = style.dim || own.dim
        style.italic = style.italic || own.italic
        style.underline = style.underline || own.underline
        style.reverse = style.reverse || (own.reverse && !onBand)
        style.strikethrough = style.strikethrough || own.strikethrough
        return style
    }
}
