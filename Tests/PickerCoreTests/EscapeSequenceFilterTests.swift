import Testing

@testable import PickerCore

/// `--ansi`'s filter: escape sequences out of input arriving in pieces, the text kept.
@Suite("Escape sequence filter (--ansi)")
struct EscapeSequenceFilterTests {
    static func filtered(_ pieces: [String]) -> String {
        var filter = EscapeSequenceFilter()
        let kept = pieces.flatMap { filter.filter(Array($0.utf8)) }
        return String(decoding: kept, as: UTF8.self)
    }

    @Test("SGR colours, other CSI, OSC titles and charset choices go; the text stays", arguments: [
        ("\u{1B}[31mred\u{1B}[0m", "red"),
        ("\u{1B}[1;38;5;208mbold\u{1B}[m plain", "bold plain"),
        ("\u{1B}]0;title\u{07}\u{1B}[1mblue\u{1B}[m", "blue"),
        ("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
        ("\u{1B}(Bgrey\u{1B}[2K", "grey"),
        ("no escapes\n", "no escapes\n"),
    ])
    func whole(input: String, expected: String) {
        #expect(Self.filtered([input]) == expected)
    }

    @Test("a sequence split across pieces is held until it ends, at any split")
    func split() {
        let input = "a\u{1B}[38;5;1mb\u{1B}]0;t\u{07}c\n"
        let bytes = Array(input.utf8)
        for cut in 0...bytes.count {
            var filter = EscapeSequenceFilter()
            let kept = filter.filter(Array(bytes[..<cut])) + filter.filter(Array(bytes[cut...]))
            #expect(String(decoding: kept, as: UTF8.self) == "abc\n", "cut at \(cut)")
        }
    }

    @Test("a broken sequence loses no text: a newline ends it, and one open at the end is dropped")
    func broken() {
        #expect(Self.filtered(["\u{1B}]0;title\nnext"]) == "\nnext")
        var filter = EscapeSequenceFilter()
        #expect(filter.filter(Array("x\u{1B}[3".utf8)) == Array("x".utf8))
        filter.finish()
        #expect(filter.filter(Array("1m".utf8)) == Array("1m".utf8))
    }

    @Test("a line source stripping escapes keeps the text as titles and printed bytes")
    func lineSource() {
        var source = LineListSource(bytes: [])
        source.stripsEscapes = true
        source.append(Array("\u{1B}[31mre".utf8))
        source.append(Array("d\u{1B}[0m\ngreen\n\u{1B}[1mbl".utf8))
        source.closeLastLine()
        #expect((0..<source.count).map { source.title(forRow: $0) } == ["red", "green", "bl"])
        #expect(source.bytes(forRow: 0) == Array("red".utf8))
    }
}

/// The one escape scanner, which `--ansi` items and the preview pane share: where each kind of
/// sequence ends, at the edges.
@Suite("Escape sequence scanner")
struct EscapeSequenceScannerTests {
    @Test("where a sequence starting at ESC ends", arguments: [
        ("\u{1B}(Bx", 3),  // a charset switch: ESC, intermediate, final byte
        ("\u{1B})0x", 3),
        ("\u{1B}]0;title\u{07}x", 10),  // OSC ended by BEL
        ("\u{1B}]0;title\u{1B}\\x", 11),  // OSC ended by ST
        ("\u{1B}Pq#0\u{1B}\\x", 7),  // DCS ended by ST
        ("\u{1B}[1 qx", 5),  // CSI with an intermediate (cursor shape)
        ("\u{1B}[?25lx", 6),
        ("\u{1B}[31mx", 5),
        ("\u{1B}[31\nx", 4),  // a broken CSI ends before the newline
        ("\u{1B}]0;t\nx", 5),  // a broken OSC too
        ("\u{1B}cx", 2),
    ])
    func end(input: String, expected: Int) {
        #expect(EscapeSequenceFilter.end(ofSequenceIn: Array(input.utf8), at: 0) == expected)
    }

    @Test("a sequence cut at the end of the input has no end yet", arguments: [
        "\u{1B}", "\u{1B}[", "\u{1B}[38;5", "\u{1B}]0;title", "\u{1B}]0;title\u{1B}", "\u{1B}(",
    ])
    func cut(input: String) {
        #expect(EscapeSequenceFilter.end(ofSequenceIn: Array(input.utf8), at: 0) == nil)
    }
}
