/// fzf's fields of a line (`--delimiter`, `--with-nth`, `--nth`, `--accept-nth`): how a line is
/// split into fields, and which of them are shown, searched and printed.
///
/// Fields are split as fzf splits them, so the same options pick the same text:
/// - by default AWK-style: whitespace (spaces and tabs) before the first field is left out, and
///   each field is a run of other bytes with the whitespace after it;
/// - with a delimiter, each field ends with the delimiter after it (the last one has none): a
///   text splits at each occurrence, a pattern at each match.
///
/// A selection (``FieldRange``) joins its fields as they are, delimiters included, as fzf's
/// `--with-nth` and `--nth` do; what is printed (``printed``) has its last delimiter removed,
/// as fzf's `--accept-nth`. The line itself is kept: the fields are worked out when a row is
/// drawn, matched or printed.
///
/// ```swift
/// let fields = LineFields(delimiter: .text(Array(":".utf8)), shown: [FieldRange(2, nil)])
/// String(decoding: fields.shownBytes(of: Array("a:b:c".utf8)), as: UTF8.self)   // "b:c"
/// ```
package struct LineFields: Equatable, Sendable {
    /// Where one field ends and the next begins.
    package enum Delimiter: Equatable, Sendable {
        /// AWK-style: runs of spaces and tabs (fzf's default).
        case whitespace
        /// Each occurrence of these bytes.
        case text([UInt8])
        /// Each match of a regular expression.
        case pattern(FieldPattern)
    }

    package var delimiter: Delimiter
    /// The fields drawn for each line (`--with-nth`); nil: the whole line.
    package var shown: [FieldRange]?
    /// The fields of the shown text that a query matches (`--nth`); nil: all of it.
    package var matched: [FieldRange]?
    /// What is printed for a chosen line (`--accept-nth`); nil: the whole line.
    package var printed: FieldTemplate?

    package init(
        delimiter: Delimiter = .whitespace, shown: [FieldRange]? = nil, matched: [FieldRange]? = nil,
        printed: FieldTemplate? = nil
    ) {
        self.delimiter = delimiter
        self.shown = shown
        self.matched = matched
        self.printed = printed
    }

    /// The text of `line` that is drawn: its ``shown`` fields, or the line.
    package func shownBytes(of line: [UInt8]) -> [UInt8] {
        guard let shown else { return line }
        return joined(shown, of: line)
    }

    /// The text of `line` a query is matched against: the ``matched`` fields of its shown text.
    package func matchedBytes(of line: [UInt8]) -> [UInt8] {
        let text = shownBytes(of: line)
        guard let matched else { return text }
        return joined(matched, of: text)
    }

    /// What is printed for `line`, input row `index` (from 0): the ``printed`` template filled
    /// in, or the line.
    package func printedBytes(of line: [UInt8], index: Int) -> [UInt8] {
        guard let printed else { return line }
        var bytes: [UInt8] = []
        for part in printed.parts {
            switch part {
            case .text(let text): bytes += text
            case .index: bytes += Array(String(index).utf8)
            case .fields(let ranges): bytes += strippingLastDelimiter(joined(ranges, of: line))
            }
        }
        return bytes
    }

    /// The fields of `line`, as byte ranges of the bytes given back (a pattern is matched on the
    /// line decoded as UTF-8, so with invalid UTF-8 those bytes are the decoded line's).
    package func split(_ line: [UInt8]) -> (bytes: [UInt8], fields: [Range<Int>]) {
        switch delimiter {
        case .whitespace:
            return (line, Self.awkFields(line))
        case .text(let separator):
            return (line, Self.textFields(line, separator: separator))
        case .pattern(let pattern):
            let text = String(decoding: line, as: UTF8.self)
            return (Array(text.utf8), pattern.fields(of: text))
        }
    }

    /// The ``FieldRange``s' fields of `line`, joined as they are (fzf's `Transform`).
    package func joined(_ ranges: [FieldRange], of line: [UInt8]) -> [UInt8] {
        let (bytes, fields) = split(line)
        var result: [UInt8] = []
        for range in ranges {
            for index in range.indices(count: fields.count) { result += bytes[fields[index]] }
        }
        return result
    }

    /// `text` without the delimiter it ends with: trailing whitespace, the text, or a match of
    /// the pattern that reaches the end (fzf's `StripLastDelimiter`).
    package func strippingLastDelimiter(_ text: [UInt8]) -> [UInt8] {
        switch delimiter {
        case .whitespace:
            var end = text.count
            while end > 0, Self.isWhitespace(text[end - 1]) { end -= 1 }
            return Array(text[..<end])
        case .text(let separator):
            guard !separator.isEmpty, text.count >= separator.count, text.suffix(separator.count).elementsEqual(separator) else {
                return text
            }
            return Array(text.dropLast(separator.count))
        case .pattern(let pattern):
            return pattern.strippingLastMatch(String(decoding: text, as: UTF8.self))
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// AWK-style fields: leading whitespace left out, each field a run of other bytes and the
    /// whitespace after it.
    static func awkFields(_ line: [UInt8]) -> [Range<Int>] {
        var fields: [Range<Int>] = []
        var index = 0
        while index < line.count, isWhitespace(line[index]) { index += 1 }
        while index < line.count {
            let start = index
            while index < line.count, !isWhitespace(line[index]) { index += 1 }
            while index < line.count, isWhitespace(line[index]) { index += 1 }
            fields.append(start..<index)
        }
        return fields
    }

    /// Fields that each end after an occurrence of `separator`; the last one is what follows
    /// the last occurrence, even when empty (Go's `strings.SplitAfter`, as fzf splits).
    static func textFields(_ line: [UInt8], separator: [UInt8]) -> [Range<Int>] {
        guard !separator.isEmpty else { return line.indices.map { $0..<($0 + 1) } }
        var fields: [Range<Int>] = []
        var start = 0
        var index = 0
        while index + separator.count <= line.count {
            if line[index] == separator[0], line[index..<(index + separator.count)].elementsEqual(separator) {
                index += separator.count
                fields.append(start..<index)
                start = index
            } else {
                index += 1
            }
        }
        fields.append(start..<line.count)
        return fields
    }
}

/// A field index expression, as fzf writes them: `2` (the second field), `-1` (the last),
/// `2..` (the second on), `..3` (up to the third), `2..-2`, `..` (all). Indexes count from 1;
/// negative ones from the end.
///
/// ```swift
/// FieldRange(2, nil).indices(count: 4)   // 1..<4: the 2nd, 3rd and 4th fields, from 0
/// ```
package struct FieldRange: Equatable, Sendable {
    /// The first field; nil: the first.
    package var first: Int?
    /// The last field; nil: the last.
    package var last: Int?
    /// The fields `first...last`; nil ends are open.
    package init(_ first: Int?, _ last: Int?) {
        self.first = first
        self.last = last
    }

    /// The one field `index`.
    package init(single index: Int) {
        first = index
        last = index
    }

    /// The indexes from 0 of the fields it names among `count`, in order; empty when none.
    package func indices(count: Int) -> Range<Int> {
        func resolved(_ index: Int) -> Int { index < 0 ? index + count + 1 : index }
        let begin = max(1, first.map(resolved) ?? 1)
        let end = min(count, last.map(resolved) ?? count)
        guard begin <= end else { return 0..<0 }
        return (begin - 1)..<end
    }
}

/// What `--accept-nth` prints: field index expressions (`1,3`), or a template with them in
/// braces and `{n}` for the row's index (`{1}: {n}`).
///
/// ```swift
/// FieldTemplate(parts: [.fields([FieldRange(single: 2)]), .text(Array(" ".utf8)), .index])
/// ```
package struct FieldTemplate: Equatable, Sendable {
    package enum Part: Equatable, Sendable {
        /// Printed as it is.
        case text([UInt8])
        /// The row's index in the input, from 0 (fzf's `{n}`).
        case index
        /// These fields, joined, without their last delimiter.
        case fields([FieldRange])
    }

    package var parts: [Part]

    package init(parts: [Part]) {
        self.parts = parts
    }
}

/// A delimiter that is a regular expression (fzf's `--delimiter` with a pattern in it).
///
/// ```swift
/// let pattern = try FieldPattern("[:,]")
/// pattern.fields(of: "a:b,c")   // the byte ranges of "a:", "b," and "c"
/// ```
package struct FieldPattern: Equatable, @unchecked Sendable {
    // `Regex` is not `Sendable`; a pattern is only read once made, never changed.
    private let regex: Regex<AnyRegexOutput>
    /// The pattern as written.
    package let source: String

    /// The pattern `source`; throws when it is not a regular expression.
    package init(_ source: String) throws {
        regex = try Regex(source)
        self.source = source
    }

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.source == rhs.source }

    /// The fields of `text`, as ranges of its UTF-8 bytes: each one ends after a match (a match
    /// that is empty takes one byte, as fzf's does), the last is what follows the last match.
    func fields(of text: String) -> [Range<Int>] {
        let utf8 = text.utf8
        var fields: [Range<Int>] = []
        var start = text.startIndex
        while start < text.endIndex {
            let rest = text[start...]
            var end = text.endIndex
            if let match = try? regex.firstMatch(in: rest) {
                end = match.range.upperBound
                if end <= start { end = text.index(after: start) }
            }
            fields.append(utf8.distance(from: utf8.startIndex, to: start)..<utf8.distance(from: utf8.startIndex, to: end))
            start = end
        }
        return fields
    }

    /// `text`'s UTF-8 without the last match of the pattern when that match reaches the end.
    func strippingLastMatch(_ text: String) -> [UInt8] {
        guard let last = text.matches(of: regex).last, last.range.upperBound == text.endIndex, !last.range.isEmpty else {
            return Array(text.utf8)
        }
        return Array(text[..<last.range.lowerBound].utf8)
    }
}
