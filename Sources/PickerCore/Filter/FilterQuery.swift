/// What a person typed to filter a list, split into words and folded once (Behaviour 5.3).
///
/// Words are separated by white space and may match in any order. A query that only adds to
/// the end of another ``narrows(_:)`` it: every line it matches, the shorter one matched too,
/// which is what lets a filter look only at the lines left when a key is typed.
///
/// ```swift
/// var folding = TextFolding(locale: nil)
/// let query = FilterQuery("Zü  ba", mode: .exact, folding: &folding)
/// query.words.map { String(decoding: $0, as: UTF8.self) }   // ["zu", "ba"]
/// query.narrows(FilterQuery("Zü", mode: .exact, folding: &folding))   // true
/// ```
public struct FilterQuery: Equatable, Sendable {
    /// The text as typed.
    public let text: String
    /// How the words select lines.
    public let mode: FilterMode
    /// The words, folded, as UTF-8.
    public let words: [[UInt8]]
    /// The words as folded scalars (what fuzzy matching compares, one character at a time).
    let wordScalars: [[UInt32]]

    /// The query `text` in `mode`, folded by `folding`.
    public init(_ text: String, mode: FilterMode, folding: inout TextFolding) {
        self.text = text
        self.mode = mode
        let words = text.split(whereSeparator: \.isWhitespace).map { folding.folded(String($0)) }.filter { !$0.isEmpty }
        self.words = words
        wordScalars = words.map { word in String(decoding: word, as: UTF8.self).unicodeScalars.map(\.value) }
    }

    /// True when nothing was typed that selects anything: every line matches.
    public var isEmpty: Bool { words.isEmpty }

    /// True when every line this query matches is matched by `wider` too: it is `wider` with
    /// more typed after it, in the same mode.
    public func narrows(_ wider: FilterQuery) -> Bool {
        mode == wider.mode && text.hasPrefix(wider.text)
    }

    /// Queries are equal when typed the same in the same mode.
    public static func == (lhs: FilterQuery, rhs: FilterQuery) -> Bool {
        lhs.text == rhs.text && lhs.mode == rhs.mode
    }
}
