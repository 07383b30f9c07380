import Foundation
import PickerCore
import Testing

/// Behaviour 2.11: the inline style's month grid, for every calendar.
@Suite("Month grid")
struct MonthGridTests {
    typealias F = DateFixture

    @Test("weeks start on the locale's first weekday, headers localized",
          arguments: [("en_US", ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]),
                      ("de_DE", ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"])])
    func weekdayOrder(locale: String, headers: [String]) {
        let grid = F.picker(.date, date: F.instant("2026-11-22T12:00:00Z"), locale: locale).monthGrid
        #expect(grid.weekdays.map(\.short) == headers)
        #expect(grid.weekdays.map(\.narrow).count == 7)
        // Every week's first day has the first header's weekday.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = F.utc
        for week in grid.weeks {
            let first = Date(timeIntervalSince1970: TimeInterval(week[0].day) * 86_400)
            #expect(calendar.component(.weekday, from: first) == grid.weekdays[0].weekday)
        }
    }

    @Test("fa_IR weeks start on Saturday, in the persian calendar, with persian digits")
    func persianWeek() {
        let grid = F.picker(.date, date: F.instant("2026-11-22T12:00:00Z"), locale: "fa_IR", calendar: .persian).monthGrid
        #expect(grid.weekdays.first?.weekday == 7)
        #expect(grid.title == "۱۴۰۵ آذر")  // "y MMMM" in logical order
        #expect(grid.weeks.joined().filter(\.isInDisplayedMonth).count == 30)
        #expect(grid.weeks.joined().first { $0.isInDisplayedMonth }?.title == "۱")
    }

    @Test("November 2026 in en_US: 5 weeks, adjacent days flagged, today and the selection marked")
    func november() {
        let grid = F.picker(.date, date: F.instant("2026-11-10T12:00:00Z"), locale: "en_US").monthGrid
        #expect(grid.title == "November 2026")
        let titles = grid.weeks.map { $0.map(\.title) }
        #expect(titles == [
            ["1", "2", "3", "4", "5", "6", "7"],
            ["8", "9", "10", "11", "12", "13", "14"],
            ["15", "16", "17", "18", "19", "20", "21"],
            ["22", "23", "24", "25", "26", "27", "28"],
            ["29", "30", "1", "2", "3", "4", "5"],
        ])
        #expect(grid.weeks[4].map(\.isInDisplayedMonth) == [true, true, false, false, false, false, false])
        #expect(grid.weeks.joined().filter(\.isToday).map(\.title) == ["22"])
        #expect(grid.weeks.joined().filter(\.isSelected).map(\.title) == ["10"])
    }

    @Test("months of 4 and 6 weeks", arguments: [("2026-02-10T12:00:00Z", "en_US", 4), ("2026-08-10T12:00:00Z", "en_US", 6),
                                                  ("2021-02-10T12:00:00Z", "de_DE", 4), ("2026-03-10T12:00:00Z", "de_DE", 6)])
    func weekCounts(date: String, locale: String, weeks: Int) {
        let grid = F.picker(.date, date: F.instant(date), locale: locale).monthGrid
        #expect(grid.weeks.count == weeks)
        #expect(grid.weeks.allSatisfy { $0.count == 7 })
    }

    @Test("days outside the bounds are disabled; navigation stops at the bounds' months")
    func bounds() {
        var picker = F.picker(.date, date: F.instant("2026-03-20T12:00:00Z"), minimum: F.instant("2026-03-15T18:00:00Z"),
                              maximum: F.instant("2026-04-10T06:00:00Z"))
        let march = picker.monthGrid
        let enabled = march.weeks.joined().filter { $0.isInDisplayedMonth && $0.isEnabled }.map(\.title)
        #expect(enabled == (15 ... 31).map(String.init))
        #expect(march.canShowPreviousMonth == false)
        #expect(march.canShowNextMonth == true)
        #expect(picker.apply(.showPreviousMonth).isEmpty)
        #expect(picker.monthGrid.title == "March 2026")
        picker.apply(.showNextYear)
        #expect(picker.monthGrid.title == "April 2026")
        #expect(picker.monthGrid.canShowNextMonth == false)
        let april = picker.monthGrid.weeks.joined().filter { $0.isInDisplayedMonth && $0.isEnabled }.map(\.title)
        #expect(april == (1 ... 10).map(String.init))
    }

    @Test("choosing and moving the day changes the value to the day's first moment; disabled days are ignored")
    func choosing() {
        var picker = F.picker(.date, date: F.instant("2026-03-20T12:00:00Z"), minimum: F.instant("2026-03-15T00:00:00Z"))
        let grid = picker.monthGrid
        guard let the25th = grid.weeks.joined().first(where: { $0.isInDisplayedMonth && $0.title == "25" }),
              let the10th = grid.weeks.joined().first(where: { $0.isInDisplayedMonth && $0.title == "10" })
        else { Issue.record("days missing"); return }
        let value = DatePickerValue.date(F.instant("2026-03-25T00:00:00Z"))
        #expect(picker.apply(.selectDay(the25th.day)) == [.valueChanged(value), .settled(value)])
        #expect(picker.apply(.selectDay(the10th.day)).isEmpty)
        picker.apply(.moveSelection(days: 7))
        #expect(picker.date == F.instant("2026-04-01T00:00:00Z"))
        #expect(picker.monthGrid.title == "April 2026")
        #expect(picker.selectedTitles == ["April", "1", "2026"])
        picker.apply(.moveSelection(days: -30))
        #expect(picker.date == F.instant("2026-03-15T00:00:00Z"))  // clamped to the minimum
    }

    @Test("hebrew: Adar I of a leap year is its own page of 30 days")
    func hebrewAdarI() {
        // 2024-02-10 is in Adar I 5784.
        var picker = F.picker(.date, date: F.instant("2024-02-20T12:00:00Z"), locale: "en_US", calendar: .hebrew)
        #expect(picker.monthGrid.title == "Adar I 5784")
        #expect(picker.monthGrid.weeks.joined().filter(\.isInDisplayedMonth).count == 30)
        picker.apply(.showNextMonth)
        #expect(picker.monthGrid.title == "Adar II 5784")
        picker.apply(.showNextYear)
        #expect(picker.monthGrid.title == "Adar 5785")
    }

    @Test("japanese: May 2019 starts the Reiwa era; the page before is Heisei 31 April")
    func japaneseEraChange() {
        var picker = F.picker(.date, date: F.instant("2019-05-10T12:00:00Z"), locale: "ja_JP", calendar: .japanese)
        #expect(picker.monthGrid.title == "令和元年5月")
        #expect(picker.monthGrid.weeks.joined().filter(\.isInDisplayedMonth).count == 31)
        picker.apply(.showPreviousMonth)
        #expect(picker.monthGrid.title == "平成31年4月")
        #expect(picker.monthGrid.weeks.joined().filter(\.isInDisplayedMonth).count == 30)
    }

    @Test("every calendar gives whole weeks and each of its days once", arguments: DateFixture.calendars)
    func everyCalendar(calendar: Calendar.Identifier) {
        var picker = F.picker(.date, date: F.instant("2026-01-15T12:00:00Z"), locale: "en_US", calendar: calendar)
        for _ in 0 ..< 14 {
            let grid = picker.monthGrid
            let days = grid.weeks.joined().filter(\.isInDisplayedMonth)
            #expect(days.map(\.fields.day) == Array(1 ... days.count))
            #expect((28 ... 31).contains(days.count))
            #expect(Set(days.map(\.fields.month)) == [grid.month.month])
            picker.apply(.showNextMonth)
        }
    }
}
