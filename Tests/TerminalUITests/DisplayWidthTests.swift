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
        ("👍🏽", 2),  // emoji + skin tone modifier
        ("👨‍👩‍👧", 2),  // ZWJ family
        ("🏳️‍🌈", 2),  // ZWJ with VS16 inside
        ("🇫🇷", 2),  // flag: regional indicator pair
        ("🇫", 1),  // a lone regional indicator
        ("❤️", 2),  // VS16 turns the heart into an emoji
        ("❤", 1),  // text-presentation heart
        ("1️⃣", 2),  // keycap
        ("a\u{200B}b", 2),  // zero-width space
        ("\t\n\u{7F}", 0),  // controls draw nothing
        ("\r\n", 0),
        ("Ω≈ç", 3),
    ])
    func widthOfText(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected)
    }

    @Test func characterWidthsAgreeWithStringWidth() {
        let samples = ["a", "日", "e\u{301}", "😀", "👨‍👩‍👧", "🇫🇷", "❤️", "❤", "\u{301}", "\u{0}"]
        for sample in samples {
            let character = Character(sample)
            #expect(DisplayWidth.of(character) == DisplayWidth.of(sample), "\(sample.unicodeScalars.map(\.value))")
        }
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
