import Foundation
import ProcessState

/// Tells whether a title starts with what a person typed, ignoring case and diacritics
/// (Behaviour 1.11), cheaply enough to scan a million titles.
///
/// The typed prefix is folded as it grows: ``appending(_:)`` folds only the new character, so
/// typing (or pasting) n characters folds n characters, not n²/2. Titles are not folded
/// whole: a title whose first bytes are ASCII is compared byte by byte through a 128-entry
/// table that Foundation's own folding filled in once per locale (so locale rules such as
/// Turkish dotless i still apply), and only a title with non-ASCII characters near its start
/// has just those first characters folded.
///
/// ```swift
/// let matcher = TypeAheadMatcher(prefix: "Z", locale: nil).appending("U")
/// matcher.matches("Zürich")   // true
/// matcher.matches("Zagreb")   // false
/// ```
public struct TypeAheadMatcher: Equatable, Sendable {
    /// The typed prefix, folded.
    public private(set) var foldedPrefix = ""
    /// The folded prefix's characters, counted per typed character (an upper bound when a
    /// combining mark joined the character before it: only ever compared with spare room).
    private var prefixCharacters = 0
    private var prefixBytes: [UInt8] = []
    /// Folded byte per ASCII byte, or 0 where folding does not give a single ASCII byte.
    private let asciiFolding: [UInt8]
    /// True while the folded prefix is ASCII, so the table can decide a title from its bytes.
    private var isASCII = true
    private let locale: Locale?

    static let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]

    /// A matcher for `prefix`, folded by `locale`'s rules (the root rules when nil).
    public init(prefix: String, locale: Locale?) {
        self.locale = locale
        asciiFolding = FoldingTables.shared.table(for: locale)
        append(prefix)
    }

    /// This matcher with `text` typed after its prefix; only `text` is folded.
    ///
    /// ```swift
    /// var matcher = TypeAheadMatcher(prefix: "", locale: nil)
    /// matcher = matcher.appending("É")   // foldedPrefix "e"
    /// ```
    public func appending(_ text: String) -> TypeAheadMatcher {
        var extended = self
        extended.append(text)
        return extended
    }

    private mutating func append(_ text: String) {
        guard !text.isEmpty else { return }
        // ASCII that the table folds to one ASCII byte needs no call into Foundation.
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 < 0x80 && asciiFolding[Int($0)] != 0 }) {
            let folded = utf8.map { asciiFolding[Int($0)] }
            prefixBytes += folded
            foldedPrefix += String(decoding: folded, as: UTF8.self)
            prefixCharacters += utf8.count
            return
        }
        let folded = text.folding(options: Self.options, locale: locale)
        prefixBytes += folded.utf8
        foldedPrefix += folded
        prefixCharacters += folded.count
        if isASCII { isASCII = folded.utf8.allSatisfy { $0 < 0x80 } }
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

    public static func == (lhs: TypeAheadMatcher, rhs: TypeAheadMatcher) -> Bool {
        lhs.prefixBytes == rhs.prefixBytes && lhs.locale == rhs.locale
    }

    /// The answer from the title's first bytes through the ASCII folding table, or nil when
    /// they cannot decide it (a non-ASCII byte, or one that does not fold to one ASCII byte,
    /// before the prefix is matched). ASCII bytes are the same in any decoding of the title.
    @inline(__always)
    private func asciiMatches(_ utf8: some Sequence<UInt8>) -> Bool? {
        guard isASCII else { return nil }
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

/// The ASCII folding table per locale, made once: filling it asks Foundation to fold 128
/// strings, far more than a keystroke should cost. Filtering (``TextFolding``) folds with the
/// same tables.
final class FoldingTables: Sendable {
    static let shared = FoldingTables()
    /// Enough for every locale one process uses; emptied when full rather than grown
    /// (``ProcessCaches/foldingTables``).
    private static var capacity: Int { ProcessCaches.foldingTables.limit }
    private let tables = Locked([String: [UInt8]]())

    func table(for locale: Locale?) -> [UInt8] {
        let key = locale?.identifier ?? ""
        return tables.withLock { tables in
            if let table = tables[key] { return table }
            let table = (0..<128).map { byte -> UInt8 in
                let folded = String(UnicodeScalar(UInt8(byte))).folding(options: TypeAheadMatcher.options, locale: locale)
                let bytes = Array(folded.utf8)
                return bytes.count == 1 && bytes[0] < 0x80 && byte != 0 ? bytes[0] : 0
            }
            if tables.count >= Self.capacity { tables.removeAll() }
            tables[key] = table
            return table
        }
    }
}
