import Foundation
import PickerKit
import Testing

@testable import pick

/// `pick confirm` in-process: it answers by status and prints nothing (Behaviour 7.6).
@Suite("pick confirm")
struct ConfirmCommandTests {
    static let environment = ["LANG": "en_US.UTF-8"]

    static func run(_ arguments: [String], script: String, environment: [String: String] = environment) throws
        -> (outcome: CommandOutcome, record: MatrixTerminal.Record?)
    {
        let terminal = MatrixTerminal(script: script)
        let outcome = try CommandRun.pick(["confirm"] + arguments, environment: environment, terminal: terminal)
        return (outcome, terminal.record)
    }

    @Test("Yes is 0, no is 1, Esc and Ctrl-C 130; nothing printed",
          arguments: [("enter", Int32(0)), ("y", 0), ("n", 1), ("right enter", 1), ("esc", 130), ("ctrl-c", 130)])
    func statuses(script: String, status: Int32) throws {
        let outcome = try Self.run(["Delete it?"], script: script).outcome
        #expect(outcome.exit == .status(status), "\(outcome.errorText)")
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test("--default no focuses No; --no-input answers the default")
    func defaults() throws {
        #expect(try Self.run(["Delete it?", "--default", "no"], script: "enter").outcome.exit == .status(1))
        #expect(try CommandRun.pick(["confirm", "x", "--no-input"]).exit == .status(0))
        #expect(try CommandRun.pick(["confirm", "x", "--no-input", "--default", "no"]).exit == .status(1))
        #expect(try CommandRun.pick(["confirm", "x", "--no-input"], environment: ["PICK_CONFIRM_DEFAULT": "no"]).exit == .status(1))
    }

    @Test("--affirmative and --negative label the buttons; the first frame shows question, buttons and help")
    func labels() throws {
        let (outcome, record) = try Self.run(["Ship?", "--affirmative", "Ship", "--negative", "Wait"], script: "enter")
        #expect(outcome.exit == .status(0))
        #expect(record?.frames.first == "Ship?\n  Ship     Wait\n←→ choose · y/n answer · enter select · esc cancel")
    }

    @Test("The person's language labels the buttons: LC_MESSAGES before LANG")
    func language() throws {
        let record = try Self.run(["Löschen?"], script: "enter", environment: ["LANG": "en_US.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"]).record
        #expect(record?.frames.first?.contains("  Ja     Nein") == true)
        let french = try Self.run(["Effacer ?"], script: "enter", environment: ["LANGUAGE": "fr:en", "LANG": "C"]).record
        #expect(french?.frames.first?.contains("  Oui     Non") == true)
    }

    @Test("--keep leaves the question and the answer")
    func keep() throws {
        let record = try Self.run(["Delete it?", "--keep"], script: "n").record
        #expect(record?.kept == "Delete it? No")
    }

    @Test("Bad input is a usage error, status 2",
          arguments: [
              (["--default", "maybe"], "pick: --default must be yes or no, not 'maybe'"),
              (["--affirmative", ""], "pick: --affirmative must not be empty"),
              (["Delete", "it?"], "pick: confirm takes one question, not 2 words; quote it: pick confirm \"Delete it?\""),
          ])
    func badInput(arguments: [String], message: String) throws {
        let outcome = try CommandRun.pick(["confirm"] + arguments + ["--no-input"])
        #expect(outcome.exit == .status(2))
        #expect(outcome.errorLines == [message])
    }

    @Test("help and completion come from the flag table")
    func help() throws {
        let help = try CommandRun.pick(["confirm", "--help"]).outputText
        for flag in ["--default <ANSWER>", "--affirmative <TEXT>", "--negative <TEXT>", "--timeout <SECONDS>", "--accessible", "--vim"] {
            #expect(help.contains(flag), "\(flag)")
        }
        #expect(try CommandRun.pick(["--help"]).outputText.contains("confirm"))
    }
}
