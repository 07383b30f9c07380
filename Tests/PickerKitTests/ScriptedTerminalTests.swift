import Foundation
import PickerKit
import PickerTesting
import Testing

/// PickerTesting's `ScriptedTerminal` says what happened (issue 28, item 5): a script that runs
/// out is its own error naming the last key, scripts left over are reported, and the narrow
/// spaces ICU puts in answered lines can be made plain for comparisons.
@Suite("ScriptedTerminal: exhausted and unused scripts, plain spaces")
struct ScriptedTerminalTests {
    static let fruits = ["Apple", "Banana", "Cherry"]

    @Test("a script that ends with the prompt open throws scriptExhausted naming the last token as written",
          arguments: [("down", "down"), ("↓ space", "space"), (#"down "ch""#, #""ch""#), ("wait:0.5", "wait:0.5")])
    func exhausted(script: String, lastKey: String) {
        let terminal = ScriptedTerminal(width: 40, scripts: [script])
        #expect(throws: PromptError.scriptExhausted(lastKey: lastKey)) {
            try Prompt.choose("Fruit", from: Self.fruits, environment: Fixture.environment(terminal))
        }
        // The run is kept, still open, with a frame per step: the test can see where it stopped.
        #expect(terminal.runs.count == 1)
        #expect(terminal.runs.first?.outcome == nil)
        #expect(terminal.runs.first?.answeredLine == nil)
        #expect(terminal.runs.first?.frames.count == (try? KeyScript.parse(script).count).map { $0 + 1 })
    }

    @Test("run(script:) reports a script that runs out as scriptExhausted too; Esc and Enter as before")
    func scriptedRunError() throws {
        let prompt = try Prompt.choosePrompt("Fruit", from: Self.fruits, label: { $0 })
        let open = try prompt.run(script: #"down "ch""#, width: 40)
        #expect(open.outcome == nil && open.value == nil)
        #expect(open.error == .scriptExhausted(lastKey: #""ch""#))
        #expect(try prompt.run(script: "", width: 40).error == .scriptExhausted(lastKey: nil))
        #expect(try prompt.run(script: "esc", width: 40).error == .cancelled)
        let confirmed = try prompt.run(script: "down enter", width: 40)
        #expect(confirmed.error == nil && confirmed.value == "Banana")
    }

    @Test("the exhausted error's message names the last key; an empty script says it was empty; status 2")
    func exhaustedMessage() {
        let error = PromptError.scriptExhausted(lastKey: "space")
        #expect(error.description == "the key script ran out with the prompt still open (last key read: space)")
        #expect(error.exitStatus == 2)
        #expect(error != .cancelled)
        let terminal = ScriptedTerminal(width: 40, scripts: [""])
        #expect(throws: PromptError.scriptExhausted(lastKey: nil)) {
            try Prompt.choose(from: Self.fruits, environment: Fixture.environment(terminal))
        }
        #expect(PromptError.scriptExhausted(lastKey: nil).description == "the key script was empty and the prompt stayed open")
    }

    @Test("Esc is still cancelled, Ctrl-C interrupted, Enter confirmed: only a script running out is scriptExhausted")
    func endingsThatStay() throws {
        let terminal = ScriptedTerminal(width: 40, scripts: ["down esc", "ctrl-c", "down enter"])
        let environment = Fixture.environment(terminal)
        #expect(throws: PromptError.cancelled) { try Prompt.choose(from: Self.fruits, environment: environment) }
        #expect(throws: PromptError.interrupted) { try Prompt.choose(from: Self.fruits, environment: environment) }
        #expect(try Prompt.choose(from: Self.fruits, environment: environment) == "Banana")
        #expect(terminal.runs.map(\.outcome) == [.cancelled, .interrupted, .confirmed])
    }

    @Test("in screen-reader mode an exhausted script throws the same, and the transcript has no closing \"Cancelled.\"")
    func exhaustedAccessible() {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down"])
        var environment = Fixture.environment(terminal)
        environment.isAccessible = true
        #expect(throws: PromptError.scriptExhausted(lastKey: "down")) {
            try Prompt.choose("Fruit", from: Self.fruits, environment: environment)
        }
        let transcript = terminal.runs.first?.transcript ?? []
        #expect(!transcript.isEmpty)
        #expect(!transcript.contains("Cancelled."))
    }

    @Test("a form whose script runs out throws scriptExhausted too, not cancelled")
    func exhaustedForm() {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down enter"])
        #expect(throws: PromptError.scriptExhausted(lastKey: "enter")) {
            try Prompt.form("Order", environment: Fixture.environment(terminal)) {
                Field("Fruit", from: Self.fruits)
                Field("Day", .date)
            }
        }
    }

    @Test("unusedScripts lists the scripts no prompt used; checkAllScriptsUsed throws naming them, and passes once all are used")
    func unused() throws {
        let terminal = ScriptedTerminal(width: 40, scripts: ["enter", "down enter", "esc"])
        let environment = Fixture.environment(terminal)
        #expect(terminal.unusedScripts == ["enter", "down enter", "esc"])
        _ = try Prompt.choose(from: Self.fruits, environment: environment)
        #expect(terminal.unusedScripts == ["down enter", "esc"])
        #expect(throws: ScriptedTerminal.UnusedScripts(scripts: ["down enter", "esc"])) { try terminal.checkAllScriptsUsed() }
        #expect(ScriptedTerminal.UnusedScripts(scripts: ["down enter", "esc"]).description
            == #"ScriptedTerminal: 2 scripts never used: "down enter", "esc""#)
        #expect(ScriptedTerminal.UnusedScripts(scripts: ["esc"]).description == #"ScriptedTerminal: 1 script never used: "esc""#)
        _ = try Prompt.choose(from: Self.fruits, environment: environment)
        _ = try? Prompt.choose(from: Self.fruits, environment: environment)
        #expect(terminal.unusedScripts.isEmpty)
        try terminal.checkAllScriptsUsed()
    }

    @Test("plainAnsweredLines: the narrow no-break space before PM becomes a plain one; answeredLines keeps ICU's")
    func plainTime() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down down down down enter"])
        _ = try Prompt.time("Time", environment: Fixture.environment(terminal))
        #expect(terminal.answeredLines == ["Time: 2:07\u{202F}PM"])
        #expect(terminal.plainAnsweredLines == ["Time: 2:07 PM"])
    }

    @Test("plainSpaces turns U+202F, U+2009 and U+00A0 into plain spaces and leaves everything else",
          arguments: [
            ("9:15\u{202F}AM", "9:15 AM"), ("Nov 22\u{2009}–\u{2009}25", "Nov 22 – 25"), ("22.\u{00A0}November", "22. November"),
            ("plain text, tabs\tand  two spaces", "plain text, tabs\tand  two spaces"), ("", ""),
          ])
    func plainSpaces(text: String, plain: String) {
        #expect(text.plainSpaces == plain)
    }

    @Test("plainAnsweredLines of a date range: the thin spaces around the dash become plain")
    func plainRange() throws {
        // Enter on today anchors the range, three days on Enter ends it, Enter returns it.
        let terminal = ScriptedTerminal(width: 80, scripts: ["enter right right right enter enter"])
        _ = try Prompt.range("Stay", environment: Fixture.environment(terminal))
        let line = try #require(terminal.answeredLines.first)
        #expect(line.contains("\u{2009}"))
        #expect(!line.plainSpaces.contains("\u{2009}"))
        #expect(terminal.plainAnsweredLines == [line.replacingOccurrences(of: "\u{2009}", with: " ")])
    }

    @Test("the PickerTesting landing page's example runs as written")
    func landingPage() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down down enter", "right enter"])
        let sunday = try Date("2026-11-22T10:00:00Z", strategy: .iso8601)
        let environment = PromptEnvironment(locale: Locale(identifier: "en_US"), timeZone: .gmt, now: sunday,
                                            terminal: terminal)
        let fruit = try Prompt.choose("Fruit", from: ["Apple", "Banana", "Cherry"], environment: environment)
        let day = try Prompt.date("Day", environment: environment)
        #expect(fruit == "Cherry")
        #expect(day == sunday.addingTimeInterval(86_400 - 36_000))
        #expect(terminal.plainAnsweredLines == ["Fruit: Cherry", "Day: Nov 23, 2026"])
        #expect(terminal.runs[0].frames[0].contains("› Apple"))
        try terminal.checkAllScriptsUsed()
    }
}
