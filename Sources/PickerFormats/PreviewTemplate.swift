import PickerCore

/// fzf's `--preview` command with its placeholders: `{}` the item, `{n}` its index in the input
/// from 0, field index expressions in braces (`{1}`, `{2..}`, `{-1}`, `{1,3}`) split as
/// `--delimiter` says, `{q}` the query, and with `+` (`{+}`, `{+n}`, `{+1}`) the same for every
/// chosen item, space-separated, or for the current item when none is chosen. Every
/// placeholder but the indexes is shell-quoted, as fzf quotes it, so an item with spaces,
/// quotes or `$` reaches the command as one word.
///
/// Text that is not a placeholder (`{` followed by something that is not an expression, such
/// as a shell's `${HOME}` or `{ a; }`) is kept as written.
///
/// ```swift
/// let template = PreviewTemplate(parsing: "head -n 3 {} # {n} {2}")
/// template.command(item: Array("my file.txt 12".utf8), index: 4, fields: LineFields())
/// // "head -n 3 'my file.txt 12' # 4 '12'"
/// PreviewTemplate(parsing: "echo {q} {+} {+n}").command(
///     item: Array("b".utf8), index: 1, fields: LineFields(), query: "it's",
///     chosen: [(0, Array("a".utf8)), (2, Array("c d".utf8))])
/// // "echo 'it'\''s' 'a' 'c d' 0 2"
/// ```
package struct PreviewTemplate: Equatable, Sendable {
    package enum Part: Equatable, Sendable {
        /// Kept as written.
        case text(String)
        /// The whole item, quoted.
        case item
        /// The item's index in the input, from 0.
        case index
        /// These fields of the item, joined, their last delimiter removed, quoted.
        case fields([FieldRange])
        /// The query as typed, quoted (`{q}`).
        case query
        /// Every chosen item, or the current one when none is chosen, each quoted, joined by
        /// spaces (`{+}`).
        case chosenItems
        /// The indexes of the items ``chosenItems`` gives (`{+n}`), joined by spaces.
        case chosenIndexes
        /// These fields of each item ``chosenItems`` gives, each quoted (`{+1}`, `{+2..}`).
        case chosenFields([FieldRange])
    }

    package var parts: [Part]

    /// The template's parts in order.
    package init(parts: [Part]) {
        self.parts = parts
    }

    /// `text` read as fzf reads a preview command; anything in braces that is not a placeholder
    /// stays text.
    package init(parsing text: String) {
        var parts: [Part] = []
        var literal = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let inside = rest[rest.index(after: open)..<close]
            if let part = Self.placeholder(inside) {
                if !literal.isEmpty { parts.append(.text(literal)) }
                literal = ""
                parts.append(part)
                rest = rest[rest.index(after: close)...]
            } else {
                literal.append("{")
                rest = rest[rest.index(after: open)...]
            }
        }
        literal += rest
        if !literal.isEmpty { parts.append(.text(literal)) }
        self.init(parts: parts)
    }

    private static func placeholder(_ inside: Substring) -> Part? {
        if inside.isEmpty { return .item }
        if inside == "n" { return .index }
        if inside == "q" { return .query }
        if inside.first == "+" {
            switch placeholder(inside.dropFirst()) {
            case .item: return .chosenItems
            case .index: return .chosenIndexes
            case .fields(let ranges): return .chosenFields(ranges)
            default: return nil
            }
        }
        var ranges: [FieldRange] = []
        for expression in inside.split(separator: ",", omittingEmptySubsequences: false) {
            guard let range = try? FieldRange(parsing: expression) else { return nil }
            ranges.append(range)
        }
        return .fields(ranges)
    }

    /// Whether the command changes with the query (`{q}`): only then does a new query run it again.
    package var usesQuery: Bool { parts.contains(.query) }

    /// Whether the command changes with what is chosen (`{+}`, `{+n}`, `{+1}`): only then does
    /// choosing run it again.
    package var usesChosenItems: Bool {
        parts.contains {
            switch $0 {
            case .chosenItems, .chosenIndexes, .chosenFields: true
            default: false
            }
        }
    }

    /// The shell command for `item`, input line `index`, its fields split as `fields` says;
    /// `query` for `{q}`, and `chosen` (index and bytes of each chosen item, in the order they
    /// are printed) for `{+}`, the current item standing in when none is chosen, as in fzf.
    /// Bytes that are not UTF-8 reach the command as U+FFFD.
    package func command(
        item: [UInt8], index: Int, fields: LineFields, query: String = "", chosen: [(index: Int, bytes: [UInt8])] = []
    ) -> String {
        let each = chosen.isEmpty ? [(index: index, bytes: item)] : chosen
        var command = ""
        for part in parts {
            switch part {
            case .text(let text): command += text
            case .item: command += Self.quoted(String(decoding: item, as: UTF8.self))
            case .index: command += String(index)
            case .fields(let ranges): command += Self.quotedFields(ranges, of: item, fields)
            case .query: command += Self.quoted(query)
            case .chosenItems: command += each.map { Self.quoted(String(decoding: $0.bytes, as: UTF8.self)) }.joined(separator: " ")
            case .chosenIndexes: command += each.map { String($0.index) }.joined(separator: " ")
            case .chosenFields(let ranges): command += each.map { Self.quotedFields(ranges, of: $0.bytes, fields) }.joined(separator: " ")
            }
        }
        return command
    }

    /// `ranges` of `item`, joined, without their last delimiter, quoted.
    private static func quotedFields(_ ranges: [FieldRange], of item: [UInt8], _ fields: LineFields) -> String {
        let bytes = fields.strippingLastDelimiter(fields.joined(ranges, of: item))
        return quoted(String(decoding: trimmedWhitespace(bytes, fields), as: UTF8.self))
    }

    /// With AWK-style fields, fzf also trims the whitespace before a field.
    private static func trimmedWhitespace(_ bytes: [UInt8], _ fields: LineFields) -> [UInt8] {
        guard case .whitespace = fields.delimiter else { return bytes }
        return Array(bytes.drop { $0 == 0x20 || $0 == 0x09 })
    }

    /// `text` as one word for `sh`: in single quotes, each `'` written as `'\''`.
    package static func quoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}

/// Where the preview pane sits and how big it is (`--preview-window right|bottom[,SIZE][,hidden]`,
/// fzf's spelling): beside the list on the right or under it, SIZE columns or rows, or a share
/// of the area (`50%`), and whether it starts hidden.
///
/// ```swift
/// try PreviewLayout(parsing: "bottom,10,hidden")   // 10 rows under the list, hidden at first
/// PreviewLayout().cells(of: 80)                    // 40: right, 50% by default
/// ```
package struct PreviewLayout: Equatable, Sendable {
    package enum Position: String, Equatable, Sendable {
        case right, bottom
    }

    package enum Size: Equatable, Sendable {
        /// Columns (right) or rows (bottom).
        case cells(Int)
        /// A share of the area's width (right) or height (bottom), 0–100.
        case percent(Int)
    }

    package var position: Position
    package var size: Size
    package var hidden: Bool

    package init(position: Position = .right, size: Size = .percent(50), hidden: Bool = false) {
        self.position = position
        self.size = size
        self.hidden = hidden
    }

    /// `--preview-window`'s value: comma-separated words in any order; throws a one-line reason
    /// naming the word it cannot read.
    package init(parsing text: String) throws(LineFields.Unreadable) {
        self.init()
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            if let position = Position(rawValue: String(word)) {
                self.position = position
            } else if word == "hidden" {
                hidden = true
            } else if word.hasSuffix("%"), let share = Int(word.dropLast()), (0...100).contains(share) {
                size = .percent(share)
            } else if let cells = Int(word), cells >= 0 {
                size = .cells(cells)
            } else {
                throw LineFields.Unreadable(
                    "'\(word)' is not right, bottom, a size (columns or rows, or N%) or hidden")
            }
        }
    }

    /// The pane's columns (right) or rows (bottom) out of `total`.
    package func cells(of total: Int) -> Int {
        switch size {
        case .cells(let cells): min(cells, total)
        case .percent(let share): total * share / 100
        }
    }
}
