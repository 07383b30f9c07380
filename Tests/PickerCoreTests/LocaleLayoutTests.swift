import Foundation
import PickerCore
import Testing

/// Behaviour 2.1, 2.3: components, their order, the clock and names come from the locale's ICU data.
@Suite("Date picker layout per locale")
struct LocaleLayoutTests {
    static let orders: [(String, DatePickerMode, [DateComponentKind])] = [
        ("en_US", .date, [.month, .day, .year]),
        ("en_GB", .date, [.day, .month, .year]),
        ("de_DE", .date, [.day, .month, .year]),
        ("fr_FR", .date, [.day, .month, .year]),
        ("ja_JP", .date, [.year, .month, .day]),
        ("ko_KR", .date, [.year, .month, .day]),
        ("zh_CN", .date, [.year, .month, .day]),
        ("ar_EG", .date, [.day, .month, .year]),
        ("he_IL", .date, [.day, .month, .year]),
        ("fa_IR", .date, [.day, .month, .year]),
        ("th_TH", .date, [.day, .month, .year]),
        ("hi_IN", .date, [.day, .month, .year]),
        ("en_US", .time, [.hour, .minute, .dayPeriod]),
        ("en_GB", .time, [.hour, .minute]),
        ("de_DE", .time, [.hour, .minute]),
        ("ja_JP", .time, [.hour, .minute]),
        ("ko_KR", .time, [.dayPeriod, .hour, .minute]),
        ("hi_IN", .time, [.dayPeriod, .hour, .minute]),
        ("ar_EG", .time, [.hour, .minute, .dayPeriod]),
        ("zh_CN", .time, [.hour, .minute]),
        ("en_US", .dateAndTime, [.dayOfYear, .hour, .minute, .dayPeriod]),
        ("ko_KR", .dateAndTime, [.dayOfYear, .dayPeriod, .hour, .minute]),
        ("fr_FR", .dateAndTime, [.dayOfYear, .hour, .minute]),
        ("en_US", .yearAndMonth, [.month, .year]),
        ("ja_JP", .yearAndMonth, [.year, .month]),
        ("fa_IR", .yearAndMonth, [.month, .year]),
        ("de_DE", .countDownTimer, [.countdownHours, .countdownMinutes]),
        ("ar_EG", .countDownTimer, [.countdownHours, .countdownMinutes]),
    ]

    @Test("component order follows the locale", arguments: orders.indices)
    func order(index: Int) {
        let (locale, mode, expected) = Self.orders[index]
        let layout = DatePickerLayout(mode: mode, locale: Locale(identifier: locale), calendar: DateFixture.gregorian)
        #expect(layout.components == expected, "\(locale) \(mode)")
    }

    @Test("the japanese calendar adds an era before the year; single-era calendars do not")
    func eraComponent() {
        let japanese = DatePickerLayout(mode: .date, locale: Locale(identifier: "ja_JP"), calendar: Calendar(identifier: .japanese))
        #expect(japanese.components == [.era, .year, .month, .day])
        for calendar in [Calendar.Identifier.buddhist, .hebrew, .islamicUmmAlQura, .persian, .gregorian] {
            let layout = DatePickerLayout(mode: .date, locale: Locale(identifier: "th_TH"), calendar: Calendar(identifier: calendar))
            #expect(!layout.components.contains(.era), "\(calendar)")
        }
    }

    @Test("the calendar takes part in the pattern: fa_IR puts the year first in its persian calendar only")
    func calendarChangesOrder() {
        let persian = DatePickerLayout(mode: .yearAndMonth, locale: Locale(identifier: "fa_IR"), calendar: Calendar(identifier: .persian))
        #expect(persian.components == [.year, .month])
        #expect(persian.orderPattern == "y MMMM")
    }

    @Test("hour cycle from the j skeleton, including a locale's hours keyword",
          arguments: [("en_US", HourCycle.h12), ("ja_JP", .h23), ("de_DE", .h23), ("ko_KR", .h12),
                      ("en_US@hours=h23", .h23), ("ja_JP@hours=h11", .h11), ("en_GB@hours=h12", .h12)])
    func hourCycle(locale: String, cycle: HourCycle) {
        let layout = DatePickerLayout(mode: .time, locale: Locale(identifier: locale), calendar: DateFixture.gregorian)
        #expect(layout.hourCycle == cycle)
        #expect(layout.components.contains(.dayPeriod) == cycle.usesDayPeriod)
    }

    @Test("right-to-left scripts are flagged", arguments: DateFixture.locales)
    func direction(locale: String) {
        let layout = DatePickerLayout(mode: .date, locale: Locale(identifier: locale), calendar: DateFixture.gregorian)
        #expect(layout.isRightToLeft == ["ar_EG", "he_IL", "fa_IR"].contains(locale))
    }

    @Test("digits follow the locale's numbering system",
          arguments: [("ar_EG", "٢٢"), ("fa_IR", "۲۲"), ("hi_IN", "22"), ("en_US", "22"), ("hi_IN@numbers=deva", "२२")])
    func digits(locale: String, expected: String) {
        let layout = DatePickerLayout(mode: .date, locale: Locale(identifier: locale), calendar: DateFixture.gregorian)
        #expect(layout.number(22) == expected)
    }

    @Test("Today comes from Foundation in the locale's language",
          arguments: [("en_US", "Today"), ("de_DE", "Heute"), ("ja_JP", "今日"), ("ko_KR", "오늘"), ("fr_FR", "Aujourd’hui")])
    func today(locale: String, expected: String) {
        let layout = DatePickerLayout(mode: .dateAndTime, locale: Locale(identifier: locale), calendar: DateFixture.gregorian)
        #expect(layout.todayTitle == expected)
    }

    @Test("AM/PM symbols and stand-alone names come from the calendar's symbols")
    func symbols() {
        let korean = DatePickerLayout(mode: .time, locale: Locale(identifier: "ko_KR"), calendar: DateFixture.gregorian)
        #expect(korean.dayPeriodSymbols == ["오전", "오후"])
        let hebrew = DatePickerLayout(mode: .date, locale: Locale(identifier: "en_US"), calendar: Calendar(identifier: .hebrew))
        #expect(hebrew.standaloneMonthSymbols.prefix(7) == ["Tishri", "Heshvan", "Kislev", "Tevet", "Shevat", "Adar I", "Adar"])
        let russian = DatePickerLayout(mode: .date, locale: Locale(identifier: "ru_RU"), calendar: DateFixture.gregorian)
        // Russian distinguishes the stand-alone "январь" from the formatting "января".
        #expect(russian.standaloneMonthSymbols.first == "январь")
    }
}
