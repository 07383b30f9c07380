import Testing

@testable import TerminalUI

/// SGR parameters read back into a style: what `--ansi` items and the preview pane draw.
@Suite("SGR parameters")
struct StyleSGRTests {
    @Test("parameters set and clear colours and attributes", arguments: [
        ("31", Style(foreground: .basic(1))),
        ("1;34", Style(foreground: .basic(4), bold: true)),
        ("38;5;208", Style(foreground: .indexed(208))),
        ("48;2;1;2;3", Style(background: .rgb(1, 2, 3))),
        ("92;103", Style(foreground: .basic(10), background: .basic(11))),
        ("1;31;0", Style.plain),
        ("", Style.plain),
        ("4;7;9;3;2", Style(dim: true, italic: true, underline: true, reverse: true, strikethrough: true)),
        ("1;22", Style.plain),
        ("38;5", Style.plain),  // an incomplete colour changes nothing
    ])
    func parameters(sgr: String, expected: Style) {
        var style = Style.plain
        style.applySGR(Array(sgr.utf8)[...])
        #expect(style == expected)
    }

    @Test("codes after a reset apply to the reset style; unknown codes change nothing")
    func order() {
        var style = Style(foreground: .basic(1), bold: true)
        style.applySGR(Array("39;58;73".utf8)[...])
        #expect(style == Style(bold: true))
    }
}
