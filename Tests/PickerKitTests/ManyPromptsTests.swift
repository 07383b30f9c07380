import Foundation
import PickerKit
import PickerTesting
import Testing

/// PickerKit's prompts for choosing many (issue 13): typed values, limits, half-open bounds.
@Suite("Choosing many: Prompt.chooseMany and Prompt.dates")
struct ManyPromptsTests {
    struct Fruit: Equatable, Sendable {
        var name: String
    }

    static let fruits = ["Apple", "Banana", "Cherry", "Damson"].map(Fruit.init)

    @Test("chooseMany: typed items in list order, whatever the order they were toggled in; the answered line lists them")
    func chooseMany() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down down space up up space enter"])
        let chosen = try Prompt.chooseMany("Fruit", from: Self.fruits, environment: Fixture.environment(terminal)) { $0.name }
        #expect(chosen == [Self.fruits[0], Self.fruits[2]])
        #expect(terminal.answeredLines == ["Fruit: Apple, Cherry"])
        #expect(terminal.runs.first?.frames.first?.contains("Fruit · 0/4 chosen") == true)
    }

    @Test("chooseMany: presets, the limit refusing a third, nothing toggled giving the current item")
    func limitAndPresets() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down down space enter", "down enter"])
        let capped = try Prompt.chooseMany(
            from: ["Apple", "Banana", "Cherry", "Damson"], selected: ["Banana", "Apple"], limit: 2,
            environment: Fixture.environment(terminal))
        #expect(capped == ["Apple", "Banana"])
        let plain = try Prompt.chooseMany(from: ["Apple", "Banana"], environment: Fixture.environment(terminal))
        #expect(plain == ["Banana"])
        #expect(try Prompt.choosingMany(from: ["a", "b", "c"], selected: ["c", "a"], label: { $0 }).initialValue == ["a", "c"])
    }

    @Test("chooseMany: bad arguments are one clear error each")
    func invalid() {
        #expect(throws: PromptError.invalidArgument("3 items selected, but at most 2 can be chosen")) {
            try Prompt.choosingMany(from: ["a", "b", "c"], selected: ["a", "b", "c"], limit: 2, label: { $0 })
        }
        #expect(throws: PromptError.invalidArgument("a selected item is disabled: b")) {
            try Prompt.choosingMany(from: ["a", "b"], selected: ["b"], disabled: ["b"], label: { $0 })
        }
    }

    /// A gregorian day in Berlin as MultiDatePicker gives it.
    static func day(_ year: Int, _ month: Int, _ day: Int) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Fixture.berlin
        return DateComponents(calendar: calendar, timeZone: Fixture.berlin, era: 1, year: year, month: month, day: day)
    }

    @Test("dates: Space toggles across months, Enter gives Set<DateComponents>; the answered line counts and lists them")
    func dates() throws {
        let terminal = ScriptedTerminal(width: 80, scripts: ["space pgdn space right space enter"])
        let trip = try Prompt.dates("Trip", environment: Fixture.environment(terminal))
        #expect(trip == [Self.day(2026, 11, 22), Self.day(2026, 12, 22), Self.day(2026, 12, 23)])
        #expect(terminal.answeredLines == ["Trip: 3 days: Nov 22, Dec 22, 23"])
    }

    @Test("dates: the range is half-open, the limit caps the set, presets outside the range are refused")
    func datesBounds() throws {
        let terminal = ScriptedTerminal(width: 80, scripts: ["right right right space left left space enter"])
        let range = Fixture.date(2026, 11, 1) ..< Fixture.date(2026, 11, 24)
        let days = try Prompt.dates(selection: [Self.day(2026, 11, 22)], in: range, limit: 2,
                                    environment: Fixture.environment(terminal))
        // The cursor stops on the 23rd (the 24th is out) and adds it; the 21st is one too many.
        #expect(days == [Self.day(2026, 11, 22), Self.day(2026, 11, 23)])
        #expect(throws: PromptError.self) {
            try Prompt.datesPicking(selection: [Self.day(2026, 11, 24)], in: range,
                                    environment: Fixture.environment(terminal))
        }
    }
}
