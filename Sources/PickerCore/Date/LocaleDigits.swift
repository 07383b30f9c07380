import Foundation
#if canImport(_FoundationICU)
import _FoundationICU
#endif

/// A locale's ten decimal digits as ICU writes them ("0"…"9", "٠"…"٩", "〇"…"九"), read
/// once with one formatted probe, so numbers can be spelled without asking ICU each time.
///
/// The probe is `1234567890` formatted by the locale's integer formatter (no grouping). It
/// is accepted only when ICU wrote exactly ten characters whose digit values are 1, 2, …, 9, 0
/// in that order: then the locale's numbering system is decimal and positional, and any
/// non-negative integer is its digits one by one, zero-padded with the digit zero exactly as
/// `minimumIntegerDigits` pads. Algorithmic systems (hebr, roman, hans spell-out) fail the
/// probe and keep formatting each number with ICU. The digits are ICU's, never a table here.
///
/// ```swift
/// let formatter = NumberFormatter(); formatter.locale = Locale(identifier: "ar_EG")
/// formatter.usesGroupingSeparator = false
/// LocaleDigits(formatter: formatter)?.spell(9, minimumDigits: 2)   // "٠٩"
/// ```
struct LocaleDigits: Sendable {
    /// The digits zero to nine.
    private let digits: [String]

    /// The digits `formatter` writes, or nil when it does not write numbers digit by digit.
    init?(formatter: NumberFormatter) {
        guard let probe = formatter.string(from: NSNumber(value: 1_234_567_890)) else { return nil }
        let characters = Array(probe)
        let expected = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0]
        guard characters.count == expected.count,
              zip(characters, expected).allSatisfy({ $0.wholeNumberValue == $1 })
        else { return nil }
        var digits = Array(repeating: "", count: 10)
        for (character, value) in zip(characters, expected) { digits[value] = String(character) }
        self.digits = digits
    }

    #if canImport(_FoundationICU)
    /// The digits of the numbering system ICU gives `identifier` (its `@numbers=` keyword or the
    /// locale's default), asked of ICU directly: cheaper than a formatter where none is needed
    /// otherwise. Nil for an algorithmic system.
    init?(numberingSystemOf identifier: String) {
        var status = U_ZERO_ERROR
        guard let system = swift_unumsys_open(identifier, &status), status.rawValue <= U_ZERO_ERROR.rawValue else {
            return nil
        }
        defer { swift_unumsys_close(system) }
        guard swift_unumsys_isAlgorithmic(system) == 0, swift_unumsys_getRadix(system) == 10 else { return nil }
        var buffer = [UChar](repeating: 0, count: 32)
        let length = swift_unumsys_getDescription(system, &buffer, Int32(buffer.count), &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue, length > 0 else { return nil }
        let digits = String(decoding: buffer[..<Int(length)], as: UTF16.self).map(String.init)
        guard digits.count == 10 else { return nil }
        self.digits = digits
    }
    #endif

    /// `value` spelled in these digits, at least `minimumDigits` long; nil for a negative
    /// value (its sign and marks are ICU's to place).
    func spell(_ value: Int, minimumDigits: Int) -> String? {
        guard value >= 0 else { return nil }
        let ascii = String(value).utf8
        var text = ""
        for _ in ascii.count ..< max(minimumDigits, ascii.count) { text += digits[0] }
        for byte in ascii { text += digits[Int(byte - UInt8(ascii: "0"))] }
        return text
    }
}
