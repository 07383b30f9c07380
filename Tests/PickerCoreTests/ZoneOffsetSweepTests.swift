import Foundation
import PickerCore
import Testing
import PickerFormats

/// Every zone's printed wall time and offset agree with `secondsFromGMT`, around every offset
/// change from 2000 to 2040 (issue 10 item 11: `EST`, `MST` and `EET` printed ICU's offsets).
@Suite("ISO output across every zone's offset changes")
struct ZoneOffsetSweepTests {
    static let start = Date(timeIntervalSince1970: 946_684_800)  // 2000-01-01T00:00:00Z
    static let end = Date(timeIntervalSince1970: 2_208_988_800)  // 2040-01-01T00:00:00Z

    /// The expected text by Foundation's calendar in a fixed zone of the offset (no ICU zone
    /// rules involved), written out with `String(format:)`.
    static func expected(_ instant: Date, offset: Int, calendars: inout [Int: Calendar]) -> String {
        let calendar = calendars[offset] ?? {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(secondsFromGMT: offset) ?? .gmt
            return calendar
        }()
        calendars[offset] = calendar
        let fields = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
        let sign = offset < 0 ? "-" : "+"
        let zone = abs(offset) % 60 == 0
            ? String(format: "%@%02d:%02d", sign, abs(offset) / 3600, abs(offset) / 60 % 60)
            : String(format: "%@%02d:%02d:%02d", sign, abs(offset) / 3600, abs(offset) / 60 % 60, abs(offset) % 60)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d", fields.year ?? 0, fields.month ?? 0, fields.day ?? 0,
                      fields.hour ?? 0, fields.minute ?? 0, fields.second ?? 0) + zone
    }

    @Test("all known zones, both sides of each transition 2000–2040, and a fixed midsummer instant")
    func sweep() throws {
        var calendars: [Int: Calendar] = [:]
        var checked = 0
        var wrong: [String] = []
        for identifier in TimeZone.knownTimeZoneIdentifiers {
            let zone = try #require(TimeZone(identifier: identifier))
            var instants = [Date(timeIntervalSince1970: 1_845_744_840)]  // 2028-06-27T19:54:00Z
            var cursor = Self.start
            while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < Self.end {
                instants += [next.addingTimeInterval(-60), next]
                cursor = next
            }
            for instant in instants {
                let offset = zone.secondsFromGMT(for: instant)
                let printed = DateOutputFormat.iso(instant, mode: .dateAndTime, timeZone: zone)
                let expected = Self.expected(instant, offset: offset, calendars: &calendars)
                if printed != expected, wrong.count < 10 { wrong.append("\(identifier): \(printed) ≠ \(expected)") }
                checked += 1
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(checked > 20_000, "only \(checked) instants")
    }

    @Test("the zones named like abbreviations print their own offsets", arguments: [
        ("EST", "2028-06-27T15:54", "2028-06-27T15:54:00-05:00"),
        ("MST", "2028-06-27T15:54", "2028-06-27T15:54:00-07:00"),
    ])
    func abbreviations(zone identifier: String, value: String, printed: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        let instant = try DateInputParser(timeZone: zone, now: DateFixture.now).date(value)
        let state = DateFixture.state(.dateAndTime, date: instant, zone: zone)
        #expect(DateOutputFormat.iso.string(for: state) == printed)
    }
}
