import Foundation
@testable import PickerCore
import Testing

/// ICU's chinese calendar (and so dangi's) says its month 6 of 2097 has no days and calls
/// 2097-08-07 "month 7, day 0". The picker reads that day as the 30th of month 6, so every day
/// of the month can be reached and moves go exactly as far as asked (found by
/// `CalendarPropertyTests`' random month-grid moves).
@Suite("The chinese calendar's month without days in 2097")
struct ChineseCalendar2097Tests {
    /// 2097-06-20 … 2097-08-20 as day numbers, around the month ICU gets wrong.
    static let days = 46_557 ... 46_618

    @Test("a move of n days from any day around it goes exactly n days", arguments: ["chinese", "dangi"])
    func movesGoExactlyAsFar(name: String) {
        for day in Self.days {
            for move in [0, 1, -1, 7, -7, 30, -30] {
                var picker = CalendarPropertyTests.picker(name, day: day)
                let before = picker.date
                _ = picker.apply(MonthGridAction.moveSelection(days: move))
                #expect(picker.date.timeIntervalSince(before) == TimeInterval(move * 86_400), "\(name) day \(day) move \(move)")
            }
        }
    }

    @Test("2097-08-07 is the 30th and last day of month 6, and the month has 30 days")
    func dayZeroIsTheThirtieth() {
        let picker = CalendarPropertyTests.picker("chinese", day: 46_605)  // 2097-08-07
        let context = picker.state.context
        let fields = context.fields(of: picker.date)
        #expect((fields.month, fields.day, fields.isLeapMonth) == (6, 30, false))
        #expect(context.daysInMonth(of: fields) == 30)
        #expect(context.instant(for: fields) == picker.date)
    }
}
