import Foundation
import PickerKit
import PickerTesting
import Testing

/// `validate:` on every prompt (Behaviour 6.4): a message refuses Enter and shows under the
/// picker until the answer is valid, through the one wrapper every family goes through.
@Suite("validate: on every prompt")
struct PromptValidationTests {
    @Test("choose: a refused Enter shows the message under the picker; a valid answer is taken")
    func choose() throws {
        let terminal = ScriptedTerminal(width: 40, scripts: ["enter down enter"])
        let fruit = try Prompt.choose("Fruit", from: ["Apple", "Banana", "Cherry"],
                                      validate: { $0 == "Apple" ? "Apples are sold out" : nil },
                                      environment: Fixture.environment(terminal))
        #expect(fruit == "Banana")
        let frames = terminal.runs[0].frames
        #expect(!frames[0].contains("Apples are sold out"))
        let refused = frames[1].split(separator: "\n").map(String.init)
        #expect(refused.last == "✗ Apples are sold out", "\(frames[1])")
        #expect(refused.dropLast().last?.contains("enter select") == true, "the message is under the help line:\n\(frames[1])")
        // Moving to a valid item takes the message away before Enter.
        #expect(!frames[2].contains("Apples are sold out"), "\(frames[2])")
        #expect(terminal.answeredLines == ["Fruit: Banana"])
        try terminal.checkAllScriptsUsed()
    }

    @Test("chooseMany: the rule sees every item chosen")
    func chooseMany() throws {
        let terminal = ScriptedTerminal(width: 40, scripts: ["space enter down space enter"])
        let chosen = try Prompt.chooseMany("Extras", from: ["Bag", "Seat", "Meal"], minimumCount: 0,
                                           validate: { $0.count < 2 ? "Two at least" : nil },
                                           environment: Fixture.environment(terminal))
        #expect(chosen == ["Bag", "Seat"])
        #expect(terminal.runs[0].frames.contains { $0.hasSuffix("✗ Two at least") })
    }

    @Test("date: a weekday rule refuses a Saturday; the next day is still refused, Monday is taken")
    func date() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter right enter right enter"])
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        let saturday = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 28)))
        let day = try Prompt.date("Day", initial: saturday, style: .graphical, calendar: calendar, timeZone: calendar.timeZone,
                                  validate: { calendar.isDateInWeekend($0) ? "A weekday, please" : nil },
                                  environment: Fixture.environment(terminal))
        #expect(calendar.component(.day, from: day) == 30)
        let refusals = terminal.runs[0].frames.filter { $0.contains("✗ A weekday, please") }
        #expect(refusals.count >= 2)
    }

    @Test("date(isDateEnabled:): on wheels a Sunday is refused with the message; the grid skips it")
    func dateRule() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        let sunday = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 29)))
        let utc = calendar
        let notSunday: @Sendable (Date) -> Bool = { utc.component(.weekday, from: $0) != 1 }
        let wheels = ScriptedTerminal(width: 60, scripts: ["enter esc"])
        #expect(throws: PromptError.cancelled) {
            try Prompt.date("Day", initial: sunday, style: .wheels, calendar: calendar, timeZone: calendar.timeZone,
                            isDateEnabled: notSunday, unavailableMessage: "Closed on Sundays",
                            environment: Fixture.environment(wheels))
        }
        let refused = wheels.runs[0].frames[1]
        #expect(refused.hasSuffix("✗ Closed on Sundays"), "\(refused)")
        let grid = ScriptedTerminal(width: 60, scripts: ["right enter"])
        let saturday = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 28)))
        let day = try Prompt.date("Day", initial: saturday, style: .graphical, calendar: calendar, timeZone: calendar.timeZone,
                                  isDateEnabled: notSunday, environment: Fixture.environment(grid))
        // Right from Saturday skips Sunday the 29th to Monday the 30th.
        #expect(calendar.component(.day, from: day) == 30)
    }

    @Test("In a right-to-left locale the message is written from the right edge (Behaviour 1.4)")
    func rightToLeft() throws {
        let terminal = ScriptedTerminal(width: 40, scripts: ["enter esc"])
        var environment = Fixture.environment(terminal)
        environment.locale = Locale(identifier: "he_IL")
        #expect(throws: PromptError.cancelled) {
            try Prompt.choose("Fruit", from: ["Apple", "Banana"], validate: { _ in "Sold out" }, environment: environment)
        }
        let last = try #require(terminal.runs[0].frames[1].split(separator: "\n").last.map(String.init))
        #expect(last == String(repeating: " ", count: 30) + "✗ Sold out", "\(terminal.runs[0].frames[1])")
    }

    @Test("In screen-reader mode the refusal is said with the value")
    func spoken() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter esc"])
        var environment = Fixture.environment(terminal)
        environment.isAccessible = true
        #expect(throws: PromptError.cancelled) {
            try Prompt.choose("Fruit", from: ["Apple", "Banana"], validate: { _ in "Sold out" }, environment: environment)
        }
        #expect(terminal.runs[0].transcript.contains { $0.contains("Sold out") }, "\(terminal.runs[0].transcript)")
    }

    @Test("graphicalDate(isDateEnabled:): the grid skips a refused day")
    func graphicalRule() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        let utc = calendar
        let saturday = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 28)))
        let terminal = ScriptedTerminal(width: 80, scripts: ["right enter"])
        let day = try Prompt.graphicalDate("Day", mode: .date, initial: saturday, calendar: calendar, timeZone: calendar.timeZone,
                                           isDateEnabled: { utc.component(.weekday, from: $0) != 1 },
                                           environment: Fixture.environment(terminal))
        #expect(calendar.component(.day, from: day) == 30)
    }

    @Test("Esc still cancels while a message shows")
    func escCancels() throws {
        let terminal = ScriptedTerminal(width: 40, scripts: ["enter esc"])
        #expect(throws: PromptError.cancelled) {
            try Prompt.wheels("Size", components: [["S", "M"]], validate: { _ in "Never" },
                              environment: Fixture.environment(terminal))
        }
    }

    @Test("The async twin refuses alike")
    func asyncTwin() async throws {
        let terminal = ScriptedTerminal(width: 40, scripts: ["enter down enter"])
        let fruit = try await Prompt.choose("Fruit", from: ["Apple", "Banana"],
                                            validate: { $0 == "Apple" ? "Sold out" : nil },
                                            environment: Fixture.environment(terminal))
        #expect(fruit == "Banana")
        #expect(terminal.runs[0].frames.contains { $0.hasSuffix("✗ Sold out") })
    }

    @Test("validating(_:) on a built prompt: rules add up, the earlier one first")
    func validatingChains() throws {
        let terminal = ScriptedTerminal(width: 40, scripts: ["enter down enter down enter"])
        let prompt = try Prompt.choosePrompt("N", from: [1, 2, 3], label: { "\($0)" })
            .validating { $0 == 1 ? "Not one" : nil }
            .validating { $0 == 2 ? "Not two" : nil }
        let value = try prompt.run(environment: Fixture.environment(terminal))
        #expect(value == 3)
        let frames = terminal.runs[0].frames
        #expect(frames[1].hasSuffix("✗ Not one"))
        #expect(frames[3].hasSuffix("✗ Not two"))
    }

    @Test("Without validate nothing changes: the frame has no message row")
    func noValidation() throws {
        let plain = ScriptedTerminal(width: 40, scripts: ["enter"])
        let checked = ScriptedTerminal(width: 40, scripts: ["enter"])
        _ = try Prompt.choose("Fruit", from: ["Apple", "Banana"], environment: Fixture.environment(plain))
        _ = try Prompt.choose("Fruit", from: ["Apple", "Banana"], validate: { _ in nil }, environment: Fixture.environment(checked))
        #expect(plain.runs[0].frames[0] == checked.runs[0].frames[0])
        #expect(plain.answeredLines == checked.answeredLines)
    }
}

/// A form-level validation (Behaviour 6.4): it sees every answer on submit and can send the
/// person back to a field, its message under that field.
@Suite("Prompt.form(validate:)")
struct FormValidationTests {
    @Test("A rule across fields refuses the submit, focuses the field it names and shows its message there")
    func crossField() throws {
        // Guests 5, Class Business: refused and sent back to Guests; 4 guests then, Enter twice submits.
        let terminal = ScriptedTerminal(width: 50, scripts: ["down down down down enter down enter up enter enter"])
        let (guests, seat) = try Prompt.form("Trip", validate: { guests, seat in
            guests > 4 && seat == "Business" ? FormIssue("Business is for four or fewer", field: "Guests") : nil
        }, environment: Fixture.environment(terminal)) {
            Field("Guests", from: Array(1...8))
            Field("Class", from: ["Economy", "Business"])
        }
        #expect(guests == 4)
        #expect(seat == "Business")
        let frames = terminal.runs[0].frames
        let refused = try #require(frames.firstIndex { $0.contains("✗ Business is for four or fewer") })
        let rows = frames[refused].split(separator: "\n").map(String.init)
        let label = try #require(rows.firstIndex(of: "Guests"), "Guests is not focused:\n\(frames[refused])")
        let message = try #require(rows.firstIndex(of: "✗ Business is for four or fewer"))
        #expect(message > label, "the message is not under the Guests field:\n\(frames[refused])")
        // Changing the guests to four takes the message away.
        #expect(!frames[refused + 1].contains("✗ Business"), "\(frames[refused + 1])")
        #expect(terminal.answeredLines == ["Guests: 4", "Class: Business"])
    }

    @Test("Without an issue the form submits as before")
    func noIssue() throws {
        let terminal = ScriptedTerminal(width: 50, scripts: ["enter enter"])
        let (guests, seat) = try Prompt.form(validate: { (_: Int, _: String) in nil }, environment: Fixture.environment(terminal)) {
            Field("Guests", from: Array(1...8))
            Field("Class", from: ["Economy", "Business"])
        }
        #expect(guests == 1)
        #expect(seat == "Economy")
    }
}
