import Foundation
import PickerKit

/// The questions `book-room` asks for the options a person left out: room, day and start in
/// one form (of just the missing ones), then the length, then whether to book.
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

    /// What was given on the command line; nil for what is to be asked.
    public struct Given: Sendable {
        /// `--room`.
        public var room: Room?
        /// `--day`: any instant of the day.
        public var day: Date?
        /// `--start`: any instant at that hour and minute.
        public var start: Date?
        /// `--minutes`, as a length.
        public var length: Duration?
        /// `--book` (true) or `--no-book` (false).
        public var book: Bool?

        /// The options given, nil for each one left out.
        public init(room: Room? = nil, day: Date? = nil, start: Date? = nil, length: Duration? = nil, book: Bool? = nil) {
            (self.room, self.day, self.start, self.length, self.book) = (room, day, start, length, book)
        }
    }

    /// Asks for what `given` leaves out and returns the booking once the person says "Book"
    /// (or `--book` said it); asks nothing when everything was given.
    ///
    /// - Throws: `PromptError.cancelled` when the person answers "Cancel", presses Esc or
    ///   passed `--no-book`, and whatever else ended a prompt without an answer (Ctrl-C, no
    ///   terminal).
    public static func ask(given: Given = Given(), environment: PromptEnvironment = .current) throws(PromptError) -> Booking {
        let rules = OfficeRules(calendar: environment.calendar, timeZone: environment.timeZone)
        let today = environment.now ?? Date()
        var (room, day, start) = (given.room, given.day, given.start)
        if room == nil || day == nil || start == nil {
            // A form of just the missing ones: each field stands under `if`, answered nil when left out.
            let asked = try Prompt.form("Book a room", environment: environment) {
                if given.room == nil { Field("Room", from: Room.self) }
                // The grid dims weekends and its cursor skips them.
                if given.day == nil {
                    Field("Day", .date, in: rules.bookableDays(from: today), isDateEnabled: { rules.isOpen(on: $0) })
                }
                if given.start == nil {
                    Field("Start", .time, initial: rules.openingTime(on: given.day ?? today), minuteInterval: 15,
                          validate: { rules.problem(startingAt: $0) })
                }
            }
            (room, day, start) = (room ?? asked.0, day ?? asked.1, start ?? asked.2)
        }
        guard let room, let day, let start else { throw .invalidArgument("the form left a question unanswered") }
        if let problem = rules.problem(startingAt: start) { throw .invalidArgument(problem) }
        let length = try given.length.orAsk { () throws(PromptError) -> Duration in
            try Prompt.countdown("Length", initial: .seconds(3600), minuteInterval: 15, environment: environment)
        }
        let booking = Booking(room: room, start: rules.instant(on: day, at: start), length: length)
        let book = try given.book.orAsk { () throws(PromptError) -> Bool in
            try Prompt.choose("Book it?", from: Confirmation.self, environment: environment) == .book
        }
        guard book else { throw .cancelled }
        return booking
    }
}
