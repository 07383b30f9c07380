/// A textual date field as drawn on one line: runs of text left to right on the screen, each
/// either a segment (with its index, so a view can highlight it and say what a click hits) or
/// the literal text between segments.
///
/// In a right-to-left locale the runs are mirrored (Behaviour 1.4), the way the bidirectional
/// algorithm shows the locale's pattern: numbers the pattern joins with a single separator and
/// no right-to-left mark stay one left-to-right number (`٢:٣٠`, `22.11.2026` in Hebrew), the
/// rest go right to left (`dd‏/MM‏/y` in Arabic shows the year on the left). Letters a literal
/// joins to a segment with no space between stay with it as one word, in reading order: the
/// Hebrew calendar's `d בMMMM y` shows `5787 בכסלו 12`, the prefix ב before the month's name.
///
/// ```swift
/// // ar_EG, date 2026-11-22:
/// line.runs.map(\.text)     // ["٢٠٢٦", "/", "١١", "/", "٢٢"]
/// line.text                 // "٢٠٢٦/١١/٢٢"
/// ```
public struct DateFieldLine: Equatable, Sendable {
    /// One piece of the line.
    public struct Run: Equatable, Sendable {
        /// What is drawn, without bidirectional controls.
        public var text: String
        /// The segment's index in reading order; nil for literal text.
        public var segment: Int?

        /// A run drawing `text`, for the segment at index `segment` (nil: literal text).
        public init(text: String, segment: Int?) {
            self.text = text
            self.segment = segment
        }
    }

    /// The runs, left to right on the screen.
    public let runs: [Run]

    /// The whole line.
    public var text: String { runs.map(\.text).joined() }

    /// The line of `pieces` (in reading order) whose segments read `texts` (by segment
    /// index), mirrored when `isRightToLeft`.
    public init(pieces: [DateFieldPattern.Piece], texts: [String], numericSegments: Set<Int>, isRightToLeft: Bool) {
        var logical: [(run: Run, keepsApart: Bool)] = []
        var segment = 0
        for piece in pieces {
            switch piece {
            case .segment:
                logical.append((Run(text: texts.indices.contains(segment) ? texts[segment] : "", segment: segment), false))
                segment += 1
            case .literal(let raw):
                let text = DateFieldPattern.withoutDirectionMarks(raw)
                if !text.isEmpty { logical.append((Run(text: text, segment: nil), DateFieldPattern.holdsRightToLeftMark(raw))) }
            }
        }
        guard isRightToLeft else {
            runs = logical.map(\.run)
            return
        }
        logical = Self.splittingWordParts(logical)
        // Group numbers joined by one separator (`:`, `.`, `/`, `,`, `-`) with no mark between,
        // and a segment with the letters a literal joins to it (a prefix or a suffix).
        var groups: [[Run]] = []
        var index = 0
        while index < logical.count {
            var group = [logical[index].run]
            if logical[index].run.segment == nil, index + 1 < logical.count, logical[index + 1].run.segment != nil,
               Self.isWordPart(logical[index].run.text) {
                group.append(logical[index + 1].run)
                index += 1
            }
            if group.last?.segment != nil, index + 1 < logical.count, logical[index + 1].run.segment == nil,
               Self.isWordPart(logical[index + 1].run.text) {
                group.append(logical[index + 1].run)
                index += 1
            }
            while index + 2 < logical.count,
                  let left = group.last?.segment, numericSegments.contains(left),
                  let right = logical[index + 2].run.segment, numericSegments.contains(right),
                  logical[index + 1].run.segment == nil, !logical[index + 1].keepsApart,
                  [":", ".", "/", ",", "-"].contains(logical[index + 1].run.text) {
                group += [logical[index + 1].run, logical[index + 2].run]
                index += 2
            }
            groups.append(group)
            index += 1
        }
        runs = groups.reversed().flatMap { group -> [Run] in
            // Neutral text between right-to-left runs reads right to left too.
            group.count == 1 && group[0].segment == nil ? [Run(text: String(group[0].text.reversed()), segment: nil)] : group
        }
    }

    /// True for literal text that is all letters (and marks): part of the word of the segment it
    /// touches, as the Hebrew prefix ב of `בMMMM`.
    private static func isWordPart(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark:
                true
            default:
                false
            }
        }
    }

    /// `logical` with each literal split where letters touch a segment: the letters at its end
    /// before a segment, and at its start after one, become runs of their own (`" ב"` before the
    /// month is `" "` and `"ב"`).
    private static func splittingWordParts(_ logical: [(run: Run, keepsApart: Bool)]) -> [(run: Run, keepsApart: Bool)] {
        var result: [(run: Run, keepsApart: Bool)] = []
        for (index, entry) in logical.enumerated() {
            guard entry.run.segment == nil else {
                result.append(entry)
                continue
            }
            var text = Substring(entry.run.text)
            var suffix = Substring("")
            var prefix = Substring("")
            if index > 0, logical[index - 1].run.segment != nil {
                let end = text.firstIndex { !isWordPart(String($0)) } ?? text.endIndex
                suffix = text[..<end]
                text = text[end...]
            }
            if index + 1 < logical.count, logical[index + 1].run.segment != nil {
                let start = text.lastIndex { !isWordPart(String($0)) }.map(text.index(after:)) ?? text.startIndex
                prefix = text[start...]
                text = text[..<start]
            }
            for part in [suffix, text, prefix] where !part.isEmpty {
                result.append((Run(text: String(part), segment: nil), entry.keepsApart))
            }
        }
        return result
    }
}
