import Foundation
import PickerCore
import Testing
import PickerFormats

/// ISO input and output are proleptic Gregorian, and the supported years are 0001–9999
/// (issue 10 item 12, Behaviour 2.11a).
@Suite("ISO dates: proleptic Gregorian, years 0001 to 9999")
struct ISOYearSpanTests {
    typealias F = DateFixture

    static let parser = DateInputParser(timeZone: F.utc, now: F.now)

    @Test("dates before the 1582 reform are read as ISO 8601 does", arguments: [
        ("1582-10-15", -12_219_292_800), ("1582-10-10", -12_219_724_800), ("1582-10-04", -12_220_243_200),
        ("0001-01-01", -62_135_596_800), ("9999-12-31T23:59:59", 253_402_300_799), ("1600-02-29", -11_670_998_400),
    ])
    func reading(text: String, seconds: Int) throws {
        #expect(try Self.parser.date(text) == Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    @Test("days that do not exist in the proleptic calendar are refused", arguments: ["1700-02-29", "1900-02-29", "0100-02-29"])
    func missingDays(text: String) {
        #expect(throws: DateInputParser.ParseError.self) { try Self.parser.date(text) }
    }

    @Test("a year outside 0001–9999 is one clear error naming the span")
    func outsideTheSpan() {
        let error = #expect(throws: DateInputParser.ParseError.self) { try Self.parser.date("0000-12-31") }
        #expect(error?.description.contains("0001 to 9999") == true)
    }

    @Test("printing before the reform and at the span's ends")
    func printing() {
        let cases: [(Int, String)] = [(-12_220_243_200, "1582-10-04"), (-62_135_596_800, "0001-01-01"),
                                      (253_402_214_400, "9999-12-31"), (-11_670_998_400, "1600-02-29")]
        for (seconds, text) in cases {
            let state = F.state(.date, date: Date(timeIntervalSince1970: TimeInterval(seconds)))
            #expect(DateOutputFormat.iso.string(for: state) == text)
        }
    }

    @Test("the pickers stay inside the span: a value outside becomes its end")
    func clampedToTheSpan() {
        let past = F.state(.dateAndTime, date: .distantPast, zone: F.berlin)
        #expect(DateOutputFormat.iso.string(for: past).hasPrefix("0001-01-01T00:00:00+"))
        let future = F.state(.date, date: Date(timeIntervalSince1970: 253_402_300_800 + 40 * 86_400))
        #expect(DateOutputFormat.iso.string(for: future) == "9999-12-31")
        var month = F.picker(.yearAndMonth, date: Date(timeIntervalSince1970: 253_402_214_400))
        month.setDate(Date(timeIntervalSince1970: 253_402_300_800 + 40 * 86_400))
        #expect(DateOutputFormat.iso.string(for: month.state) == "9999-12")
    }

    @Test("stepping the year wheel past 9999 settles on the span's last day, and back from 0001 on its first")
    func wheelsStayInside() {
        var picker = F.picker(.date, date: Date(timeIntervalSince1970: 253_400_832_000))  // 9999-12-15
        _ = picker.apply(.tick(now: 0))
        _ = picker.apply(.focus(component: 2))
        _ = picker.apply(.step(by: 1))
        _ = picker.apply(.tick(now: 30))
        #expect(DateOutputFormat.iso.string(for: picker.state) == "9999-12-31")
        #expect(picker.selectedTitles == ["December", "31", "9999"])
        var early = F.picker(.dateAndTime, date: Date(timeIntervalSince1970: -62_135_560_800))  // 0001-01-01T10:00Z
        _ = early.apply(.tick(now: 0))
        _ = early.apply(.step(by: -1))
        _ = early.apply(.tick(now: 30))
        #expect(DateOutputFormat.iso.string(for: early.state).hasPrefix("0001-01-01T"))
    }

    @Test("wall seconds and fields agree with Foundation after the reform and round-trip everywhere")
    func roundTrip() throws {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = .gmt
        let first = try #require(ISODateTime(year: 1, month: 1, day: 1)).wallSeconds
        let last = try #require(ISODateTime(year: 9999, month: 12, day: 31)).wallSeconds
        for seconds in stride(from: first, through: last, by: 86_400 * 11 + 3_607) {
            let fields = ISODateTime(wallSeconds: seconds)
            #expect(fields.wallSeconds == seconds)
            if fields.year >= 1583 {
                let parts = gregorian.dateComponents([.year, .month, .day, .hour, .minute],
                                                     from: Date(timeIntervalSince1970: TimeInterval(seconds)))
                #expect([parts.year, parts.month, parts.day, parts.hour, parts.minute]
                    == [fields.year, fields.month, fields.day, fields.hour, fields.minute])
            }
        }
    }
}
