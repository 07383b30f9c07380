import Foundation
import PickerKit
import PickerTesting
import TestSupport
import Testing

/// Forms that branch (`if`, `if let`, `if`/`else`, `switch` in the field list), a rule across
/// branched fields, and `orAsk` for a value that may have been given (issue 28, item 1), run in
/// PickerTesting's scripted terminal.
@Suite("PickerKit forms that branch")
struct FormBranchTests {
    static func environment(_ terminal: any PromptTerminal) -> PromptEnvironment {
        PromptEnvironment(locale: TestFixtures.locale, timeZone: TestFixtures.berlin, calendar: TestFixtures.gregorian,
                          now: TestFixtures.now, terminal: terminal)
    }

    enum Cabin: String, CaseIterable, Equatable, Sendable, CustomStringConvertible {
        case economy, business
        var description: String { rawValue.capitalized }
    }

    /// The form of a trip where the city may have been given already.
    static func trip(givenCity: String?, environment: PromptEnvironment) throws(PromptError) -> (String?, Int) {
        try Prompt.form(environment: environment) {
            if givenCity == nil { Field("City", from: ["Lisbon", "Oslo", "Porto"]) }
            Field("Guests", from: Array(1 ... 6))
        }
    }

    @Test("A field under `if` is asked when its condition holds, and answered as an optional")
    func optionalFieldAsked() throws {
        let terminal = ScriptedTerminal(scripts: ["down enter down enter"])
        let (city, guests) = try Self.trip(givenCity: nil, environment: Self.environment(terminal))
        #expect(city == "Oslo")
        #expect(guests == 2)
        #expect(terminal.answeredLines == ["City: Oslo", "Guests: 2"])
    }

    @Test("A field under a false `if` is left out: not shown, answered nil")
    func optionalFieldLeftOut() throws {
        let terminal = ScriptedTerminal(scripts: ["down down enter"])
        let (city, guests) = try Self.trip(givenCity: "Porto", environment: Self.environment(terminal))
        #expect(city == nil)
        #expect(guests == 3)
        #expect(terminal.answeredLines == ["Guests: 3"])
        #expect(terminal.runs[0].frames.allSatisfy { !$0.contains("City") })
    }

    @Test("`if let` binds a given value into the field it builds")
    func ifLet() throws {
        let terminal = ScriptedTerminal(scripts: ["enter"])
        let suggested: Int? = 4
        let guests = try Prompt.form(environment: Self.environment(terminal)) {
            if let suggested { Field("Guests", from: Array(1 ... 8), initial: suggested) }
        }
        #expect(guests == 4)
    }

    @Test("`if`/`else` and `switch` choose one field per branch, answered with the branches' type",
          arguments: [false, true])
    func eitherBranch(isMember: Bool) throws {
        let terminal = ScriptedTerminal(scripts: ["down down enter enter"])
        let cabin = isMember ? Cabin.business : .economy
        let (seat, meal) = try Prompt.form(environment: Self.environment(terminal)) {
            if isMember {
                Field("Seat", from: ["Aisle", "Window", "Lounge"])
            } else {
                Field("Seat", from: ["Aisle", "Window"])
            }
            switch cabin {
            case .economy: Field("Meal", from: ["None", "Sandwich"])
            case .business: Field("Meal", from: ["Three courses", "Tasting menu"])
            }
        }
        // Down twice: the member's list has a third seat; the other stops at its last.
        #expect(seat == (isMember ? "Lounge" : "Window"))
        #expect(meal == (isMember ? "Three courses" : "None"))
    }

    @Test("A rule across fields sees a left-out field as nil and points at the field it refuses")
    func crossFieldRuleWithBranch() throws {
        // Guests 6 with Business is refused on submit and goes back to Class; Economy passes.
        let terminal = ScriptedTerminal(scripts: ["down down down down down enter down enter up enter"])
        let askCabin = true
        let (guests, cabin) = try Prompt.form(
            validate: { (guests: Int, cabin: Cabin?) in
                guests > 4 && cabin == Cabin.business ? FormIssue("Business is for four or fewer", field: "Class") : nil
            },
            environment: Self.environment(terminal)
        ) {
            Field("Guests", from: Array(1 ... 6))
            if askCabin { Field("Class", from: Cabin.self) }
        }
        #expect(guests == 6)
        #expect(cabin == .economy)
        #expect(terminal.runs[0].frames.contains { $0.contains("Business is for four or fewer") })
    }

    @Test("`orAsk` answers a given value without asking, and asks for a missing one, in a throws(PromptError) function")
    func orAsk() throws {
        func city(_ given: String?, _ environment: PromptEnvironment) throws(PromptError) -> String {
            try given.orAsk { () throws(PromptError) -> String in
                try Prompt.choose("City", from: ["Lisbon", "Oslo"], environment: environment)
            }
        }
        let terminal = ScriptedTerminal(scripts: ["down enter"])
        #expect(try city("Porto", Self.environment(terminal)) == "Porto")
        #expect(terminal.runs.isEmpty)
        #expect(try city(nil, Self.environment(terminal)) == "Oslo")
        #expect(terminal.answeredLines == ["City: Oslo"])
    }

    @Test("`orAsk` passes the prompt's typed error on: Esc is PromptError.cancelled")
    func orAskCancelled() {
        let terminal = ScriptedTerminal(scripts: ["esc"])
        let environment = Self.environment(terminal)
        let given: String? = nil
        #expect(throws: PromptError.cancelled) {
            try given.orAsk { () throws(PromptError) -> String in
                try Prompt.choose("City", from: ["Lisbon", "Oslo"], environment: environment)
            }
        }
    }
}
