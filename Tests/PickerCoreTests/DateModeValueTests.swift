import Foundation
import PickerCore
import Testing
import PickerFormats

/// A mode's value is exactly what the mode picks (issue 10 item 1): a date or a month has no
/// time of day, a time keeps no seconds from "now", whichever way the value comes in.
@Suite("Date values hold only what the mode picks")
struct DateModeValueTests {
    typealias F = DateFixture

    /// "Now" with seconds and a fraction, in the afternoon.
    static let now = F.instant("2026-11-22T22:02:02Z").addingTimeInterval(0.5)

    @Test("date: the day's first moment, from now, from a set value and in a zone east of UTC")
    func date() {
        // 22:02:02 UTC is 23:02:02 on the 22nd in Berlin.
        let berlin = F.state(.date, zone: F.berlin, now: Self.now)
        #expect(berlin.date == F.instant("2026-11-21T23:00:00Z"))
        #expect(DateOutputFormat.json.string(for: berlin)
            == #"{"value":"2026-11-22","iso":"2026-11-22T00:00:00+01:00","unix":1795302000}"#)
        var set = F.state(.date, zone: F.berlin, now: Self.now)
        set.setDate(F.instant("2026-11-22T13:30:00Z"))
        #expect(DateOutputFormat.unix.string(for: set) == "1795302000")
        #expect(DateOutputFormat.iso.string(for: set) == "2026-11-22")
    }

    @Test("month: its day kept unseen in every calendar; printed as the ISO month's first moment")
    func month() {
        // The day stays: a persian or hebrew month does not start on the first of an ISO month,
        // so its first day would print another month than the value given. What is printed is
        // the first moment of the month printed, whatever day is kept.
        let gregorian = F.state(.yearAndMonth, date: F.instant("2026-11-22T13:30:00Z"), zone: F.berlin)
        #expect(gregorian.date == F.instant("2026-11-21T23:00:00Z"))
        #expect(DateOutputFormat.json.string(for: gregorian)
            == #"{"value":"2026-11","iso":"2026-11-01T00:00:00+01:00","unix":1793487600}"#)
        let first = F.state(.yearAndMonth, date: F.instant("2026-10-31T23:00:00Z"), zone: F.berlin)
        #expect(DateOutputFormat.json.string(for: first)
            == #"{"value":"2026-11","iso":"2026-11-01T00:00:00+01:00","unix":1793487600}"#)
        let hebrew = F.state(.yearAndMonth, date: F.instant("2026-11-22T13:30:00Z"), calendar: .hebrew, zone: F.berlin)
        #expect(hebrew.date == gregorian.date)
    }

    @Test("time and date-and-time: whole minutes, with or without rounding to the interval")
    func minutes() {
        for mode in [DatePickerMode.time, .dateAndTime] {
            let fromNow = F.state(mode, zone: F.berlin, now: Self.now)
            #expect(fromNow.date == F.instant("2026-11-22T22:02:00Z"), "\(mode)")
            let unrounded = F.state(mode, date: Self.now, interval: 15, rounds: false, zone: F.berlin)
            #expect(unrounded.date == F.instant("2026-11-22T22:02:00Z"), "\(mode)")
            let rounded = F.state(mode, date: Self.now, interval: 15, zone: F.berlin)
            #expect(rounded.date == F.instant("2026-11-22T22:00:00Z"), "\(mode)")
        }
    }

    @Test("a day whose midnight falls in a DST gap starts when the gap ends")
    func gapAtMidnight() {
        // Santiago moved its clocks from 00:00 to 01:00 on 2026-09-06.
        let santiago = F.zone("America/Santiago")
        let state = F.state(.date, date: F.instant("2026-09-06T18:00:00Z"), zone: santiago)
        #expect(DateOutputFormat.iso.string(for: F.state(.dateAndTime, date: state.date, zone: santiago))
            == "2026-09-06T01:00:00-03:00")
    }

    @Test("with a minimum inside the day, the value is the day's first selectable moment")
    func minimumInsideTheDay() {
        let minimum = F.instant("2026-11-22T13:15:00Z")
        let state = F.state(.date, date: F.instant("2026-11-20T10:00:00Z"), minimum: minimum)
        #expect(state.date == minimum)
        let later = F.state(.date, date: F.instant("2026-11-25T10:00:00Z"), minimum: minimum)
        #expect(later.date == F.instant("2026-11-25T00:00:00Z"))
    }
}
