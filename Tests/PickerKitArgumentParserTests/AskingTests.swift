import ArgumentParser
import Foundation
import PickerKit
import PickerKitArgumentParser
import PickerTesting
import Testing

/// A command that asks for the options a person left out (issue 28, item 1): each option's
/// type chooses its prompt, given options are never asked for, and without a way to ask a
/// missing option is ArgumentParser's own error naming it (exit 64).
@Suite("asking for missing options")
struct AskingTests {
    enum Cabin: String, CaseIterable, ExpressibleByArgument {
        case economy, business
    }

    enum Extra: String, CaseIterable, ExpressibleByArgument {
        case bike, lounge, meal
    }

    /// A command with one option of each kind of prompt.
    struct Trip: ParsableCommand {
        @Option var city: String?
        @Option var note: String?
        @Option var cabin: Cabin?
        @Option var guests: Int?
        @Option var extra: [Extra] = []
        @Option(transform: OptionDate.time) var leave: Date?
        @Flag(inversion: .prefixedNo) var book: Bool?
        @OptionGroup var prompting: PromptOptions

        struct Answers: Equatable {
            var city: String, note: String, cabin: Cabin, guests: Int, extras: [Extra], leave: Date, book: Bool
        }

        func answers() throws -> Answers {
            try Answers(
                city: prompting.ask(city, "--city", from: ["Lisbon", "Oslo", "Porto"]),
                note: prompting.ask(note, "--note", suggestions: ["Window seat"]),
                cabin: prompting.ask(cabin, "--cabin"),
                guests: prompting.ask(guests, "--guests", in: 1 ... 6),
                extras: prompting.ask(extra, "--extra", limit: 2),
                leave: prompting.ask(leave, "--leave", .time, minuteInterval: 15),
                book: prompting.ask(book, "--book", label: "Book it?"))
        }
    }

    static let zone = TimeZone(identifier: "Europe/Berlin") ?? .gmt
    /// Sunday 22 November 2026, 10:07 in Berlin.
    static let now = Date(timeIntervalSince1970: 1_795_338_420)

    static func environment(_ terminal: any PromptTerminal) -> PromptEnvironment {
        PromptEnvironment(locale: Locale(identifier: "en_US"), timeZone: zone, now: now, terminal: terminal)
    }

    static let everything = [
        "--city", "Porto", "--note", "Aisle", "--cabin", "business", "--guests", "2", "--extra", "meal",
        "--leave", "08:15", "--book",
    ]

    @Test("Options given on the command line are used as they are, and nothing is asked")
    func givenOptionsAskNothing() throws {
        let terminal = ScriptedTerminal(scripts: [])
        let trip = try Trip.parse(Self.everything)
        let answers = try PromptEnvironment.withCurrent(Self.environment(terminal)) { try trip.answers() }
        #expect(answers.city == "Porto" && answers.note == "Aisle" && answers.cabin == .business)
        #expect(answers.guests == 2 && answers.extras == [.meal] && answers.book)
        #expect(terminal.runs.isEmpty)
    }

    @Test("Only the options left out are asked for, each with the prompt its type calls for")
    func asksOnlyWhatIsMissing() throws {
        let terminal = ScriptedTerminal(scripts: [
            "\"os\" enter",            // --city: fuzzy filter over the list
            "\"Win\" tab enter",       // --note: text, Tab takes the suggestion
            "down enter",              // --cabin: the enum's cases
            "up up enter",             // --guests: a number from 1, stepped up twice
            "space down space enter",  // --extra: two of the enum's cases
            "enter",                   // --book: yes
        ])
        let trip = try Trip.parse(["--leave", "09:30"])
        let answers = try PromptEnvironment.withCurrent(Self.environment(terminal)) { try trip.answers() }
        #expect(answers.city == "Oslo")
        #expect(answers.note == "Window seat")
        #expect(answers.cabin == .business)
        #expect(answers.guests == 3)
        #expect(answers.extras == [.bike, .lounge])
        #expect(answers.book)
        // --leave was given: six prompts ran, one per missing option, none for it.
        #expect(terminal.runs.count == 6)
        #expect(terminal.answeredLines.first == "City: Oslo")
        #expect(terminal.answeredLines.last == "Book it? Yes")
        try terminal.checkAllScriptsUsed()
    }

    @Test("With --no-input (or --no-prompt) a missing option is ArgumentParser's error naming it, exit 64",
          arguments: ["--no-input", "--no-prompt"])
    func noInputFails(flag: String) throws {
        let terminal = ScriptedTerminal(scripts: [])
        let trip = try Trip.parse(["--city", "Oslo", flag])
        #expect(trip.prompting.noInput)
        let error = try #require(throws: ValidationError.self) {
            try PromptEnvironment.withCurrent(Self.environment(terminal)) { try trip.answers() }
        }
        #expect(Trip.message(for: error) == "Missing expected argument '--note <note>'")
        #expect(Trip.exitCode(for: error) == .validationFailure)
        #expect(Trip.exitCode(for: error).rawValue == 64)
        #expect(Trip.fullMessage(for: error).hasPrefix("Error: Missing expected argument '--note <note>'"))
        #expect(terminal.runs.isEmpty)
    }

    @Test("Without a terminal to draw on, a missing option is the same error naming it")
    func noTerminalFails() throws {
        var environment = PromptEnvironment(terminal: SystemTerminal())
        environment.terminalPath = "/nonexistent/tty"
        let trip = try Trip.parse(Array(Self.everything.dropFirst(2)))   // without --city
        let error = try #require(throws: ValidationError.self) {
            try PromptEnvironment.withCurrent(environment) { try trip.answers() }
        }
        #expect(Trip.message(for: error) == "Missing expected argument '--city <city>'")
        #expect(Trip.exitCode(for: error).rawValue == 64)
    }

    @Test("On the real terminal, CI set to anything but a no forbids asking; a virtual terminal always may",
          arguments: [
              ([:], true), (["CI": "true"], false), (["CI": "1"], false), (["CI": "woodpecker"], false),
              (["CI": ""], true), (["CI": "false"], true), (["CI": "0"], true),
          ] as [([String: String], Bool)])
    func ciRule(variables: [String: String], asks: Bool) {
        #expect(PromptOptions.mayAsk(noInput: false, variables: variables, terminal: SystemTerminal()) == asks)
        #expect(PromptOptions.mayAsk(noInput: false, variables: variables, terminal: ScriptedTerminal(scripts: [])))
        #expect(!PromptOptions.mayAsk(noInput: true, variables: variables, terminal: ScriptedTerminal(scripts: [])))
    }

    @Test("Esc exits 1 and Ctrl-C 130, as pick does, printing nothing",
          arguments: [("esc", Int32(1)), ("ctrl-c", Int32(130))])
    func endings(script: String, status: Int32) throws {
        let terminal = ScriptedTerminal(scripts: [script])
        let trip = try Trip.parse(Array(Self.everything.dropFirst(2)))
        let error = try #require(throws: ExitCode.self) {
            try PromptEnvironment.withCurrent(Self.environment(terminal)) { try trip.answers() }
        }
        #expect(error.rawValue == status)
        #expect(Trip.message(for: error).isEmpty)
    }

    @Test("A question of the program's own runs only when the option is missing")
    func ownQuestion() throws {
        let terminal = ScriptedTerminal(scripts: ["down enter"])
        // As ArgumentParser makes it: a PromptOptions() made by hand has no parsed flag to read.
        let options = try PromptOptions.parse([])
        try PromptEnvironment.withCurrent(Self.environment(terminal)) {
            let given = try options.ask(7, "--seats") { () throws(PromptError) -> Int in
                Issue.record("asked for a given option")
                return 0
            }
            #expect(given == 7)
            let asked = try options.ask(Int?.none, "--seats") { () throws(PromptError) -> Int in
                try Prompt.choose("Seats", from: [2, 4, 6])
            }
            #expect(asked == 4)
        }
    }

    @Test("The labels ask took before initial: (default: for a yes/no, value: for a number) still start the prompt")
    func deprecatedStartingLabels() throws {
        let terminal = ScriptedTerminal(scripts: ["enter", "enter"])
        let options = try PromptOptions.parse([])
        try PromptEnvironment.withCurrent(Self.environment(terminal)) {
            let book = try options.ask(Bool?.none, "--book", default: false)
            let guests = try options.ask(Int?.none, "--guests", value: 3, in: 1 ... 6)
            #expect(book == false)
            #expect(guests == 3)
        }
    }

    /// An async command asks the same way: `ask` and its questions are synchronous.
    struct AsyncTrip: AsyncParsableCommand {
        @Option var city: String?
        @OptionGroup var prompting: PromptOptions

        func destination() async throws -> String {
            try prompting.ask(city, "--city") { () throws(PromptError) -> String in
                try Prompt.choose("City", from: ["Lisbon", "Oslo"])
            }
        }
    }

    @Test("An AsyncParsableCommand asks for its missing option from async code")
    func asyncCommand() async throws {
        let terminal = ScriptedTerminal(scripts: ["down enter"])
        let trip = try AsyncTrip.parse([])
        let city = try await PromptEnvironment.withCurrent(Self.environment(terminal)) { try await trip.destination() }
        #expect(city == "Oslo")
        let given = try AsyncTrip.parse(["--city", "Lisbon"])
        #expect(try await given.destination() == "Lisbon")
    }

    @Test("Date options read YYYY-MM-DD, HH:MM and both, and name the form of a bad one")
    func optionDates() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.zone
        let day = try OptionDate.parse("2026-12-01", kind: .day, timeZone: Self.zone)
        #expect(day == calendar.date(from: DateComponents(year: 2026, month: 12, day: 1)))
        let time = try OptionDate.parse("07:45", kind: .time, timeZone: Self.zone, now: Self.now)
        #expect(time == calendar.date(from: DateComponents(year: 2026, month: 11, day: 22, hour: 7, minute: 45)))
        let both = try OptionDate.parse("2026-12-01T07:45", kind: .dateAndTime, timeZone: Self.zone)
        #expect(both == calendar.date(from: DateComponents(year: 2026, month: 12, day: 1, hour: 7, minute: 45)))
        for (text, kind) in [("2026-13-01", OptionDate.Kind.day), ("7h45", .time), ("2026-12-01", .dateAndTime)] {
            #expect(throws: OptionDate.Invalid.self) { try OptionDate.parse(text, kind: kind, timeZone: Self.zone) }
        }
        let error = try #require(throws: (any Error).self) { try Trip.parse(["--leave", "noon"]) }
        #expect(Trip.message(for: error).contains("--leave"))
        #expect(Trip.message(for: error).contains("expected HH:MM"))
    }

    @Test("A flag's words are the question when no label is given")
    func labels() {
        #expect(PromptOptions.label(for: "--departure-time") == "Departure time")
        #expect(PromptOptions.label(for: "--city") == "City")
    }
}
