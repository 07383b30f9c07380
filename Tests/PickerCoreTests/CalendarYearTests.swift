import Foundation
@testable import PickerCore
import Testing

/// Behaviour 2.4: the year wheel of every calendar shows the calendar's year as ICU formats it, and
/// stepping it stays in the calendar's own year count (eras, cycles). Values are days' first
/// moments (UTC), as a `date` picker's value is.
@Suite("Calendar years and leap months")
struct CalendarYearTests {
    typealias F = DateFixture

    /// `date` moved by `years` in `identifier`'s calendar, by Foundation (UTC).
    static func adding(years: Int, to date: Date, _ identifier: Calendar.Identifier) -> Date {
        var calendar = Calendar(identifier: identifier)
        calendar.timeZone = F.utc
        return calendar.date(byAdding: .year, value: years, to: date) ?? date
    }

    @Test("coptic: the year wheel shows 1743 (its era stands after it), and steps stay in that era")
    func copticYear() {
        let value = F.instant("2026-11-22T00:00:00Z")
        var picker = F.picker(.date, date: value, locale: "en_US", calendar: .coptic)
        let year = picker.component(.year)
        #expect(picker.selectedTitles[year] == "1743")
        let events = DateWheelPickerTests.run(&picker, [.focus(component: year), .step(by: 1)])
        #expect(events.last == .settled(.date(Self.adding(years: 1, to: value, .coptic))))
        #expect(picker.selectedTitles[year] == "1744")
        _ = DateWheelPickerTests.run(&picker, [.step(by: -2)])
        #expect(picker.date == Self.adding(years: -1, to: value, .coptic))
    }

    @Test("chinese: 2023 lists its leap second month between the second and third, labelled as ICU labels it")
    func chineseLeapMonthRows() {
        // 2023-03-01 is 二月 10 of 癸卯; 闰二月 runs from 2023-03-22 to 2023-04-19.
        let picker = F.picker(.date, date: F.instant("2023-03-01T00:00:00Z"), locale: "zh_CN", calendar: .chinese)
        let months = picker.rows(.month).map(\.title)
        #expect(months.count == 13)
        #expect(Array(months.prefix(4)) == ["正月", "二月", "闰二月", "三月"])
        let common = F.picker(.date, date: F.instant("2024-03-01T00:00:00Z"), locale: "zh_CN", calendar: .chinese)
        #expect(common.rows(.month).count == 12)
    }

    @Test("chinese: a value inside the leap month shows it; stepping the month goes 二月 → 闰二月 → 三月")
    func chineseLeapMonthSteps() {
        let inLeap = F.picker(.date, date: F.instant("2023-04-01T00:00:00Z"), locale: "zh_CN", calendar: .chinese)
        #expect(inLeap.selectedTitles[inLeap.component(.month)] == "闰二月")
        var picker = F.picker(.date, date: F.instant("2023-03-01T00:00:00Z"), locale: "zh_CN", calendar: .chinese)
        let month = picker.component(.month)
        var events = DateWheelPickerTests.run(&picker, [.focus(component: month), .step(by: 1)])
        #expect(events.last == .settled(.date(F.instant("2023-03-31T00:00:00Z"))))  // 闰二月 10
        #expect(picker.selectedTitles[month] == "闰二月")
        events = DateWheelPickerTests.run(&picker, [.step(by: 1)])
        #expect(events.last == .settled(.date(F.instant("2023-04-29T00:00:00Z"))))  // 三月 10
        events = DateWheelPickerTests.run(&picker, [.step(by: -2)])
        #expect(events.last == .settled(.date(F.instant("2023-03-01T00:00:00Z"))))
    }

    @Test("chinese and dangi: years as ICU names them, stepping across the end of a cycle",
          arguments: [("zh_CN", Calendar.Identifier.chinese, "2043癸亥年", "2044甲子年"),
                      ("en_US", .chinese, "2043(gui-hai)", "2044(jia-zi)"),
                      ("ko_KR", .dangi, "2043년(계해년)", "2044년(갑자년)")])
    func cyclicYears(locale: String, calendar: Calendar.Identifier, last: String, first: String) {
        let value = F.instant("2043-06-01T00:00:00Z")
        var picker = F.picker(.date, date: value, locale: locale, calendar: calendar)
        let year = picker.component(.year)
        #expect(picker.selectedTitles[year] == last)
        let selected = picker.wheel.state.selection[year]
        let next = picker.wheel.source.title(forRow: selected + 1, inComponent: year, selection: picker.wheel.state.selection)
        #expect(next == first)  // the next cycle's first year, no rows 61 and 62
        let events = DateWheelPickerTests.run(&picker, [.focus(component: year), .step(by: 1)])
        #expect(picker.selectedTitles[year] == first)
        #expect(events.last == .settled(.date(Self.adding(years: 1, to: value, calendar))))
        _ = DateWheelPickerTests.run(&picker, [.step(by: -2)])
        #expect(picker.date == Self.adding(years: -1, to: value, calendar))
    }

    @Test("dangi in Korean: Korean month names, the leap month too")
    func dangiMonthNames() {
        let picker = F.picker(.date, date: F.instant("2023-04-01T00:00:00Z"), locale: "ko_KR", calendar: .dangi)
        #expect(picker.selectedTitles[picker.component(.month)] == "윤2월")
        #expect(Array(picker.rows(.month).map(\.title).prefix(4)) == ["1월", "2월", "윤2월", "3월"])
    }

    @Test("chinese month grid: moving by days into and out of the leap month never jumps back")
    func gridAcrossLeapMonth() {
        var picker = F.picker(.date, date: F.instant("2023-03-20T00:00:00Z"), locale: "zh_CN", calendar: .chinese)
        var expected = F.instant("2023-03-20T00:00:00Z")
        for days in [1, 1, 1, 7, 30, 1] {
            _ = picker.apply(MonthGridAction.moveSelection(days: days))
            expected.addTimeInterval(TimeInterval(days * 86_400))
            #expect(picker.date == expected)
        }
        let leapPage = CalendarMonth(containing: F.instant("2023-04-01T00:00:00Z"), context: picker.state.context)
        #expect(leapPage.firstDay == DateCalendarContext.dayNumber(ofWall: F.instant("2023-03-22T00:00:00Z")))
        #expect(leapPage.dayCount == 29)
    }

    @Test("an era counting backwards (ROC before 1912) shows its own year numbers: 1910 is year 2 before the ROC")
    func backwardEra() {
        let value = F.instant("1910-06-01T00:00:00Z")
        var picker = F.picker(.date, date: value, locale: "en_US", calendar: .republicOfChina)
        let year = picker.component(.year)
        #expect(picker.selectedTitles[year] == "2")
        _ = DateWheelPickerTests.run(&picker, [.focus(component: year), .step(by: 1)])
        #expect(picker.selectedTitles[year] == "3")
        #expect(picker.date == Self.adding(years: -1, to: value, .gregorian))
    }
}
