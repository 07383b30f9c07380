import Foundation
@testable import PickerCore
import Testing

/// Behaviour 2.1, 2.4, 2.8, 1.5: the rows of every component, from the calendar.
@Suite("Date picker rows")
struct DateRowsTests {
    typealias F = DateFixture

    @Test("day rows list 1...31 with the days the month lacks disabled (Behaviour 2.8)",
          arguments: [("2026-02-10T12:00:00Z", 28), ("2024-02-10T12:00:00Z", 29), ("2026-04-10T12:00:00Z", 30),
                      ("2026-01-10T12:00:00Z", 31)])
    func days(date: String, valid: Int) {
        let picker = F.picker(.date, date: F.instant(date))
        let rows = picker.rows(.day)
        #expect(rows.map(\.title) == (1 ... 31).map(String.init))
        #expect(rows.map(\.enabled) == (1 ... 31).map { $0 <= valid })
    }

    @Test("years are a lazy range: up to 10,000 either side of the value (from year 1), or the bounds (Behaviour 1.5)")
    func years() {
        let wide = F.picker(.date, date: F.instant("2026-05-01T00:00:00Z"))
        let component = wide.component(.year)
        let count = wide.wheel.source.numberOfRows(inComponent: component, selection: wide.wheel.state.selection)
        #expect(count == 12_026)
        #expect(wide.selectedTitles[component] == "2026")
        let bounded = F.picker(.date, date: F.instant("2026-05-01T00:00:00Z"), minimum: F.instant("2020-06-01T00:00:00Z"),
                               maximum: F.instant("2030-01-01T00:00:00Z"))
        #expect(bounded.rows(.year).map(\.title) == (2020 ... 2030).map(String.init))
    }

    static let twelve: [String] = ["12"] + (1 ... 11).map { String($0) }
    static let zeroToTwentyThree: [String] = (0 ... 23).map { String($0) }
    static let paddedDay: [String] = (0 ... 23).map { String(format: "%02d", $0) }
    static let zeroToEleven: [String] = (0 ... 11).map { String($0) }
    static let oneToTwentyFour: [String] = ["24"] + (1 ... 23).map { String(format: "%02d", $0) }
    static let hourCases: [(String, [String])] = [
        ("en_US", twelve), ("ja_JP", zeroToTwentyThree), ("de_DE", paddedDay), ("ja_JP@hours=h11", zeroToEleven),
        ("de_DE@hours=h24", oneToTwentyFour),
    ]

    @Test("hours follow the hour cycle", arguments: hourCases)
    func hours(locale: String, titles: [String]) {
        let picker = F.picker(.time, date: F.instant("2026-05-01T09:00:00Z"), locale: locale)
        #expect(picker.rows(.hour).map(\.title) == titles)
    }

    @Test("AM/PM rows in 12-hour locales, in the locale's words")
    func dayPeriods() {
        let picker = F.picker(.time, date: F.instant("2026-05-01T15:00:00Z"), locale: "ko_KR")
        #expect(picker.rows(.dayPeriod).map(\.title) == ["오전", "오후"])
        #expect(picker.selectedTitles == ["오후", "3", "00"])
    }

    @Test("minutes list 0, n, 2n, ... for every valid interval (Behaviour 2.7)", arguments: MinuteInterval.validValues)
    func minutes(interval: Int) {
        let picker = F.picker(.time, date: F.instant("2026-05-01T09:00:00Z"), interval: interval)
        #expect(picker.rows(.minute).map(\.title) == stride(from: 0, to: 60, by: interval).map { String(format: "%02d", $0) })
    }

    @Test("localized digits in rows", arguments: [("ar_EG", "٢٢"), ("fa_IR", "۲۲"), ("hi_IN", "22"), ("th_TH", "22")])
    func digits(locale: String, day: String) {
        let picker = F.picker(.date, date: F.instant("2026-11-22T12:00:00Z"), locale: locale)
        #expect(picker.selectedTitles[picker.component(.day)] == day)
    }

    @Test("dateAndTime's date column: days from the value, bounded, 'Today' for today")
    func dayOfYear() {
        let picker = F.picker(.dateAndTime, date: F.instant("2026-11-22T14:30:00Z"),
                              minimum: F.instant("2026-11-01T08:00:00Z"), maximum: F.instant("2026-12-31T20:00:00Z"))
        let rows = picker.rows(.dayOfYear)
        #expect(rows.count == 61)
        #expect(rows[21].title == "Today")
        #expect(rows[22].title == "Mon, Nov 23")
        #expect(rows[0].title == "Sun, Nov 1")
        let unbounded = F.picker(.dateAndTime, date: F.instant("2026-11-22T14:30:00Z"))
        let component = unbounded.component(.dayOfYear)
        let count = unbounded.wheel.source.numberOfRows(inComponent: component, selection: unbounded.wheel.state.selection)
        // 0001-01-01 to 9999-12-31, the supported years (Behaviour 2.11a).
        #expect(count == 3_652_059)
    }

    @Test("japanese: an era component, years within the era, months outside the era disabled")
    func japaneseEras() {
        let picker = F.picker(.date, date: F.instant("2019-05-10T00:00:00Z"), locale: "ja_JP", calendar: .japanese)
        #expect(picker.components == [.era, .year, .month, .day])
        #expect(picker.selectedTitles == ["令和", "1", "5月", "10"])
        #expect(picker.rows(.month).map(\.enabled) == (1 ... 12).map { $0 >= 5 })
        let heisei = F.picker(.date, date: F.instant("2019-04-10T00:00:00Z"), locale: "ja_JP", calendar: .japanese)
        #expect(heisei.selectedTitles == ["平成", "31", "4月", "10"])
        #expect(heisei.rows(.month).map(\.enabled) == (1 ... 12).map { $0 <= 4 })
        #expect(heisei.rows(.year).count == 31)
        #expect(heisei.rows(.era).map(\.title).suffix(3) == ["昭和", "平成", "令和"])
    }

    @Test("hebrew: 13 months in a leap year, Adar I disabled in a common one")
    func hebrewLeapMonth() {
        let leap = F.picker(.date, date: F.instant("2024-03-01T12:00:00Z"), locale: "en_US", calendar: .hebrew)  // 5784
        let leapMonths = leap.rows(.month)
        #expect(leapMonths.count == 13)
        #expect(leapMonths.allSatisfy { $0.enabled })
        #expect(leapMonths[5].title == "Adar I")
        #expect(leapMonths[6].title == "Adar II")
        let common = F.picker(.date, date: F.instant("2025-03-01T12:00:00Z"), locale: "en_US", calendar: .hebrew)  // 5785
        let commonMonths = common.rows(.month)
        #expect(commonMonths[5].enabled == false)
        #expect(commonMonths[6].title == "Adar")
        #expect(commonMonths.filter(\.enabled).count == 12)
    }

    @Test("titles stay the formatters' own once cached: month names follow the year, digits the locale")
    func cachedTitles() {
        // The same layout (and so the same title cache) across a change of year: Adar becomes
        // Adar I and Adar II when the year turns leap, and back.
        var hebrew = F.picker(.date, date: F.instant("2025-03-01T12:00:00Z"), locale: "en_US", calendar: .hebrew)  // 5785
        #expect(hebrew.rows(.month)[6].title == "Adar")
        hebrew.setDate(F.instant("2024-03-01T12:00:00Z"))  // 5784, leap
        #expect(hebrew.rows(.month)[5].title == "Adar I")
        #expect(hebrew.rows(.month)[6].title == "Adar II")
        hebrew.setDate(F.instant("2025-03-01T12:00:00Z"))
        #expect(hebrew.rows(.month)[6].title == "Adar")
        // Asked again, from a new source made for a new value: the same localized digits.
        var arabic = F.picker(.date, date: F.instant("2026-11-22T12:00:00Z"), locale: "ar_EG")
        _ = arabic.rows(.day)
        arabic.setDate(F.instant("2026-11-23T12:00:00Z"))
        #expect(arabic.selectedTitles[arabic.component(.day)] == "٢٣")
        #expect(arabic.rows(.day).prefix(3).map(\.title) == ["١", "٢", "٣"])
        // Two layouts of different locales never share titles.
        let latin = F.picker(.date, date: F.instant("2026-11-23T12:00:00Z"), locale: "en_US")
        #expect(latin.selectedTitles[latin.component(.day)] == "23")
        #expect(arabic.selectedTitles[arabic.component(.day)] == "٢٣")
    }

    @Test("persian month lengths: 31, 30, and 29 or 30 for Esfand", arguments: [
        ("2024-03-25T12:00:00Z", 31), // 1403 Farvardin
        ("2024-10-01T12:00:00Z", 30), // 1403 Mehr
        ("2025-03-01T12:00:00Z", 30), // 1403 Esfand, a leap year
        ("2026-03-01T12:00:00Z", 29), // 1404 Esfand
    ])
    func persianMonths(date: String, days: Int) {
        let picker = F.picker(.date, date: F.instant(date), locale: "fa_IR", calendar: .persian)
        #expect(picker.rows(.day).filter(\.enabled).count == days)
    }

    @Test("buddhist and islamic calendars number their own years")
    func otherCalendars() {
        let buddhist = F.picker(.date, date: F.instant("2026-11-22T12:00:00Z"), locale: "th_TH", calendar: .buddhist)
        #expect(buddhist.selectedTitles[buddhist.component(.year)] == "2569")
        let islamic = F.picker(.date, date: F.instant("2026-11-22T12:00:00Z"), locale: "en_US", calendar: .islamicUmmAlQura)
        let year = Int(islamic.selectedTitles[islamic.component(.year)]) ?? 0
        #expect(year == 1448)
        #expect([29, 30].contains(islamic.rows(.day).filter(\.enabled).count))
    }

    @Test("countdown: hours 0-23 and minutes by interval; zero minutes disabled at zero hours (Behaviour 2.9)")
    func countdownRows() {
        let picker = F.picker(.countDownTimer, interval: 5, duration: 300)
        #expect(picker.rows(.countdownHours).map(\.title) == (0 ... 23).map { "\($0) hr" })
        let minutes = picker.rows(.countdownMinutes)
        #expect(minutes.map(\.title) == stride(from: 0, to: 60, by: 5).map { "\($0) min" })
        #expect(minutes.map(\.enabled) == [false] + Array(repeating: true, count: 11))
        let hour = F.picker(.countDownTimer, interval: 5, duration: 3600)
        #expect(hour.rows(.countdownMinutes).allSatisfy { $0.enabled })
    }

    @Test("stand-alone month names on the month wheel")
    func standaloneMonths() {
        let russian = F.picker(.date, date: F.instant("2026-01-10T12:00:00Z"), locale: "ru_RU")
        #expect(russian.rows(.month).first?.title == "январь")
    }
}
