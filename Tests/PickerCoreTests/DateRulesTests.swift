import Foundation
@testable import PickerCore
import Testing

/// Behaviour 2.2, 2.5–2.7, 2.9 on the state itself: style resolution, zone resolution, bounds,
/// interval and countdown normalization.
@Suite("Date picker rules")
struct DateRulesTests {
    typealias F = DateFixture

    @Test("automatic resolves by mode; impossible combinations are errors (Behaviour 2.2)", arguments: [
        (DateStyle.automatic, DatePickerMode.date, DateStyle?.some(.inline)),
        (.automatic, .dateAndTime, .inline), (.automatic, .time, .wheels), (.automatic, .countDownTimer, .wheels),
        (.automatic, .yearAndMonth, .wheels), (.compact, .countDownTimer, nil), (.inline, .countDownTimer, nil),
        (.compact, .yearAndMonth, nil), (.inline, .yearAndMonth, nil), (.wheels, .yearAndMonth, .wheels),
        (.compact, .time, .compact), (.inline, .time, .inline), (.wheels, .countDownTimer, .wheels),
    ])
    func styles(style: DateStyle, mode: DatePickerMode, expected: DateStyle?) {
        let state = F.state(mode, style: style)
        switch state.resolvedStyle {
        case let .success(resolved): #expect(resolved == expected)
        case let .failure(error):
            #expect(expected == nil)
            #expect(error == .unavailable(style: style, mode: mode))
            #expect(error.description.contains("not available in \(mode.rawValue) mode"))
        }
    }

    @Test("wall times in a zone: a gap moves forward by its length, an overlap has two instants (Behaviour 2.5)")
    func wallTimes() {
        let context = F.state(zone: F.newYork).context
        let gap = CivilFields(era: 1, year: 2026, month: 3, day: 8, hour: 2, minute: 30)
        #expect(context.instant(for: gap) == F.instant("2026-03-08T07:30:00Z"))
        var overlap = CivilFields(era: 1, year: 2026, month: 11, day: 1, hour: 1, minute: 30)
        #expect(context.instant(for: overlap) == F.instant("2026-11-01T05:30:00Z"))
        overlap.occurrence = 1
        #expect(context.instant(for: overlap) == F.instant("2026-11-01T06:30:00Z"))
        #expect(context.fields(of: F.instant("2026-11-01T06:30:00Z")).occurrence == 1)
        // Foundation agrees on the gap and on the earlier instant by default.
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = F.newYork
        #expect(gregorian.date(from: DateComponents(year: 2026, month: 3, day: 8, hour: 2, minute: 30)) == context.instant(for: gap))
    }

    @Test("a value outside the bounds is clamped; max < min ignores both; countdown ignores them (Behaviour 2.6)")
    func bounds() {
        let minimum = F.instant("2026-03-15T00:00:00Z")
        let maximum = F.instant("2026-06-30T00:00:00Z")
        #expect(F.state(.date, date: F.instant("2025-01-01T00:00:00Z"), minimum: minimum, maximum: maximum).date == minimum)
        #expect(F.state(.date, date: F.instant("2027-01-01T00:00:00Z"), minimum: minimum, maximum: maximum).date == maximum)
        let inverted = F.state(.date, date: F.instant("2027-01-01T00:00:00Z"), minimum: maximum, maximum: minimum)
        #expect(inverted.bounds == nil)
        #expect(inverted.date == F.instant("2027-01-01T00:00:00Z"))
        let countdown = F.state(.countDownTimer, minimum: minimum, maximum: maximum)
        #expect(countdown.bounds == nil)
        #expect(F.state(.date, minimum: minimum).bounds?.maximum == nil)
    }

    @Test("a row is valid when any instant inside it is in range (Behaviour 2.6)")
    func rowsAtBoundaries() {
        // Minimum 10:20:30 on 2026-05-01: the 10 o'clock hour is valid, minutes before 10:21 are not.
        let minimum = F.instant("2026-05-01T10:20:30Z")
        let maximum = F.instant("2026-05-01T18:40:00Z")
        let picker = F.picker(.time, date: F.instant("2026-05-01T10:45:00Z"), minimum: minimum, maximum: maximum,
                              interval: 5, locale: "de_DE")
        #expect(picker.rows(.hour).map(\.enabled) == (0 ... 23).map { (10 ... 18).contains($0) })
        #expect(picker.rows(.minute).map(\.enabled) == stride(from: 0, to: 60, by: 5).map { $0 >= 25 })
        let evening = F.picker(.time, date: F.instant("2026-05-01T18:10:00Z"), minimum: minimum, maximum: maximum,
                               interval: 5, locale: "de_DE")
        #expect(evening.rows(.minute).map(\.enabled) == stride(from: 0, to: 60, by: 5).map { $0 <= 40 })
        // Day, month, year and AM/PM boundaries.
        let date = F.picker(.date, date: F.instant("2026-05-10T12:00:00Z"), minimum: minimum,
                            maximum: F.instant("2027-02-03T00:00:00Z"))
        #expect(date.rows(.day).map(\.enabled) == (1 ... 31).map { $0 >= 1 })  // May 2026 is all after May 1 10:20
        #expect(date.rows(.month).map(\.enabled) == (1 ... 12).map { $0 >= 5 })
        #expect(date.rows(.year).map(\.title) == ["2026", "2027"])
        let early = F.picker(.date, date: F.instant("2026-05-01T12:00:00Z"), minimum: F.instant("2026-05-03T23:59:00Z"))
        #expect(early.rows(.day).prefix(4).map(\.enabled) == [false, false, true, true])
        let periods = F.picker(.time, date: F.instant("2026-05-01T15:00:00Z"), minimum: F.instant("2026-05-01T12:00:00Z"))
        #expect(periods.rows(.dayPeriod).map(\.enabled) == [false, true])
    }

    @Test("every valid minute interval is kept", arguments: MinuteInterval.validValues)
    func validIntervals(minutes: Int) {
        let state = F.state(.time, interval: minutes)
        #expect(state.minuteInterval.minutes == minutes)
        #expect(state.minuteIntervalWarning == nil)
    }

    @Test("an invalid minute interval falls back to 1 with a warning (Behaviour 2.7)", arguments: [0, 7, 45, 60, -5, 25])
    func invalidIntervals(minutes: Int) {
        let state = F.state(.time, interval: minutes)
        #expect(state.minuteInterval.minutes == 1)
        #expect(state.minuteIntervalWarning?.description.hasPrefix("minute interval \(minutes) is not one of 1, 2, 3") == true)
    }

    @Test("rounding down to the interval, or not when roundsToMinuteInterval is off (Behaviour 2.7)")
    func rounding() {
        let odd = F.instant("2026-05-01T10:37:20Z")
        #expect(F.state(.time, date: odd, interval: 5).date == F.instant("2026-05-01T10:35:00Z"))
        #expect(F.state(.time, date: odd, interval: 30).date == F.instant("2026-05-01T10:30:00Z"))
        // Not rounded to the interval, but a time has no seconds (issue 10 item 1).
        #expect(F.state(.time, date: odd, interval: 5, rounds: false).date == F.instant("2026-05-01T10:37:00Z"))
        // A minimum between two steps: the first step inside the bounds.
        let state = F.state(.time, date: F.instant("2026-05-01T09:00:00Z"), minimum: F.instant("2026-05-01T10:20:30Z"), interval: 15)
        #expect(state.date == F.instant("2026-05-01T10:30:00Z"))
        // Lord Howe: a 20-minute step never lands inside the 30-minute gap.
        let howe = F.state(.time, date: F.instant("2026-10-03T15:35:00Z"), interval: 20, zone: F.lordHowe)  // 02:35 +11
        #expect(howe.date == F.instant("2026-10-03T15:10:00Z"))  // 01:40 +10:30, the last 20-minute step before
    }

    @Test("countdown: seconds dropped, interval applied, 60 s to 86,340 s, zero gives one interval (Behaviour 2.9)", arguments: [
        (0.0, 1, 60.0), (59, 1, 60), (4_530, 1, 4_500), (4_530, 5, 4_500), (4_499, 15, 3_600), (100_000, 1, 86_340),
        (86_399, 5, 86_100), (-30, 10, 600), (0, 30, 1_800), (.infinity, 1, 60),
    ])
    func countdown(seconds: Double, interval: Int, expected: Double) {
        #expect(F.state(.countDownTimer, interval: interval, duration: seconds).countDownDuration == expected)
    }
}
