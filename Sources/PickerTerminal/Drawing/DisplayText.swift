import TerminalUI

/// Text made safe to put in a cell: no control characters reach the terminal.
///
/// Titles come from people's data (`pick` reads arbitrary lines), and a title holding an escape
/// byte would otherwise be written to the terminal as a command. Tabs and other whitespace
/// controls become a space; every other control character (C0, DEL, C1) becomes `�`, so the
/// person still sees that something is there.
///
/// ```swift
/// DisplayText.sanitized("a\tb\u{1B}[31m")   // "a b�[31m"
/// ```
public enum DisplayText {
    /// `text` with control characters replaced by visible ones.
    public static func sanitized(_ text: String) -> String {
        if printableASCIIWidth(text) != nil { return text }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if !isControl(scalar) {
                result.append(scalar)
            } else if scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0B}" || scalar == "\u{0C}" {
                result.append(" ")
            } else {
                result.append("\u{FFFD}")
            }
        }
        return String(result)
    }

    /// `text` cut to `width` columns; with room for only one column it keeps the first
    /// character rather than a lone `…`, which would say nothing about the value.
    public static func fitted(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard (printableASCIIWidth(text) ?? DisplayWidth.of(text)) > width else { return text }
        return DisplayWidth.truncate(text, toWidth: width, ellipsis: width > 1 ? "…" : "")
    }

    /// The columns `text` takes once sanitized: what a wheel measures its titles with.
    ///
    /// The same as `DisplayWidth.of(sanitized(text))`, without building or scanning a string
    /// twice for printable ASCII, which most titles are (a wheel measures hundreds of them).
    ///
    /// ```swift
    /// DisplayText.width("March")      // 5
    /// DisplayText.width("日本\u{1B}")  // 5: two wide characters and the visible "�"
    /// ```
    public static func width(_ text: String) -> Int {
        printableASCIIWidth(text) ?? DisplayWidth.of(sanitized(text))
    }

    /// The byte count of `text` when every byte is printable ASCII (one byte, one grapheme,
    /// one column, nothing to sanitize); nil otherwise.
    static func printableASCIIWidth(_ text: String) -> Int? {
        let isPrintable = { (byte: UInt8) in byte >= 0x20 && byte < 0x7F }
        // Native strings (small ones included) give their bytes at once; others are walked.
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy(isPrintable) ? bytes.count : nil
        }
        if let answer { return answer }
        return text.utf8.allSatisfy(isPrintable) ? text.utf8.count : nil
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
