import ArgumentParser

/// A `pick` command that reads `PICK_<COMMAND>_<FLAG>` variables and runs itself.
///
/// ``PickCommandLine`` finds the flags of any subcommand of ``PickCommand`` that conforms,
/// so a new command needs no new case there.
///
/// ```swift
/// struct GreetCommand: PickSubcommand {
///     @Option var name: String?
///     static let environmentFlags: [EnvironmentFlag] = [.init("name", .value)]
///     static func reading(_ line: PlainArguments) throws(PlainArguments.Unreadable) -> Self {
///         var command = Self()
///         command.name = line.string("name")
///         return command
///     }
///     func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome { ... }
/// }
/// ```
protocol PickSubcommand: ParsableCommand {
    /// Every long flag of the command with its kind: what `PICK_*` variables may give, and
    /// what ``PlainArguments`` reads.
    static var environmentFlags: [EnvironmentFlag] { get }

    /// The command from a line of long flags and items (the fast path: see ``PlainArguments``).
    static func reading(_ line: PlainArguments) throws(PlainArguments.Unreadable) -> Self

    /// Shows the picker (or not, with `--no-input`) and gives back the value to print and the
    /// exit status; a usage or input error, or no terminal, is thrown.
    func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome
}

extension PickSubcommand {
    /// The command's name on the command line.
    static var name: String { configuration.commandName ?? "" }

    /// The command `arguments` ask for, read without ArgumentParser; nil when ``PlainArguments``
    /// does not understand them or the command's checks fail (ArgumentParser then parses them
    /// and reports what is wrong).
    static func parsePlainly(_ arguments: [String]) -> Self? {
        guard let line = PlainArguments(arguments, flags: environmentFlags), var command = try? reading(line),
            (try? command.validate()) != nil
        else { return nil }
        return command
    }
}

extension PickCommand {
    /// The subcommand called `name` on the command line, or nil.
    static func subcommand(named name: String) -> (any PickSubcommand.Type)? {
        commands.first { $0.name == name }
    }
}
