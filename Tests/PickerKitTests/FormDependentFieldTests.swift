import Foundation
import PickerKit
import PickerTesting
import TestSupport
import Testing

/// Fields whose options or bounds follow earlier answers in the same form (issue 28, item 1): a
/// city list after its country, a largest party after a table size, run in PickerTesting's
/// scripted terminal.
@Suite("PickerKit form fields that follow earlier answers")
struct FormDependentFieldTests {
    static let cities = ["France": ["Lyon", "Paris"], "Japan": ["Kyoto", "Osaka", "Tokyo"], "Norway": ["Bergen", "Oslo"]]

    static func trip(_ environment: PromptEnvironment) throws(PromptError) -> (String, String) {
        try Prompt.form(environment: environment) {
            Field("Country", from: ["France", "Japan", "Norway"])
            Field("City", from: { answers in cities[answers["Country"] ?? ""] ?? [] })
        }
    }

    static func table(_ environment: PromptEnvironment) throws(PromptError) -> (String, Int) {
        try Prompt.form(environment: environment) {
            Field("Table", from: ["Small", "Large"])
            Field("Guests", number: 6, in: { answers in 1 ... (answers["Table", as: String.self] == "Large" ? 8 : 4) })
        }
    }

    @Test("The city's options follow the country chosen above it")
    func citiesFollowCountry() throws {
        let terminal = ScriptedTerminal(scripts: ["down enter down down enter"])
        let (country, city) = try Self.trip(FormBranchTests.environment(terminal))
        #expect(country == "Japan")
        #expect(city == "Tokyo")
        #expect(terminal.answeredLines == ["Country: Japan", "City: Tokyo"])
        // Before Japan was answered, the city field was built for France, the first country.
        #expect(terminal.runs[0].frames.last?.contains("Tokyo") == true)
    }

    @Test("Going back and answering the same country keeps the city; another country falls back to its first city",
          arguments: [("enter down shift-tab enter enter", "France", "Paris"),
                      ("enter down shift-tab down enter enter", "Japan", "Kyoto")])
    func cityKeptWhileValid(script: String, country: String, city: String) throws {
        let terminal = ScriptedTerminal(scripts: [script])
        let answer = try Self.trip(FormBranchTests.environment(terminal))
        #expect(answer == (country, city))
        #expect(terminal.answeredLines == ["Country: \(country)", "City: \(city)"])
    }

    @Test("A number's bounds follow an earlier answer: its value starts and stays clamped into them")
    func boundsFollowAnswer() throws {
        // Small allows four: the initial six starts at 4; Large allows eight, so three steps up reach 7.
        let large = ScriptedTerminal(scripts: ["down enter up up up enter"])
        #expect(try Self.table(FormBranchTests.environment(large)) == ("Large", 7))
        #expect(large.answeredLines == ["Table: Large", "Guests: 7"])
        // Back to Small: seven is clamped to four.
        let small = ScriptedTerminal(scripts: ["down enter up up up shift-tab up enter enter"])
        #expect(try Self.table(FormBranchTests.environment(small)) == ("Small", 4))
        #expect(small.answeredLines == ["Table: Small", "Guests: 4"])
        // Small from the start: the initial six is already clamped, and up cannot pass four.
        let capped = ScriptedTerminal(scripts: ["enter up up enter"])
        #expect(try Self.table(FormBranchTests.environment(capped)) == ("Small", 4))
    }

    @Test("A field that follows earlier answers can stand under `if`, answered as an optional")
    func underIf() throws {
        for (asks, script, expected) in [(true, "down down enter down enter", "Oslo" as String?), (false, "enter", nil)] {
            let terminal = ScriptedTerminal(scripts: [script])
            let (_, city) = try Prompt.form(environment: FormBranchTests.environment(terminal)) {
                Field("Country", from: ["France", "Japan", "Norway"])
                if asks { Field("City", from: { answers in Self.cities[answers["Country"] ?? ""] ?? [] }) }
            }
            #expect(city == expected)
        }
    }

    @Test("Screen-reader mode says the city field with the options of the country just answered")
    func transcript() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down enter enter"])
        var environment = FormBranchTests.environment(terminal)
        environment.isAccessible = true
        let (_, city) = try Self.trip(environment)
        #expect(city == "Kyoto")
        let transcript = terminal.runs[0].transcript
        #expect(transcript.contains { $0.hasPrefix("Country: Japan. City, field 2 of 2. City, Kyoto, 1 of 3") }, "\(transcript)")
        #expect(Array(transcript.suffix(2)) == ["Country: Japan", "City: Kyoto"])
    }
}
