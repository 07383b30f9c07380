import Foundation
import PickerKit
import PickerTesting
import Testing

@testable import pick

/// `pick text` in-process on a virtual terminal (Behaviour 8, 7.1): what is typed is printed
/// with a newline, the flags gum input has mean what they mean there, and bad values are
/// usage errors.
@Suite("pick text")
struct TextCommandTests {
    static let environment = ["LANG": "en_US.UTF-8", "TZ": "UTC"]

    static func run(_ arguments: [String], script: String) throws -> (outcome: CommandOutcome, record: MatrixTerminal.Record?) {
        let terminal = MatrixTerminal(script: script)
        let outcome = try CommandRun.pick(["text"] + arguments, environment: environment, terminal: terminal)
        return (outcome, terminal.record)
    }

    @Test("Typed text is printed with a newline; --value is edited, --placeholder shows while empty")
    func typed() throws {
        let (outcome, record) = try Self.run(["--placeholder", "Your name", "--header", "Name"], script: #""Ada" enter"#)
        #expect(outcome.outputText == "Ada\n")
        #expect(outcome.exit == .status(0))
        #expect(record?.frames.first?.contains("> Your name") == true)
        let edited = try Self.run(["--value", "Ada"], script: #"home "x" ctrl-e backspace enter"#).outcome
        #expect(edited.outputText == "xAd\n")
        let prompted = try Self.run(["--value", "Ada", "--prompt", "name: "], script: "enter").record
        #expect(prompted?.frames.first == "name: Ada\n←→ move · enter select · esc cancel")
    }

    @Test("A question is the header's last line, under --header; two words are a usage error")
    func question() throws {
        let (outcome, record) = try Self.run(["Your name?", "--header", "Sign-up"], script: #""Ada" enter"#)
        #expect(outcome.outputText == "Ada\n")
        #expect(record?.frames.first?.hasPrefix("Sign-up\nYour name?\n>") == true, "\(record?.frames.first ?? "")")
        let headerOnly = try Self.run(["--header", "Name"], script: #""Ada" enter"#).record
        #expect(headerOnly?.frames.first?.hasPrefix("Name\n>") == true)
        let twoWords = try CommandRun.pick(["text", "Your", "name?"])
        #expect(twoWords.exit == .status(2))
        #expect(twoWords.errorLines.first?.contains("quote it") == true)
    }

    @Test("--char-limit refuses more characters; below 1 is a usage error")
    func characterLimit() throws {
        #expect(try Self.run(["--char-limit", "3"], script: #""中文字幕" enter"#).outcome.outputText == "中文字\n")
        #expect(try CommandRun.pick(["text", "--char-limit", "0"]).errorLines == ["pick: --char-limit must be at least 1, not 0"])
        #expect(try CommandRun.pick(["text", "--char-limit", "0"]).exit == .status(2))
        #expect(try CommandRun.pick(["text", "--no-input", "--value", "abcdef", "--char-limit", "3"]).outputText == "abc\n")
    }

    @Test("--password shows a dot per character, never the text; --keep leaves the dots, and the text is still printed")
    func password() throws {
        let (outcome, record) = try Self.run(["--password", "--keep"], script: #""s3cret" enter"#)
        #expect(outcome.outputText == "s3cret\n")
        let frames = record?.frames ?? []
        #expect(frames.last?.contains("> ••••••") == true)
        #expect(!frames.contains { $0.contains("s3") })
        #expect(record?.kept == "••••••")
        let (_, spoken) = try Self.run(["--password", "--accessible"], script: #""ab" enter"#)
        #expect(spoken?.transcript.contains { $0.contains("ab") } == false, "\(spoken?.transcript ?? [])")
        #expect(spoken?.transcript.contains { $0 == "2 characters" } == true, "\(spoken?.transcript ?? [])")
    }

    @Test("--suggestion and --suggestions-file: Tab takes the first that extends what is typed")
    func suggestions() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pick-suggestions-\(getpid()).txt")
        try "Lisbon\nLondon\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try Self.run(["--suggestions-file", file.path], script: #""lo" tab enter"#).outcome.outputText == "London\n")
        #expect(try Self.run(["--suggestion", "Lyon", "--suggestions-file", file.path], script: #""l" tab enter"#)
            .outcome.outputText == "Lyon\n")
        let missing = try CommandRun.pick(["text", "--suggestions-file", "/nonexistent/pick-suggestions"])
        #expect(missing.errorLines == ["pick: --suggestions-file '/nonexistent/pick-suggestions' cannot be read"])
        #expect(missing.exit == .status(2))
    }

    @Test("Esc exits 1 printing nothing; --no-input prints --value (empty without one)")
    func endings() throws {
        let cancelled = try Self.run(["--value", "x"], script: "esc").outcome
        #expect(cancelled.exit == .status(1) && cancelled.standardOutput.isEmpty)
        #expect(try CommandRun.pick(["text", "--no-input", "--value", "Ada"]).outputText == "Ada\n")
        #expect(try CommandRun.pick(["text", "--no-input"]).outputText == "\n")
    }
}

/// `--keep` on `pick text`: the line left names what was asked, as the answered line does.
@Suite("pick text --keep")
struct TextKeepTests {
    @Test("--keep leaves the question or --header before the text typed, the text alone without either", arguments: [
        (["text", "Your name?", "--keep"], "Your name?: Ada"),
        (["text", "--header", "Name", "--keep"], "Name: Ada"),
        (["text", "--keep"], "Ada"),
        (["text", "--password", "--header", "Secret", "--keep"], "Secret: •••"),
    ] as [([String], String)])
    func kept(arguments: [String], line: String) throws {
        let terminal = ScriptedTerminal(width: 50, scripts: [#""Ada" enter"#])
        let outcome = try CommandRun.pick(arguments, input: "", terminal: terminal)
        #expect(outcome.outputText == "Ada\n")
        #expect(terminal.answeredLines == [line])
    }
}
