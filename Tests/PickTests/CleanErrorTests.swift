import Testing

@testable import pick

/// Exit 2 prints exactly one line, and nothing a person typed reaches the terminal as a
/// control sequence (issue 16, item 2).
@Suite("Errors are one clean line")
struct CleanErrorTests {
    @Test("no terminal: the one error line, without the warnings the run would have shown", arguments: [
        ["countdown", "--min", "23:59"],
        ["time", "--minute-interval", "7"],
        ["date", "--min", "2026-12-01", "--max", "2026-01-01"],
        ["choose", "Apple", "Banana"],
        ["choose", "--accessible", "Apple"],
    ])
    func noTerminal(arguments: [String]) throws {
        let outcome = try CommandRun.pick(arguments)
        #expect(outcome.exit == .status(2))
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.errorLines.count == 1, "\(outcome.errorText)")
        #expect(outcome.errorText.hasPrefix("pick: no terminal to draw on (cannot open \(CommandRun.missingTerminal)"))
        #expect(outcome.errorText.hasSuffix("use --no-input to print the initial selection without one\n"))
    }

    @Test("with --no-input, the warnings and then the value")
    func warningsWithValue() throws {
        let outcome = try CommandRun.pick(["countdown", "--no-input", "--min", "23:59", "--value", "60"])
        #expect(outcome.exit == .status(0))
        #expect(outcome.outputText == "60\n")
        #expect(outcome.errorLines == ["pick: warning: --min and --max do not apply to a countdown; ignored"])
    }

    /// What people might type that a terminal would obey: an OSC title change ending in BEL,
    /// a CSI colour, a C1 CSI (U+009B), a newline, a carriage return, a backspace, DEL.
    static let hostile = ["\u{1B}]0;pwned\u{07}", "\u{1B}[31mred", "\u{9B}2J", "one\ntwo", "back\rover", "x\u{08}y\u{7F}"]

    /// Every place an error or warning echoes what was given, with `value` in it.
    static func echoingCalls(_ value: String) -> [(arguments: [String], environment: [String: String])] {
        let date = ["date", "--no-input", "--time-zone", "UTC"]
        return [
            (date + ["--locale", value], [:]), (date + ["--calendar", value], [:]),
            (["date", "--no-input", "--time-zone", value], [:]), (date + ["--style", value], [:]),
            (date + ["--value", value], [:]), (date + ["--min", value], [:]), (date + ["--max", value], [:]),
            (["countdown", "--no-input", "--value", value], [:]),
            (["choose", "--no-input", "--selected", value, "a"], [:]),
            (["wheels", "--no-input", "--component", "a", "--selected", value], [:]),
            (["choose", "--height", value, "a"], [:]), (["choose", "--timeout=\(value)", "a"], [:]),
            (["choose", "--\(value)", "a"], [:]), (["choose", "-\(value)", "a"], [:]), ([value], [:]),
            (["choose", "a"], ["PICK_CHOOSE_HEIGHT": value]), (["choose", "a"], ["PICK_CHOOSE_NO_INPUT": value]),
            (["choose", "a"], ["PICK_ACCESSIBLE": value]),
            (["date", "--no-input"], ["PICK_DATE_LOCALE": value]),
        ]
    }

    @Test("an echoed value never brings a control character: one line, shown escaped", arguments: hostile)
    func echoedValuesAreEscaped(value: String) throws {
        for call in Self.echoingCalls(value) {
            let outcome = try CommandRun.pick(call.arguments, environment: call.environment)
            let context = "\(call.arguments) \(call.environment): \(outcome.errorText.debugDescription)"
            #expect(outcome.exit == .status(2), "\(context)")
            #expect(outcome.errorLines.count == 1, "\(context)")
            let body = outcome.errorText.dropLast()  // the line's own newline
            #expect(!body.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }, "\(context)")
        }
    }

    @Test("the escaped form is the one bash's $'…' would take back")
    func escapedForm() throws {
        let locale = try CommandRun.pick(["date", "--no-input", "--locale", "\u{1B}]0;pwned\u{07}"])
        #expect(locale.errorText.contains("'\\e]0;pwned\\a'"))
        let selected = try CommandRun.pick(["choose", "--no-input", "--selected", "a\nb", "a"])
        #expect(selected.errorLines == ["pick: --selected 'a\\nb' is not among the items"])
        let height = try CommandRun.pick(["choose", "--height", "1\n2", "a"])
        #expect(height.errorLines == ["pick: --height must be a whole number, not '1\\n2'"])
        let fromVariable = try CommandRun.pick(["choose", "a"], environment: ["PICK_CHOOSE_HEIGHT": "\u{9B}1\n"])
        #expect(fromVariable.errorLines == ["pick: --height must be a whole number, not '\\u009B1\\n' (from PICK_CHOOSE_HEIGHT)"])
    }
}
