import Foundation
import PickerCore
import Testing
import PickerFormats

/// `pick range --with-time`'s model: Tab order between grid and the two time fields, typing and
/// stepping through the reused `DateFieldEditor`, times in every output format, DST across the
/// range, a start time in a spring-forward gap, and an end before the start refused.
@Suite("Day range with times")
struct DayRangeTimesTests {
    typealias F = DateFixture

    static func day(_ iso: String) -> Int { Int(F.instant(iso + "T00:00:00Z").timeIntervalSince1970 / 86_400) }

    func stay(_ first: String, _ last: String, locale: String = "en_GB") -> DayRangeCalendar {
        let state = F.state(.date, date: F.instant(first + "T09:00:00Z"), locale: locale, zone: F.berlin)
        return DayRangeCalendar(state: state, range: Self.day(first) ... Self.day(last))
    }

    func times(_ model: DayRangeCalendar, interval: Int = 1) -> DayRangeTimes {
        DayRangeTimes(selection: nil, in: model.state, minuteInterval: interval)
    }

    /// Tab to the start field, type `start`, Tab to the end field, type `end`.
    func typed(_ start: String, _ end: String, on model: DayRangeCalendar) -> DayRangeTimes {
        var times = times(model)
        times.tab(forward: true)
        times.edit(.type(start))
        times.tab(forward: true)
        times.edit(.type(end))
        return times
    }

    @Test("Tab goes grid → start time → end time → grid, Shift-Tab the other way; a field is entered at its first segment")
    func tabOrder() {
        var times = times(stay("2026-11-22", "2026-11-28"))
        #expect(times.focus == .grid)
        #expect(times.focusedField == nil)
        times.tab(forward: true)
        #expect(times.focus == .startTime)
        #expect(times.startField.focusedSegment == 0)
        times.edit(.focusNext)
        #expect(times.startField.focusedSegment == 1)
        times.tab(forward: true)
        #expect(times.focus == .endTime)
        times.tab(forward: true)
        #expect(times.focus == .grid)
        times.tab(forward: false)
        #expect(times.focus == .endTime)
        times.tab(forward: false)
        #expect(times.focus == .startTime)
        #expect(times.startField.focusedSegment == 0)
        times.tab(forward: false)
        #expect(times.focus == .grid)
    }

    @Test("defaults 00:00 and 23:59; typed 0900 and 1730 land in the fields; ↑/↓ step as in pick time --style field")
    func typingAndStepping() {
        let model = stay("2026-11-22", "2026-11-28")
        let fresh = times(model)
        #expect(fresh.startTime == .init(hour: 0, minute: 0))
        #expect(fresh.endTime == .init(hour: 23, minute: 59))
        #expect(fresh.startField.text == "00:00")
        #expect(fresh.endField.text == "23:59")
        var typed = typed("0900", "1730", on: model)
        #expect(typed.startTime == .init(hour: 9, minute: 0))
        #expect(typed.endTime == .init(hour: 17, minute: 30))
        #expect(typed.endField.text == "17:30")
        typed.tab(forward: false)                 // back to the start field, the hour
        typed.edit(.step(by: 1))
        #expect(typed.startTime == .init(hour: 10, minute: 0))
        typed.edit(.focusNext)
        typed.edit(.step(by: -1))                 // minute 00 → 59 keeps the hour
        #expect(typed.startTime == .init(hour: 10, minute: 59))
    }

    @Test("AM/PM by letter in a 12-hour locale, as the field does")
    func dayPeriodByLetter() {
        var times = times(stay("2026-11-22", "2026-11-28", locale: "en_US"))
        #expect(times.startField.text.hasPrefix("12:00"))
        times.tab(forward: true)
        times.edit(.type("0930"))                 // 09:30, the AM/PM segment focused
        times.edit(.type("p"))
        #expect(times.startTime == .init(hour: 21, minute: 30))
    }

    @Test("--minute-interval: minutes step by the interval, 23:59 rounds down to 23:45")
    func minuteInterval() {
        var times = times(stay("2026-11-22", "2026-11-28"), interval: 15)
        #expect(times.endTime == .init(hour: 23, minute: 45))
        times.tab(forward: true)
        times.edit(.focusNext)
        times.edit(.step(by: 1))
        #expect(times.startTime == .init(hour: 0, minute: 15))
    }

    @Test("every output format carries the times")
    func formats() throws {
        let model = stay("2026-11-22", "2026-11-28")
        let times = typed("0900", "1730", on: model)
        func text(_ argument: String, separator: String? = nil) throws -> String? {
            try DayRangeOutputFormat(argument: argument, separator: separator).string(for: model, times: times)
        }
        #expect(try text("iso") == "2026-11-22T09:00:00+01:00/2026-11-28T17:30:00+01:00")
        // 6 days and 8½ hours: 518,400 + 30,600.
        #expect(try text("json")
            == #"{"start":"2026-11-22T09:00:00+01:00","end":"2026-11-28T17:30:00+01:00","days":7,"seconds":549000}"#)
        // Midnight of the 22nd in Berlin is 1795302000; 9 hours later, and 6 days 17½ hours later.
        #expect(try text("unix") == "\(1_795_302_000 + 32_400) \(1_795_302_000 + 6 * 86_400 + 63_000)")
        #expect(try text("dd.MM. HH:mm") == "22.11. 09:00 – 28.11. 17:30")
        #expect(try text("HH:mm", separator: "-") == "09:00-17:30")
        let interval = try #require(try text("interval"))
        // en_GB writes both ends in full, each with its time, in ICU's interval shape.
        #expect(interval == model.intervalText(from: F.instant("2026-11-22T08:00:00Z"), to: F.instant("2026-11-28T16:30:00Z"),
                                               template: "yMMMdjmm"))
        #expect(interval.contains("22 Nov 2026") && interval.contains("09:00") && interval.contains("17:30"))
    }

    @Test("the defaults cover the days from 00:00 to 23:59")
    func defaults() throws {
        let model = stay("2026-11-22", "2026-11-28")
        #expect(DayRangeOutputFormat.json.string(for: model, times: times(model))
            == #"{"start":"2026-11-22T00:00:00+01:00","end":"2026-11-28T23:59:00+01:00","days":7,"seconds":604740}"#)
    }

    @Test("DST across the range: an hour more over the fall-back night, an hour less over spring-forward; offsets follow")
    func acrossDST() {
        let autumn = stay("2026-10-24", "2026-10-26")
        #expect(DayRangeOutputFormat.json.string(for: autumn, times: typed("0900", "1730", on: autumn))
            == #"{"start":"2026-10-24T09:00:00+02:00","end":"2026-10-26T17:30:00+01:00","days":3,"seconds":207000}"#)
        let spring = stay("2027-03-27", "2027-03-29")
        #expect(DayRangeOutputFormat.json.string(for: spring, times: typed("0900", "1730", on: spring))
            == #"{"start":"2027-03-27T09:00:00+01:00","end":"2027-03-29T17:30:00+02:00","days":3,"seconds":199800}"#)
    }

    @Test("a start time in the spring-forward gap moves forward, as on the wheels")
    func startInGap() {
        let day = stay("2027-03-28", "2027-03-28")
        let times = typed("0230", "1200", on: day)
        #expect(DayRangeOutputFormat.iso.string(for: day, times: times) == "2027-03-28T03:30:00+02:00/2027-03-28T12:00:00+02:00")
    }

    @Test("one day whose end time is before its start: no interval and no output (the picker refuses it)")
    func endBeforeStart() {
        let day = stay("2026-11-22", "2026-11-22")
        let times = typed("1730", "0900", on: day)
        #expect(times.interval(of: day) == nil)
        #expect(DayRangeOutputFormat.iso.string(for: day, times: times) == nil)
        // The same times over two days are fine.
        let two = stay("2026-11-22", "2026-11-23")
        #expect(DayRangeOutputFormat.iso.string(for: two, times: typed("1730", "0900", on: two))
            == "2026-11-22T17:30:00+01:00/2026-11-23T09:00:00+01:00")
    }

    @Test("--value times preset the fields in the picker's zone")
    func presetFromSelection() {
        let model = stay("2026-11-22", "2026-11-28")
        let times = DayRangeTimes(selection: F.instant("2026-11-22T08:00:00Z") ... F.instant("2026-11-28T16:30:00Z"), in: model.state)
        #expect(times.startTime == .init(hour: 9, minute: 0))
        #expect(times.endTime == .init(hour: 17, minute: 30))
    }
}
