import Foundation
import ProcessState
#if canImport(_FoundationICU)
import _FoundationICU
#endif

/// ICU's message format and list patterns for the chrome's words (Behaviour 6.1): a count put
/// into a pattern takes the language's plural form and digits (`٣` in Arabic, `৩` in Bengali),
/// and a list is joined as CLDR says ("A, B und C").
///
/// Foundation has no API for either on Linux, but carries ICU as the `_FoundationICU` module;
/// where that module is absent, counts are written with ASCII digits into the pattern's
/// `other` form and lists joined with commas.
///
/// ```swift
/// MessagePattern.format("at most {0, number} can be chosen", language: "en", values: [.count(3)])
/// // "at most 3 can be chosen"
/// ```
package enum MessagePattern {
    /// `pattern` with `values` in its placeholders: counts formatted by ICU, texts put in as
    /// they are (after formatting, so a text's braces or apostrophes are never read as pattern).
    package static func format(_ pattern: String, language: String, values: [PromptStrings.Value]) -> String {
        guard !values.isEmpty else { return pattern }
        var pattern = pattern
        var texts: [(marker: String, text: String)] = []
        for (index, value) in values.enumerated() {
            guard case .text(let text) = value else { continue }
            let marker = "\u{F8F0}\(index)\u{F8F1}"
            pattern = pattern.replacingOccurrences(of: "{\(index)}", with: marker)
            texts.append((marker, text))
        }
        let numbers = values.map { value -> Double in
            if case .count(let count) = value { Double(count) } else { 0 }
        }
        var result = formatCounts(pattern, language: language, numbers: numbers)
        for (marker, text) in texts { result = result.replacingOccurrences(of: marker, with: text) }
        return result
    }

    /// `items` joined by the language's "and" list pattern.
    package static func list(_ items: [String], language: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        #if canImport(_FoundationICU)
        var status = U_ZERO_ERROR
        guard let formatter = swift_ulistfmt_openForType(icuLocale(language), ULISTFMT_TYPE_AND, ULISTFMT_WIDTH_WIDE, &status),
              status.rawValue <= U_ZERO_ERROR.rawValue
        else { return items.joined(separator: ", ") }
        defer { swift_ulistfmt_close(formatter) }
        let units = items.map { Array($0.utf16) }
        let lengths = units.map { Int32($0.count) }
        var buffer = [UChar](repeating: 0, count: units.reduce(64) { $0 + $1.count + 16 })
        let length = withPointers(units) { pointers in
            swift_ulistfmt_format(formatter, pointers, lengths, Int32(units.count), &buffer, Int32(buffer.count), &status)
        }
        guard status.rawValue <= U_ZERO_ERROR.rawValue, length >= 0, Int(length) <= buffer.count else {
            return items.joined(separator: ", ")
        }
        return String(decoding: buffer[..<Int(length)], as: UTF16.self)
        #else
        return items.joined(separator: ", ")
        #endif
    }

    /// "today" in `language`, as CLDR's relative day names write it in running text (`heute`,
    /// `aujourd’hui`, `今日`); nil where ICU cannot be asked.
    package static func today(language: String) -> String? {
        #if canImport(_FoundationICU)
        var status = U_ZERO_ERROR
        guard let formatter = swift_ureldatefmt_open(icuLocale(language), nil, UDAT_STYLE_LONG, UDISPCTX_CAPITALIZATION_NONE, &status),
              status.rawValue <= U_ZERO_ERROR.rawValue
        else { return nil }
        defer { swift_ureldatefmt_close(formatter) }
        var buffer = [UChar](repeating: 0, count: 64)
        let length = swift_ureldatefmt_format(formatter, 0, UDAT_REL_UNIT_DAY, &buffer, Int32(buffer.count), &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue, length > 0, Int(length) <= buffer.count else { return nil }
        return String(decoding: buffer[..<Int(length)], as: UTF16.self)
        #else
        return nil
        #endif
    }

    #if canImport(_FoundationICU)
    /// ICU's name for a table key (`zh-Hans` is `zh_Hans`).
    private static func icuLocale(_ language: String) -> String {
        language.replacingOccurrences(of: "-", with: "_")
    }

    /// Calls `body` with C pointers to each of `units`, kept alive for the call.
    private static func withPointers<Result>(
        _ units: [[UChar]], _ body: ([UnsafePointer<UChar>?]) -> Result
    ) -> Result {
        var pointers: [UnsafePointer<UChar>?] = []
        func next(_ index: Int) -> Result {
            guard index < units.count else { return body(pointers) }
            return units[index].withUnsafeBufferPointer { buffer in
                pointers.append(buffer.baseAddress)
                return next(index + 1)
            }
        }
        return next(0)
    }
    #endif

    /// Patterns formatted so far (``ProcessCaches/messageTexts``): a word drawn every frame
    /// comes back with the same counts until the person changes them. Keyed by a string of the
    /// pattern, language and counts: the first dictionary of a new key type costs the Swift
    /// runtime a scan of every protocol conformance in the binary.
    private static let texts = Locked([String: String]())

    /// `pattern`'s count arguments formatted by ICU, or the answer kept from the last time.
    private static func formatCounts(_ pattern: String, language: String, numbers: [Double]) -> String {
        if let plain = plainDigits(pattern, language: language, numbers: numbers) { return plain }
        var formatting = language + "\u{0}" + pattern
        for number in numbers { formatting += "\u{0}\(Int(number))" }
        if let known = texts.withLock({ $0[formatting] }) { return known }
        let text = formatCountsWithICU(pattern, language: language, numbers: numbers)
        texts.withLock { texts in
            if texts.count >= ProcessCaches.messageTexts.limit { texts.removeAll() }
            texts[formatting] = text
        }
        return text
    }

    /// `pattern` with each `{n, number}` written in decimal digits, where that is what ICU
    /// writes: a pattern whose only arguments are plain numbers (no plural, no quoting), counts
    /// from 0 to 999 (no grouping separator), in a language whose numbers ICU writes in ASCII
    /// digits. Nil otherwise, and ICU formats it.
    ///
    /// A choose-many header is such a pattern, and it is in the first frame: opening ICU's
    /// message format there loads its number and plural data before anything is drawn.
    package static func plainDigits(_ pattern: String, language: String, numbers: [Double]) -> String? {
        guard asciiDigitLanguages.contains(language),
              numbers.allSatisfy({ $0 >= 0 && $0 < 1_000 && $0.rounded() == $0 })
        else { return nil }
        // Read as bytes: the generic Substring and Character paths resolve their witnesses at
        // run time on first use, which a first frame would pay.
        let bytes = Array(pattern.utf8)
        let number = Array(", number}".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte != UInt8(ascii: "'") else { return nil }
            guard byte == UInt8(ascii: "{") else {
                result.append(byte)
                index += 1
                continue
            }
            var argument = 0
            var end = index + 1
            while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9"), end - index < 4 {
                argument = argument * 10 + Int(bytes[end] - UInt8(ascii: "0"))
                end += 1
            }
            guard end > index + 1, numbers.indices.contains(argument), bytes.count - end >= number.count,
                  Array(bytes[end..<end + number.count]) == number
            else { return nil }
            result.append(contentsOf: String(Int(numbers[argument])).utf8)
            index = end + number.count
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The chrome's languages whose numbers ICU writes in ASCII digits (CLDR's default
    /// numbering system `latn`); Persian writes its own, and Arabic and Bengali are left to ICU,
    /// whose choice for them has changed between CLDR versions. A test compares this with ICU.
    package static let asciiDigitLanguages: Set<String> = [
        "en", "zh-Hans", "zh-Hant", "es", "hi", "pt", "ru", "ja", "de", "fr", "ko", "it", "tr", "vi", "pl", "nl", "id",
        "he", "th", "uk", "sv",
    ]

    /// `pattern`'s count arguments formatted by ICU's message format (each argument a double,
    /// as the format reads a plural or number argument).
    package static func formatCountsWithICU(_ pattern: String, language: String, numbers: [Double]) -> String {
        #if canImport(_FoundationICU)
        var status = U_ZERO_ERROR
        var parseError = UParseError()
        let units = Array(pattern.utf16)
        guard let format = swift_umsg_open(units, Int32(units.count), icuLocale(language), &parseError, &status),
              status.rawValue <= U_ZERO_ERROR.rawValue
        else { return fallback(pattern, numbers: numbers) }
        defer { swift_umsg_close(format) }
        var buffer = [UChar](repeating: 0, count: units.count * 2 + 64)
        let length = withVaList(numbers) { arguments in
            swift_umsg_vformat(format, &buffer, Int32(buffer.count), arguments, &status)
        }
        guard status.rawValue <= U_ZERO_ERROR.rawValue, length >= 0, Int(length) <= buffer.count else {
            return fallback(pattern, numbers: numbers)
        }
        return String(decoding: buffer[..<Int(length)], as: UTF16.self)
        #else
        return fallback(pattern, numbers: numbers)
        #endif
    }

    /// Without ICU: each `{n, number}` as ASCII digits, each plural its `other` form.
    private static func fallback(_ pattern: String, numbers: [Double]) -> String {
        var result = pattern
        for (index, number) in numbers.enumerated() {
            let digits = String(Int(number))
            result = result.replacingOccurrences(of: "{\(index), number}", with: digits)
            let head = "{\(index), plural,"
            while let start = result.range(of: head) {
                guard let other = result.range(of: "other {", range: start.upperBound..<result.endIndex),
                      let close = result.range(of: "}", range: other.upperBound..<result.endIndex),
                      let end = result.range(of: "}", range: close.upperBound..<result.endIndex)
                else { break }
                let form = result[other.upperBound..<close.lowerBound].replacingOccurrences(of: "#", with: digits)
                result.replaceSubrange(start.lowerBound..<end.upperBound, with: form)
            }
        }
        return result
    }
}
