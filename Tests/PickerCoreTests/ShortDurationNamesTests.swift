import Foundation
@testable import PickerCore
import Testing

/// The countdown's unit names read from ICU's unit data are, text for text, what ICU's own
/// measure formatter (through Foundation's duration style) writes: over every locale ICU has,
/// so each parent chain (`%%Parent`, a cut identifier, `root`), plural form and numbering system
/// is met at least once.
@Suite("Short duration names")
struct ShortDurationNamesTests {
    @Test("every locale's hours and minutes are ICU's formatter's text")
    func everyLocaleMatchesTheFormatter() {
        var compared = 0
        for identifier in Locale.availableIdentifiers {
            let locale = Locale(identifier: identifier)
            guard let names = ShortDurationNames(locale: locale) else { continue }
            compared += 1
            #expect(names.texts(.hour, count: 24) == CountdownTitles.formatted(.hours, count: 24, seconds: 3600, locale: locale),
                    "\(identifier)")
            #expect(names.texts(.minute, count: 60) == CountdownTitles.formatted(.minutes, count: 60, seconds: 60, locale: locale),
                    "\(identifier)")
        }
        #if canImport(_FoundationICU)
        #expect(compared > 900)
        #endif
    }

    @Test("keywords choose the digits and keep the names", arguments: [
        "th_TH@numbers=thai", "hi_IN@numbers=deva", "ar_EG@numbers=latn", "ja_JP@calendar=japanese", "zh_Hant_HK",
        "es_MX", "en_GB", "sr_Latn_BA", "pt_PT",
    ])
    func keywordsAndParents(identifier: String) {
        let locale = Locale(identifier: identifier)
        let titles = CountdownTitles(locale: locale)
        #expect(titles.hours == CountdownTitles.formatted(.hours, count: 24, seconds: 3600, locale: locale))
        #expect(titles.minutes == CountdownTitles.formatted(.minutes, count: 60, seconds: 60, locale: locale))
    }

    @Test("a form that names its count in words keeps no digits")
    func dualInWords() throws {
        let names = try #require(ShortDurationNames(locale: Locale(identifier: "he_IL")))
        let hours = names.texts(.hour, count: 3)
        #expect(hours[2] == "שעתיים")
        #expect(hours[1].contains("1"))
    }
}
