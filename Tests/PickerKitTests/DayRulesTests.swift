import Foundation
import PickerKit
import PickerTesting
import Testing

/// `isDateEnabled` on the prompts that choose several days or a range, as `Prompt.date` has it:
/// the refused days are skipped by the cursor and never chosen.
@Suite("Day rules: isDateEnabled on Prompt.dates and Prompt.range")
struct DayRulesTests {
    /// Monday to Friday in Berlin; the fixture's today, 22 November 2026, is a Sunday.
    static let weekdays: @Sendable (Date) -> Bool = { date in
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = Fixture.berlin
        return !(gregorian.component(.weekday, from: date) == 1 || gregorian.component(.weekday, from: date) == 7)
    }

    static func day(_ year: Int, _ month: Int, _ day: Int) -> DateComponents {
        ManyPromptsTests.day(year, month, day)
    }

    @Test("dates: the cursor leaves a refused today for Monday, skips the weekend, and Space chooses only weekdays")
    func datesSkipWeekend() throws {
        // Sun 22 is refused: the cursor opens on Mon 23; four steps reach Fri 27, one more Mon 30.
        let terminal = ScriptedTerminal(width: 80, scripts: ["right right right right space right space enter"])
        let days = try Prompt.dates("Trip", isDateEnabled: Self.weekdays, environment: Fixture.environment(terminal))
        #expect(days == [Self.day(2026, 11, 27), Self.day(2026, 11, 30)])
        #expect(terminal.answeredLines == ["Trip: 2 days: Nov 27, 30"])
    }

    @Test("dates: without the rule the same keys choose Friday and Saturday")
    func datesWithoutRule() throws {
        // The control for the test above: from Sun 22, five steps reach Fri 27, one more Sat 28.
        let terminal = ScriptedTerminal(width: 80, scripts: ["right right right right right space right space enter"])
        let days = try Prompt.dates("Trip", environment: Fixture.environment(terminal))
        #expect(days == [Self.day(2026, 11, 27), Self.day(2026, 11, 28)])
    }

    @Test("dates: a preset day the rule refuses is a clear error, not a day the person cannot unchoose")
    func datesRefusedPreset() {
        #expect(throws: PromptError.invalidArgument("a selected day is one isDateEnabled refuses")) {
            try Prompt.datesPrompt("Trip", initial: [Self.day(2026, 11, 28)], isDateEnabled: Self.weekdays,
                                   environment: Fixture.environment(ScriptedTerminal(width: 80, scripts: [])))
        }
        #expect(throws: Never.self) {
            try Prompt.datesPrompt("Trip", initial: [Self.day(2026, 11, 27)], isDateEnabled: Self.weekdays,
                                   environment: Fixture.environment(ScriptedTerminal(width: 80, scripts: [])))
        }
    }

    @Test("range: both ends are weekdays, the range runs across the weekend between them")
    func rangeEndsOnWeekdays() throws {
        // Cursor on Mon 23; Enter anchors it, four steps reach Fri 27, one more Mon 30, Enter ends, Enter confirms.
        let terminal = ScriptedTerminal(width: 80, scripts: ["enter right right right right right enter enter"])
        let stay = try Prompt.range("Stay", isDateEnabled: Self.weekdays, environment: Fixture.environment(terminal))
        #expect(stay.start == Self.day(2026, 11, 23))
        #expect(stay.end == Self.day(2026, 11, 30))
        #expect(stay.dayCount == 8)
    }

    @Test("range: without the rule the same keys end on Saturday")
    func rangeWithoutRule() throws {
        let terminal = ScriptedTerminal(width: 80, scripts: ["right enter right right right right right enter enter"])
        let stay = try Prompt.range("Stay", environment: Fixture.environment(terminal))
        #expect(stay.start == Self.day(2026, 11, 23))
        #expect(stay.end == Self.day(2026, 11, 28))
    }

    @Test("range: a preset ending on a refused day is a clear error")
    func rangeRefusedPreset() {
        let environment = Fixture.environment(ScriptedTerminal(width: 80, scripts: []))
        #expect(throws: PromptError.invalidArgument("the selected range ends on a day isDateEnabled refuses")) {
            try Prompt.rangePrompt("Stay", initial: Fixture.date(2026, 11, 23) ... Fixture.date(2026, 11, 28),
                                   isDateEnabled: Self.weekdays, environment: environment)
        }
        #expect(throws: Never.self) {
            try Prompt.rangePrompt("Stay", initial: Fixture.date(2026, 11, 23) ... Fixture.date(2026, 11, 30),
                                   isDateEnabled: Self.weekdays, environment: environment)
        }
    }

    @Test("the async twins take the rule too")
    func awaited() async throws {
        let terminal = ScriptedTerminal(width: 80, scripts: ["space enter", "enter right right right right right enter enter"])
        let environment = Fixture.environment(terminal)
        let days = try await Prompt.dates("Trip", isDateEnabled: Self.weekdays, environment: environment)
        #expect(days == [Self.day(2026, 11, 23)])
        let stay = try await Prompt.range("Stay", isDateEnabled: Self.weekdays, environment: environment)
        #expect(stay.end == Self.day(2026, 11, 30))
    }
}
