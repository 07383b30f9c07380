import Foundation
import PickerKit
import Testing

@testable import pick

/// `pick number` in-process: a stepper printed in plain ASCII digits (Behaviour 6.8).
@Suite("pick number")
struct NumberCommandTests {
    static func run(_ arguments: [String], script: String, environment: [String: String] = ["LANG": "en_US.UTF-8"]) throws
        -> (outcome: CommandOutcome, record: MatrixTerminal.Record?)
    {
        let terminal = MatrixTerminal(script: script)
        let outcome = try CommandRun.pick(["number"] + arguments, environment: environment, terminal: terminal)
        return (outcome, terminal.record)
    }

    @Test("Keys step, jump and type; the value is printed in plain digits",
          arguments: [("up up enter", "7"), ("down enter", "4"), ("pgup enter", "10"), ("home enter", "1"), ("end enter", "10"),
                      ("8 enter", "8"), ("1 2 enter backspace enter", "1"), ("backspace 3 enter", "3")])
    func keys(script: String, printed: String) throws {
        let outcome = try Self.run(["--value", "5", "--min", "1", "--max", "10"], script: script).outcome
        #expect(outcome.exit == .status(0), "\(outcome.errorText)")
        #expect(outcome.outputText == printed + "\n")
    }

    @Test("A typed value out of bounds shows the range and Enter waits")
    func outOfBounds() throws {
        let (outcome, record) = try Self.run(["Guests", "--value", "5", "--min", "1", "--max", "8"], script: "9 enter esc")
        #expect(outcome.exit == .status(1))
        let frames = try #require(record?.frames)
        #expect(frames.contains { $0.contains("✗ 1 … 8") }, "\(frames.last ?? "")")
    }

    @Test("--decimals: fractions typed with the locale's separator, printed with a point; ar_EG shows its own digits")
    func decimalsAndDigits() throws {
        let german = try Self.run(["--decimals", "2", "--value", "1.5"], script: "backspace backspace backspace , 2 5 enter",
                                  environment: ["LANG": "de_DE.UTF-8"])
        #expect(german.outcome.outputText == "1.25\n", "\(german.outcome.errorText)")
        #expect(german.record?.frames.first?.contains("1,50") == true)
        let arabic = try Self.run(["--value", "123"], script: "enter", environment: ["LANG": "ar_EG.UTF-8"])
        #expect(arabic.record?.frames.first?.contains("١٢٣") == true, "\(arabic.record?.frames.first ?? "")")
        #expect(arabic.outcome.outputText == "123\n")
        let negative = try Self.run(["--min", "-10", "--max", "10"], script: "- 3 enter")
        #expect(negative.outcome.outputText == "-3\n")
    }

    @Test("--no-input prints the value, clamped into the bounds")
    func headless() throws {
        #expect(try CommandRun.pick(["number", "--no-input", "--value", "2.5", "--decimals", "1"]).outputText == "2.5\n")
        #expect(try CommandRun.pick(["number", "--no-input", "--min", "3"]).outputText == "3\n")
        #expect(try CommandRun.pick(["number", "--no-input", "--value", "50", "--max", "9"]).outputText == "9\n")
    }

    @Test("Bad input is a usage error, status 2",
          arguments: [
              (["--min", "ten"], "pick: --min must be a number such as 2 or -0.5, not 'ten'"),
              (["--min", "5", "--max", "1"], "pick: --min (5) must not be more than --max (1)"),
              (["--step", "0"], "pick: --step must be more than 0, not 0"),
              (["--decimals", "19"], "pick: --decimals must be at most 18, not 19"),
          ])
    func badInput(arguments: [String], message: String) throws {
        let outcome = try CommandRun.pick(["number"] + arguments + ["--no-input"])
        #expect(outcome.exit == .status(2))
        #expect(outcome.errorLines == [message])
    }
}
