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

    @Test("ArgumentParser's quoted arguments are escaped before its message is cut to one line")
    func parseErrorMessage() {
        let message = "The value '1\n2' is invalid for '--height <N>'\nHelp:  --height <N>  Rows"
        #expect(ParseErrorMessage.quotingEscaped(message, arguments: ["--height=1\n2"])
            == "The value '1\\n2' is invalid for '--height <N>'\nHelp:  --height <N>  Rows")
        // A bare newline argument is escaped where it is quoted, not where the message breaks.
        #expect(ParseErrorMessage.quotingEscaped("Unexpected argument '\n'\nUsage: pick", arguments: ["\n"])
            == "Unexpected argument '\\n'\nUsage: pick")
    }
}
