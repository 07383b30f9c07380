import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI

/// Fixed inputs for the date picker views: a locale, the gregorian calendar, Berlin time and an
/// injected "now" — nothing reads the clock or the environment.
enum DateFixtures {
    static let berlin = TimeZone(identifier: "Europe/Berlin") ?? TimeZone(secondsFromGMT: 3600)!
    static let gregorian = Calendar(identifier: .gregorian)

    /// A wall time in Berlin.
    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        var calendar = gregorian
        calendar.timeZone = berlin
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// Sunday 22 November 2026, 14:30 in Berlin: the value and "now" of most tests.
    static let nov22 = date(2026, 11, 22, 14, 30)

    static func state(
        _ mode: DatePickerMode, _ style: DateStyle, locale: String = "en_US", date: Date = nov22, now: Date = nov22,
        minimum: Date? = nil, maximum: Date? = nil, minuteInterval: Int = 1, countDown: TimeInterval = 0
    ) -> DatePickerState {
        DatePickerState(mode: mode, style: style, date: date, minimumDate: minimum, maximumDate: maximum,
                        minuteInterval: minuteInterval, countDownDuration: countDown, locale: Locale(identifier: locale),
                        calendar: gregorian, timeZone: berlin, now: now)
    }

    static func picker(
        _ mode: DatePickerMode, _ style: DateStyle, locale: String = "en_US", date: Date = nov22,
        now: Date = nov22, minimum: Date? = nil, maximum: Date? = nil, minuteInterval: Int = 1,
        countDown: TimeInterval = 0, header: String? = nil, showsHelp: Bool = true
    ) throws -> DateTerminalPicker {
        try DateTerminalPicker(
            state: state(mode, style, locale: locale, date: date, now: now, minimum: minimum, maximum: maximum,
                         minuteInterval: minuteInterval, countDown: countDown),
            header: header, showsHelp: showsHelp)
    }

    static func driver(_ picker: DateTerminalPicker, width: Int = 80, height: Int? = nil) -> PickerDriver<DateTerminalPicker> {
        PickerDriver(picker, width: width, height: height)
    }
}

extension DateFixtures {
    /// The minute of `date` in Berlin.
    static func minute(of date: Date) -> Int {
        var calendar = gregorian
        calendar.timeZone = berlin
        return calendar.component(.minute, from: date)
    }
}
