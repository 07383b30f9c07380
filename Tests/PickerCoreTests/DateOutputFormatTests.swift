import Foundation
import PickerCore
import Testing
import PickerFormats

/// `--format` names and patterns, and the one output formatter (issue 10 item 10, issue 9 item 5).
@Suite("DateOutputFormat: names, patterns and printing")
struct DateOutputFormatTests {
    typealias F = DateFixture

    @Test("names are case-insensitive and ignore surrounding spaces", arguments: [
        ("iso", DateOutputFormat.iso), ("ISO", .iso), ("Iso", .iso), ("JSON", .json), ("Json", .json), ("json", .json),
        ("unix ", .unix), (" UNIX", .unix),
    ])
    func names(text: String, format: DateOutputFormat) throws {
        #expect(try DateOutputFormat(argument: text, mode: .date) == format)
    }

    @Test("a countdown's iso is its whole seconds; it takes no pattern")
    func countdown() throws {
        #expect(try DateOutputFormat(argument: "iso", mode: .countDownTimer) == .unix)
        #expect(throws: DateOutputFormat.ArgumentError.self) { try DateOutputFormat(argument: "dd.MM", mode: .countDownTimer) }
    }

    @Test("patterns with ICU fields are kept as written", arguments: ["dd.MM.yyyy", "EEEE d MMMM", "y G", "Gy年M月d日",
                                                                     "EEEE 'at' h:mm a", "yyyy-MM-dd'T'HH:mm"])
    func patterns(text: String) throws {
        #expect(try DateOutputFormat(argument: text, mode: .dateAndTime) == .pattern(text))
    }

    @Test("a pattern with no field, or with a letter ICU does not define, is refused", arguments: [
        ("", "no date or time field"), ("   ", "no date or time field"), ("'at'", "no date or time field"),
        ("--", "no date or time field"), ("Jsn", "'J'"), ("Hello", "'l'"), ("isoo", "'i'"), ("dd.MM.yyyy jj", "'j'"),
    ])
    func refused(text: String, reason: String) {
        let error = #expect(throws: DateOutputFormat.ArgumentError.self) {
            try DateOutputFormat(argument: text, mode: .date)
        }
        let message = error?.description ?? ""
        #expect(message.contains(reason) && !message.contains("\n"), "\(message)")
    }

    @Test("the formatter prints what pick's date guide promises for every mode")
    func printing() {
        let date = F.instant("2026-11-22T13:30:00Z")
        let cases: [(DatePickerMode, DateOutputFormat, String)] = [
            (.date, .iso, "2026-11-22"), (.date, .unix, "1795302000"),
            (.date, .json, #"{"value":"2026-11-22","iso":"2026-11-22T00:00:00+01:00","unix":1795302000}"#),
            (.time, .iso, "14:30"), (.time, .unix, "1795354200"),
            (.time, .json, #"{"value":"14:30","iso":"2026-11-22T14:30:00+01:00","unix":1795354200}"#),
            (.dateAndTime, .iso, "2026-11-22T14:30:00+01:00"),
            (.dateAndTime, .json, #"{"value":"2026-11-22T14:30:00+01:00","iso":"2026-11-22T14:30:00+01:00","unix":1795354200}"#),
            (.yearAndMonth, .iso, "2026-11"), (.yearAndMonth, .unix, "1793487600"),
            (.date, .pattern("dd.MM.yyyy"), "22.11.2026"),
        ]
        for (mode, format, expected) in cases {
            #expect(format.string(for: F.state(mode, date: date, zone: F.berlin)) == expected, "\(mode) \(format)")
        }
        // `pick month --value 2026-11` reads the month as its first day, and a month keeps its day.
        let november = F.state(.yearAndMonth, date: F.instant("2026-10-31T23:00:00Z"), zone: F.berlin)
        #expect(DateOutputFormat.unix.string(for: november) == "1793487600")
        let countdown = F.state(.countDownTimer, duration: 4_500)
        #expect(DateOutputFormat.unix.string(for: countdown) == "4500")
        #expect(DateOutputFormat.json.string(for: countdown) == #"{"seconds":4500}"#)
    }

    @Test("a pattern prints in the picker's calendar, dangi too: the year, its cycle name and the leap month (issue 25)",
          arguments: [
              // 2023-03-22 is the first day of the leap second month in both calendars.
              ("ko_KR", Calendar.Identifier.dangi, "2023 계묘 윤2월 1"),
              ("zh_CN", Calendar.Identifier.chinese, "2023 癸卯 闰二月 1"),
          ])
    func calendarPattern(locale: String, calendar: Calendar.Identifier, printed: String) {
        let state = F.state(.date, date: F.instant("2023-03-22T00:00:00Z"), locale: locale, calendar: calendar)
        #expect(DateOutputFormat.pattern("r U MMMM d").string(for: state) == printed)
    }

    @Test("a pattern in a zone ICU resolves differently prints Foundation's wall time and offset")
    func abbreviationZonePattern() throws {
        let est = try #require(TimeZone(identifier: "EST"))
        let summer = F.instant("2028-06-27T20:54:00Z")
        let state = F.state(.dateAndTime, date: summer, zone: est)
        #expect(DateOutputFormat.pattern("HH:mm xxx").string(for: state) == "15:54 -05:00")
        #expect(DateOutputFormat.iso.string(for: state) == "2028-06-27T15:54:00-05:00")
        // Where ICU and Foundation agree, zone names still come from the zone.
        let berlin = F.state(.dateAndTime, date: summer, locale: "en_US", zone: F.berlin)
        #expect(DateOutputFormat.pattern("HH:mm zzzz").string(for: berlin) == "22:54 Central European Summer Time")
    }

    @Test("a pattern whose result is longer than 1,023 UTF-16 units prints all of it, quotes and all")
    func longPattern() throws {
        let date = F.instant("2026-11-22T13:30:00Z")
        let state = F.state(.date, date: date, locale: "en_US", zone: F.berlin)
        for repeats in [1, 200, 400, 2_000] {
            let pattern = String(repeating: "dd.MM.yyyy 'o''clock' EEEE; ", count: repeats)
            let expected = String(repeating: "22.11.2026 o'clock Sunday; ", count: repeats)
            let printed = DateOutputFormat.pattern(pattern).string(for: state)
            #expect(printed == expected, "\(repeats) repeats: \(printed.utf16.count) units")
        }
        // One field can never outgrow the buffer: a run of more letters than any field means is refused.
        #expect(throws: DateOutputFormat.ArgumentError.self) {
            try DateOutputFormat(argument: String(repeating: "y", count: DateOutputFormat.maximumFieldLength + 1), mode: .date)
        }
        #expect(DateOutputFormat.PatternToken.tokens(of: "dd.MM 'at' HH''") == [
            .field("d", count: 2), .literal("."), .field("M", count: 2), .literal(" at "), .field("H", count: 2), .literal("'"),
        ])
    }
}
