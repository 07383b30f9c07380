import Foundation

/// How a locale writes and reads the numbers of a ``NumberStepper``: Foundation's (ICU's)
/// number formatting for the value, and the locale's own digits and decimal separator for what
/// is typed (Behaviour 6.8).
///
/// A value is shown as the locale formats it (`1,234.5` in English, `١٬٢٣٤٫٥` in `ar_EG`,
/// `१२३` in `hi_IN@numbers=deva`); typed text is shown in the locale's digits as it is typed.
/// Keys are read both ways: ASCII digits and the locale's, `.` or the locale's separator,
/// `-` or the minus sign.
///
/// ```swift
/// let arabic = NumberText(locale: Locale(identifier: "ar_EG"), fractionDigits: 1)
/// arabic.display(12.5)            // "١٢٫٥"
/// arabic.ascii("٣")               // "3"
/// arabic.display(typed: "-4.2")   // "-٤٫٢"
/// ```
public struct NumberText: Sendable {
    /// The locale whose digits and separators are used.
    public let locale: Locale
    /// The digits after the separator a value is shown with.
    public let fractionDigits: Int
    /// The locale's decimal separator (`.`, `,`, `٫`).
    public let decimalSeparator: String
    /// The locale's ten digits, zero first; ASCII where the locale's system is not decimal.
    private let digits: [String]

    /// The writing of numbers in `locale`, values having `fractionDigits` after the separator.
    public init(locale: Locale, fractionDigits: Int) {
        self.locale = locale
        self.fractionDigits = fractionDigits
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        decimalSeparator = formatter.decimalSeparator ?? "."
        formatter.numberStyle = .none
        formatter.usesGroupingSeparator = false
        let native = LocaleDigits(formatter: formatter)
        digits = (0...9).map { native?.spell($0, minimumDigits: 1) ?? String($0) }
    }

    /// `value` as the locale formats it, with grouping and exactly ``fractionDigits`` digits
    /// after the separator.
    public func display(_ value: Decimal) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = fractionDigits
        formatter.maximumFractionDigits = fractionDigits
        return formatter.string(from: NSDecimalNumber(decimal: value)) ?? NumberStepper.plain(value, fractionDigits: fractionDigits)
    }

    /// ASCII typed text (`-4.2`) in the locale's digits and separator.
    public func display(typed: String) -> String {
        typed.map { character -> String in
            if let digit = character.wholeNumberValue, character.isASCII { return digits[digit] }
            return character == "." ? decimalSeparator : String(character)
        }.joined()
    }

    /// The ASCII character a typed `character` stands for: a digit of any script is its ASCII
    /// digit, the locale's separator (and `.`) is `.`, a minus sign (`-`, `−`) is `-`; nil for
    /// anything else.
    public func ascii(_ character: Character) -> Character? {
        if let digit = character.wholeNumberValue, character.isNumber, (0...9).contains(digit),
           character.unicodeScalars.count == 1, character.unicodeScalars.first?.properties.numericType == .decimal
        {
            return Character(String(digit))
        }
        if String(character) == decimalSeparator || character == "." { return "." }
        if character == "-" || character == "−" { return "-" }
        return nil
    }
}
