import Foundation
import PickerKit
import PickerTerminal
import PickerTesting
import TestSupport
import Testing

/// The frames the PickerKit articles show (Sources/PickerKit/Documentation.docc) are drawn here
/// by the prompts the articles call, and each article must show exactly that frame in a code
/// block: documentation that cannot drift from what a person sees.
///
/// Every prompt runs in en_US, Berlin time, on Sunday 22 November 2026 at 14:30, in a
/// 60-column virtual terminal, the key script applied and the wheels at rest.
@Suite("DocC article frames")
struct DocumentationFrameTests {
    static let berlin = TestFixtures.berlin
    static let now = TestFixtures.now
    static let environment = PromptEnvironment(locale: TestFixtures.locale, timeZone: berlin, now: now)

    /// The frame `prompt` shows after `keys`, once nothing moves.
    static func frame<Picker, Value>(_ prompt: PickerPrompt<Picker, Value>, keys: String = "") throws -> String {
        // A prompt with a validation runs inside the seam's wrapper, as `run` puts it.
        guard let validation = prompt.validation else { return try frame(of: prompt.picker, keys: keys) }
        return try frame(of: ValidatingPicker(prompt.picker, validate: validation), keys: keys)
    }

    private static func frame<Picker: TerminalPicker>(of picker: Picker, keys: String) throws -> String {
        var driver = PickerDriver(picker, width: 60, followsHeight: true)
        if !keys.isEmpty { try driver.run(keys) }
        driver.settle()
        return driver.frame
    }

    static func date(_ mode: DatePickerMode, style: DateStyle, minuteInterval: Int = 1) throws -> PickerPrompt<DateTerminalPicker, DatePickerState> {
        let settings = DatePromptSettings(mode: mode, initial: now, duration: 4500, minuteInterval: minuteInterval, style: style)
        return try Prompt.datePrompt(mode == .countDownTimer ? "Length" : "When", settings, environment: environment)
    }

    /// Requires `article` to show `frame` as a code block of its own.
    static func expectShown(_ frame: String, in article: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/PickerKit/Documentation.docc/\(article).md")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("```\n" + frame + "\n```"), "\(article).md does not show this frame:\n\(frame)",
                sourceLocation: sourceLocation)
    }

    @Test("ChoosingFromAList shows the choose and wheels prompts as they draw")
    func choosingFromAList() throws {
        let fruit = try Prompt.choosePrompt("Fruit", from: ["Apple", "Banana", "Cherry", "Durian"], label: { $0 })
        try Self.expectShown(try Self.frame(fruit, keys: "down"), in: "ChoosingFromAList")
        let shirt = try Prompt.wheelsPrompt(
            "T-shirt", components: [["XS", "S", "M", "L", "XL"], ["red", "green", "blue", "black"]],
            initial: ["M", "blue"], label: { $0 })
        try Self.expectShown(try Self.frame(shirt), in: "ChoosingFromAList")
    }

    @Test("DateAndTimeWheels shows the date, time and countdown wheels as they draw")
    func dateAndTimeWheels() throws {
        try Self.expectShown(try Self.frame(Self.date(.date, style: .wheels)), in: "DateAndTimeWheels")
        try Self.expectShown(try Self.frame(Self.date(.time, style: .wheels, minuteInterval: 15)), in: "DateAndTimeWheels")
        try Self.expectShown(try Self.frame(Self.date(.countDownTimer, style: .wheels)), in: "DateAndTimeWheels")
    }

    @Test("InlineCalendar shows the month grid, alone and with the time beside it")
    func inlineCalendar() throws {
        try Self.expectShown(try Self.frame(Self.date(.date, style: .inline), keys: "right"), in: "InlineCalendar")
        try Self.expectShown(try Self.frame(Self.date(.dateAndTime, style: .inline)), in: "InlineCalendar")
    }

    @Test("TextualDateField shows the date field and the countdown's stepper field")
    func textualDateField() throws {
        try Self.expectShown(try Self.frame(Self.date(.date, style: .field)), in: "TextualDateField")
        try Self.expectShown(try Self.frame(Self.date(.countDownTimer, style: .stepperField)), in: "TextualDateField")
    }

    @Test("CompactDatePicker shows the button, then its popover open")
    func compactDatePicker() throws {
        try Self.expectShown(try Self.frame(Self.date(.date, style: .compact)), in: "CompactDatePicker")
        try Self.expectShown(try Self.frame(Self.date(.date, style: .compact), keys: "enter"), in: "CompactDatePicker")
    }
}

extension DocumentationFrameTests {
    @Test("FilteringAList shows the filtering prompt as it draws, exact and fuzzy")
    func filteringAList() throws {
        let cities = ["Basel", "Bern", "Genève", "Lausanne", "Zug", "Zürich", "Zürichberg"]
        let exact = try Prompt.choosePrompt("City", from: cities, filter: .exact, label: { $0 })
        let exactFrame = try Self.frame(exact, keys: "\"zu\"")
        try Self.expectShown(exactFrame, in: "FilteringAList")
        let fuzzy = try Prompt.choosePrompt("City", from: cities, filter: .fuzzy, label: { $0 })
        let fuzzyFrame = try Self.frame(fuzzy, keys: "\"zrch\"")
        try Self.expectShown(fuzzyFrame, in: "FilteringAList")
    }
}

extension DocumentationFrameTests {
    @Test("FilteringAList shows the list style filtered, fuzzy, with captions")
    func filteringAListStyle() throws {
        let cities = [("Basel", "On the Rhine"), ("Bern", "The federal city"), ("Genève", "On the lake"), ("Lausanne", "Olympic"),
                      ("Zug", "Old town on a lake"), ("Zürich", "The largest city"), ("Zürichberg", "Hill and forest")]
        let list = try Prompt.choosePrompt("City", from: cities.map(\.0), style: .list, filter: .fuzzy, label: { $0 },
                                           caption: { name in cities.first { $0.0 == name }?.1 })
        let frame = try Self.frame(list, keys: "\"zrch\"")
        try Self.expectShown(frame, in: "FilteringAList")
    }

    @Test("GraphicalDatePicker shows the grid with the clock, then the clock with the keys after a minute step")
    func graphicalDatePicker() throws {
        let state = try Self.date(.dateAndTime, style: .graphical).initialValue
        let prompt = try Prompt.graphicalDatePrompt("When", state: state, showsHelp: true)
        try Self.expectShown(try Self.frame(prompt), in: "GraphicalDatePicker")
        let time = try Prompt.graphicalDatePrompt("Alarm", state: try Self.date(.time, style: .graphical).initialValue, showsHelp: true)
        try Self.expectShown(try Self.frame(time, keys: "up"), in: "GraphicalDatePicker")
    }
}
