import Testing

@testable import TerminalUI

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("abc", 3),
        ("", 0),
        ("Hello, world!", 13),
        ("日本語", 6),  // CJK ideographs: two columns each
        ("ｱ", 1),  // halfwidth katakana
        ("Ａ", 2),  // fullwidth Latin
        ("한국어", 6),  // precomposed Hangul syllables
        ("\u{1100}\u{1161}\u{11A8}", 2),  // conjoining jamo L V T: one syllable, two columns
        ("e\u{301}", 1),  // e + combining acute
        ("a\u{301}\u{302}\u{303}", 1),  // stacked marks
        ("😀", 2),  // emoji presentation
        // As tmux 3.3, xterm and VTE draw them (checked with printf and a cursor report in tmux):
        ("👍🏽", 4),  // emoji, then the skin tone modifier in a cell of its own
        ("👨‍👩‍👧", 2),  // ZWJ family: the cell of its first emoji
        ("👨‍👩‍👧‍👦", 2),
        ("🏳️‍🌈", 1),  // the white flag is one column; VS16 and what follows the ZWJ join it
        ("🇫🇷", 2),  // flag: two regional indicators, one column each
        ("🇫", 1),  // a lone regional indicator
        ("❤️", 1),  // VS16 adds nothing
        ("❤", 1),  // text-presentation heart
        ("1️⃣", 1),  // keycap: the digit, VS16 and the enclosing keycap join it
        // A spacing vowel sign (Mc) is a column of its own; virama and other Mn marks join.
        ("कि", 2),
        ("अक्तूबर", 5),
        ("सितंबर", 5),
        ("क्षि", 3),
        ("ரவி", 3),
        ("ကြော်", 4),
        ("ស្ត្រី", 3),
        ("\u{0600}\u{0661}", 1),  // a prepended format character joins the digit after it
        ("a\u{200B}b", 2),  // zero-width space
        ("\t\n\u{7F}", 0),  // controls draw nothing
        ("\r\n", 0),
        ("Ω≈ç", 3),
    ])
    func widthOfText(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected)
    }

    @Test func characterWidthsAgreeWithStringWidth() {
        let samples = ["a", "日", "e\u{301}", "😀", "👨‍👩‍👧", "🇫🇷", "❤️", "❤", "\u{301}", "\u{0}", "कि", "ကြေ"]
        for sample in samples {
            let character = Character(sample)
            #expect(DisplayWidth.of(character) == DisplayWidth.of(sample), "\(sample.unicodeScalars.map(\.value))")
        }
    }

    @Test(arguments: [
        ("कि", [("क", 1), ("ि", 1)]),
        ("क्षि", [("क्", 1), ("ष", 1), ("ि", 1)]),
        ("👍🏽", [("👍", 2), ("🏽", 2)]),
        ("👨‍👩‍👧", [("👨‍👩‍👧", 2)]),
        ("🇫🇷", [("🇫", 1), ("🇷", 1)]),
        ("❤️", [("❤️", 1)]),
        ("e\u{301}", [("e\u{301}", 1)]),
        ("\u{301}", [("\u{301}", 0)]),
        ("\u{0600}\u{0661}", [("\u{0600}\u{0661}", 1)]),
    ])
    func terminalCellsOfACluster(text: String, expected: [(String, Int)]) throws {
        let cells = DisplayWidth.terminalCells(of: try #require(text.first))
        #expect(cells.map(\.text) == expected.map(\.0))
        #expect(cells.map(\.width) == expected.map(\.1))
        #expect(cells.map(\.width).reduce(0, +) == DisplayWidth.of(text))
    }

    /// Every spacing mark (category Mc) of the Indic, Thai, Lao, Myanmar and Khmer blocks is a
    /// column of its own, as glibc's `wcwidth` gives it, and adds one to the consonant before it.
    @Test func spacingMarksOfIndicAndSoutheastAsianScriptsTakeAColumn() {
        let blocks: [ClosedRange<UInt32>] = [0x0900...0x0DFF, 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF]
        var count = 0
        for value in blocks.joined() {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory == .spacingMark else { continue }
            count += 1
            #expect(DisplayWidth.of(scalar: scalar) == 1, "U+\(String(value, radix: 16))")
            #expect(DisplayWidth.of("\u{915}" + String(scalar)) == 2, "U+\(String(value, radix: 16))")
        }
        #expect(count > 100)
    }

    @Test func widestReachCountsWhatOtherTerminalsDraw() {
        #expect(DisplayWidth.widestReach(of: "कि") == 2)
        #expect(DisplayWidth.widestReach(of: "👨‍👩‍👧") == 6)
        #expect(DisplayWidth.widestReach(of: "❤️") == 2)
        #expect(DisplayWidth.widestReach(of: "👍🏽") == 4)
    }

    @Test func scalarWidthsComeFromTheTable() {
        #expect(DisplayWidth.of(scalar: "a") == 1)
        #expect(DisplayWidth.of(scalar: "\u{4E00}") == 2)
        #expect(DisplayWidth.of(scalar: "\u{9FFF}") == 2)  // CJK block default, even where unassigned
        #expect(DisplayWidth.of(scalar: "\u{301}") == 0)  // Mn
        #expect(DisplayWidth.of(scalar: "\u{20DD}") == 0)  // Me
        #expect(DisplayWidth.of(scalar: "\u{200D}") == 0)  // ZWJ
        #expect(DisplayWidth.of(scalar: "\u{FE0F}") == 0)  // VS16
        #expect(DisplayWidth.of(scalar: "\u{E0100}") == 0)  // VS17
        #expect(DisplayWidth.of(scalar: "\u{1160}") == 0)  // Hangul medial vowel filler
        #expect(DisplayWidth.of(scalar: "\u{D7FB}") == 0)  // Hangul final jamo extension
        #expect(DisplayWidth.of(scalar: "\u{AD}") == 1)  // soft hyphen, as terminals draw it
        #expect(DisplayWidth.of(scalar: "\u{1F600}") == 2)
        #expect(DisplayWidth.of(scalar: "\u{2764}") == 1)
        #expect(DisplayWidth.of(scalar: "\u{10FFFF}") == 1)  // last code point, table end
        #expect(DisplayWidth.of(scalar: "\u{85}") == 0)  // C1 control
    }

    @Test func tableIsSortedAndStartsAtZero() {
        let starts = WidthTable.runs.map { $0 >> 8 }
        #expect(starts.first == 0)
        #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test(arguments: [
        ("September", 9, "September"),
        ("September", 5, "Sept…"),
        ("September", 1, "…"),
        ("September", 0, ""),
        ("日本語", 5, "日本…"),
        ("日本語", 4, "日…"),  // "日本" + "…" would be 5
        ("日本語", 6, "日本語"),
        ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),  // marks stay with their letter
        ("👨‍👩‍👧👨‍👩‍👧", 3, "👨‍👩‍👧…"),
        ("🇫🇷🇩🇪", 2, "…"),
        ("सितंबर", 4, "सितं…"),  // never a consonant without its vowel sign
    ])
    func truncation(text: String, width: Int, expected: String) {
        let result = DisplayWidth.truncate(text, toWidth: width)
        #expect(result == expected)
        #expect(DisplayWidth.of(result) <= width)
    }

    @Test func truncationWithAWideOrLongEllipsis() {
        #expect(DisplayWidth.truncate("abcdef", toWidth: 4, ellipsis: "...") == "a...")
        #expect(DisplayWidth.truncate("abcdef", toWidth: 2, ellipsis: "...") == "..")
        #expect(DisplayWidth.truncate("abcdef", toWidth: 3, ellipsis: "⋯⋯") == "a⋯⋯")
        #expect(DisplayWidth.truncate("abcdef", toWidth: 1, ellipsis: "日") == "")
        #expect(DisplayWidth.truncate("abcdef", toWidth: 3, ellipsis: "") == "abc")
    }
}
