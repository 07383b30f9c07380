import ArgumentParser
import Foundation
import PickerKit
import PickerKitArgumentParser

/// `book-room`: books a meeting room, asking only for the options left out.
///
/// Every option can be given; those that are not are asked for in one form (room, day and
/// start), then the length and the confirmation. With `--no-input`, in CI (`CI` set) or
/// without a terminal, a missing option is ArgumentParser's error naming it (exit 64), so a
/// script fails at once instead of waiting.
///
/// ```
/// $ book-room --room borealis --day 2026-11-23 --start 09:00 --minutes 60 --book
/// Borealis (8 seats), Nov 23, 2026, 9:00 – 10:00 AM
/// $ CI=true book-room --room borealis
/// Error: Missing expected argument '--day <day>'
/// ```
public struct BookRoom: ParsableCommand {
    /// The command's name and one line for `--help`.
    public static let configuration = CommandConfiguration(
        commandName: "book-room", abstract: "Book a meeting room, asking for what the options leave out.")

    /// `--room`.
    @Option(help: "The room: atlas, borealis or cosmos.") public var room: Room?
    /// `--day`.
    @Option(help: "The day, YYYY-MM-DD (a weekday in the next 30 days).", transform: OptionDate.day)
    public var day: Date?
    /// `--start`.
    @Option(help: "The start, HH:MM (08:00 to 17:45).", transform: OptionDate.time) public var start: Date?
    /// `--minutes`.
    @Option(help: "The length in minutes.") public var minutes: Int?
    /// `--book` / `--no-book`.
    @Flag(inversion: .prefixedNo, help: "Book without asking (or, with --no-book, don't).") public var book: Bool?
    /// `--no-input` / `--no-prompt`.
    @OptionGroup public var prompting: PromptOptions

    /// A command for ArgumentParser to fill in.
    public init() {}

    /// The booking: the options given, the rest asked for in `environment`.
    public func booking(environment: PromptEnvironment = .current) throws -> Booking {
        let given = BookingQuestions.Given(
            room: room, day: day, start: start, length: minutes.map { .seconds($0 * 60) }, book: book)
        let missing = PromptOptions.leftOut([
            "--room": room, "--day": day, "--start": start, "--minutes": minutes, "--book": book,
        ])
        return try prompting.ask(missing: missing, environment: environment) { () throws(PromptError) -> Booking in
            try BookingQuestions.ask(given: given, environment: environment)
        }
    }

    /// Prints the booking in the person's locale and zone.
    public func run() throws {
        let environment = PromptEnvironment.current
        print(try booking(environment: environment).summary(locale: environment.locale, timeZone: environment.timeZone))
    }
}

extension Room: ExpressibleByArgument {}
