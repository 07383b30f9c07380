import PickerTesting
import Testing

@testable import pick

/// The chrome's language for `pick` (Behaviour 6.1): from the locale variables, `PICK_LANGUAGE`
/// and `--language`, apart from the dates' locale.
@Suite("pick speaks the person's language")
struct ChromeLanguageCommandTests {
    /// The first frame's last non-blank line (the help line) of `arguments` run with `environment`.
    static func helpLine(_ arguments: [String], environment: [String: String]) throws -> String {
        let terminal = ScriptedTerminal(width: 80, scripts: ["esc"])
        _ = try CommandRun.pick(arguments, environment: ["TZ": "UTC"].merging(environment) { $1 }, terminal: terminal)
        let frame = terminal.runs.first?.frames.first ?? ""
        let lines = frame.split(separator: "\n").map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
        return lines.last { !$0.isEmpty } ?? ""
    }

    @Test("LANG=ko_KR.UTF-8 pick date: Korean words after the keys, the keys as they are")
    func koreanDate() throws {
        let help = try Self.helpLine(["date", "--value", "2026-11-22"], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(help.hasSuffix("enter 선택 · esc 취소"), "\(help)")
        #expect(help.hasPrefix("←→↑↓ 일"), "\(help)")
    }

    @Test("English stays English: LANG=en_US.UTF-8 pick date")
    func englishDate() throws {
        let help = try Self.helpLine(["date", "--value", "2026-11-22"], environment: ["LANG": "en_US.UTF-8"])
        #expect(help.hasSuffix("enter select · esc cancel"), "\(help)")
    }

    @Test("PICK_LANGUAGE and --language set the chrome apart from the dates' locale; the flag wins",
          arguments: [
            ([String](), ["LANG": "de_DE.UTF-8", "PICK_LANGUAGE": "en"], "enter select · esc cancel"),
            (["--language", "en"], ["LANG": "de_DE.UTF-8"], "enter select · esc cancel"),
            (["--language", "ja"], ["LANG": "de_DE.UTF-8", "PICK_LANGUAGE": "fr"], "enter 選択 · esc キャンセル"),
            ([String](), ["LANG": "en_US.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"], "enter wählen · esc abbrechen"),
          ] as [([String], [String: String], String)])
    func setApart(flags: [String], environment: [String: String], ending: String) throws {
        let help = try Self.helpLine(["choose"] + flags + ["Apple", "Banana"], environment: environment)
        #expect(help.hasSuffix(ending), "\(help)")
    }

    @Test("pick confirm's answers follow --language and PICK_LANGUAGE, as the help line does",
          arguments: [(["--language", "de"], [String: String](), "Ja"), ([], ["PICK_LANGUAGE": "fr", "LANG": "de_DE.UTF-8"], "Oui"),
                      ([], ["LANG": "de_DE.UTF-8"], "Ja"), ([], ["LANG": "en_US.UTF-8"], "Yes")] as [([String], [String: String], String)])
    func confirmAnswers(flags: [String], environment: [String: String], yes: String) throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["esc"])
        _ = try CommandRun.pick(["confirm"] + flags + ["Delete it?"], environment: environment, terminal: terminal)
        #expect(terminal.runs.first?.frames.first?.contains(yes) == true, "\(terminal.runs.first?.frames.first ?? "")")
    }

    @Test("--language names a language pick has, else one usage line and exit 2")
    func unknownLanguage() throws {
        let outcome = try CommandRun.pick(["choose", "--language", "xx", "Apple"])
        #expect(outcome.exit == .status(2))
        #expect(outcome.errorLines.count == 1, "\(outcome.errorText)")
        #expect(outcome.errorText.contains("--language"), "\(outcome.errorText)")
        #expect(outcome.errorText.contains("not 'xx'"), "\(outcome.errorText)")
    }
}
