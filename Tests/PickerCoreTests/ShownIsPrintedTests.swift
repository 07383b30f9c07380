import Foundation
@testable import PickerCore
import PickerFormats
import Testing

/// What a date picker shows is what it prints, and a key does one thing (issue 25, points 4
/// and 5): the Gregorian calendar shown is proleptic as ISO values are (Behaviour 2.11a), a
/// month given comes back unchanged, seconds are printed only where they are shown, and a
/// bounded or era-bounded wheel stops or carries instead of wrapping backwards.
@Suite("What is shown is what is printed")
struct ShownIsPrintedTests {
    typealias F = DateFixture

    // MARK: Proleptic Gregorian (point 4)

    /// Days before and around the 1582 reform: seconds since 1970, the proleptic Gregorian
    /// year, month and day, and the weekday (1 = Sunday), all from Python's `datetime.date`.
    static let prolepticDays: [(seconds: Int, year: Int, month: Int, day: Int, weekday: Int)] = [
        (-12_219_724_800, 1582, 10, 10, 1), (-12_220_243_200, 1582, 10, 4, 2), (-12_219_292_800, 1582, 10, 15, 6),
        (-12_220_588_800, 1582, 9, 30, 5), (-14_826_672_000, 1500, 3, 1, 5), (-30_605_212_800, 1000, 2, 28, 6),
        (-62_035_891_200, 4, 2, 29, 1), (-62_135_596_800, 1, 1, 1, 2), (-24_293_779_200, 1200, 2, 29, 3),
    ]

    @Test("the wheels show the proleptic day ISO prints, in every locale", arguments: ["en_US", "de_DE", "fr_FR", "ja_JP", "ar_EG", "hi_IN"])
    func prolepticWheels(locale: String) {
        for day in Self.prolepticDays {
            let instant = Date(timeIntervalSince1970: TimeInterval(day.seconds))
            let picker = F.picker(.date, date: instant, locale: locale)
            let fields = picker.state.context.fields(of: instant)
            #expect([fields.era, fields.year, fields.month, fields.day] as [Int] == [1, day.year, day.month, day.day], "\(day)")
            let iso = String(format: "%04d-%02d-%02d", day.year, day.month, day.day)
            #expect(DateOutputFormat.iso.string(for: picker.state) == iso)
            // The day wheel's selected row is the printed day, in the locale's digits.
            let dayRow = picker.selectedTitles[picker.component(.day)]
            #expect(dayRow == picker.layout.number(day.day), "\(locale) \(iso)")
            // The month row names the printed month: the ICU name of the same month in 2026.
            let month2026 = F.picker(.date, date: F.instant(String(format: "2026-%02d-15T00:00:00Z", day.month)), locale: locale)
            #expect(picker.selectedTitles[picker.component(.month)] == month2026.selectedTitles[month2026.component(.month)],
                    "\(locale) \(iso)")
        }
    }

    @Test("the grid's days, weekdays and month lengths are proleptic: October 1582 has 31 days")
    func prolepticGrid() {
        for day in Self.prolepticDays {
            let instant = Date(timeIntervalSince1970: TimeInterval(day.seconds))
            let picker = F.picker(.date, date: instant)
            let grid = picker.monthGrid
            let selected = grid.weeks.flatMap { $0 }.filter(\.isSelected)
            #expect(selected.map(\.title) == [String(day.day)], "\(day)")
            // The column of the selected day is its weekday (en_US weeks start on Sunday).
            let column = grid.weeks.compactMap { $0.firstIndex(where: \.isSelected) }.first
            #expect(column == day.weekday - 1, "\(day)")
        }
        let october = F.picker(.date, date: Date(timeIntervalSince1970: -12_219_724_800))
        #expect(october.state.context.daysInMonth(era: 1, year: 1582, month: 10) == 31)
        #expect(october.state.context.daysInMonth(era: 1, year: 1500, month: 2) == 28)
        #expect(october.state.context.daysInMonth(era: 1, year: 1200, month: 2) == 29)
        #expect(october.monthGrid.title == "October 1582")
        let days = october.monthGrid.weeks.flatMap { $0 }.filter(\.isInDisplayedMonth).map(\.title)
        #expect(days == (1 ... 31).map(String.init))
    }

    @Test("a day step crosses the reform one day at a time: 4, 5, ... 15 October 1582")
    func prolepticSteps() {
        var picker = F.picker(.date, date: Date(timeIntervalSince1970: -12_220_243_200))
        picker.apply(.tick(now: 1))
        picker.apply(.focus(component: picker.component(.day)))
        var printed: [String] = []
        for second in 0 ..< 11 {
            picker.apply(.step(by: 1))
            picker.apply(.tick(now: TimeInterval(2 + second * 30)))
            printed.append(DateOutputFormat.iso.string(for: picker.state))
        }
        #expect(printed == (5 ... 15).map { String(format: "1582-10-%02d", $0) })
    }

    @Test("the spoken and the long names follow: Sunday, October 10, 1582")
    func prolepticNames() {
        let picker = F.picker(.date, date: Date(timeIntervalSince1970: -12_219_724_800))
        #expect(picker.accessibilityValue(ofComponent: picker.component(.day)).contains("10"))
        #expect(picker.accessibilityValue(ofComponent: picker.component(.month)) == "October 1582")
    }

    // MARK: Calendars of Gregorian months under their own years (point 4)

    /// The era and year `calendar` shows for a proleptic Gregorian `year`, month and day:
    /// Buddhist years are 543 ahead; the Republic of China counts back from 1912 in its era
    /// 0; Japanese eras from ICU's table (天正 from 1573, 明応 1492–1501, 長保 999–1004,
    /// 正治 1199–1201, 慶長 from 1596).
    static func ownYear(_ calendar: Calendar.Identifier, _ year: Int, _ month: Int, _ day: Int) -> (era: Int, year: Int)? {
        switch calendar {
        case .buddhist: return (0, year + 543)
        case .republicOfChina: return (0, 1912 - year)
        default:
            // The first year of the era each year is in (the era itself is ICU's, not checked).
            let firstYears = [1582: 1573, 1500: 1492, 1000: 999, 1200: 1199, 1599: 1596]
            return firstYears[year].map { (0, year - $0 + 1) }
        }
    }

    static let solarDays = prolepticDays + [
        // 1599-12-31 and 1600-01-01, either side of where the calendar stops being moved.
        (-11_676_182_400, 1599, 12, 31, 6), (-11_676_096_000, 1600, 1, 1, 7),
        // 1582-01-03: a Gregorian January's first days are the Julian December before.
        (-12_243_916_800, 1582, 1, 3, 1),
    ]

    @Test("Buddhist, Republic of China and Japanese calendars show the proleptic day ISO prints",
          arguments: [Calendar.Identifier.buddhist, .republicOfChina, .japanese], ["en_US", "ja_JP", "th_TH", "zh_TW", "ar_EG"])
    func prolepticSolarCalendars(calendar: Calendar.Identifier, locale: String) {
        var checked = 0
        for day in Self.solarDays {
            guard day.year < 1600, let own = Self.ownYear(calendar, day.year, day.month, day.day) else { continue }
            checked += 1
            let instant = Date(timeIntervalSince1970: TimeInterval(day.seconds))
            let picker = F.picker(.date, date: instant, locale: locale, calendar: calendar)
            let fields = picker.state.context.fields(of: instant)
            let iso = String(format: "%04d-%02d-%02d", day.year, day.month, day.day)
            #expect([fields.month, fields.day] as [Int] == [day.month, day.day], "\(calendar) \(iso)")
            if calendar != .japanese { #expect(fields.era == own.era, "\(calendar) \(iso)") }
            #expect(fields.year == own.year, "\(calendar) \(iso): \(fields.year)")
            #expect(DateOutputFormat.iso.string(for: picker.state) == iso)
            #expect(picker.selectedTitles[picker.component(.day)] == picker.layout.number(day.day), "\(locale) \(iso)")
            // The fields read back give the same instant.
            #expect(picker.state.context.instant(for: fields) == instant, "\(calendar) \(iso)")
            // The grid's selected day and its weekday column.
            let grid = picker.monthGrid
            #expect(grid.weeks.flatMap { $0 }.filter(\.isSelected).map(\.title) == [picker.layout.number(day.day)], "\(iso)")
            var weeks = Calendar(identifier: calendar)
            weeks.locale = Locale(identifier: locale)
            let column = grid.weeks.compactMap { $0.firstIndex(where: \.isSelected) }.first
            #expect(column == (day.weekday - weeks.firstWeekday + 7) % 7, "\(calendar) \(locale) \(iso)")
        }
        #expect(checked >= 7)
    }

    @Test("a day step crosses the reform one day at a time in Buddhist, Republic of China and Japanese days",
          arguments: [Calendar.Identifier.buddhist, .republicOfChina, .japanese])
    func prolepticSolarSteps(calendar: Calendar.Identifier) {
        var picker = F.picker(.date, date: Date(timeIntervalSince1970: -12_220_243_200), calendar: calendar)
        picker.apply(.tick(now: 1))
        picker.apply(.focus(component: picker.component(.day)))
        var printed: [String] = []
        var shown: [String] = []
        for second in 0 ..< 11 {
            picker.apply(.step(by: 1))
            picker.apply(.tick(now: TimeInterval(2 + second * 30)))
            printed.append(DateOutputFormat.iso.string(for: picker.state))
            shown.append(picker.selectedTitles[picker.component(.day)])
        }
        #expect(printed == (5 ... 15).map { String(format: "1582-10-%02d", $0) })
        #expect(shown == (5 ... 15).map(String.init))
    }

    @Test("names and --format patterns name the proleptic day in Buddhist, Republic of China and Japanese calendars",
          arguments: [
              (Calendar.Identifier.buddhist, "en_US", "October 2125 BE", "BE 2125 October 10 Sunday 1582"),
              (.republicOfChina, "en_US", "October 330 B.R.O.C.", "B.R.O.C. 330 October 10 Sunday 1582"),
              (.japanese, "en_US", "October Tenshō (1573–1592) 10", "Tenshō (1573–1592) 10 October 10 Sunday 1582"),
              (.buddhist, "th_TH", "ตุลาคม 2125", "พ.ศ. 2125 ตุลาคม 10 วันอาทิตย์ 1582"),
              (.japanese, "ja_JP", "天正10年10月", "天正 10 10月 10 日曜日 1582"),
              (.republicOfChina, "zh_TW", "民國前 330年10月", "民國前 330 10月 10 星期日 1582"),
          ])
    func prolepticSolarNames(calendar: Calendar.Identifier, locale: String, title: String, formatted: String) {
        let picker = F.picker(.date, date: Date(timeIntervalSince1970: -12_219_724_800), locale: locale, calendar: calendar)
        #expect(picker.monthGrid.title == title)
        #expect(DateOutputFormat.pattern("G y MMMM d EEEE r").string(for: picker.state) == formatted)
        // From 1600 on the names are ICU's own: 1600-01-01 is a Saturday.
        let later = F.picker(.date, date: Date(timeIntervalSince1970: -11_676_096_000), locale: locale, calendar: calendar)
        #expect(DateOutputFormat.pattern("d r").string(for: later.state) == "1 1600")
    }

    /// The proleptic Gregorian day `iso` (yyyy-MM-dd) counted from 1970-01-01, by Howard
    /// Hinnant's `days_from_civil`: Foundation's ISO 8601 reader is Julian before 1582.
    static func civilDay(_ iso: String) -> Int {
        let parts = iso.split(separator: "-").compactMap { Int($0) }
        let month = parts[1]
        let year = parts[0] - (month <= 2 ? 1 : 0)
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + parts[2] - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    @Test("a range's interval names the proleptic days it prints, in every calendar of Gregorian days", arguments: [
        ("en_US", Calendar.Identifier.gregorian, "1582-10-10", "1582-10-12", "Oct 10\u{2009}–\u{2009}12, 1582"),
        ("ja_JP", .gregorian, "1582-10-10", "1582-10-12", "1582年10月10日～12日"),
        ("de_DE", .gregorian, "1582-10-10", "1582-10-12", "10.–12. Okt. 1582"),
        ("en_US", .gregorian, "1582-12-25", "1583-01-05", "Dec 25, 1582\u{2009}–\u{2009}Jan 5, 1583"),
        ("en_US", .buddhist, "1582-10-10", "1582-10-12", "Oct 10\u{2009}–\u{2009}12, 2125 BE"),
        ("zh_TW", .buddhist, "1582-10-10", "1582-10-12", "佛曆2125年10月10日至12日"),
        ("en_US", .republicOfChina, "1582-10-10", "1582-10-12", "Oct 10\u{2009}–\u{2009}12, 330 B.R.O.C."),
        ("ja_JP", .republicOfChina, "1582-10-10", "1582-10-12", "民国前330年10月10日～12日"),
        ("ja_JP", .japanese, "1582-10-10", "1582-10-12", "天正10年10月10日～12日"),
        ("ja_JP", .japanese, "1599-12-25", "1600-01-05", "慶長4年12月25日～5年1月5日"),
        ("en_US", .gregorian, "2026-11-22", "2026-11-28", "Nov 22\u{2009}–\u{2009}28, 2026"),
    ])
    // English writes the dash between thin spaces (U+2009).
    func prolepticInterval(locale: String, calendar: Calendar.Identifier, from: String, to: String, text: String) {
        for zone in [F.utc, F.berlin, F.zone("America/New_York")] {
            let state = F.state(.date, date: F.instant(from + "T12:00:00Z"), locale: locale, calendar: calendar, zone: zone)
            let range = DayRangeCalendar(state: state, range: nil)
            let first = Self.civilDay(from)
            let last = Self.civilDay(to)
            #expect(range.intervalText(from: first, to: last) == text, "\(zone.identifier)")
        }
    }

    // MARK: A month given comes back (point 4)

    static let monthCalendars: [Calendar.Identifier] = [
        .gregorian, .persian, .hebrew, .islamicUmmAlQura, .islamicCivil, .chinese, .japanese, .buddhist, .coptic,
        .ethiopicAmeteMihret, .indian, .republicOfChina,
    ]

    @Test("a month nobody touched prints as given, in every calendar", arguments: monthCalendars)
    func monthRoundTrip(calendar: Calendar.Identifier) {
        for month in 1 ... 12 {
            let text = String(format: "2026-%02d", month)
            for zone in [F.utc, F.berlin, F.zone("Asia/Tehran"), F.zone("America/Los_Angeles")] {
                var calendarInZone = Calendar(identifier: .gregorian)
                calendarInZone.timeZone = zone
                let first = calendarInZone.date(from: DateComponents(year: 2026, month: month, day: 1)) ?? .distantPast
                let state = F.state(.yearAndMonth, date: first, calendar: calendar, zone: zone)
                #expect(DateOutputFormat.iso.string(for: state) == text, "\(calendar) \(zone.identifier)")
                let picker = DateWheelPicker(state: state)
                #expect(DateOutputFormat.iso.string(for: picker.state) == text, "\(calendar) \(zone.identifier)")
            }
        }
    }

    @Test("a persian month stepped on moves a persian month, its day kept, and prints that day's ISO month")
    func persianMonthSteps() {
        // 2026-11-01 is 10 Aban 1405.
        var picker = F.picker(.yearAndMonth, date: F.instant("2026-11-01T00:00:00Z"), calendar: .persian)
        picker.apply(.tick(now: 1))
        picker.apply(.focus(component: picker.component(.month)))
        var shown: [[Int]] = []
        var printed: [String] = []
        for step in 0 ..< 3 {
            picker.apply(.step(by: 1))
            picker.apply(.tick(now: TimeInterval(2 + step * 30)))
            let fields = picker.state.context.fields(of: picker.state.date)
            shown.append([fields.year, fields.month, fields.day])
            printed.append(DateOutputFormat.iso.string(for: picker.state))
        }
        #expect(shown == [[1405, 9, 10], [1405, 10, 10], [1405, 11, 10]])
        // Aban, Azar and Dey have 30 days each: 10 Azar, 10 Dey and 10 Bahman 1405 are
        // 2026-12-01, 2026-12-31 and 2027-01-30.
        #expect(printed == ["2026-12", "2026-12", "2027-01"])
    }

    // MARK: Seconds only where shown (point 4)

    @Test("--seconds keeps seconds in the textual styles only", arguments: [DatePickerMode.time, .dateAndTime])
    func secondsWhereShown(mode: DatePickerMode) {
        let value = F.instant("2026-11-22T14:30:45Z")
        for style in [DateStyle.field, .stepperField] {
            let state = DatePickerState(mode: mode, style: style, date: value, locale: Locale(identifier: "en_US"),
                                        calendar: F.gregorian, timeZone: F.utc, now: F.now, elements: [.seconds])
            #expect(state.date == value, "\(style)")
            #expect(DateOutputFormat.iso.string(for: state).contains("14:30:45"), "\(style)")
        }
        for style in [DateStyle.automatic, .wheels, .inline, .compact, .graphical] {
            let state = DatePickerState(mode: mode, style: style, date: value, locale: Locale(identifier: "en_US"),
                                        calendar: F.gregorian, timeZone: F.utc, now: F.now, elements: [.seconds])
            #expect(state.date == F.instant("2026-11-22T14:30:00Z"), "\(style)")
            #expect(!DateOutputFormat.iso.string(for: state).contains(":45"), "\(style)")
        }
    }

    // MARK: Bounded and era-bounded wheels carry or stop (point 5)

    /// Steps `kind`'s wheel by `rows` once and lets it settle; returns the value as ISO.
    static func stepped(_ picker: inout DateWheelPicker, _ kind: DateComponentKind, by rows: Int) -> String {
        picker.apply(.tick(now: 1))
        picker.apply(.focus(component: picker.component(kind)))
        picker.apply(.step(by: rows))
        picker.apply(.tick(now: 40))
        return DateOutputFormat.iso.string(for: picker.state)
    }

    @Test("the month wheel carries into the next era and back", arguments: ["ja_JP", "en_US"], [
        // 平成31年4月 → 令和元年5月 and back; 昭和64年1月 (its only month) → 平成元年2月, and back to
        // 平成元年1月, which begins on the 8th; 昭和元年12月 (its only month) → 昭和2年1月 and
        // back to 大正15年11月; 明治45年7月 → 大正元年8月, and back to 大正元年7月 (from the 30th).
        ("2019-04-15", 1, "2019-05-15"), ("2019-05-15", -1, "2019-04-15"),
        ("1989-01-07", 1, "1989-02-07"), ("1989-02-07", -1, "1989-01-08"),
        ("1926-12-27", 1, "1927-01-27"), ("1926-12-27", -1, "1926-11-27"),
        ("1912-07-29", 1, "1912-08-29"), ("1912-08-29", -1, "1912-07-30"),
    ])
    func eraCarriesMonth(locale: String, step: (from: String, rows: Int, to: String)) {
        var picker = F.picker(.date, date: F.instant(step.from + "T00:00:00Z"), locale: locale, calendar: .japanese)
        #expect(Self.stepped(&picker, .month, by: step.rows) == step.to)
        // The wheels show the value they carried to, era and year included.
        let fields = picker.state.context.fields(of: picker.state.date)
        #expect(picker.wheel.source.selection(for: picker.state.date, duration: 0) == picker.wheel.state.selection)
        #expect(fields == picker.state.context.fields(of: F.instant(step.to + "T00:00:00Z")))
    }

    @Test("the day wheel carries across an era's first day: 平成元年1月8日 ↑ is 昭和64年1月7日")
    func eraCarriesDay() {
        var back = F.picker(.date, date: F.instant("1989-01-08T00:00:00Z"), locale: "ja_JP", calendar: .japanese)
        #expect(Self.stepped(&back, .day, by: -1) == "1989-01-07")
        var on = F.picker(.date, date: F.instant("2019-04-30T00:00:00Z"), locale: "ja_JP", calendar: .japanese)
        #expect(Self.stepped(&on, .day, by: 1) == "2019-04-01", "April's own 30 days still loop within the month")
    }

    @Test("a bounded wheel stops at its bounds instead of wrapping inside them", arguments: [
        // (mode, value, minimum, maximum, component, rows, printed)
        (DatePickerMode.date, "2026-12-15T00:00:00Z", "2026-11-01T00:00:00Z", "2026-12-31T00:00:00Z", DateComponentKind.month, 1, "2026-12-15"),
        (.date, "2026-11-15T00:00:00Z", "2026-11-01T00:00:00Z", "2026-12-31T00:00:00Z", .month, -1, "2026-11-15"),
        (.date, "2026-12-30T00:00:00Z", "2026-12-03T00:00:00Z", "2026-12-30T00:00:00Z", .day, 1, "2026-12-30"),
        (.date, "2026-12-03T00:00:00Z", "2026-12-03T00:00:00Z", "2026-12-30T00:00:00Z", .day, -1, "2026-12-03"),
        (.time, "2026-11-22T17:00:00Z", "2026-11-22T09:00:00Z", "2026-11-22T17:00:00Z", .hour, 1, "17:00"),
        (.time, "2026-11-22T09:00:00Z", "2026-11-22T09:00:00Z", "2026-11-22T17:00:00Z", .hour, -1, "09:00"),
    ])
    func boundedStops(mode: DatePickerMode, value: String, minimum: String, maximum: String, kind: DateComponentKind,
                      rows: Int, printed: String) {
        for locale in ["en_US", "de_DE", "ja_JP"] {
            var picker = F.picker(mode, date: F.instant(value), minimum: F.instant(minimum), maximum: F.instant(maximum),
                                  locale: locale)
            #expect(Self.stepped(&picker, kind, by: rows) == printed, "\(locale)")
        }
    }

    @Test("a bound in the next month carries into it and stops at the bound")
    func boundedCarries() {
        var picker = F.picker(.date, date: F.instant("2026-12-15T00:00:00Z"), minimum: F.instant("2026-12-01T00:00:00Z"),
                              maximum: F.instant("2027-01-10T00:00:00Z"))
        #expect(Self.stepped(&picker, .month, by: 1) == "2027-01-10")
    }

    @Test("without bounds or eras the wheels loop as the platform's do", arguments: [
        (DateComponentKind.month, "2026-12-15T00:00:00Z", 1, "2026-01-15"), (.month, "2026-01-15T00:00:00Z", -1, "2026-12-15"),
        (.day, "2026-02-28T00:00:00Z", 1, "2026-02-01"), (.day, "2026-12-31T00:00:00Z", 1, "2026-12-01"),
    ])
    func unboundedLoops(kind: DateComponentKind, value: String, rows: Int, printed: String) {
        for calendar in [Calendar.Identifier.gregorian, .japanese] {
            var picker = F.picker(.date, date: F.instant(value), calendar: calendar)
            #expect(Self.stepped(&picker, kind, by: rows) == printed, "\(calendar)")
        }
    }
}
