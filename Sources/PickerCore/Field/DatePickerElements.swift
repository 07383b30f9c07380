/// The optional parts a date picker shows, like NSDatePicker's `datePickerElements`
/// (Behaviour 3.1): seconds, the era, the time zone.
///
/// ``seconds`` changes the value: a `time` or `dateAndTime` value in a textual style then keeps
/// its seconds (ISO output `HH:mm:ss`) instead of dropping them; the other styles show no
/// seconds, so they drop them. ``era`` and ``timeZone`` add a segment to
/// the textual field (``DateFieldEditor``): the era even where the calendar does not need one,
/// the zone as its localized short name, which the person can step or type.
///
/// ```swift
/// let state = DatePickerState(mode: .time, style: .field, locale: enUS, calendar: gregorian, timeZone: utc,
///                             now: now, elements: [.seconds])
/// state.elements.contains(.seconds)    // true: the field keeps 14:30:15
/// ```
public struct DatePickerElements: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A seconds segment; the value keeps its seconds (`time`, `dateAndTime`, textual styles).
    public static let seconds = DatePickerElements(rawValue: 1 << 0)
    /// An era segment (AD, 令和, ...), even where the calendar's pattern has none.
    public static let era = DatePickerElements(rawValue: 1 << 1)
    /// A time zone segment, stepping or typing through zones.
    public static let timeZone = DatePickerElements(rawValue: 1 << 2)
}
