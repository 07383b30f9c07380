import Foundation

/// When rooms can be booked: weekdays in the next 30 days, starting between 08:00 and 17:45.
///
/// The rules work in the office's calendar and time zone, given by the environment the
/// questions run in.
public struct OfficeRules: Sendable {
    /// The calendar days and hours are counted in, set to the office's time zone.
    public var calendar: Calendar
    /// The first hour a meeting may start.
    public static let opening = 8
    /// The hour by which every meeting has started.
    public static let closing = 18
    /// How far ahead a room can be booked.
    public static let daysAhead = 30

    /// The rules in `calendar`, with its time zone set to `timeZone`.
    public init(calendar: Calendar, timeZone: TimeZone) {
        var calendar = calendar
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The days that may be chosen: from `today` to ``daysAhead`` days later.
    public func bookableDays(from today: Date) -> ClosedRange<Date> {
        let start = calendar.startOfDay(for: today)
        let end = calendar.date(byAdding: .day, value: Self.daysAhead, to: start) ?? start
        return start...end
    }

    /// True on a weekday: the office is closed at weekends.
    public func isOpen(on day: Date) -> Bool { !calendar.isDateInWeekend(day) }

    /// Why a meeting cannot start at `time`, or nil when it can.
    public func problem(startingAt time: Date) -> String? {
        let hour = calendar.component(.hour, from: time)
        return (Self.opening..<Self.closing).contains(hour) ? nil : "Meetings start between 08:00 and 18:00"
    }

    /// The opening time on the day of `date`: where the start question begins.
    public func openingTime(on date: Date) -> Date {
        calendar.date(bySettingHour: Self.opening, minute: 0, second: 0, of: date) ?? date
    }

    /// The instant at the hour and minute of `time` on the day `day`.
    public func instant(on day: Date, at time: Date) -> Date {
        let clock = calendar.dateComponents([.hour, .minute], from: time)
        return calendar.date(bySettingHour: clock.hour ?? 0, minute: clock.minute ?? 0, second: 0, of: day) ?? day
    }
}
