import Foundation
import PickerCore
import Testing

/// Numbers spelled from the locale's ten digits (read once from ICU) are exactly what ICU's
/// integer formatter writes, in decimal numbering systems of several scripts and in an
/// algorithmic one (Hebrew numerals), which keeps ICU formatting each number.
@Suite("Locale digits")
struct LocaleDigitsTests {
    @Test("a layout's numbers are ICU's, digit for digit", arguments: [
        "en_US", "ar_EG", "fa_IR", "hi_IN@numbers=deva", "bn_BD", "th_TH@numbers=thai", "zh_CN@numbers=hanidec",
        "he_IL@numbers=hebr", "my_MM",
    ])
    func matchesICU(identifier: String) {
        let locale = Locale(identifier: identifier)
        let layout = DatePickerLayout(mode: .time, locale: locale, calendar: Calendar(identifier: .gregorian))
        for minimumDigits in [1, 2] {
            let formatter = NumberFormatter()
            formatter.locale = locale
            formatter.numberStyle = .none
            formatter.usesGroupingSeparator = false
            if minimumDigits > 1 { formatter.minimumIntegerDigits = minimumDigits }
            for value in Array(0 ... 120) + [999, 1_000, 2_026, 5_787, 10_000, 123_456] {
                #expect(layout.number(value, minimumDigits: minimumDigits) == formatter.string(from: NSNumber(value: value)),
                        "\(identifier) \(value) \(minimumDigits)")
            }
        }
    }

    @Test("Arabic digits are Arabic-Indic, zero-padded with their own zero")
    func arabic() {
        let layout = DatePickerLayout(mode: .time, locale: Locale(identifier: "ar_EG"), calendar: Calendar(identifier: .gregorian))
        #expect(layout.number(9, minimumDigits: 2) == "٠٩")
        #expect(layout.number(2026) == "٢٠٢٦")
    }
}
