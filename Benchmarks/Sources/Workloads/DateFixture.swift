import Foundation
import PickerCore

/// The fixed settings every date frame workload uses, so its numbers do not depend on the
/// machine's locale, zone or clock: en_US, Gregorian, Europe/Berlin, and "now" injected as
/// 2026-11-22 12:00 in Berlin (a Sunday; the calendar's month then has six weeks to draw).
enum DateFixture {
    static let now = Date(timeIntervalSince1970: 1_795_345_200)  // 2026-11-22 11:00 UTC
    static let locale = Locale(identifier: "en_US")
    static let calendar = Calendar(identifier: .gregorian)
    static let timeZone = TimeZone(identifier: "Europe/Berlin") ?? .gmt

    /// A `.date` state in `style`, on `now`.
    static func state(style: DateStyle) -> DatePickerState {
        DatePickerState(mode: .date, style: style, date: now, locale: locale, calendar: calendar,
                        timeZone: timeZone, now: now)
    }
}
