import Foundation
import Testing

@testable import pick

/// The field styles and element flags on the command line, run in-process without a terminal
/// (`--no-input` prints the value the picker would start on).
@Suite("pick: --style field and the element flags")
struct DateFieldFlagsTests {
    static func printed(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let outcome = try CommandRun.pick(arguments + ["--no-input", "--time-zone", "UTC"], environment: environment)
        #expect(outcome.exit.status == 0, "\(outcome.errorText)")
        return outcome.outputText
    }

    @Test("--seconds keeps the value's seconds and prints HH:mm:ss; without it they are dropped")
    func seconds() throws {
        let value = ["--value", "2026-11-22T14:30:45"]
        #expect(try Self.printed(["time", "--style", "field", "--seconds"] + value) == "14:30:45\n")
        #expect(try Self.printed(["time", "--style", "field"] + value) == "14:30\n")
        #expect(try Self.printed(["datetime", "--style", "field", "--seconds"] + value) == "2026-11-22T14:30:45+00:00\n")
    }

    @Test("--seconds in a style that shows no seconds drops them, with a warning, rather than printing them unseen")
    func secondsUnseen() throws {
        let value = ["--value", "2026-11-22T14:30:45", "--no-input", "--time-zone", "UTC", "--seconds"]
        for (command, printed) in [("time", "14:30\n"), ("datetime", "2026-11-22T14:30:00+00:00\n")] {
            for style in ["wheels", "inline", "compact", "graphical"] {
                let outcome = try CommandRun.pick([command, "--style", style] + value)
                #expect(outcome.exit.status == 0, "\(command) \(style): \(outcome.errorText)")
                #expect(outcome.outputText == printed, "\(command) \(style)")
                #expect(outcome.errorText.contains("--seconds shows in the field styles only"), "\(command) \(style)")
            }
        }
    }

    @Test("Every date command takes both textual styles; PICK_<COMMAND>_SECONDS sets the element")
    func everyCommand() throws {
        for command in ["date", "time", "datetime", "month", "countdown"] {
            for style in ["field", "stepper-field"] {
                let outcome = try CommandRun.pick([command, "--style", style, "--no-input"])
                #expect(outcome.exit.status == 0, "\(command) \(style): \(outcome.errorText)")
            }
        }
        #expect(try Self.printed(["time", "--style", "field", "--value", "2026-11-22T09:05:07"],
                                 environment: ["PICK_TIME_SECONDS": "1"])
            == "09:05:07\n")
    }

    @Test("An unknown style names the textual ones among those there are")
    func unknownStyle() throws {
        let outcome = try CommandRun.pick(["date", "--style", "fields", "--no-input"])
        #expect(outcome.exit.status == 2)
        #expect(outcome.errorText.contains("field, stepper-field"))
    }
}
