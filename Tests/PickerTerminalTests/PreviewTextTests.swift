import PickerCore
import Testing

@testable import PickerTerminal
@testable import TerminalUI

/// The preview pane's text reads escapes with the scanner `--ansi` uses, so both agree at the edges.
@Suite("Preview text escapes")
struct PreviewTextTests {
    static func text(_ pieces: [String]) -> PreviewText {
        var text = PreviewText()
        for piece in pieces { text.append(Array(piece.utf8)) }
        return text
    }

    @Test("a charset switch, an OSC ended by BEL or by ST, and a CSI with an intermediate leave no bytes behind")
    func edges() {
        let text = Self.text(["\u{1B}(Ba\u{1B}]0;t\u{07}b\u{1B}]8;;x\u{1B}\\c\u{1B}[1 qd\n"])
        #expect(text.lines[0].map(\.text).joined() == "abcd")
    }

    @Test("an SGR cut between two pieces still colours what follows it")
    func cutSGR() {
        let text = Self.text(["\u{1B}[3", "1mred\u{1B}[0m plain"])
        #expect(text.lines[0] == [
            PreviewText.Run(text: "red", style: Style(foreground: .basic(1))),
            PreviewText.Run(text: " plain", style: .plain),
        ])
    }
}
