import Foundation
import PickerCore

/// Reading fzf's field options as `pick choose` takes them: `--delimiter STR`, field index
/// expressions (`--with-nth 2..`, `--nth 1,-1`) and `--accept-nth` (expressions, or a template
/// such as `{1} {n}`).
///
/// ```swift
/// try FieldRange.list(parsing: "1,3..")          // [FieldRange(single: 1), FieldRange(3, nil)]
/// LineFields.Delimiter(parsing: ":")             // .text(":"): no pattern characters
/// try FieldTemplate(parsing: "{2} {n}")          // the 2nd field, a space, the row's index
/// ```
extension LineFields {
    /// Why a field option's value cannot be read: one line, after the flag's name.
    package struct Unreadable: Error, Equatable, CustomStringConvertible {
        package let description: String

        package init(_ description: String) {
            self.description = description
        }
    }
}

extension LineFields.Delimiter {
    /// fzf's reading of `--delimiter`: `\t` is a tab; a value without any of a regular
    /// expression's special characters (`\.+*?()|[]{}^$`), or one that is not a valid
    /// expression, is a text; anything else is a pattern.
    package init(parsing value: String) {
        let text = value.replacingTabEscapes()
        let special: Set<Character> = ["\\", ".", "+", "*", "?", "(", ")", "|", "[", "]", "{", "}", "^", "$"]
        guard text.contains(where: special.contains), let pattern = try? FieldPattern(text) else {
            self = .text(Array(text.utf8))
            return
        }
        self = .pattern(pattern)
    }
}

extension String {
    /// The text with each `\t` written out as a tab (fzf's special case in `--delimiter`).
    fileprivate func replacingTabEscapes() -> String {
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: "\\t") {
            result += rest[..<range.lowerBound]
            result += "\t"
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

extension FieldRange {
    /// One field index expression: `2`, `-1`, `2..`, `..3`, `2..4`, `..`. Zero is no field.
    package init(parsing text: Substring) throws(LineFields.Unreadable) {
        let problem = LineFields.Unreadable(
            "'\(text)' is not a field index expression (a field from 1, -1 for the last, or a range such as 2.., ..3, 2..4)")
        func index(_ digits: Substring) throws(LineFields.Unreadable) -> Int {
            guard let number = Int(digits), number != 0 else { throw problem }
            return number
        }
        if text == ".." {
            self.init(nil, nil)
        } else if let dots = text.range(of: "..") {
            let first = text[..<dots.lowerBound]
            let last = text[dots.upperBound...]
            if last.contains(".") { throw problem }
            self.init(first.isEmpty ? nil : try index(first), last.isEmpty ? nil : try index(last))
        } else {
            self.init(single: try index(text))
        }
    }

    /// A comma-separated list of field index expressions (`--with-nth 1,3..`).
    package static func list(parsing text: String) throws(LineFields.Unreadable) -> [FieldRange] {
        var ranges: [FieldRange] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            ranges.append(try FieldRange(parsing: part))
        }
        return ranges
    }
}

extension FieldTemplate {
    /// `--accept-nth`'s value: field index expressions (`1,3`), printed joined without their
    /// last delimiter; or, when it has braces, a template whose `{…}` are expressions or `{n}`
    /// (the row's index from 0) and whose other text is printed as it is.
    package init(parsing text: String) throws(LineFields.Unreadable) {
        guard text.contains("{") else {
            self.init(parts: [.fields(try FieldRange.list(parsing: text))])
            return
        }
        var parts: [Part] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            if open > rest.startIndex { parts.append(.text(Array(rest[..<open].utf8))) }
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw LineFields.Unreadable("'\(text)' has a '{' without its '}'")
            }
            let inside = rest[rest.index(after: open)..<close]
            if inside == "n" {
                parts.append(.index)
            } else {
                var ranges: [FieldRange] = []
                for part in inside.split(separator: ",", omittingEmptySubsequences: false) {
                    ranges.append(try FieldRange(parsing: part))
                }
                parts.append(.fields(ranges))
            }
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(Array(rest.utf8))) }
        self.init(parts: parts)
    }
}
