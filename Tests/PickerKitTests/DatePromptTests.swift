import Foundation
import PickerKit
import PickerTesting
import Testing

@Suite("Date prompts give typed values")
struct DatePromptTests {
    @Test("countdown: a Duration, hours first, on the minute interval")
    func countdown() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down enter"])
        let rest = try Prompt.countdown("Rest", initial: .seconds(25 * 60), minuteInterval: 5,
                                        environment: Fixture.environment(terminal))
        #expect(rest == .seconds(3600 + 25 * 60))
        #expect(terminal.answeredLines.count == 1)
        #expect(terminal.answeredLines.first?.hasPrefix("Rest: 1") == true)
    }

    @Test("year and month: an instant in the month chosen, on month and year wheels")
    func yearAndMonth() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down enter"])
        let month = try Prompt.yearAndMonth("Expires", environment: Fixture.environment(terminal))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Fixture.berlin
        #expect(calendar.component(.month, from: month) == 12)
        #expect(calendar.component(.year, from: month) == 2026)
        #expect(terminal.answeredLines == ["Expires: December 2026"])
    }

    @Test("date and time: the grid's day and the wheels' time, bounded")
    func dateAndTime() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["right tab down enter"])
        let start = try Prompt.dateAndTime(
            "Starts", initial: Fixture.date(2026, 11, 22, 10, 0), in: Fixture.now...Fixture.date(2026, 12, 31),
            minuteInterval: 5, environment: Fixture.environment(terminal))
        // 10:00 is before the lower bound (10:07): it starts at the first five minutes in range,
        // 10:10; Right is the next day, Tab the hour wheel, Down an hour later.
        #expect(start == Fixture.date(2026, 11, 23, 11, 10))
    }

    @Test("a selection outside the bounds starts at the nearest bound's day")
    func clamped() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter"])
        let day = try Prompt.date("Day", initial: Fixture.date(2026, 1, 1), in: Fixture.now...Fixture.date(2026, 12, 31),
                                  environment: Fixture.environment(terminal))
        #expect(day == Fixture.date(2026, 11, 22))
    }

    @Test("overrides win over the environment: locale, calendar, zone")
    func overrides() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter"])
        _ = try Prompt.date("Day", locale: Locale(identifier: "ja_JP"), calendar: Calendar(identifier: .japanese),
                            environment: Fixture.environment(terminal))
        let frame = try #require(terminal.runs.first?.frames.first)
        #expect(frame.contains("令和"))
    }

    @Test("the async twin answers the same")
    func asyncDate() async throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["right enter"])
        let day = try await Prompt.date("Day", environment: Fixture.environment(terminal))
        #expect(day == Fixture.date(2026, 11, 23))
    }

    @Test("a minute interval that does not divide an hour falls back to 1, with a warning when the prompt opens")
    func minuteIntervalWarning() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter"])
        var environment = Fixture.environment(terminal)
        let reported = Reported()
        environment.reportWarnings = { reported.append($0) }
        let time = try Prompt.time(minuteInterval: 7, environment: environment)
        #expect(time == Fixture.now)
        #expect(reported.lines.count == 1)
        #expect(reported.lines.first?.contains("7") == true)
    }
}
