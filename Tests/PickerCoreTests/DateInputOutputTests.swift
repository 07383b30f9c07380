import Foundation
import PickerCore
import Testing
import PickerFormats

/// The CLI's date input and output forms.
@Suite("Date input and output formats")
struct DateInputOutputTests {
    typealias F = DateFixture

    @Test("ISO forms, read in the zone with the DST rules", arguments: [
        ("2026-11-22", "2026-11-21T23:00:00Z"),
        ("2026-11-22T14:30", "2026-11-22T13:30:00Z"),
        ("2026-11-22T14:30:05", "2026-11-22T13:30:05Z"),
        ("2026-11-22T14:30Z", "2026-11-22T14:30:00Z"),
        ("2026-11-22T14:30:00-05:00", "2026-11-22T19:30:00Z"),
        ("2026-11-22 14:30+0530", "2026-11-22T09:00:00Z"),
        ("2026-03-29T02:30", "2026-03-29T01:30:00Z"),  // 02:30 does not exist in Berlin: 03:30 CEST
        ("09:05", "2026-11-22T08:05:00Z"),
    ])
    func dates(text: String, expected: String) throws {
        let parser = DateInputParser(timeZone: F.berlin, now: F.now)
        #expect(try parser.date(text) == F.instant(expected))
    }

    @Test("malformed dates are clear errors", arguments: ["", "2026-02-30", "2026-13-01", "25:00", "2026-11-22T14", "tomorrow",
                                                          "2026-11-22T14:30+25:00", "2026/11/22"])
    func badDates(text: String) {
        let parser = DateInputParser(timeZone: F.berlin, now: F.now)
        #expect(throws: DateInputParser.ParseError.self) { try parser.date(text) }
    }

    @Test("durations", arguments: [("1h15m", 4_500.0), ("90m", 5_400), ("45s", 45), ("2h", 7_200), ("4500", 4_500),
                                   ("1h15m30s", 4_530)])
    func durations(text: String, seconds: Double) throws {
        #expect(try DateInputParser.duration(text) == seconds)
    }

    @Test("malformed durations", arguments: ["", "h", "1x", "1h1h", "-5", "5m3"])
    func badDurations(text: String) {
        #expect(throws: DateInputParser.ParseError.self) { try DateInputParser.duration(text) }
    }

    @Test("output formats per mode")
    func outputs() {
        let date = F.instant("2026-11-22T13:30:00Z")
        #expect(DateOutputFormat.iso.string(for: F.state(.dateAndTime, date: date, zone: F.berlin)) == "2026-11-22T14:30:00+01:00")
        #expect(DateOutputFormat.iso.string(for: F.state(.date, date: date, zone: F.berlin)) == "2026-11-22")
        #expect(DateOutputFormat.iso.string(for: F.state(.time, date: date, zone: F.berlin)) == "14:30")
        #expect(DateOutputFormat.iso.string(for: F.state(.yearAndMonth, date: date, zone: F.berlin)) == "2026-11")
        #expect(DateOutputFormat.iso.string(for: F.state(.countDownTimer, duration: 4_500)) == "PT1H15M")
        #expect(DateOutputFormat.iso.string(for: F.state(.countDownTimer, duration: 7_200)) == "PT2H")
        #expect(DateOutputFormat.iso.string(for: F.state(.countDownTimer, duration: 300)) == "PT5M")
        // A date's unix second is its first moment (issue 10 item 1); JSON is the one form `pick`
        // has always printed (issue 9 item 5: one formatter).
        #expect(DateOutputFormat.unix.string(for: F.state(.date, date: date)) == "1795305600")
        #expect(DateOutputFormat.json.string(for: F.state(.dateAndTime, date: date, zone: F.berlin))
            == #"{"value":"2026-11-22T14:30:00+01:00","iso":"2026-11-22T14:30:00+01:00","unix":1795354200}"#)
        #expect(DateOutputFormat.json.string(for: F.state(.countDownTimer, duration: 4_500)) == #"{"seconds":4500}"#)
        #expect(DateOutputFormat.pattern("EEEE d MMMM").string(for: F.state(.date, date: date, locale: "de_DE", zone: F.berlin))
            == "Sonntag 22 November")
        #expect(DateOutputFormat.localized.string(for: F.state(.date, date: date)) == "Nov 22, 2026")
    }
}
