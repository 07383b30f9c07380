import Foundation
import PickerCore
import Testing

/// Typing into segments (Behaviour 3.1): digits fill a segment and move on once no further digit
/// could fit; letters choose month names and AM/PM by prefix; Backspace clears; invalid values
/// follow the wheels' rules (2.8, 2.6).
@Suite("Textual field: typing")
struct DateFieldTypingTests {
    typealias X = FieldFixture

    @Test("en_US: a whole date typed as on a Mac — 1 waits, 2 moves on, 0 5 moves on, four digits end")
    func typeWholeDate() {
        var field = X.field(.date)
        field.typeKeys("1")
        #expect(field.focus == .segment(0))
        #expect(field.pendingDigits == "1")
        #expect(field.text == "1/22/2026")
        #expect(field.iso == "2026-11-22")  // nothing set until the month is complete
        field.typeKeys("2")
        #expect(field.focus == .segment(1))
        #expect(field.text == "12/22/2026")
        field.typeKeys("05")
        #expect(field.focus == .segment(2))
        field.typeKeys("2027")
        #expect(field.focus == .end)
        #expect(field.text == "12/05/2027")
        #expect(field.iso == "2027-12-05")
    }

    @Test("A digit that leaves no room for another moves on at once: 2 in a month, 4 in a day")
    func moveOnAtOnce() {
        var field = X.field(.date)
        field.typeKeys("2")
        #expect(field.focus == .segment(1))
        #expect(field.iso == "2026-02-22")
        field.typeKeys("4")
        #expect(field.focus == .segment(2))
        #expect(field.iso == "2026-02-04")
    }

    @Test("A year left after one or two digits is the nearest year ending in them: 27 is 2027, 99 is 1999")
    func shortYears() {
        var field = X.field(.date, locale: "de_DE")
        field.run(.focus(segment: 2))
        field.typeKeys("27")
        field.apply(.commit)
        #expect(field.iso == "2027-11-22")
        field.typeKeys("99")
        field.apply(.tab(forward: true))
        #expect(field.iso == "1999-11-22")
        field.run(.focus(segment: 2))
        field.typeKeys("2126")
        #expect(field.iso == "2126-11-22")  // four digits are the year as typed
    }

    @Test("A waiting digit is set when the focus moves on (Tab or an arrow) or the value is read")
    func pendingCommits() {
        var field = X.field(.date)
        field.typeKeys("1")
        field.apply(.tab(forward: true))
        #expect(field.text == "01/22/2026")
        field.typeKeys("3")
        #expect(field.pendingDigits == "3")
        field.apply(.commit)
        #expect(field.iso == "2026-01-03")
    }

    @Test("de_DE: 31 typed in November settles on the 30th; February then settles on the 28th (Behaviour 2.8)")
    func germanMonthEnd() {
        var field = X.field(.date, locale: "de_DE")
        field.typeKeys("31")
        #expect(field.iso == "2026-11-30")
        #expect(field.focus == .segment(1))
        field.typeKeys("02")
        #expect(field.text == "28.02.2026")
    }

    @Test("ja_JP: year first; 2024 then 2 (February) then 31 settles on the leap day")
    func japaneseYearFirst() {
        var field = X.field(.date, locale: "ja_JP")
        field.typeKeys("2024")
        #expect(field.focus == .segment(1))
        field.typeKeys("2")
        #expect(field.focus == .segment(2))
        field.typeKeys("31")
        #expect(field.text == "2024/02/29")
        #expect(field.focus == .end)
    }

    @Test("ko_KR: AM/PM first, chosen by its first letters; 12 then 45")
    func koreanTime() {
        var field = X.field(.time, locale: "ko_KR")
        field.typeKeys("오전")
        #expect(field.text == "오전 2:30")
        field.typeKeys("후")  // 오 then 후: "오후"... no name begins "오전후", so 후 alone is tried, and fails
        #expect(field.text == "오전 2:30")
        field.apply(.tab(forward: true))
        field.typeKeys("12")
        #expect(field.text == "오전 12:30")
        #expect(field.iso == "00:30")
        field.typeKeys("45")
        #expect(field.iso == "00:45")
        field.apply(.focus(segment: 0))
        field.typeKeys("오후")
        #expect(field.iso == "12:45")
    }

    @Test("en_US, a 12-hour field: 1 7 4 5 is 5:45 PM, 2 3 is 11 PM, 2 then 5 is 2:5… (issue 25: 13–23 are the afternoon)")
    func afternoonHours() {
        var field = X.field(.time, date: "2026-11-22T09:30:00Z")
        field.typeKeys("1745")
        #expect(field.iso == "17:45")
        #expect(field.text == "5:45\u{202F}PM")
        var late = X.field(.time, date: "2026-11-22T09:30:00Z")
        late.typeKeys("2300")
        #expect(late.iso == "23:00")
        var two = X.field(.time, date: "2026-11-22T09:30:00Z")
        two.typeKeys("250")
        #expect(two.iso == "02:50")
        var evening = X.field(.time, date: "2026-11-22T21:30:00Z")
        evening.typeKeys("0945")
        #expect(evening.iso == "21:45")
    }

    @Test("ar_EG: Arabic digits type as well as ASCII ones; ص chooses AM")
    func arabicDigits() {
        var field = X.field(.time, locale: "ar_EG")
        field.typeKeys("٣")
        #expect(field.focus == .segment(1))
        field.typeKeys("٠٥")
        #expect(field.focus == .segment(2))
        #expect(field.iso == "15:05")
        field.typeKeys("ص")
        #expect(field.iso == "03:05")
        #expect(field.text == "ص\u{A0}٣:٠٥")
    }

    @Test("en_US: a and p choose AM and PM, in either case")
    func dayPeriodLetters() {
        var field = X.field(.time)
        field.apply(.focus(segment: 2))
        field.typeKeys("A")
        #expect(field.iso == "02:30")
        field.typeKeys("p")
        #expect(field.iso == "14:30")
    }

    @Test(
        "Month names by prefix, case- and diacritic-insensitive, in the locale's language",
        arguments: [
            ("en_US", "n", "2026-11-22"), ("en_US", "JU", "2026-06-22"), ("en_US", "jul", "2026-07-22"),
            ("de_DE", "mar", "2026-03-22"), ("de_DE", "mai", "2026-05-22"), ("fr_FR", "fev", "2026-02-22"),
        ])
    func monthNames(locale: String, typed: String, iso: String) {
        var field = X.field(.date, locale: locale)
        let month = field.kinds.firstIndex(of: .month) ?? 0
        field.apply(.focus(segment: month))
        field.typeKeys(typed)
        #expect(field.iso == iso)
    }

    @Test("25 in a 24-hour hour settles at 23; 9 in a minute moves on at once (90 cannot be a minute)")
    func outOfRange() {
        var field = X.field(.time, locale: "de_DE")
        field.typeKeys("25")
        #expect(field.iso == "23:30")
        #expect(field.focus == .segment(1))
        field.typeKeys("9")
        #expect(field.iso == "23:09")
        #expect(field.focus == .end)
    }

    @Test("Backspace clears to the locale's placeholder; typing starts fresh; leaving it shows the value again")
    func clearing() {
        var english = X.field(.date)
        english.apply(.clear)
        #expect(english.text == "mm/22/2026")
        english.typeKeys("3")
        #expect(english.text == "03/22/2026")
        var german = X.field(.date, locale: "de_DE")
        german.run(.clear, .focusNext, .clear)
        #expect(german.text == "22.mm.2026")  // the day shows again once left
        german.apply(.focusNext)
        german.apply(.clear)
        #expect(german.text == "22.11.jjjj")
        german.typeKeys("1999")
        #expect(german.iso == "1999-11-22")
    }

    @Test("Bounds: a day typed before the minimum settles at it, a year past the maximum at the maximum (Behaviour 2.6)")
    func typedBounds() {
        var field = X.field(.date, minimum: "2026-11-10T00:00:00Z", maximum: "2026-11-25T00:00:00Z")
        field.apply(.focus(segment: 1))
        field.typeKeys("05")
        #expect(field.iso == "2026-11-10")
        field.typeKeys("2030")
        #expect(field.iso == "2026-11-25")
    }

    @Test("Minute interval 15: 37 typed rounds down to 30 (Behaviour 2.7)")
    func typedInterval() {
        var field = X.field(.time, interval: 15, locale: "de_DE")
        field.apply(.focus(segment: 1))
        field.typeKeys("37")
        #expect(field.iso == "14:30")
    }

    @Test("Countdown: hours then minutes; zero settles on one interval (Behaviour 2.9)")
    func countdown() {
        var field = X.field(.countDownTimer, interval: 5, duration: 4500)
        field.typeKeys("23")
        #expect(field.focus == .segment(1))
        field.typeKeys("07")
        #expect(field.state.countDownDuration == TimeInterval(23 * 3600 + 5 * 60))
        field.run(.focus(segment: 0))
        field.typeKeys("0")
        field.apply(.focus(segment: 1))
        field.typeKeys("00")
        #expect(field.state.countDownDuration == 300)
        #expect(field.text == "0 hr, 5 min")
    }

    @Test("--seconds: the seconds segment takes digits and the value keeps them")
    func seconds() {
        var field = X.field(.time, locale: "de_DE", elements: [.seconds])
        field.apply(.focus(segment: 2))
        field.typeKeys("45")
        #expect(field.iso == "14:30:45")
        #expect(field.text == "14:30:45")
    }
}
