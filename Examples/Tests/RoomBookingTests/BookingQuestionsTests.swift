import Foundation
import PickerKit
import PickerTesting
import RoomBooking
import Testing

/// book-room's questions answered by key scripts in PickerTesting's virtual terminal, in
/// en_US and Berlin time on Sunday 22 November 2026 at 10:07: what a person types, the
/// booking that comes back, and what stays on their screen.
@Suite("Booking questions")
struct BookingQuestionsTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt

    static func date(_ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = berlin
        return calendar.date(from: DateComponents(year: 2026, month: 11, day: day, hour: hour, minute: minute)) ?? .distantPast
    }

    /// The environment of a person in Berlin whose prompts answer `scripts`, one per prompt.
    static func environment(_ terminal: ScriptedTerminal) -> PromptEnvironment {
        PromptEnvironment(locale: Locale(identifier: "en_US"), timeZone: berlin, now: date(22, 10, 7), terminal: terminal)
    }

    @Test("Borealis on Monday at 9:00 for an hour: the form, the length and the confirmation")
    func booksBorealisOnMonday() throws {
        let terminal = ScriptedTerminal(scripts: [
            // Room: Atlas → Borealis. Day: the grid opens on Monday the 23rd (today, Sunday, is
            // closed). Start: 8 → 9 AM.
            "down enter enter down enter",
            "enter",        // Length: the hour offered
            "enter",        // Book it?: Book
        ])
        let booking = try BookingQuestions.ask(environment: Self.environment(terminal))
        #expect(booking == Booking(room: .borealis, start: Self.date(23, 9), length: .seconds(3600)))
        #expect(terminal.answeredLines == [
            // ICU puts a narrow no-break space before AM.
            "Room: Borealis (8 seats)", "Day: Nov 23, 2026", "Start: 9:00\u{202F}AM", "Length: 1 hr, 0 min", "Book it?: Book",
        ])
    }

    @Test("The day's cursor skips the weekend: from Friday the 27th, → lands on Monday the 30th")
    func skipsTheWeekend() throws {
        let terminal = ScriptedTerminal(scripts: ["enter right right right right right enter enter", "enter", "enter"])
        let booking = try BookingQuestions.ask(environment: Self.environment(terminal))
        #expect(booking.start == Self.date(30, 8))
        // The frames after Enter on the room, then after each →.
        let frames = try #require(terminal.runs.first?.frames)
        #expect(frames[5].contains("[27]"))
        #expect(frames[6].contains("[30]"))
    }

    @Test("Esc in the form books nothing and leaves nothing on screen")
    func escapes() throws {
        let terminal = ScriptedTerminal(scripts: ["down esc"])
        #expect(throws: PromptError.cancelled) {
            try BookingQuestions.ask(environment: Self.environment(terminal))
        }
        #expect(terminal.answeredLines.isEmpty)
    }

    @Test("A start before opening is refused, and one at opening accepted")
    func refusesAnEarlyStart() throws {
        // Start: 8 AM → 7 AM is refused; back up to 8 AM is accepted.
        let terminal = ScriptedTerminal(scripts: ["enter enter up enter down enter", "enter", "enter"])
        let booking = try BookingQuestions.ask(environment: Self.environment(terminal))
        #expect(booking.start == Self.date(23, 8))
        let refused = try #require(terminal.runs.first?.frames.dropLast(2).last)
        #expect(refused.contains("Meetings start between 08:00 and 18:00"))
    }

    @Test("Cancel on the last question books nothing")
    func cancels() throws {
        let terminal = ScriptedTerminal(scripts: ["enter enter enter", "enter", "down enter"])
        #expect(throws: PromptError.cancelled) {
            try BookingQuestions.ask(environment: Self.environment(terminal))
        }
    }

    @Test("The summary names the room and the span in the person's locale and zone")
    func summary() {
        let booking = Booking(room: .cosmos, start: Self.date(23, 9), length: .seconds(5400))
        let text = booking.summary(locale: Locale(identifier: "en_US"), timeZone: Self.berlin)
        #expect(text.hasPrefix("Cosmos (20 seats), Nov 23, 2026"))
        #expect(text.contains("9:00") && text.contains("10:30"))
        #expect(booking.end == Self.date(23, 10, 30))
    }
}
