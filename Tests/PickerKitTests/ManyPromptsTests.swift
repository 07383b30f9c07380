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
            from: ["Apple", "Banana", "Cherry", "Damson"], initial: ["Banana", "Apple"], limit: 2,
            environment: Fixture.environment(terminal))
        #expect(capped == ["Apple", "Banana"])
        let plain = try Prompt.chooseMany(from: ["Apple", "Banana"], environment: Fixture.environment(terminal))
        #expect(plain == ["Banana"])
        #expect(try Prompt.chooseManyPrompt(from: ["a", "b", "c"], initial: ["c", "a"], label: { $0 }).initialValue == ["a", "c"])
    }

    @Test("chooseMany, Enter with nothing chosen: no minimum gives the item under the selection, 0 gives [], 1 waits",
          arguments: [(nil, ["Banana"]), (0, [])] as [(Int?, [String])])
    func nothingChosen(minimumCount: Int?, expected: [String]) throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down enter"])
        let chosen = try Prompt.chooseMany("Fruit", from: ["Apple", "Banana", "Cherry"], minimumCount: minimumCount,
                                           environment: Fixture.environment(terminal))
        #expect(chosen == expected)
        #expect(terminal.runs.first?.outcome == .confirmed)
    }

    @Test("chooseMany with minimumCount 1: Enter with nothing chosen says so and stays open; Space then Enter confirms")
    func minimumOfOne() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down enter", "down enter space enter"])
        #expect(throws: PromptError.scriptExhausted(lastKey: "enter")) {
            try Prompt.chooseMany("Fruit", from: ["Apple", "Banana"], minimumCount: 1, environment: Fixture.environment(terminal))
        }
        #expect(terminal.runs[0].frames.last?.contains("choose at least 1 (0 chosen)") == true)
        let chosen = try Prompt.chooseMany("Fruit", from: ["Apple", "Banana"], minimumCount: 1,
                                           environment: Fixture.environment(terminal))
        #expect(chosen == ["Banana"])
    }

    @Test("chooseMany with minimumCount 0: Space on an item, Space again, Enter answers []")
    func noneAfterUnchoosing() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["space space enter"])
        let chosen = try Prompt.chooseMany("Fruit", from: Self.fruits, minimumCount: 0,
                                           environment: Fixture.environment(terminal)) { $0.name }
        #expect(chosen.isEmpty)
        #expect(terminal.runs.map(\.outcome) == [.confirmed])
    }

    @Test("the async chooseMany with minimumCount 0 answers [] too; without a minimum, the item under the selection")
    func noneAwaited() async throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter", "enter"])
        let none = try await Prompt.chooseMany("Fruit", from: ["Apple", "Banana"], minimumCount: 0,
                                               environment: Fixture.environment(terminal))
        #expect(none.isEmpty)
        let current = try await Prompt.chooseMany("Fruit", from: ["Apple", "Banana"], environment: Fixture.environment(terminal))
        #expect(current == ["Apple"])
    }

    enum Extra: String, CaseIterable, CustomStringConvertible, Sendable {
        case wifi, breakfast, parking
        var description: String { rawValue.capitalized }
    }

    @Test("chooseMany(from: Enum.self): cases in declaration order, shown by description, typed [Enum]; presets, none")
    func enumeration() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down down space up up space enter", "enter", "enter"])
        let environment = Fixture.environment(terminal)
        let extras: [Extra] = try Prompt.chooseMany("Extras", from: Extra.self, limit: 2, environment: environment)
        #expect(extras == [.wifi, .parking])
        #expect(terminal.runs[0].frames[0].contains("Extras · 0/2 chosen"))
        #expect(terminal.runs[0].frames[0].contains("Breakfast"))
        #expect(terminal.answeredLines == ["Extras: Wifi, Parking"])
        let preset: [Extra] = try Prompt.chooseMany(from: Extra.self, initial: [.parking, .wifi], environment: environment)
        #expect(preset == [.wifi, .parking])
        let none: [Extra] = try Prompt.chooseMany("Extras", from: Extra.self, minimumCount: 0, environment: environment)
        #expect(none.isEmpty)
        try terminal.checkAllScriptsUsed()
    }

    @Test("the async chooseMany(from: Enum.self) answers typed cases; a limit below the presets is refused")
    func enumerationAwaited() async throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down space enter"])
        let extras: [Extra] = try await Prompt.chooseMany("Extras", from: Extra.self, environment: Fixture.environment(terminal))
        #expect(extras == [.breakfast])
        await #expect(throws: PromptError.invalidArgument("2 items selected, but at most 1 can be chosen")) {
            try await Prompt.chooseMany(from: Extra.self, initial: [.wifi, .parking], limit: 1,
                                        environment: Fixture.environment(terminal))
        }
    }

    @Test("chooseMany: bad arguments are one clear error each")
    func invalid() {
        #expect(throws: PromptError.invalidArgument("3 items selected, but at most 2 can be chosen")) {
            try Prompt.chooseManyPrompt(from: ["a", "b", "c"], initial: ["a", "b", "c"], limit: 2, label: { $0 })
        }
        #expect(throws: PromptError.invalidArgument("a selected item is disabled: b")) {
            try Prompt.chooseManyPrompt(from: ["a", "b"], initial: ["b"], disabled: ["b"], label: { $0 })
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

    @Test("dates: Enter with no day chosen answers the empty set, with minimumCount 0 and without it; 1 waits",
          arguments: [nil, 0] as [Int?])
    func datesNone(minimumCount: Int?) throws {
        let terminal = ScriptedTerminal(width: 80, scripts: ["space enter"])
        let environment = Fixture.environment(terminal)
        let days =
            if let minimumCount {
                try Prompt.dates("Trip", initial: [Self.day(2026, 11, 22)], minimumCount: minimumCount, environment: environment)
            } else {
                try Prompt.dates("Trip", initial: [Self.day(2026, 11, 22)], environment: environment)
            }
        #expect(days.isEmpty)
        #expect(terminal.runs.first?.outcome == .confirmed)
    }

    @Test("dates: minimumCount 1 keeps Enter from confirming an empty set")
    func datesMinimumOfOne() {
        let terminal = ScriptedTerminal(width: 80, scripts: ["enter"])
        #expect(throws: PromptError.scriptExhausted(lastKey: "enter")) {
            try Prompt.dates("Trip", minimumCount: 1, environment: Fixture.environment(terminal))
        }
        #expect(terminal.runs.first?.frames.last?.contains("choose at least 1 day (0 chosen)") == true)
    }

    @Test("dates: the range is half-open, the limit caps the set, presets outside the range are refused")
    func datesBounds() throws {
        let terminal = ScriptedTerminal(width: 80, scripts: ["right right right space left left space enter"])
        let range = Fixture.date(2026, 11, 1) ..< Fixture.date(2026, 11, 24)
        let days = try Prompt.dates(initial: [Self.day(2026, 11, 22)], in: range, limit: 2,
                                    environment: Fixture.environment(terminal))
        // The cursor stops on the 23rd (the 24th is out) and adds it; the 21st is one too many.
        #expect(days == [Self.day(2026, 11, 22), Self.day(2026, 11, 23)])
        #expect(throws: PromptError.self) {
            try Prompt.datesPrompt(initial: [Self.day(2026, 11, 24)], in: range,
                                   environment: Fixture.environment(terminal))
        }
    }
}
