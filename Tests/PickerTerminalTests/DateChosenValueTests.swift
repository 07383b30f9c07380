import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import Testing
import PickerFormats

/// A value chosen with keys holds exactly what the mode picks (issue 10 item 1): after moving
/// on the grid or the wheels, a date prints its day's first moment and a month its month's,
/// though the picker opened at 14:30 with "now" at 14:30.
@Suite("Chosen date values: the first moment, after keys")
struct DateChosenValueTests {
    typealias F = DateFixtures

    static func json(_ driver: PickerDriver<DateTerminalPicker>) -> String {
        DateOutputFormat.json.string(for: driver.picker.state)
    }

    @Test("the grid: Right then Enter")
    func grid() throws {
        var driver = F.driver(try F.picker(.date, .inline))
        driver.press(.right)
        #expect(Self.json(driver) == #"{"value":"2026-11-23","iso":"2026-11-23T00:00:00+01:00","unix":1795388400}"#)
        driver.press(.enter)
        #expect(driver.outputText == "2026-11-23")
    }

    @Test("the wheels: a day up")
    func wheels() throws {
        var driver = F.driver(try F.picker(.date, .wheels))
        driver.press(.right)
        driver.press(.up)
        #expect(Self.json(driver).contains(#""iso":"2026-11-21T00:00:00+01:00""#), "\(Self.json(driver))")
    }

    @Test("the month wheels: a month down prints that month's first moment, whatever day it keeps unseen")
    func month() throws {
        var driver = F.driver(try F.picker(.yearAndMonth, .wheels))
        driver.press(.down)
        #expect(Self.json(driver) == #"{"value":"2026-12","iso":"2026-12-01T00:00:00+01:00","unix":1796079600}"#)
    }
}
