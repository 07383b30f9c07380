import Foundation

/// A room booked from a start for a length of time.
public struct Booking: Equatable, Sendable {
    /// The room.
    public var room: Room
    /// When the meeting starts.
    public var start: Date
    /// How long it lasts.
    public var length: Duration

    /// A booking of `room` from `start` for `length`.
    public init(room: Room, start: Date, length: Duration) {
        self.room = room
        self.start = start
        self.length = length
    }

    /// When the meeting ends.
    public var end: Date { start.addingTimeInterval(TimeInterval(length.components.seconds)) }

    /// One line for the person, in their locale and zone: "Borealis (8 seats), Nov 24, 2026, 2:00 – 3:00 PM".
    public func summary(locale: Locale, timeZone: TimeZone) -> String {
        let formatter = DateIntervalFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return "\(room), \(formatter.string(from: start, to: end))"
    }
}
