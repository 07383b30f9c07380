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
