import Foundation
import PickerKit
import PickerTesting
import Testing

/// Every prompt names the value it starts on `initial:` (issue 28, item 6); the labels the
/// families used before (`selected:`, `selection:`, `default:`, `value:`) still compile, as
/// deprecated forwards, and start the prompt on the value they are given.
@Suite("the old starting-value labels forward to initial:")
struct DeprecatedLabelTests {
    @Test("selected: starts choose, chooseMany, wheels and a choosing field on its items")
    func selected() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter", "enter", "enter"])
        let environment = Fixture.environment(terminal)
        #expect(try Prompt.choose("Size", from: ["S", "M", "L"], selected: "M", environment: environment) == "M")
        #expect(try Prompt.chooseMany("Days", from: ["Mon", "Tue", "Wed"], selected: ["Tue"],
                                      environment: environment) == ["Tue"])
        #expect(try Prompt.wheels("Shirt", components: [["S", "M"], ["red", "green"]], selected: ["M", "green"],
                                  environment: environment) == ["M", "green"])
        #expect(try Prompt.choosePrompt("Fruit", from: ["Apple", "Banana"], selected: "Banana", label: { $0 })
            .initialValue == "Banana")
        let form = ScriptedTerminal(width: 60, scripts: ["enter enter"])
        let (fruit, size) = try Prompt.form(environment: Fixture.environment(form)) {
            Field("Fruit", from: ["Apple", "Banana"], selected: "Banana")
            Field("Size", from: ["S", "M"], selected: "M") { $0.lowercased() }
        }
        #expect(fruit == "Banana" && size == "M")
    }

    @Test("selection: starts the date prompts, their settings and a date field on its value")
    func selection() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter", "enter"])
        let environment = Fixture.environment(terminal)
        let day = Fixture.date(2026, 11, 25)
        #expect(try Prompt.date("Day", selection: day, environment: environment) == day)
        #expect(try Prompt.countdown("Rest", selection: .seconds(25 * 60), minuteInterval: 5,
                                     environment: environment) == .seconds(25 * 60))
        let nov22 = DateComponents(year: 2026, month: 11, day: 22)
        let trip = try Prompt.datesPrompt("Trip", selection: [nov22], environment: environment).initialValue
        let renamed = try Prompt.datesPrompt("Trip", initial: [nov22], environment: environment).initialValue
        #expect(trip.count == 1 && trip == renamed)
        let stay = try Prompt.rangePrompt("Stay", selection: Fixture.date(2026, 11, 22) ... Fixture.date(2026, 11, 28),
                                          environment: environment)
        #expect(stay.initialValue.dayCount == 7)
        var settings = DatePromptSettings(mode: .date, selection: day)
        #expect(settings.initial == day && settings.selection == day)
        settings.selection = nil
        #expect(settings.initial == nil)
        let form = ScriptedTerminal(width: 60, scripts: ["enter"])
        let start = try Prompt.form(environment: Fixture.environment(form)) {
            Field("Day", .date, selection: day)
        }
        #expect(start == day)
    }

    @Test("default: is confirm's first answer and value: number's first value")
    func defaultAndValue() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter", "enter"])
        let environment = Fixture.environment(terminal)
        #expect(try Prompt.confirm("Delete it?", default: false, environment: environment) == false)
        #expect(try Prompt.number("Guests", value: 3, in: 1 ... 8, environment: environment) == 3)
        #expect(Prompt.confirmPrompt("Delete it?", default: false).initialValue == false)
        #expect(Prompt.numberPrompt("Guests", value: 2.5, step: 0.5).initialValue == 2.5)
    }
}
