import Foundation
import PickerCore
import Testing
import PickerFormats

/// `pick range`'s output formats: the ISO interval, JSON with days and DST-correct seconds,
/// unix, a pattern for both ends with a separator, and the locale's interval format.
@Suite("Day range output")
struct DayRangeOutputFormatTests {
    typealias F = DateFixture

    static func day(_ iso: String) -> Int { Int(F.instant(iso + "T00:00:00Z").timeIntervalSince1970 / 86_400) }

    func stay(_ first: String, _ last: String, locale: String = "en_US", zone: TimeZone = F.berlin) -> DayRangeCalendar {
        let state = F.state(.date, date: F.instant(first + "T09:00:00Z"), locale: locale, zone: zone)
        return DayRangeCalendar(state: state, range: Self.day(first) ... Self.day(last))
    }

    func text(_ argument: String, _ model: DayRangeCalendar, separator: String? = nil) throws -> String? {
        try DayRangeOutputFormat(argument: argument, separator: separator).string(for: model)
    }

    @Test("iso: an ISO 8601 interval of the two days, both included")
    func iso() throws {
        #expect(try text("iso", stay("2026-11-22", "2026-11-28")) == "2026-11-22/2026-11-28")
        #expect(try text("ISO", stay("2026-11-22", "2026-11-22")) == "2026-11-22/2026-11-22")
    }

    @Test("json: start, end, days, and seconds from the first moment to the end of the last day")
    func json() throws {
        #expect(try text("json", stay("2026-11-22", "2026-11-28"))
            == #"{"start":"2026-11-22","end":"2026-11-28","days":7,"seconds":604800}"#)
        #expect(try text("json", stay("2026-11-22", "2026-11-22"))
            == #"{"start":"2026-11-22","end":"2026-11-22","days":1,"seconds":86400}"#)
    }

    @Test("json seconds across DST: an hour more over the fall-back night, an hour less over spring-forward")
    func jsonAcrossDST() throws {
        // Berlin: 25 October 2026 has 25 hours, 28 March 2027 has 23.
        #expect(try text("json", stay("2026-10-24", "2026-10-26"))
            == #"{"start":"2026-10-24","end":"2026-10-26","days":3,"seconds":262800}"#)
        #expect(try text("json", stay("2027-03-28", "2027-03-28"))
            == #"{"start":"2027-03-28","end":"2027-03-28","days":1,"seconds":82800}"#)
    }

    @Test("unix: each end's first moment in the zone, separated by a space")
    func unix() throws {
        // 2026-11-22T00:00+01:00 is 2026-11-21T23:00Z.
        let first = Int(F.instant("2026-11-21T23:00:00Z").timeIntervalSince1970)
        let last = Int(F.instant("2026-11-27T23:00:00Z").timeIntervalSince1970)
        #expect(try text("unix", stay("2026-11-22", "2026-11-28")) == "\(first) \(last)")
    }

    @Test("a pattern formats both ends, joined by ' – ' or the separator")
    func pattern() throws {
        #expect(try text("dd.MM.", stay("2026-11-22", "2026-11-28")) == "22.11. – 28.11.")
        #expect(try text("yyyy-MM-dd", stay("2026-11-22", "2026-11-28"), separator: " to ") == "2026-11-22 to 2026-11-28")
        #expect(throws: DateOutputFormat.ArgumentError.self) { try DayRangeOutputFormat(argument: "Jsn") }
    }

    @Test("interval: the locale's own interval format, shared parts written once")
    func interval() throws {
        let dash = "\u{2009}–\u{2009}"
        #expect(try text("interval", stay("2026-11-22", "2026-11-28")) == "Nov 22\(dash)28, 2026")
        #expect(try text("interval", stay("2026-11-22", "2027-01-03")) == "Nov 22, 2026\(dash)Jan 3, 2027")
        #expect(try text("interval", stay("2026-11-22", "2026-11-28", locale: "de_DE")) == "22.–28. Nov. 2026")
        #expect(try text("interval", stay("2026-11-22", "2026-11-22")) == "Nov 22, 2026")
    }

    @Test("no output before the range is complete; the span is spoken with its count")
    func incompleteAndSpoken() throws {
        var model = DayRangeCalendar(state: F.state(.date, date: F.instant("2026-11-22T09:00:00Z")))
        #expect(try text("iso", model) == nil)
        model.mark()
        model.move(.days(3))
        #expect(model.spokenSpan == "November 22 to 25, 4 days")
        #expect(model.spokenDay(model.cursor) == "Wednesday, November 25, 2026")
    }
}
