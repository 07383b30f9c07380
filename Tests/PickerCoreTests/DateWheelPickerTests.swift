import Foundation
import PickerCore
import Testing
import PickerFormats

/// Behaviour 2.5–2.9 through person actions: the wheels move, the value follows the date rules,
/// and the wheels come to rest on valid rows.
@Suite("Date picker actions and events")
struct DateWheelPickerTests {
    typealias F = DateFixture

    /// Applies `actions` after a first tick, then lets everything settle; returns all events.
    @discardableResult
    static func run(_ picker: inout DateWheelPicker, _ actions: [WheelAction]) -> [DatePickerEvent] {
        let start = (picker.wheel.state.now ?? 0) + 1
        var events = picker.apply(.tick(now: start))
        for action in actions { events += picker.apply(action) }
        events += picker.apply(.tick(now: start + 30))
        return events
    }

    static func date(_ text: String) -> DatePickerValue { .date(F.instant(text)) }

    @Test("31 January + one month: Feb 28 while moving, the day wheel settles on 28 (Behaviour 2.8)")
    func invalidDaySettlesOnLastDay() {
        var picker = F.picker(.date, date: F.instant("2026-01-31T12:00:00Z"))
        #expect(picker.selectedTitles == ["January", "31", "2026"])
        _ = picker.apply(.tick(now: 0))
        let moved = picker.apply(.step(by: 1))
        #expect(moved == [.valueChanged(Self.date("2026-02-28T00:00:00Z"))])
        #expect(picker.selectedTitles == ["February", "31", "2026"])  // shown dimmed while moving
        let settled = picker.apply(.tick(now: 30))
        #expect(settled == [.settled(Self.date("2026-02-28T00:00:00Z"))])
        #expect(picker.selectedTitles == ["February", "28", "2026"])
    }

    @Test("29 February + one year settles on 28 February; stepping back to a leap year keeps 28")
    func leapDay() {
        var picker = F.picker(.date, date: F.instant("2024-02-29T09:00:00Z"))
        let events = Self.run(&picker, [.focus(component: 2), .step(by: 1)])
        #expect(events.last == .settled(Self.date("2025-02-28T00:00:00Z")))
        #expect(picker.selectedTitles == ["February", "28", "2025"])
    }

    @Test("a row below the minimum is crossed but never settled on (Behaviour 2.6)")
    func minimumDay() {
        var picker = F.picker(.date, date: F.instant("2026-03-20T12:00:00Z"), minimum: F.instant("2026-03-15T18:00:00Z"))
        let events = Self.run(&picker, [.focus(component: 1), .step(by: -10)])
        // The 15th is valid although the minimum is late that day: some instant of it is in range.
        #expect(events.first == .valueChanged(Self.date("2026-03-15T18:00:00Z")))
        #expect(events.last == .settled(Self.date("2026-03-15T18:00:00Z")))
        #expect(picker.selectedTitles == ["March", "15", "2026"])
    }

    @Test("month and day outside the bounds settle inside them (Behaviour 2.6)")
    func boundsAcrossComponents() {
        var picker = F.picker(.date, date: F.instant("2026-05-10T12:00:00Z"), minimum: F.instant("2026-03-15T00:00:00Z"),
                              maximum: F.instant("2026-06-30T00:00:00Z"))
        let events = Self.run(&picker, [.focus(component: 0), .step(by: -3)])
        // February is out: the month rests on March, the 10th is out: the day rests on the 15th,
        // whose first moment is the minimum.
        #expect(events.last == .settled(Self.date("2026-03-15T00:00:00Z")))
        #expect(picker.selectedTitles == ["March", "15", "2026"])
        Self.run(&picker, [.step(by: 6)])
        #expect(picker.date == F.instant("2026-06-15T00:00:00Z"))
        #expect(picker.selectedTitles == ["June", "15", "2026"])
    }

    @Test("fall-back hour: both instants are reachable by stepping the hour (Behaviour 2.5)")
    func fallBack() {
        var picker = F.picker(.time, date: F.instant("2026-11-01T04:30:00Z"), locale: "de_DE", zone: F.newYork)
        #expect(picker.selectedTitles == ["00", "30"])
        _ = picker.apply(.tick(now: 0))
        #expect(picker.apply(.step(by: 1)).first == .valueChanged(Self.date("2026-11-01T05:30:00Z")))  // 01:30 EDT
        #expect(picker.apply(.step(by: 1)).first == .valueChanged(Self.date("2026-11-01T06:30:00Z")))  // 01:30 EST
        #expect(picker.selectedTitles == ["01 GMT-5", "30"])
        #expect(picker.apply(.step(by: 1)).first == .valueChanged(Self.date("2026-11-01T07:30:00Z")))  // 02:30 EST
        #expect(picker.apply(.step(by: -2)).first == .valueChanged(Self.date("2026-11-01T05:30:00Z")))
    }

    @Test("spring-forward gap: 02:30 becomes 03:30, the hour wheel rests on 03 (Behaviour 2.5)")
    func springForward() {
        var picker = F.picker(.time, date: F.instant("2026-03-08T06:30:00Z"), locale: "de_DE", zone: F.newYork)
        let events = Self.run(&picker, [.focus(component: 0), .step(by: 1)])
        #expect(events.first == .valueChanged(Self.date("2026-03-08T07:30:00Z")))
        #expect(events.last == .settled(Self.date("2026-03-08T07:30:00Z")))
        #expect(picker.selectedTitles == ["03", "30"])
        // Stepping down across the gap is not stuck on 03: the wheel passes the missing hour.
        let back = Self.run(&picker, [.step(by: -1)])
        #expect(back.last == .settled(Self.date("2026-03-08T06:30:00Z")))
        #expect(picker.selectedTitles == ["01", "30"])
    }

    @Test("Lord Howe's 30-minute gap moves 02:15 forward to 02:45 (Behaviour 2.5)")
    func lordHoweGap() {
        // 2026-10-04: 02:00 +10:30 becomes 02:30 +11:00.
        var picker = F.picker(.time, date: F.instant("2026-10-03T14:45:00Z"), locale: "de_DE", zone: F.lordHowe)
        #expect(picker.selectedTitles == ["01", "15"])
        let events = Self.run(&picker, [.focus(component: 0), .step(by: 1)])
        #expect(events.first == .valueChanged(Self.date("2026-10-03T15:45:00Z")))
        #expect(events.last == .settled(Self.date("2026-10-03T15:45:00Z")))
        #expect(picker.selectedTitles == ["02", "45"])
    }

    @Test("Lord Howe's repeated half hour: 01:45 twice (Behaviour 2.5)")
    func lordHoweOverlap() {
        // 2026-04-05: 02:00 +11:00 becomes 01:30 +10:30.
        var picker = F.picker(.time, date: F.instant("2026-04-04T13:45:00Z"), locale: "de_DE", zone: F.lordHowe)  // 00:45
        _ = picker.apply(.tick(now: 0))
        #expect(picker.apply(.step(by: 1)).first == .valueChanged(Self.date("2026-04-04T14:45:00Z")))  // 01:45 +11
        #expect(picker.apply(.step(by: 1)).first == .valueChanged(Self.date("2026-04-04T15:15:00Z")))  // 01:45 +10:30
    }

    @Test("Berlin: the spring gap hour is passed and the autumn hour listed twice; Kolkata has neither")
    func berlinAndKolkata() {
        let spring = F.picker(.time, date: F.instant("2026-03-29T00:30:00Z"), locale: "de_DE", zone: F.berlin)
        #expect(spring.rows(.hour).filter { !$0.enabled }.map(\.title) == ["02"])
        let autumn = F.picker(.time, date: F.instant("2026-10-25T00:30:00Z"), locale: "de_DE", zone: F.berlin)
        // The second 02 says which it is: the zone's name for the offset after the clocks went back.
        #expect(autumn.rows(.hour).map(\.title).filter { $0.hasPrefix("02") } == ["02", "02 MEZ"])
        #expect(autumn.rows(.hour).count == 25)
        let kolkata = F.picker(.time, date: F.instant("2026-10-25T00:30:00Z"), locale: "de_DE", zone: F.kolkata)
        #expect(kolkata.rows(.hour).count == 24)
        #expect(kolkata.rows(.hour).allSatisfy { $0.enabled })
    }

    @Test("a zero countdown settles on one interval (Behaviour 2.9)")
    func countdownZero() {
        var picker = F.picker(.countDownTimer, interval: 5, duration: 600)
        let events = Self.run(&picker, [.focus(component: 1), .step(by: -2)])
        #expect(events.last == .settled(.duration(300)))
        #expect(picker.selectedTitles == ["0 hr", "5 min"])
        #expect(picker.countDownDuration == 300)
    }

    @Test("↑ on the minutes of a one-interval countdown stays on one interval, not 59 minutes across the wrap (Behaviour 2.9)",
          arguments: [1, 5])
    func countdownStopsAtOneInterval(interval: Int) {
        var picker = F.picker(.countDownTimer, interval: interval, duration: TimeInterval(interval * 60))
        var events = Self.run(&picker, [.focus(component: 1), .step(by: -1)])
        #expect(picker.countDownDuration == TimeInterval(interval * 60))
        #expect(!events.contains { if case .valueChanged = $0 { return true } else { return false } })
        events = Self.run(&picker, [.page(forward: false)])
        #expect(picker.countDownDuration == TimeInterval(interval * 60))
        // Down still goes up by one interval.
        events = Self.run(&picker, [.step(by: 1)])
        #expect(events.last == .settled(.duration(TimeInterval(2 * interval * 60))))
    }

    @Test("Home and End on the date column of date and time move the date alone: the time stays (issue 25)",
          arguments: ["en_US", "de_DE"])
    func homeEndKeepTime(locale: String) {
        var picker = F.picker(.dateAndTime, date: F.instant("2026-11-22T14:30:00Z"), locale: locale)
        _ = Self.run(&picker, [.focus(component: picker.component(.dayOfYear)), .jumpToEnd(last: true)])
        let iso = { DateOutputFormat.iso(picker.date, mode: .dateAndTime, timeZone: F.utc) }
        #expect(iso() == "9999-12-31T14:30:00+00:00")
        _ = Self.run(&picker, [.jumpToEnd(last: false)])
        #expect(iso() == "0001-01-01T14:30:00+00:00")
    }

    @Test("countdown reaches 23 h 59 min at most")
    func countdownMaximum() {
        var picker = F.picker(.countDownTimer, duration: 60)
        let events = Self.run(&picker, [.step(by: -1), .focus(component: 1), .step(by: -2)])
        #expect(events.last == .settled(.duration(86_340)))
        #expect(picker.selectedTitles == ["23 hr", "59 min"])
    }

    @Test("digits select a number in a component (Behaviour 1.11); letters pick month names")
    func typing() {
        var picker = F.picker(.date, date: F.instant("2026-01-10T12:00:00Z"))
        Self.run(&picker, [.focus(component: 1), .type("2"), .type("5")])
        #expect(picker.date == F.instant("2026-01-25T00:00:00Z"))
        Self.run(&picker, [.focus(component: 0), .type("Ma")])
        #expect(picker.selectedTitles == ["March", "25", "2026"])
        Self.run(&picker, [.focus(component: 2), .type("2031")])
        #expect(picker.date == F.instant("2031-03-25T00:00:00Z"))
    }

    @Test("the minute interval: rows by 15, the value rounded down (Behaviour 2.7)")
    func interval() {
        var picker = F.picker(.time, date: F.instant("2026-05-01T10:37:12Z"), interval: 15, locale: "de_DE")
        #expect(picker.date == F.instant("2026-05-01T10:30:00Z"))
        let events = Self.run(&picker, [.focus(component: 1), .step(by: 1)])
        #expect(events.last == .settled(Self.date("2026-05-01T10:45:00Z")))
    }

    @Test("dateAndTime: the date column steps by days; AM/PM switches half days")
    func dateAndTime() {
        var picker = F.picker(.dateAndTime, date: F.instant("2026-11-22T09:15:00Z"))
        #expect(picker.selectedTitles == ["Today", "9", "15", "AM"])
        Self.run(&picker, [.step(by: 1)])
        #expect(picker.selectedTitles == ["Mon, Nov 23", "9", "15", "AM"])
        Self.run(&picker, [.focus(component: 3), .step(by: 1)])
        #expect(picker.date == F.instant("2026-11-23T21:15:00Z"))
    }

    @Test("select, scroll, commit and cancel report the value")
    func otherActions() {
        var picker = F.picker(.date, date: F.instant("2026-01-10T12:00:00Z"))
        Self.run(&picker, [.select(row: 4, component: 0)])
        #expect(picker.selectedTitles == ["May", "10", "2026"])
        Self.run(&picker, [.scroll(component: 1, rows: 3)])
        #expect(picker.date == F.instant("2026-05-13T00:00:00Z"))
        #expect(picker.apply(.commit) == [.committed(Self.date("2026-05-13T00:00:00Z"))])
        #expect(picker.apply(.cancel) == [.cancelled])
    }

    @Test("changes made by code emit nothing and move the wheels (Behaviour 1.8)")
    func codeChanges() {
        var picker = F.picker(.date, date: F.instant("2026-01-10T12:00:00Z"))
        picker.setDate(F.instant("2030-07-04T12:00:00Z"))
        #expect(picker.selectedTitles == ["July", "4", "2030"])
        #expect(picker.apply(.tick(now: 0)).isEmpty)
    }
}

extension DateWheelPickerTests {
    @Test("letters on the dateAndTime date column find the next matching day within a year")
    func dayTypeAhead() {
        var picker = F.picker(.dateAndTime, date: F.instant("2026-11-22T09:15:00Z"))  // a Sunday
        Self.run(&picker, [.type("W")])
        #expect(picker.selectedTitles[0] == "Wed, Nov 25")
        Self.run(&picker, [.type("x")])  // nothing matches: the selection stays
        #expect(picker.selectedTitles[0] == "Wed, Nov 25")
        Self.run(&picker, [.type("F"), .type("r")])
        #expect(picker.selectedTitles[0] == "Fri, Nov 27")
    }
}
