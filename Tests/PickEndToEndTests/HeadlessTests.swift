import Foundation
import Testing

extension PickEndToEndTests {
    /// `pick` run by scripts: no terminal, bad arguments, settings from the environment. These
    /// run the binary directly; `setsid` takes away any controlling terminal the test runner has.
    @Suite("headless and errors") struct Headless {
        static func pick(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws
            -> ProcessResult
        {
            try CommandRunner.run(PickBinary.path, arguments, input: Data(input.utf8), environment: environment)
        }

        /// Runs pick in a new session, so it has no controlling terminal at all.
        static func pickWithoutTerminal(_ arguments: [String], input: String = "") throws -> ProcessResult {
            try CommandRunner.run("/usr/bin/env", ["setsid", "--wait", PickBinary.path] + arguments, input: Data(input.utf8))
        }

        @Test("without a terminal: status 2 and one line saying so")
        func noTerminal() throws {
            let result = try Self.pickWithoutTerminal(["choose", "Apple", "Banana"])
            #expect(result.status == 2)
            #expect(result.standardOutput.isEmpty)
            #expect(result.errorLines.count == 1)
            #expect(result.standardError.contains("no terminal"))
            #expect(result.standardError.contains("--no-input"))
        }

        @Test("--no-input without a terminal prints the --selected value, status 0")
        func noInputSelected() throws {
            let result = try Self.pickWithoutTerminal(["choose", "--no-input", "--selected", "Banana", "Apple", "Banana"])
            #expect(result.status == 0)
            #expect(result.outputText == "Banana\n")
            #expect(result.standardError == "")
        }

        @Test("--no-input with items on stdin prints the first item")
        func noInputFirstItem() throws {
            let result = try Self.pickWithoutTerminal(["choose", "--no-input"], input: "Apple\nBanana\n")
            #expect(result.status == 0)
            #expect(result.outputText == "Apple\n")
        }

        @Test("--no-input for wheels prints each component's selection")
        func noInputWheels() throws {
            let result = try Self.pickWithoutTerminal(
                ["wheels", "--no-input", "--component", "a,b", "--component", "x,y", "--selected", "b"])
            #expect(result.status == 0)
            #expect(result.outputText == "b\tx\n")
        }

        @Test(
            "usage and input errors: status 2, one line on stderr, nothing on stdout",
            arguments: [
                (["choose", "--bogus", "a"], "--bogus"),
                (["choose", "--no-input"], "no items"),
                (["choose", "--no-input", "--selected", "Durian", "Apple", "Banana"], "Durian"),
                (["choose", "--height", "0", "a"], "--height"),
                (["choose", "--timeout", "soon", "a"], "soon"),
                (["wheels", "--no-input"], "--component"),
                (["wheels", "--no-input", "--component", "a,b", "--selected", "c"], "'c'"),
                (["choose", "--no-input", "--disabled", "a", "--disabled", "b", "a", "b"], "disabled"),
                (["frobnicate"], "frobnicate"),
            ])
        func usageErrors(arguments: [String], mentioned: String) throws {
            let result = try Self.pick(arguments)
            #expect(result.status == 2)
            #expect(result.standardOutput.isEmpty)
            #expect(result.errorLines.count == 1, "stderr: \(result.standardError)")
            #expect(result.standardError.hasPrefix("pick: "))
            #expect(result.standardError.contains(mentioned))
        }

        @Test("--disabled: the initial selection moves off a disabled item to the nearest enabled one")
        func disabledItem() throws {
            let result = try Self.pick(["choose", "--no-input", "--disabled", "Banana", "--selected", "Banana", "Apple", "Banana", "Cherry"])
            #expect(result.status == 0)
            #expect(result.outputText == "Cherry\n" || result.outputText == "Apple\n")
        }

        @Test("--help prints the usage on stdout with status 0")
        func help() throws {
            let result = try Self.pick(["choose", "--help"])
            #expect(result.status == 0)
            #expect(result.outputText.contains("--selected"))
            #expect(result.standardError == "")
        }

        @Test("flags from PICK_CHOOSE_* variables; a flag on the command line wins")
        func environmentFlags() throws {
            let fromEnvironment = try Self.pick(
                ["choose", "Apple", "Banana", "Cherry"], environment: ["PICK_CHOOSE_SELECTED": "Banana", "PICK_CHOOSE_NO_INPUT": "1"])
            #expect(fromEnvironment.status == 0)
            #expect(fromEnvironment.outputText == "Banana\n")

            let flagWins = try Self.pick(
                ["choose", "--selected", "Cherry", "Apple", "Banana", "Cherry"],
                environment: ["PICK_CHOOSE_SELECTED": "Banana", "PICK_CHOOSE_NO_INPUT": "true"])
            #expect(flagWins.outputText == "Cherry\n")

            let wheels = try Self.pick(
                ["wheels", "--no-input"],
                environment: ["PICK_WHEELS_COMPONENT": "a,b\nx,y", "PICK_WHEELS_SEPARATOR": ":", "PICK_WHEELS_SELECTED": "b"])
            #expect(wheels.outputText == "b:x\n")
        }

        @Test("a bad value from a variable: status 2, naming the variable")
        func badEnvironmentValue() throws {
            let result = try Self.pick(["choose", "--no-input", "a"], environment: ["PICK_CHOOSE_HEIGHT": "tall"])
            #expect(result.status == 2)
            #expect(result.errorLines.count == 1)
            #expect(result.standardError.contains("PICK_CHOOSE_HEIGHT"))
        }

        @Test("--no-input prints the line byte-exact even when it is not valid UTF-8")
        func noInputBytes() throws {
            let input = Data([0xFF, 0xFE, 0x42, 0x0A, 0x43, 0x0A])
            let result = try CommandRunner.run(PickBinary.path, ["choose", "--no-input"], input: input)
            #expect(result.status == 0)
            #expect(result.standardOutput == Data([0xFF, 0xFE, 0x42, 0x0A]))
        }
    }
}
