import Foundation

/// Tells whether a title starts with what a person typed, ignoring case and diacritics
/// (SPEC 1.11), cheaply enough to scan a million titles.
///
/// The typed prefix is folded once. Titles are not folded whole: a title whose first bytes are
/// ASCII is compared byte by byte through a 128-entry table that Foundation's own folding
/// filled in (so locale rules such as Turkish dotless i still apply), and only a title with
/// non-ASCII characters near its start has just those first characters folded.
///
/// ```swift
/// let matcher = TypeAheadMatcher(prefix: "ZU", locale: nil)
/// matcher.matches("Zürich")   // true
/// matcher.matches("Zagreb")   // false
/// ```
public struct TypeAheadMatcher: Sendable {
    /// The typed prefix, folded.
    public let foldedPrefix: String
    private let prefixCharacters: Int
    private let prefixBytes: [UInt8]
    /// Folded byte per ASCII byte, or 0 where folding does not give a single ASCII byte.
    /// Empty when the folded prefix is not ASCII (the fast path cannot decide then).
    private let asciiFolding: [UInt8]
    private let locale: Locale?

    static let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]

    public init(prefix: String, locale: Locale?) {
        self.locale = locale
        foldedPrefix = prefix.folding(options: Self.options, locale: locale)
        prefixCharacters = foldedPrefix.count
        prefixBytes = Array(foldedPrefix.utf8)
        if prefixBytes.allSatisfy({ $0 < 0x80 }) {
            asciiFolding = (0..<128).map { byte in
                let folded = String(UnicodeScalar(UInt8(byte))).folding(options: Self.options, locale: locale)
                let bytes = Array(folded.utf8)
                return bytes.count == 1 && bytes[0] < 0x80 && byte != 0 ? bytes[0] : 0
            }
        } else {
            asciiFolding = []
        }
    }

    /// True when nothing was typed that could match (an empty prefix matches every title).
    public var isEmpty: Bool { prefixBytes.isEmpty }

    /// True when `title`, folded, starts with the folded prefix.
    public func matches(_ title: String) -> Bool {
        guard !asciiFolding.isEmpty else { return slowMatches(title) }
        var index = 0
        for byte in title.utf8 {
            if index == prefixBytes.count { break }
            guard byte < 0x80 else { return slowMatches(title) }
            let folded = asciiFolding[Int(byte)]
            guard folded != 0 else { return slowMatches(title) }
            if folded != prefixBytes[index] { return false }
            index += 1
        }
        return index == prefixBytes.count
    }

    /// Folds only the title's first characters: folding never shortens a character by more
    /// than it removes (marks), so a couple of spare characters is enough.
    private func slowMatches(_ title: String) -> Bool {
        let head = String(title.prefix(prefixCharacters + 2))
        return head.folding(options: Self.options, locale: locale).hasPrefix(foldedPrefix)
    }
}
