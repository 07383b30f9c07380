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
        if let answer = asciiMatches(title.utf8) { return answer }
        return slowMatches(title)
    }

    /// True when the title whose UTF-8 is `utf8`, folded, starts with the folded prefix: the
    /// same answer as ``matches(_:)`` on the title, without decoding it while its first bytes
    /// are ASCII. `title` is asked only when they are not.
    ///
    /// ```swift
    /// matcher.matches(utf8: lineBytes) { source.title(forRow: row) }
    /// ```
    public func matches(utf8: UnsafeBufferPointer<UInt8>, title: () -> String) -> Bool {
        if let answer = asciiMatches(utf8) { return answer }
        return slowMatches(title())
    }

    /// The answer from the title's first bytes through the ASCII folding table, or nil when
    /// they cannot decide it (a non-ASCII byte, or one that does not fold to one ASCII byte,
    /// before the prefix is matched). ASCII bytes are the same in any decoding of the title.
    @inline(__always)
    private func asciiMatches(_ utf8: some Sequence<UInt8>) -> Bool? {
        guard !asciiFolding.isEmpty else { return nil }
        var index = 0
        for byte in utf8 {
            if index == prefixBytes.count { break }
            guard byte < 0x80 else { return nil }
            let folded = asciiFolding[Int(byte)]
            guard folded != 0 else { return nil }
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
