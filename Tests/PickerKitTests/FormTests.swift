import Foundation
import PickerKit
import PickerTesting
import TestSupport
import Testing

/// The public Form API: fields built from the prompts, typed answers, run in the scripted
/// virtual terminal of PickerTesting (issue 14, items 3 and 5).
@Suite("PickerKit forms")
struct FormTests {
    static let berlin = TestFixtures.berlin

    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        TestFixtures.date(year, month, day, hour, minute)
    }

    /// en_US in Berlin, on Sunday 22 November 2026 at 14:30.
    static func environment(_ terminal: any PromptTerminal) -> PromptEnvironment {
        PromptEnvironment(locale: TestFixtures.locale, timeZone: berlin, calendar: TestFixtures.gregorian,
                          now: TestFixtures.now, terminal: terminal)
    }

    static let noSundays: @Sendable (Date) -> Bool = { day in
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = berlin
        return calendar.component(.weekday, from: day) != 1
    }

    /// The three-field form of the issue, as a program writes it.
    static func booking(_ environment: PromptEnvironment) throws(PromptError) -> (String, Date, Date) {
        try Prompt.form("Book a table", environment: environment) {
            Field("Fruit", from: ["Apple", "Banana", "Cherry", "Damson"], validate: { $0 == "Banana" ? "Banana is sold out" : nil })
            Field("Day", .date, style: .inline, isDateEnabled: noSundays, unavailableMessage: "Closed on Sundays")
            Field("Time", .time, minuteInterval: 15)
        }
    }

    @Test("A three-field form answered with keys gives typed answers and leaves one line per field")
    func threeFields() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down enter down enter right enter up enter"])
        let (fruit, day, time) = try Self.booking(Self.environment(terminal))
        #expect(fruit == "Cherry")
        #expect(day == Self.date(2026, 11, 24))        // Monday 23 was first (Sunday 22 disabled), then →
        #expect(time == Self.date(2026, 11, 22, 13, 30))
        #expect(terminal.answeredLines == ["Fruit: Cherry", "Day: Nov 24, 2026", "Time: 1:30\u{202F}PM"])
        // The refused Enter: the message under the field, in an area as tall as the prompt
        // wants now (no blank rows before the help line, unlike a fixed height).
        let refused = terminal.runs[0].frames[2].components(separatedBy: "\n")
        #expect(refused.count == 11)
        #expect(refused[4 ... 9] == ["› Banana ‹", "  Cherry", "  Damson", "✗ Banana is sold out", "Day", "Time"])
        #expect(refused[10] == "↑↓ change · tab/⇧tab field · enter next · esc cancel")
        #expect(terminal.runs[0].frames[4].hasPrefix("Book a table\nFruit: Cherry\nDay\n"))
    }

    @Test("The async form gives the same typed answers")
    func asyncForm() async throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["tab enter"])
        let (fruit, day) = try await Prompt.form(environment: Self.environment(terminal)) {
            Field("Fruit", from: ["Apple", "Cherry"])
            Field("Day", .date, isDateEnabled: Self.noSundays)
        }
        #expect(fruit == "Apple")
        #expect(day == Self.date(2026, 11, 23))
    }

    @Test("Esc cancels the form with the prompts' typed error; a scripted run says so and gives no value")
    func escapeCancels() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["tab esc"])
        #expect(throws: PromptError.cancelled) { try Self.booking(Self.environment(terminal)) }

        let prompt = try Prompt.formPrompt("Book a table", environment: Self.environment(ScriptedTerminal(scripts: []))) {
            Field("Fruit", from: ["Apple", "Cherry"])
            Field("Day", .date)
        }
        let run = try prompt.run(script: "tab shift-tab ctrl-c", width: 60)
        #expect(run.error == .interrupted)
        #expect(run.value == nil)
        #expect(run.frames.count == 4)
        #expect(run.frames[1].hasPrefix("Book a table\nFruit: Apple\nDay\n"))
        #expect(run.frames[2].hasPrefix("Book a table\nFruit\n"))
    }

    @Test("Any prompt's builder makes a field; enumerations choose their cases; values stay typed")
    func anyPromptAsField() throws {
        enum Size: String, CaseIterable, CustomStringConvertible {
            case small, medium, large
            var description: String { rawValue }
        }
        let prompt = try Prompt.formPrompt(environment: Self.environment(ScriptedTerminal(scripts: []))) {
            Field("Size", from: Size.self, initial: .medium)
            Field("Layers", validate: { $0 == ["2", "b"] ? "Not that pair" : nil }) { _ throws(PromptError) in
                try Prompt.wheelsPrompt(nil, components: [["1", "2"], ["a", "b"]], label: { $0 })
            }
        }
        let run = try prompt.run(script: "down enter down right down enter left up enter", width: 60)
        #expect(run.value?.0 == .large)
        #expect(run.value?.1 == ["1", "b"])
        #expect(run.frames[6].contains("✗ Not that pair"))
        #expect(run.answeredLine == "Size: large\nLayers: 1 b")
    }

    @Test("A countdown field gives a Duration, validated as one")
    func countdownField() throws {
        let prompt = try Prompt.formPrompt(environment: Self.environment(ScriptedTerminal(scripts: []))) {
            Field("Rest", countdown: .seconds(25 * 60), minuteInterval: 5,
                  validate: { $0 > .seconds(3600) ? "An hour at most" : nil })
        }
        let run = try prompt.run(script: "down down enter up up enter", width: 60)
        #expect(run.frames[3].contains("✗ An hour at most"))     // 2 hours 25 refused
        #expect(run.value == .seconds(25 * 60))
        #expect(run.answeredLine?.hasPrefix("Rest: ") == true)
    }

    @Test("A field that cannot be built is an invalid argument, before anything is shown")
    func countdownIsNotADate() {
        let terminal = ScriptedTerminal(scripts: ["enter"])
        #expect(throws: PromptError.invalidArgument("a countdown field gives a duration, not a date")) {
            try Prompt.form(environment: Self.environment(terminal)) { Field("Timer", .countDownTimer) }
        }
        #expect(terminal.runs.isEmpty)
    }

    @Test("A key script with an unknown word is an error naming it, before any key is pressed")
    func unknownWord() throws {
        let terminal = ScriptedTerminal(scripts: ["down dwon enter"])
        #expect(throws: PromptError.terminalFailed(KeyScript.ParseError(token: "dwon").description)) {
            try Prompt.choose("Fruit", from: ["Apple", "Cherry"], environment: Self.environment(terminal))
        }
        let prompt = try Prompt.choosePrompt("Fruit", from: ["Apple", "Cherry"], label: { $0 })
        #expect(throws: KeyScript.ParseError(token: "dwon")) { try prompt.run(script: "down dwon enter") }
    }
}

@Suite("PickerKit forms in screen-reader mode")
struct FormAccessibleTests {
    @Test("Screen-reader mode says each field's label and place, its value, the validation message, the answers, and all of them once submitted")
    func transcript() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down enter down enter enter enter"])
        var environment = FormTests.environment(terminal)
        environment.isAccessible = true
        let (fruit, day, _) = try FormTests.booking(environment)
        #expect(fruit == "Cherry")
        #expect(day == FormTests.date(2026, 11, 23))
        let wheelHint = "adjustable. Up and Down arrows adjust the value; typing jumps to an item."
        // The hints once; then only the field and its value, each line fitted to the 60 columns.
        #expect(terminal.runs[0].transcript == [
            "Book a table, 3 fields: Fruit, Day, Time.",
            "Fruit, field 1 of 3. Fruit, Apple, 1 of 4, \(wheelHint)",
            "Up and Down change the value, Tab and Shift-Tab move between fields. Enter goes to the next field, Escape cancels.",
            "Question mark repeats these hints.",
            "Fruit, field 1 of 3. Fruit, Banana, 2 of 4.",
            "Fruit, field 1 of 3. Fruit, Banana, 2 of 4. Not valid:",
            "Banana is sold out.",
            "Fruit, field 1 of 3. Fruit, Cherry, 3 of 4.",
            "Fruit: Cherry. Day, field 2 of 3. Day, Monday, November 23,",
            "2026.",
            "Day: Nov 23, 2026. Time, field 3 of 3. Hour, 2\u{202F}PM.",
            // Submitted: the answered lines, as the drawn form leaves them (Behaviour 6.3).
            "Fruit: Cherry",
            "Day: Nov 23, 2026",
            "Time: 2:30\u{202F}PM",
        ])
    }
}
