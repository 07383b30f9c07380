import ArgumentParser
import Foundation
import PickerKit
import PickerKitArgumentParser
import PickerTesting
import Testing

/// The `trip` tool of issue 28 as the article writes it: a city from 320 with fuzzy filtering,
/// dates within 180 days, a departure by quarter hours, up to three extras and a confirmation,
/// in twelve lines of prompting code.
@Suite("the trip example")
struct TripExampleTests {
    enum Extra: String, CaseIterable, ExpressibleByArgument { case bike, lounge, meal, insurance }

    /// 320 city names: "City 001" to "City 319", and Oslo.
    static let cities = (1 ..< 320).map { "City \(String(format: "%03d", $0))" } + ["Oslo"]

    struct Plan: Equatable {
        var city: String, from: Date, until: Date, departure: Date, extras: [Extra]
    }

    struct Trip: ParsableCommand {
        @Option(help: "Where to.") var city: String?
        @Option(help: "First day, YYYY-MM-DD.", transform: OptionDate.day) var from: Date?
        @Option(help: "Last day, YYYY-MM-DD.", transform: OptionDate.day) var until: Date?
        @Option(help: "Departure, HH:MM.", transform: OptionDate.time) var departure: Date?
        @Option(help: "Up to three extras.") var extra: [Extra] = []
        @Flag(inversion: .prefixedNo, help: "Book without asking.") var book: Bool?
        @OptionGroup var prompting: PromptOptions

        // The prompting code: twelve lines.
        func plan(now: Date) throws -> Plan {
            let window = now ... now.addingTimeInterval(180 * 86_400)
            let city = try prompting.ask(city, "--city", from: TripExampleTests.cities)
            let given = from.flatMap { from in until.map { (from, $0) } }
            let dates = try prompting.ask(given, "--from") { () throws(PromptError) in
                let days = try Prompt.range("Dates", in: window)
                return (days.interval.start, days.interval.end)
            }
            let departure = try prompting.ask(departure, "--departure", .time, minuteInterval: 15)
            let extras = try prompting.ask(extra, "--extra", limit: 3)
            guard try prompting.ask(book, "--book", label: "Book this trip?") else { throw ExitCode(1) }
            return Plan(city: city, from: dates.0, until: dates.1, departure: departure, extras: extras)
        }
    }

    static func environment(_ terminal: ScriptedTerminal) -> PromptEnvironment {
        AskingTests.environment(terminal)
    }

    @Test("Given a city and dates, the trip asks only for the departure, the extras and the confirmation")
    func asksForTheRest() throws {
        let terminal = ScriptedTerminal(scripts: ["enter", "space enter", "enter"])
        let trip = try Trip.parse(["--city", "Oslo", "--from", "2026-12-01", "--until", "2026-12-05"])
        let plan = try PromptEnvironment.withCurrent(Self.environment(terminal)) { try trip.plan(now: AskingTests.now) }
        #expect(plan.city == "Oslo")
        #expect(plan.extras == [.bike])
        #expect(terminal.runs.count == 3)
        #expect(!terminal.answeredLines.contains { $0.hasPrefix("City") || $0.hasPrefix("Dates") })
        try terminal.checkAllScriptsUsed()
    }

    @Test("The city is found among 320 by typing part of it, fuzzily")
    func fuzzyCity() throws {
        let terminal = ScriptedTerminal(scripts: ["\"osl\" enter"])
        let trip = try Trip.parse(["--from", "2026-12-01", "--until", "2026-12-05", "--departure", "08:00",
                                   "--extra", "meal", "--book"])
        let plan = try PromptEnvironment.withCurrent(Self.environment(terminal)) { try trip.plan(now: AskingTests.now) }
        #expect(plan.city == "Oslo")
        #expect(terminal.answeredLines == ["City: Oslo"])
    }

    @Test("Under --no-input the trip fails naming the first missing option, exit 64")
    func failsWithoutInput() throws {
        let trip = try Trip.parse(["--city", "Oslo", "--no-input"])
        let error = try #require(throws: ValidationError.self) {
            try PromptEnvironment.withCurrent(Self.environment(ScriptedTerminal(scripts: []))) {
                try trip.plan(now: AskingTests.now)
            }
        }
        #expect(Trip.message(for: error) == "Missing expected argument '--from <from>'")
        #expect(Trip.exitCode(for: error).rawValue == 64)
    }
}
