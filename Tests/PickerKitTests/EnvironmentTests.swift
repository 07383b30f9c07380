import Foundation
import PickerKit
import PickerTesting
import Testing

@Suite("The environment, read from the process's variables")
struct EnvironmentTests {
    @Test("LANG=de_DE.UTF-8 shows German month and weekday names without any code")
    func germanFromLang() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter"])
        var environment = try PromptEnvironment(variables: ["LANG": "de_DE.UTF-8", "TZ": "Europe/Berlin"])
        environment.terminal = terminal
        environment.now = Fixture.date(2026, 3, 10, 9, 0)
        let day = try PromptEnvironment.withCurrent(environment) { try Prompt.date("Tag") }
        #expect(day == Fixture.date(2026, 3, 10))
        let frame = try #require(terminal.runs.first?.frames.first)
        #expect(frame.contains("März 2026"))
        // Monday first, German short weekday names.
        let header = try #require(frame.split(separator: "\n").first { $0.contains("Mo") })
        #expect(header.trimmingCharacters(in: .whitespaces).hasPrefix("Mo"))
        #expect(terminal.answeredLines == ["Tag: 10. März 2026"])
    }

    @Test("locale: LC_ALL beats LC_TIME beats LANG; a name without data warns and falls back to POSIX")
    func locale() throws {
        #expect(try PromptEnvironment(variables: ["LC_ALL": "fr_FR", "LC_TIME": "de_DE", "LANG": "ja_JP"]).locale.identifier == "fr_FR")
        #expect(try PromptEnvironment(variables: ["LC_TIME": "de_DE", "LANG": "ja_JP"]).locale.identifier == "de_DE")
        #expect(try PromptEnvironment(variables: ["LANG": "zh_TW.UTF-8"]).locale.identifier == "zh_Hant_TW")
        let unknown = try PromptEnvironment(variables: ["LANG": "xx_YY"])
        #expect(unknown.locale.identifier == "en_US_POSIX")
        #expect(unknown.localeWarning == LocaleName.fromEnvironment(["LANG": "xx_YY"]).warning)
        #expect(unknown.localeWarning != nil)
        #expect(try PromptEnvironment(variables: [:]).localeWarning == nil)
    }

    @Test("the locale warning is printed when a date prompt opens, not by a prompt that has its own locale")
    func localeWarningReported() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter", "enter"])
        var environment = try PromptEnvironment(variables: ["LANG": "xx_YY"])
        environment.terminal = terminal
        let reported = Reported()
        environment.reportWarnings = { reported.append($0) }
        _ = try Prompt.date("Day", environment: environment)
        _ = try Prompt.date("Day", locale: Locale(identifier: "en_US"), environment: environment)
        #expect(reported.lines == [environment.localeWarning].compactMap { $0 })
    }

    @Test("TZ in its forms; the calendar follows the locale")
    func zoneAndCalendar() throws {
        #expect(try PromptEnvironment(variables: ["TZ": "Asia/Tokyo"]).timeZone.identifier == "Asia/Tokyo")
        #expect(try PromptEnvironment(variables: ["TZ": ":Europe/Berlin"]).timeZone.identifier == "Europe/Berlin")
        #expect(try PromptEnvironment(variables: ["TZ": "/usr/share/zoneinfo/America/New_York"]).timeZone.identifier == "America/New_York")
        #expect(try PromptEnvironment(variables: ["LANG": "th_TH"]).calendar.identifier == .buddhist)
        #expect(try PromptEnvironment(variables: ["LANG": "ja_JP@calendar=japanese"]).calendar.identifier == .japanese)
    }

    @Test("left out, the locale, zone and calendar are the defaults when read; given, they are kept; the calendar follows a locale set later")
    func defaultsMadeWhenRead() throws {
        var environment = PromptEnvironment()
        #expect(environment.locale.identifier == "en_US_POSIX")
        #expect(environment.timeZone == TimeZone.current)
        #expect(environment.calendar.identifier == .gregorian)
        environment.locale = Locale(identifier: "th_TH")
        #expect(environment.calendar.identifier == .buddhist)
        environment.calendar = Calendar(identifier: .hebrew)
        environment.locale = Locale(identifier: "ja_JP")
        #expect(environment.calendar.identifier == .hebrew)

        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let given = PromptEnvironment(locale: Locale(identifier: "de_DE"), timeZone: tokyo, calendar: Calendar(identifier: .japanese))
        #expect(given.locale.identifier == "de_DE")
        #expect(given.timeZone == tokyo)
        #expect(given.calendar.identifier == .japanese)
    }

    @Test("colour depth and its theme from NO_COLOR, CLICOLOR_FORCE, COLORTERM, TERM")
    func colours() throws {
        let cases: [([String: String], ColorDepth)] = [
            (["TERM": "xterm-256color", "NO_COLOR": "1"], .none),
            (["TERM": "xterm-256color"], .indexed256),
            (["COLORTERM": "truecolor"], .trueColor),
            (["NO_COLOR": "1", "CLICOLOR_FORCE": "1", "TERM": "xterm-256color"], .indexed256),
            (["TERM": "dumb"], .none),
        ]
        for (variables, depth) in cases {
            let environment = try PromptEnvironment(variables: variables)
            #expect(environment.colorDepth == depth, "\(variables)")
            #expect(environment.theme.depth == depth, "\(variables)")
        }
    }

    @Test("current reads the variables again on every access: one set after a reading counts in the next")
    func currentIsReadOnEachAccess() throws {
        // PICK_ACCESSIBLE with a value that is not a switch only adds a setting warning, so a
        // test reading `current` at the same moment still gets a working environment.
        let variable = "PICK_ACCESSIBLE"
        let before = ProcessInfo.processInfo.environment[variable]
        defer {
            if let before { setenv(variable, before, 1) } else { unsetenv(variable) }
        }
        unsetenv(variable)
        let first = PromptEnvironment.current
        #expect(first.settingWarnings.isEmpty)
        setenv(variable, "maybe", 1)
        let second = PromptEnvironment.current
        #expect(second.settingWarnings == ["PICK_ACCESSIBLE must be 1 or 0 (true or false), not 'maybe'; ignored"])
        #expect(first.settingWarnings.isEmpty, "a reading already made stays as it was")
        unsetenv(variable)
        #expect(PromptEnvironment.current.settingWarnings.isEmpty)
    }

    @Test("inside withCurrent, current is the environment given there, not a reading of the variables")
    func currentInsideScope() throws {
        var given = PromptEnvironment(locale: Locale(identifier: "fr_FR"))
        given.settingWarnings = ["given"]
        let inside = PromptEnvironment.withCurrent(given) { PromptEnvironment.current }
        #expect(inside.locale.identifier == "fr_FR")
        #expect(inside.settingWarnings == ["given"])
    }

    @Test("PICK_ACCESSIBLE turns screen-reader mode on; a value that is not yes or no is an error naming it")
    func accessible() throws {
        #expect(try PromptEnvironment(variables: ["PICK_ACCESSIBLE": "1"]).isAccessible)
        #expect(try PromptEnvironment(variables: ["PICK_ACCESSIBLE": "Yes"]).isAccessible)
        #expect(try !PromptEnvironment(variables: ["PICK_ACCESSIBLE": "off"]).isAccessible)
        #expect(try !PromptEnvironment(variables: [:]).isAccessible)
        #expect(throws: PromptError.invalidEnvironment("PICK_ACCESSIBLE must be 1 or 0 (true or false), not 'maybe'")) {
            try PromptEnvironment(variables: ["PICK_ACCESSIBLE": "maybe"])
        }
    }

    @Test("screen-reader mode reaches the terminal the prompt runs in")
    func accessibleReachesTerminal() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter", "enter", "enter"])
        var environment = Fixture.environment(terminal)
        environment.isAccessible = true
        _ = try Prompt.choose("Fruit", from: ["Apple"], environment: environment)
        _ = try Prompt.choose("Fruit", from: ["Apple"], presentation: PromptPresentation(accessible: true),
                              environment: Fixture.environment(terminal))
        _ = try Prompt.choose("Fruit", from: ["Apple"], environment: Fixture.environment(terminal))
        #expect(terminal.runs.map(\.accessible) == [true, true, false])
    }
}

/// Warnings as a prompt reported them.
final class Reported: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ lines: [String]) { lock.withLock { stored += lines } }
    var lines: [String] { lock.withLock { stored } }
}
