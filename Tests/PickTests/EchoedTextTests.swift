import Testing

@testable import pick

@Suite("EchoedText: what a person typed, safe to echo")
struct EchoedTextTests {
    @Test("controls become bash's escapes; everything else stays", arguments: [
        ("\u{1B}]0;pwned\u{07}", "\\e]0;pwned\\a"),
        ("a\nb\rc\td", "a\\nb\\rc\\td"),
        ("\u{08}\u{0B}\u{0C}", "\\b\\v\\f"),
        ("\u{00}\u{01}\u{1F}\u{7F}", "\\x00\\x01\\x1F\\x7F"),
        ("\u{9B}31m\u{85}", "\\u009B31m\\u0085"),
        ("line\u{2028}para\u{2029}", "line\\u2028para\\u2029"),
        ("Grüße 🍎 日本 \\e", "Grüße 🍎 日本 \\e"),
        ("", ""),
    ])
    func escapes(text: String, shown: String) {
        #expect(EchoedText.escaped(text) == shown)
        #expect(EchoedText.needsEscaping(text) == (text != shown))
    }
}
