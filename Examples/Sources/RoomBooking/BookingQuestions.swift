import Foundation
import PickerKit

/// The questions `book-room` asks: room, day and start in one form, then the length, then
/// whether to book.
///
/// Every prompt takes `environment`, so the program runs them on the terminal with
/// `.current` and a test runs them on PickerTesting's `ScriptedTerminal`.
///
/// ```swift
/// let booking = try BookingQuestions.ask()
/// // Room: Borealis (8 seats)
/// // Day: Nov 23, 2026
/// // Start: 9:00 AM
/// // Length: 1 hr, 0 min
/// // Book it?: Book
/// ```
public enum BookingQuestions {
    /// The answer to the last question.
    public enum Confirmation: String, CaseIterable, Equatable, Sendable, CustomStringConvertible {
        /// Book the room.
        case book
        /// Leave without booking.
        case cancel

        /// What the wheel shows.
        public var description: String { rawValue.capitalized }
    }

    /// Asks for a booking and returns it once the person says "Book".
    ///
    /// - Throws: `PromptError.cancelled` when the person answers "Cancel" or presses Esc, and
    ///   whatever else ended a prompt without an answer (Ctrl-C, no terminal).
    public static func ask(environment: PromptEnvironment = .current) throws(PromptError) -> Booking {
        let rules = OfficeRules(calendar: environment.calendar, timeZone: environment.timeZone)
        let today = environment.now ?? Date()
        let (room, day, start) = try Prompt.form("Book a room", environment: environment) {
            Field("Room", from: Room.self)
            // The grid dims weekends and its cursor skips them.
            Field("Day", .date, in: rules.bookableDays(from: today), isDateEnabled: { rules.isOpen(on: $0) })
            Field("Start", .time, selection: rules.openingTime(on: today), minuteInterval: 15,
                  validate: { rules.problem(startingAt: $0) })
        }
        let length = try Prompt.countdown("Length", selection: .seconds(3600), minuteInterval: 15, environment: environment)
        let booking = Booking(room: room, start: rules.instant(on: day, at: start), length: length)
        guard try Prompt.choose("Book it?", from: Confirmation.self, environment: environment) == .book else {
            throw .cancelled
        }
        return booking
    }
}
