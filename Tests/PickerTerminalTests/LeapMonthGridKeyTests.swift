import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import Testing

/// The inline calendar of the chinese calendar across a leap month (Behaviour 2.4, 2.11): Page Down
/// turns to the leap month and on, arrows never jump backwards.
@Suite("Calendar grid: leap months")
struct LeapMonthGridKeyTests {
    func grid(_ iso: String) throws -> PickerDriver<DateTerminalPicker> {
        let utc = TimeZone(identifier: "UTC") ?? .gmt
        let date = ISO8601DateFormatter().date(from: iso) ?? Date(timeIntervalSince1970: 0)
        let state = DatePickerState(mode: .date, style: .inline, date: date, locale: Locale(identifier: "zh_CN"),
                                    calendar: Calendar(identifier: .chinese), timeZone: utc, now: date)
        return DateFixtures.driver(try DateTerminalPicker(state: state))
    }

    func day(_ driver: PickerDriver<DateTerminalPicker>) -> String {
        DateTerminalPicker.isoOutput(for: driver.picker.state)
    }

    @Test("Page Down from 二月 10 goes to 闰二月 10, then 三月 10; Page Up comes back")
    func pageDownAcrossLeapMonth() throws {
        var driver = try grid("2023-03-01T12:00:00Z")
        driver.press(.pageDown)
        #expect(day(driver) == "2023-03-31")
        driver.press(.pageDown)
        #expect(day(driver) == "2023-04-29")
        driver.press(.pageUp)
        driver.press(.pageUp)
        #expect(day(driver) == "2023-03-01")
    }

    @Test("Right and Down from the last days of 二月 go forward into 闰二月")
    func arrowsForward() throws {
        var driver = try grid("2023-03-21T12:00:00Z")  // 二月 30
        driver.press(.right)
        #expect(day(driver) == "2023-03-22")
        driver.press(.down)
        #expect(day(driver) == "2023-03-29")
    }
}
