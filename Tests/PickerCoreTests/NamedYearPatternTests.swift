import Foundation
@testable import PickerCore
import Testing

/// The year part of ICU's year-and-month pattern names a chinese or dangi year on the wheels
/// and the field (issue 25, point 6): the month goes with the words that belong to it, so no
/// stray "tháng" ("month") or "de" stays beside the year.
@Suite("Named years: the year part of a year-and-month pattern")
struct NamedYearPatternTests {
    /// Every distinct year-and-month pattern ICU 76 gives the chinese and dangi calendars (in
    /// 581 locales), with the year part the wheels show.
    @Test("each of ICU's patterns keeps the year and drops the month's words", arguments: [
        ("r(U) MMMM", "r(U)"), ("MMMM r(U)", "r(U)"), ("MMMM U", "U"), ("rU年MMMM", "rU年"),
        ("r년(U년) MMMM", "r년(U년)"), ("U年MMMM", "U年"), ("MMMM r (U)", "r (U)"), ("MMMM 'de' U", "U"),
        ("MMMM 'de' 'su' r (U)", "r (U)"), ("M-r", "r"), ("LLLL r(U)", "r(U)"), ("LLLL U", "U"),
        ("'tháng' M 'năm' U r", "'năm' U r"),
    ])
    func yearPart(pattern: String, year: String) {
        #expect(DateSkeleton.yearPart(ofYearMonthPattern: pattern) == year)
    }

    @Test("no locale's named year keeps a word of the month", arguments: [Calendar.Identifier.chinese, .dangi])
    func everyLocale(calendar: Calendar.Identifier) {
        for identifier in Locale.availableIdentifiers where !identifier.contains("_") {
            let locale = Locale(identifier: identifier + "@calendar=" + (calendar == .dangi ? "dangi" : "chinese"))
            let pattern = DateSkeleton.pattern(DateSkeleton.yearAndMonth, locale: locale)
            let year = DateSkeleton.yearPart(ofYearMonthPattern: pattern)
            #expect(!year.contains("M") && !year.contains("L"), "\(identifier): \(pattern) → \(year)")
            // A quoted word is kept only where it comes after the month and labels the year.
            if year.contains("'") {
                #expect(pattern.range(of: year).map { pattern[..<$0.lowerBound].contains("M") } ?? false,
                        "\(identifier): \(pattern) → \(year)")
            }
        }
    }

    @Test("the year wheel names the year without the month's words", arguments: [
        ("vi_VN", Calendar.Identifier.chinese, "năm Bính Ngọ 2026"), ("vi_VN", .dangi, "năm Bính Ngọ 2026"),
        ("pt_BR", .chinese, "bing-wu"), ("sc_IT", .chinese, "2026 (bing-wu)"), ("es_ES", .chinese, "2026"),
        ("en_US", .chinese, "2026(bing-wu)"), ("zh_CN", .chinese, "2026丙午年"), ("ko_KR", .dangi, "2026년(병오년)"),
    ])
    func wheelYear(locale: String, calendar: Calendar.Identifier, year: String) {
        let picker = DateFixture.picker(.date, date: DateFixture.instant("2026-11-22T12:00:00Z"), locale: locale,
                                        calendar: calendar)
        #expect(picker.selectedTitles[picker.component(.year)] == year)
    }
}
