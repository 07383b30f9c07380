import Foundation
@testable import PickerCore
import Testing

/// The arguments' trimming reads scalars instead of bridging to `NSString`; it must trim
/// exactly what `trimmingCharacters(in: .whitespaces)` trims.
@Suite("Trimming spaces and tabs as Foundation does")
struct WhitespaceTrimmingTests {
    /// Every space separator Unicode has (category Zs), the tab and the zero-width space (Core
    /// Foundation counts it), and what is not whitespace in that set: line ends, a joiner, a
    /// combining mark, letters, CJK, an emoji.
    static let pieces = (0...0x3000).compactMap(Unicode.Scalar.init).filter { $0.properties.generalCategory == .spaceSeparator }
        .map(String.init) + ["", "\t", "\u{200B}", "\n", "\r\n", "\u{200D}", "\u{2028}", "\u{301}", "iso", "京", "👍🏽", "a b"]

    @Test("Every string of up to three pieces, whole and as a substring: Foundation's answer")
    func sameAsFoundation() {
        #expect(Self.pieces.count > 25)
        var disagreeing: [String] = []
        for a in Self.pieces {
            for b in Self.pieces {
                for c in Self.pieces {
                    let text = a + b + c
                    if text.trimmingWhitespace() != text.trimmingCharacters(in: .whitespaces) { disagreeing.append(text) }
                    let slice = (text + "|").dropLast()
                    if slice.trimmingWhitespace() != slice.trimmingCharacters(in: .whitespaces) { disagreeing.append(text) }
                }
            }
        }
        #expect(disagreeing.isEmpty, "\(disagreeing.prefix(5).map { $0.unicodeScalars.map { String($0.value, radix: 16) } })")
    }
}
