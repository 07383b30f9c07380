import ArgumentParser
import Foundation
import PickerKit

/// The `--no-input` flag, and the rule for when a command may ask for a missing option.
///
/// Add it to a command with `@OptionGroup`, declare the options a person may leave out as
/// optionals, and fill each missing one in `run()` with an `ask` method
/// (``ask(_:_:environment:_:)`` and its typed siblings). A command asks only when all of these
/// hold; otherwise a missing option is ArgumentParser's usual error naming it
/// (`Error: Missing expected argument '--city <city>'`, exit 64), so a script fails at once
/// instead of waiting for an answer:
/// - `--no-input` (or its alias `--no-prompt`) is not given;
/// - the `CI` environment variable is unset, empty, or a "no" (`0`, `false`);
/// - there is a terminal to draw on (the prompt's `PromptError.noTerminal(reason:)`
///   becomes the missing-option error).
///
/// A virtual terminal in the prompt environment (PickerTesting's `ScriptedTerminal` in a test)
/// is always a person at a terminal, whatever `CI` says, so a command's tests run the same in CI.
///
/// ```swift
/// struct Greet: ParsableCommand {
///     @Option(help: "Who to greet.") var name: String?
///     @OptionGroup var prompting: PromptOptions
///
///     func run() throws {
///         let name = try prompting.ask(name, "--name")   // a text prompt when --name is missing
///         print("Hello, \(name)!")
///     }
/// }
/// // $ greet --no-input
/// // Error: Missing expected argument '--name <name>'
/// ```
public struct PromptOptions: ParsableArguments, Sendable {
    /// Never ask: a missing option is an error, as it is for a script.
    @Flag(
        name: [.customLong("no-input"), .customLong("no-prompt")],
        help: "Never ask for a missing option: fail with an error naming it, as in a script.")
    public var noInput = false

    /// Options for ArgumentParser to fill in. As for every `ParsableArguments`, a value made
    /// with `init()` alone has no flag to read yet: use the one ArgumentParser parses
    /// (`@OptionGroup`), or `PromptOptions.parse([])` outside a command.
    ///
    /// ```swift
    /// @OptionGroup var prompting: PromptOptions
    /// let asking = try PromptOptions.parse(["--no-input"])   // outside a command
    /// ```
    public init() {}

    /// Whether a missing option may be asked for with prompts in `environment`: `--no-input`
    /// is not given and, on the real terminal, `CI` is not set. Whether a terminal is there
    /// is found when the prompt opens.
    ///
    /// ```swift
    /// if prompting.mayAsk() { print("missing options will be asked for") }
    /// ```
    public func mayAsk(environment: PromptEnvironment = .current) -> Bool {
        Self.mayAsk(noInput: noInput, variables: ProcessInfo.processInfo.environment, terminal: environment.terminal)
    }

    /// The rule of ``mayAsk(environment:)`` for given flags and variables: a virtual terminal
    /// always answers; the real one only outside CI.
    package static func mayAsk(noInput: Bool, variables: [String: String], terminal: any PromptTerminal) -> Bool {
        if noInput { return false }
        guard terminal is SystemTerminal else { return true }
        guard let ci = variables["CI"], !ci.isEmpty else { return true }
        return PromptEnvironment.switchValue(ci) == false
    }

    /// ArgumentParser's error for a required option left out, naming `flag` as its usage line
    /// does: `Missing expected argument '--city <city>'` (exit 64 through ArgumentParser).
    ///
    /// ```swift
    /// throw PromptOptions.missing("--city")
    /// ```
    public static func missing(_ flag: String) -> ValidationError {
        ValidationError("Missing expected argument '\(flag) <\(valueName(of: flag))>'")
    }

    /// `flag` without its dashes, as ArgumentParser names an option's value by default.
    static func valueName(of flag: String) -> String {
        String(flag.drop(while: { $0 == "-" }))
    }

    /// The question a prompt asks for `flag` when none is given: its words, the first one
    /// capitalised (`--departure-time` is "Departure time").
    package static func label(for flag: String) -> String {
        let words = valueName(of: flag).split(whereSeparator: { $0 == "-" || $0 == "_" }).joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// What a command throws when the prompt for `flag` ended without an answer: no terminal
    /// is the missing-option error (the prompt's own error when no flag is missing); Esc, Ctrl-C, a timeout or a signal exit with `pick`'s
    /// statuses (1, 130, 124, 128 + signal) and print nothing more; any other error as it is.
    package static func failure(_ error: PromptError, asking flag: String?) -> any Error {
        switch error {
        case .noTerminal:
            if let flag { return missing(flag) }
            return error
        case .cancelled, .taskCancelled, .interrupted, .timedOut, .terminated:
            return ExitCode(error.exitStatus)
        case .invalidArgument, .invalidEnvironment, .terminalFailed, .scriptExhausted:
            return error
        }
    }
}
