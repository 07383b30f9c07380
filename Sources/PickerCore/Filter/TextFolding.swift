import Foundation

/// Folds text for filtering: case- and diacritic-insensitive, by a locale's rules (Behaviour 5.3),
/// one Unicode scalar at a time so that a line's folded bytes can be searched in place and
/// every folded scalar still knows which scalar of the line it came from (for highlighting).
///
/// ASCII is folded through the same 128-entry table type-ahead uses (filled once per locale
/// by Foundation's own folding, so Turkish dotless i still follows the locale); any other
/// scalar is folded by Foundation once and remembered, so a million lines of CJK or Arabic
/// text ask Foundation about each distinct scalar once, not about each line.
///
/// ```swift
/// var folding = TextFolding(locale: nil)
/// String(decoding: folding.folded("Zürich"), as: UTF8.self)   // "zurich"
/// folding.foldedScalars(of: "Éa").units                       // ["e", "a"] as scalar values
/// ```
public struct TextFolding: Sendable {
    /// The locale whose folding rules apply; nil for the root rules.
    public let locale: Locale?
    /// Folded byte per ASCII byte, or 0 where folding does not give a single ASCII byte.
    let asciiTable: [UInt8]
    /// The folded UTF-8 of every non-ASCII scalar met so far.
    private var scalarCache: [UInt32: [UInt8]] = [:]

    /// Folding by `locale`'s rules (the root rules when nil).
    public init(locale: Locale?) {
        self.locale = locale
        asciiTable = FoldingTables.shared.table(for: locale)
    }

    /// `text` folded, as UTF-8.
    public mutating func folded(_ text: String) -> [UInt8] {
        var result: [UInt8] = []
        var copy = text
        copy.withUTF8 { _ = append(folding: $0, to: &result) }
        return result
    }

    /// Appends the folding of the UTF-8 `bytes` to `output` (invalid UTF-8 reads as U+FFFD).
    /// - Returns: true when `bytes` were all ASCII and each folded to one byte, so positions
    ///   in the folded bytes are positions in `bytes`.
    @discardableResult
    public mutating func append(folding bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) -> Bool {
        let start = output.count
        for byte in bytes {
            let folded = byte < 0x80 ? asciiTable[Int(byte)] : 0
            guard folded != 0 else {
                output.removeSubrange(start...)
                appendSlowly(bytes, to: &output)
                return false
            }
            output.append(folded)
        }
        return true
    }

    /// The folded scalars of `title` and, for each, the index of the scalar of `title` it
    /// came from: what highlighting maps matched positions back with.
    public mutating func foldedScalars(of title: String) -> (units: [UInt32], origins: [Int]) {
        var units: [UInt32] = []
        var origins: [Int] = []
        for (index, scalar) in title.unicodeScalars.enumerated() {
            for folded in String(decoding: foldedBytes(of: scalar), as: UTF8.self).unicodeScalars {
                units.append(folded.value)
                origins.append(index)
            }
        }
        return (units, origins)
    }

    private mutating func appendSlowly(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            output.append(contentsOf: foldedBytes(of: scalar))
        }
    }

    private mutating func foldedBytes(of scalar: Unicode.Scalar) -> [UInt8] {
        if scalar.value < 0x80, asciiTable[Int(scalar.value)] != 0 { return [asciiTable[Int(scalar.value)]] }
        if let cached = scalarCache[scalar.value] { return cached }
        // A combining mark folded alone is kept by Foundation (it only drops marks from the
        // letter they sit on), so one folded scalar by scalar is dropped here: vowel marks of
        // Arabic and Hebrew, or the accent of a decomposed é, as in a whole string.
        let isMark = scalar.properties.generalCategory == .nonspacingMark
        let folded = isMark ? [] : Array(String(Character(scalar)).folding(options: TypeAheadMatcher.options, locale: locale).utf8)
        scalarCache[scalar.value] = folded
        return folded
    }
}
