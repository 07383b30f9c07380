/// Text a person typed, made safe to echo in a message on stderr: one line, and no byte that
/// the terminal would take as a command.
///
/// Error messages and warnings quote what was given (`unknown locale '…'`). A value holding
/// ESC or BEL (`--locale $'\e]0;pwned\a'` would retitle the window) or a newline (which made
/// the one-line message two) is shown escaped the way bash's `$'…'` writes it, so the person
/// sees exactly what was there and can type it again: `\e`, `\a`, `\n`, `\t`, `\r`, `\b`,
/// `\f`, `\v`, `\xHH` for the other C0 controls and DEL, `\uHHHH` for the C1 controls (which
/// some terminals obey in UTF-8 too) and the Unicode line and paragraph separators. Everything
/// else, non-ASCII letters and emoji included, stays as it is.
///
/// ```swift
/// EchoedText.escaped("\u{1B}]0;pwned\u{07}")   // "\\e]0;pwned\\a"
/// EchoedText.escaped("a\nb")                   // "a\\nb"
/// EchoedText.escaped("Grüße 🍎")               // "Grüße 🍎"
/// ```
enum EchoedText {
    /// `text` with every control character written as its escape.
    static func escaped(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if let escape = escape(for: scalar) {
                result += escape
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// True when `text` holds a character ``escaped(_:)`` would change.
    static func needsEscaping(_ text: String) -> Bool {
        text.unicodeScalars.contains { escape(for: $0) != nil }
    }

    /// The escape for `scalar`, or nil when it prints as itself.
    private static func escape(for scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x07: "\\a"
        case 0x08: "\\b"
        case 0x09: "\\t"
        case 0x0A: "\\n"
        case 0x0B: "\\v"
        case 0x0C: "\\f"
        case 0x0D: "\\r"
        case 0x1B: "\\e"
        case 0x00..<0x20, 0x7F: "\\x" + hex(scalar.value, digits: 2)
        case 0x80..<0xA0, 0x2028, 0x2029: "\\u" + hex(scalar.value, digits: 4)
        default: nil
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
