import Foundation
import PickerCore
import PickerFormats

/// Fields for the reducer tests, on ``DateFixture``'s fixed instants, zones and calendars.
enum FieldFixture {
    typealias F = DateFixture

    static func field(
        _ mode: DatePickerMode = .date, date: String = "2026-11-22T14:30:00Z", minimum: String? = nil,
        maximum: String? = nil, interval: Int = 1, duration: TimeInterval = 0, locale: String = "en_US",
        calendar: Calendar.Identifier = .gregorian, zone: TimeZone = F.utc, elements: DatePickerElements = []
    ) -> DateFieldEditor {
        let state = DatePickerState(
            mode: mode, style: .field, date: F.instant(date), minimumDate: minimum.map(F.instant),
            maximumDate: maximum.map(F.instant), minuteInterval: interval, countDownDuration: duration,
            locale: Locale(identifier: locale), calendar: Calendar(identifier: calendar), timeZone: zone,
            now: F.now, elements: elements)
        return DateFieldEditor(state: state)
    }
}

extension DateFieldEditor {
    /// The kinds of the segments, in reading order.
    var kinds: [DateFieldSegment.Kind] { segments.map(\.kind) }

    /// The value in ISO 8601 as the mode prints it (`HH:mm:ss` with seconds).
    var iso: String { DateOutputFormat.iso.string(for: state) }

    /// Applies each action in turn.
    mutating func run(_ actions: DateFieldAction...) {
        for action in actions { apply(action) }
    }

    /// Types `text` one character at a time, as keys arrive.
    mutating func typeKeys(_ text: String) {
        for character in text { apply(.type(String(character))) }
    }
}
