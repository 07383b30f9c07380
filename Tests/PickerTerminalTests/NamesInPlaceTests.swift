import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// Names complete and in place (issue 25, points 4 and 6): the field names a chinese or dangi
/// year as the wheels and the grid do, a month title longer than the grid takes the area's
/// width, the countdown's wheels say which is hours and which minutes, and the Gregorian days
/// shown before 1582 are the ones printed.
@Suite("Date views: names complete and in place")
struct NamesInPlaceTests {
    typealias F = DateFixtures

    static func picker(_ mode: DatePickerMode, _ style: DateStyle, locale: String,
                       calendar: Calendar.Identifier = .gregorian, date: Date = F.nov22,
                       countDown: TimeInterval = 0) throws -> DateTerminalPicker {
        try DateTerminalPicker(
            state: DatePickerState(mode: mode, style: style, date: date, countDownDuration: countDown,
                                   locale: Locale(identifier: locale), calendar: Calendar(identifier: calendar),
                                   timeZone: F.berlin, now: F.nov22),
            showsHelp: false)
    }

    /// The title the year wheel gives the value's year.
    static func wheelYearTitle(locale: String, calendar: Calendar.Identifier, date: Date) -> String {
        let wheels = DateWheelPicker(state: DatePickerState(mode: .date, date: date, locale: Locale(identifier: locale),
                                                            calendar: Calendar(identifier: calendar),
                                                            timeZone: F.berlin, now: F.nov22))
        let selection = wheels.wheel.state.selection
        guard let component = wheels.components.firstIndex(of: .year) else { return "" }
        return wheels.wheel.source.title(forRow: selection[component], inComponent: component, selection: selection)
    }

    // MARK: Chinese and dangi years in the field (point 6)

    @Test("the field names the year as the wheels do, not the number in its cycle", arguments: [
        ("zh_CN", Calendar.Identifier.chinese), ("zh_TW", .chinese), ("en_US", .chinese), ("ja_JP", .chinese),
        ("vi_VN", .chinese), ("ko_KR", .dangi), ("en_US", .dangi),
    ])
    func namedYearInField(locale: String, calendar: Calendar.Identifier) throws {
        for date in [F.nov22, F.date(2023, 3, 22), F.date(2024, 2, 1)] {
            for mode in [DatePickerMode.date, .dateAndTime, .yearAndMonth] {
                let driver = F.driver(try Self.picker(mode, .field, locale: locale, calendar: calendar, date: date))
                let line = driver.lines.first ?? ""
                let year = Self.wheelYearTitle(locale: locale, calendar: calendar, date: date)
                #expect(!year.isEmpty && line.contains(year), "\(locale) \(calendar) \(mode): \(line) lacks \(year)")
                // The cycle's number (43 for 2026, 40 for 2023, 41 for 2024) is no year of its own.
                let cycleYear = ["43", "40", "41"]
                #expect(!line.split(whereSeparator: { !$0.isNumber }).contains { cycleYear.contains(String($0)) },
                        "\(locale) \(calendar) \(mode): \(line)")
                // A literal the named year already ends with is not written twice ("年年").
                #expect(!line.contains("年年") && !line.contains("년년"), "\(line)")
            }
        }
        let zh = F.driver(try Self.picker(.date, .field, locale: "zh_CN", calendar: .chinese))
        #expect((zh.lines.first ?? "").hasPrefix("2026丙午年十月"))
    }

    // MARK: Month titles wider than the grid (point 6)

    @Test("a month title wider than the grid takes the area's width, in the grid and beside the wheels", arguments: [
        ("mn_MN", Calendar.Identifier.gregorian, F.nov22), ("en_US", .chinese, F.date(2023, 4, 15)),
        ("vi_VN", .chinese, F.nov22), ("en_US", .dangi, F.date(2023, 4, 15)),
    ])
    func longTitle(locale: String, calendar: Calendar.Identifier, date: Date) throws {
        for mode in [DatePickerMode.date, .dateAndTime] {
            let picker = try Self.picker(mode, .inline, locale: locale, calendar: calendar, date: date)
            let title = picker.gridView.grid.title
            #expect(title.count > MonthGridLayout.width - 4, "\(locale): \(title) fits the grid anyway")
            let driver = F.driver(picker, width: 100)
            let top = driver.lines.first ?? ""
            #expect(top.contains("‹ \(title) ›"), "\(locale) \(mode): \(top)")
            #expect(!top.contains("…"))
        }
        // Where the area is no wider than the grid, the title is still cut to it.
        let narrow = F.driver(try Self.picker(.date, .inline, locale: locale, calendar: calendar, date: date), width: 28)
        #expect((narrow.lines.first ?? "").contains("…"))
    }

    @Test("a long title starts at the grid's leading edge; a short one stays centred")
    func titlePlace() throws {
        let mongolian = F.driver(try Self.picker(.date, .inline, locale: "mn_MN"), width: 100)
        #expect((mongolian.lines.first ?? "").hasPrefix("‹ "))
        let english = F.driver(try Self.picker(.date, .inline, locale: "en_US"), width: 100)
        #expect((english.lines.first ?? "") == "     ‹ November 2026 ›")
    }

    // MARK: Countdown units (point 6)

    @Test("the countdown wheels name their units from CLDR's short unit names", arguments: [
        // The names babel gives for CLDR's short duration-hour and duration-minute.
        ("en_US", "hr", "min"), ("de_DE", "Std.", "Min."), ("ja_JP", "時間", "分"), ("ru_RU", "ч", "мин"),
        ("fr_FR", "h", "min"), ("he_IL", "שע׳", "דק׳"), ("sw_KE", "saa", "dakika"),
    ])
    func countdownUnits(locale: String, hours: String, minutes: String) throws {
        let driver = F.driver(try Self.picker(.countDownTimer, .wheels, locale: locale, countDown: 23 * 3600 + 15 * 60))
        let band = driver.lines.count > 2 ? driver.lines[2] : ""
        #expect(band.contains(hours) && band.contains(minutes), "\(locale): \(band)")
        // Every row says its unit, so no column reads as a bare number.
        for line in driver.lines.prefix(5) {
            #expect(line.contains(minutes), "\(locale): \(line)")
            #expect(line.contains(hours) || locale == "he_IL", "\(locale): \(line)")
        }
    }

    @Test("each row is ICU's own text for its number, so plural forms stay: two hours is שעתיים in Hebrew")
    func countdownPlurals() throws {
        let driver = F.driver(try Self.picker(.countDownTimer, .wheels, locale: "he_IL", countDown: 3 * 3600 + 15 * 60))
        #expect(driver.frame.contains("שעתיים"))
        #expect(driver.frame.contains("1 שעה"))
        #expect(driver.frame.contains("3 שע׳"))
    }

    @Test("countdown en_US: hours and minutes labelled on every row")
    func countdownFrame() throws {
        let driver = F.driver(try Self.picker(.countDownTimer, .wheels, locale: "en_US", countDown: 4500))
        #expect(driver.frame == """
              23 hr     13 min
               0 hr     14 min
            ›  1 hr ‹ · 15 min ·
               2 hr     16 min
               3 hr     17 min
            """)
    }

    // MARK: Proleptic Gregorian on screen (point 4)

    @Test("before 1582 the grid, the wheels and the field show the day printed", arguments: ["en_US", "de_DE", "fr_FR"])
    func prolepticOnScreen(locale: String) throws {
        // 1582-10-10 (proleptic Gregorian, as ISO prints it): Foundation's Julian day is 30 September.
        let day = Date(timeIntervalSince1970: -12_219_724_800)
        let grid = F.driver(try Self.picker(.date, .inline, locale: locale, date: day))
        #expect(grid.frame.contains("[10]"), "\(grid.frame)")
        #expect(!grid.frame.contains("[30]"))
        let wheels = try Self.picker(.date, .wheels, locale: locale, date: day)
        #expect(DateTerminalPicker.isoOutput(for: wheels.state) == "1582-10-10")
        let field = F.driver(try Self.picker(.date, .field, locale: locale, date: day))
        let text = field.lines.first ?? ""
        #expect(text.contains("10") && text.contains("1582") && !text.contains("30"), "\(text)")
    }
}
