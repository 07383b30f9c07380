import Foundation
import PickerCore
import Testing
import PickerFormats

@Suite("Clock editor: turning, pointing, AM/PM and typing, with the date rules")
struct ClockEditorTests {
    typealias F = DateFixture

    func clock(_ date: String, mode: DatePickerMode = .dateAndTime, interval: Int = 1, minimum: String? = nil,
               maximum: String? = nil, locale: String = "en_US", zone: TimeZone = F.utc) -> ClockEditor {
        ClockEditor(state: F.state(mode, style: .graphical, date: F.instant(date), minimum: minimum.map(F.instant),
                                   maximum: maximum.map(F.instant), interval: interval, locale: locale, zone: zone))
    }

    func iso(_ clock: ClockEditor) -> String { DateOutputFormat.iso.string(for: clock.state) }

    @Test("The hands follow the value in the picker's zone: 3:00 PM and 10:10")
    func handsFollowTheValue() {
        let three = clock("2026-11-22T15:00:00+00:00")
        #expect(three.angles == ClockFace.Angles(hour: 90, minute: 0))
        #expect(three.isAfternoon)
        #expect(three.text == "3:00\u{202F}PM")
        // 09:10 UTC is 10:10 in Berlin.
        let ten = clock("2026-11-22T09:10:00+00:00", locale: "de_DE", zone: F.berlin)
        #expect(ten.angles == ClockFace.Angles(hour: 305, minute: 60))
        #expect(ten.text == "10:10")
    }

    @Test("12- and 24-hour clocks come from the locale's j skeleton: en_US and ko_KR have AM/PM, de_DE and ja_JP not")
    func hourCycles() {
        #expect(clock("2026-11-22T15:00:00+00:00").usesDayPeriod)
        #expect(clock("2026-11-22T15:00:00+00:00", locale: "ko_KR").usesDayPeriod)
        #expect(!clock("2026-11-22T15:00:00+00:00", locale: "de_DE").usesDayPeriod)
        #expect(!clock("2026-11-22T15:00:00+00:00", locale: "ja_JP").usesDayPeriod)
        #expect(clock("2026-11-22T15:00:00+00:00", locale: "de_DE").text == "15:00")
        #expect(clock("2026-11-22T15:00:00+00:00", locale: "ko_KR").text == "오후 3:00")
    }

    @Test("The minute hand turns by the interval and carries into the hour and the day")
    func minuteStepping() {
        var clock = clock("2026-11-22T23:45:00+00:00", interval: 15)
        let events = clock.apply(.turn(.minute, by: 1))
        #expect(iso(clock) == "2026-11-23T00:00:00+00:00")
        #expect(events == [.valueChanged(.date(F.instant("2026-11-23T00:00:00+00:00"))), .settled(.date(F.instant("2026-11-23T00:00:00+00:00")))])
        clock.apply(.turn(.minute, by: -2))
        #expect(iso(clock) == "2026-11-22T23:30:00+00:00")
        #expect(clock.text == "11:30\u{202F}PM")
    }

    @Test("The hour hand turns by an hour; in time mode the hands go round the same day")
    func hourStepping() {
        var clock = clock("2026-11-22T23:10:00+00:00")
        clock.apply(.turn(.hour, by: 1))
        #expect(iso(clock) == "2026-11-23T00:10:00+00:00")
        var time = self.clock("2026-11-22T23:10:00+00:00", mode: .time)
        time.apply(.turn(.hour, by: 1))
        #expect(time.state.date == F.instant("2026-11-22T00:10:00+00:00"))
        time.apply(.turn(.minute, by: -11))
        #expect(time.state.date == F.instant("2026-11-22T23:59:00+00:00"))
    }

    @Test("Pointing: the minute hand at the nearest minute on the interval, the hour hand in the same half of the day")
    func pointing() {
        var clock = clock("2026-11-22T15:20:00+00:00", interval: 5)
        clock.apply(.point(.minute, atAngle: 92))
        #expect(iso(clock) == "2026-11-22T15:15:00+00:00")
        clock.apply(.point(.hour, atAngle: 300))
        #expect(iso(clock) == "2026-11-22T22:15:00+00:00")
        clock.apply(.toggleDayPeriod)
        #expect(iso(clock) == "2026-11-22T10:15:00+00:00")
        clock.apply(.point(.hour, atAngle: 0))
        #expect(iso(clock) == "2026-11-22T00:15:00+00:00")
        #expect(clock.text == "12:15\u{202F}AM")
    }

    @Test("Bounds: a turn past the maximum settles at it, and a point before the minimum at the minimum")
    func bounds() {
        var clock = clock("2026-11-22T16:50:00+00:00", interval: 10, minimum: "2026-11-22T09:00:00+00:00", maximum: "2026-11-22T17:00:00+00:00")
        clock.apply(.turn(.hour, by: 1))
        #expect(iso(clock) == "2026-11-22T17:00:00+00:00")
        let events = clock.apply(.turn(.minute, by: 1))
        #expect(events.isEmpty)
        clock.apply(.toggleDayPeriod)   // 5 AM is before the minimum
        #expect(iso(clock) == "2026-11-22T09:00:00+00:00")
    }

    @Test("DST: the hour hand reaches both 1:30s of New York's fall-back night, and skips the spring-forward gap")
    func daylightSaving() {
        var fallBack = clock("2026-11-01T04:30:00+00:00", zone: F.newYork)   // 00:30 EDT
        fallBack.apply(.turn(.hour, by: 1))
        #expect(DateOutputFormat.iso.string(for: fallBack.state) == "2026-11-01T01:30:00-04:00")
        fallBack.apply(.turn(.hour, by: 1))
        #expect(DateOutputFormat.iso.string(for: fallBack.state) == "2026-11-01T01:30:00-05:00")
        #expect(fallBack.angles.hour == 45)
        var spring = clock("2026-03-08T06:30:00+00:00", zone: F.newYork)     // 01:30 EST
        spring.apply(.turn(.hour, by: 1))
        #expect(DateOutputFormat.iso.string(for: spring.state) == "2026-03-08T03:30:00-04:00")
        // Pointing the hour hand at 2 in the gap moves forward by its length (Behaviour 2.5).
        spring.apply(.point(.hour, atAngle: 60))
        #expect(DateOutputFormat.iso.string(for: spring.state) == "2026-03-08T03:30:00-04:00")
    }

    @Test("Typing digits follows the textual field's rules; once the numbers are done a digit starts again at the hour")
    func typing() {
        var clock = clock("2026-11-22T15:00:00+00:00")
        clock.apply(.digits(.type("9")))
        clock.apply(.digits(.type("4")))
        clock.apply(.digits(.type("5")))
        #expect(clock.text == "9:45\u{202F}PM")
        #expect(iso(clock) == "2026-11-22T21:45:00+00:00")
        clock.apply(.digits(.type("a")))
        #expect(iso(clock) == "2026-11-22T09:45:00+00:00")
        // The numbers are done (the focus is on AM/PM): the next digit starts a new time.
        #expect(clock.digits.focus == .segment(2))
        clock.apply(.digits(.type("1")))
        clock.apply(.digits(.type("1")))
        #expect(iso(clock) == "2026-11-22T11:45:00+00:00")
        var german = self.clock("2026-11-22T15:00:00+00:00", locale: "de_DE")
        for digit in "1805" { german.apply(.digits(.type(String(digit)))) }
        #expect(iso(german) == "2026-11-22T18:05:00+00:00")
    }

    @Test("Adopting a day from the grid keeps the time on the hands")
    func adopting() {
        var clock = clock("2026-11-22T15:00:00+00:00")
        var other = clock.state
        other.setDate(F.instant("2026-11-25T15:00:00+00:00"))
        clock.adopt(other)
        #expect(iso(clock) == "2026-11-25T15:00:00+00:00")
        #expect(clock.angles == ClockFace.Angles(hour: 90, minute: 0))
    }
}
