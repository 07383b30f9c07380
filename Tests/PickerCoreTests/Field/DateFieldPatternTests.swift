import Foundation
import PickerCore
import Testing

/// The segments come from ICU's pattern for the locale, with the literal parts between them;
/// right-to-left locales mirror the line as the bidirectional algorithm shows the pattern.
@Suite("Textual field: segments and the line, per locale (Behaviour 3.1)")
struct DateFieldPatternTests {
    typealias X = FieldFixture

    @Test(
        "A date field is the locale's short numeric date",
        arguments: [
            ("en_US", "11/22/2026", [DateFieldSegment.Kind.month, .day, .year]),
            ("de_DE", "22.11.2026", [.day, .month, .year]),
            ("ja_JP", "2026/11/22", [.year, .month, .day]),
            ("ko_KR", "2026. 11. 22.", [.year, .month, .day]),
            ("en_GB", "22/11/2026", [.day, .month, .year]),
        ])
    func dates(locale: String, text: String, kinds: [DateFieldSegment.Kind]) {
        let field = X.field(.date, locale: locale)
        #expect(field.text == text)
        #expect(field.kinds == kinds)
        #expect(field.focus == .segment(0))
    }

    @Test(
        "A time field follows the locale's clock and puts AM/PM where the locale does",
        arguments: [
            ("en_US", "2:30\u{202F}PM", [DateFieldSegment.Kind.hour, .minute, .dayPeriod]),
            ("de_DE", "14:30", [.hour, .minute]),
            ("ja_JP", "14:30", [.hour, .minute]),
            ("ko_KR", "오후 2:30", [.dayPeriod, .hour, .minute]),
        ])
    func times(locale: String, text: String, kinds: [DateFieldSegment.Kind]) {
        let field = X.field(.time, locale: locale)
        #expect(field.text == text)
        #expect(field.kinds == kinds)
    }

    @Test("Literal parts are runs without a segment: only values can be selected")
    func literals() {
        let runs = X.field(.date, locale: "de_DE").line.runs
        #expect(runs.map(\.text) == ["22", ".", "11", ".", "2026"])
        #expect(runs.map(\.segment) == [0, nil, 1, nil, 2])
    }

    @Test("ar_EG: Arabic digits; the date's parts mirrored (the year on the left), the time kept as one number")
    func arabic() {
        let date = X.field(.date, locale: "ar_EG")
        #expect(date.kinds == [.day, .month, .year])  // reading order, as ICU's `dd‏/MM‏/y`
        #expect(date.line.runs.map(\.text) == ["٢٠٢٦", "/", "١١", "/", "٢٢"])
        #expect(date.line.runs.map(\.segment) == [2, nil, 1, nil, 0])
        let time = X.field(.time, locale: "ar_EG")
        #expect(time.kinds == [.hour, .minute, .dayPeriod])
        #expect(time.text == "م\u{A0}٢:٣٠")  // ICU's no-break space, mirrored
        // No direction controls reach the screen.
        #expect(!date.text.unicodeScalars.contains { $0.value == 0x200F })
    }

    @Test("he_IL: a date of Western digits joined by dots stays one left-to-right number")
    func hebrew() {
        #expect(X.field(.date, locale: "he_IL").text == "22.11.2026")
    }

    @Test("he_IL, Hebrew calendar: the prefix ב stays before the month's name, the parts mirrored")
    func hebrewCalendarPrefix() {
        let field = X.field(.date, locale: "he_IL", calendar: .hebrew)
        #expect(field.text == "5787 בכסלו 12")
        #expect(field.line.runs.map(\.text) == ["5787", " ", "ב", "כסלו", " ", "12"])
        #expect(field.line.runs.map(\.segment) == [2, nil, nil, 1, nil, 0])
    }

    @Test("month is the locale's numeric month and year; a countdown its short units")
    func monthAndCountdown() {
        #expect(X.field(.yearAndMonth, locale: "en_US").text == "11/2026")
        #expect(X.field(.yearAndMonth, locale: "de_DE").text == "11.2026")
        let countdown = X.field(.countDownTimer, duration: 4500, locale: "en_US")
        #expect(countdown.kinds == [.countdownHours, .countdownMinutes])
        #expect(countdown.text == "1 hr, 15 min")
    }

    @Test("Elements: seconds, the era, the zone's short name (NSDatePicker's datePickerElements)")
    func elements() {
        #expect(X.field(.time, locale: "de_DE", elements: [.seconds]).text == "14:30:00")
        let era = X.field(.date, locale: "en_US", elements: [.era])
        #expect(era.kinds.contains(.era))
        #expect(era.text.contains("AD"))
        let zoned = X.field(.time, locale: "de_DE", zone: DateFixture.berlin, elements: [.timeZone])
        #expect(zoned.text == "15:30 Berlin MEZ")
        #expect(zoned.kinds == [.hour, .minute, .timeZone])
    }

    @Test("The japanese calendar's pattern brings its era segment")
    func japaneseEra() {
        let field = X.field(.date, locale: "ja_JP", calendar: .japanese)
        #expect(field.kinds.first == .era)
        #expect(field.text.hasSuffix("8/11/22"))
    }
}
