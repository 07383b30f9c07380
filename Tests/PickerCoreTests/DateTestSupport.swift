import Foundation
import PickerCore

/// Fixed inputs for the date picker tests: zones, calendars and instants written out in UTC,
/// so expectations never go through the code under test.
enum DateFixture {
    static let gregorian = Calendar(identifier: .gregorian)

    static func zone(_ identifier: String) -> TimeZone {
        TimeZone(identifier: identifier) ?? .gmt
    }

    static let utc = zone("UTC")
    static let newYork = zone("America/New_York")
    static let berlin = zone("Europe/Berlin")
    static let lordHowe = zone("Australia/Lord_Howe")
    static let kolkata = zone("Asia/Kolkata")

    /// An instant from an ISO 8601 string with an explicit offset ("2026-03-08T07:30:00Z").
    static func instant(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text) ?? Date(timeIntervalSince1970: 0)
    }

    /// The wall-clock fields of `date` in `zone`, by Foundation's gregorian calendar.
    static func wall(_ date: Date, _ zone: TimeZone, calendar: Calendar = gregorian) -> DateComponents {
        var calendar = calendar
        calendar.timeZone = zone
        return calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: date)
    }

    static let now = instant("2026-11-22T14:30:00Z")

    static func state(
        _ mode: DatePickerMode = .dateAndTime, style: DateStyle = .automatic, date: Date? = nil,
        minimum: Date? = nil, maximum: Date? = nil, interval: Int = 1, rounds: Bool = true, duration: TimeInterval = 0,
        locale: String = "en_US", calendar: Calendar.Identifier = .gregorian, zone: TimeZone = utc, now: Date = now
    ) -> DatePickerState {
        DatePickerState(mode: mode, style: style, date: date, minimumDate: minimum, maximumDate: maximum,
                        minuteInterval: interval, roundsToMinuteInterval: rounds, countDownDuration: duration,
                        locale: Locale(identifier: locale), calendar: Calendar(identifier: calendar), timeZone: zone, now: now)
    }

    static func picker(
        _ mode: DatePickerMode = .dateAndTime, date: Date? = nil, minimum: Date? = nil, maximum: Date? = nil,
        interval: Int = 1, duration: TimeInterval = 0, locale: String = "en_US",
        calendar: Calendar.Identifier = .gregorian, zone: TimeZone = utc, now: Date = now
    ) -> DateWheelPicker {
        DateWheelPicker(state: state(mode, date: date, minimum: minimum, maximum: maximum, interval: interval,
                                     duration: duration, locale: locale, calendar: calendar, zone: zone, now: now))
    }

    static let locales = ["en_US", "en_GB", "de_DE", "fr_FR", "ja_JP", "ko_KR", "zh_CN", "ar_EG", "he_IL", "fa_IR",
                          "th_TH", "hi_IN"]
    static let calendars: [Calendar.Identifier] = [.gregorian, .japanese, .buddhist, .hebrew, .islamicUmmAlQura, .persian]
}

extension DateWheelPicker {
    /// The titles of the selected rows, left to right.
    var selectedTitles: [String] {
        let selection = wheel.state.selection
        return selection.indices.map { wheel.source.title(forRow: selection[$0], inComponent: $0, selection: selection) }
    }

    /// The index of the first component of `kind`.
    func component(_ kind: DateComponentKind) -> Int {
        components.firstIndex(of: kind) ?? -1
    }

    /// All rows' titles of `kind`'s component, with whether each is enabled.
    func rows(_ kind: DateComponentKind) -> [(title: String, enabled: Bool)] {
        let component = component(kind)
        let selection = wheel.state.selection
        let source = wheel.source
        return (0 ..< source.numberOfRows(inComponent: component, selection: selection)).map {
            (source.title(forRow: $0, inComponent: component, selection: selection),
             source.isRowEnabled($0, inComponent: component, selection: selection))
        }
    }
}
