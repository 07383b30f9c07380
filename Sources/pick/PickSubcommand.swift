import ArgumentParser

/// A `pick` command as it runs: plain values, read from a line of long flags and items by the
/// fast path (``PlainArguments``) or taken from what ArgumentParser parsed.
///
/// Why plain: the first use of each of ArgumentParser's generic property wrappers makes the
/// Swift runtime scan every protocol conformance in the binary, and building a command of
/// wrappers does that a dozen times before the first frame (Benchmarks/README.md). A plain
/// command is filled without them; its ``PickSubcommand`` declaration is parsed only for help,
/// mistakes and what the fast path leaves.
///
/// ```swift
/// struct GreetCommand: PlainCommand {
///     static let commandName = "greet"
///     static let environmentFlags: [EnvironmentFlag] = [.init("name", .value)]
///     var name: String?
///     static func reading(_ line: PlainArguments) throws(PlainArguments.Unreadable) -> Self {
///         Self(name: line.string("name"))
///     }
///     func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome { ... }
/// }
/// ```
protocol PlainCommand {
    /// The command's name on the command line.
    static var commandName: String { get }

    /// Every long flag of the command with its kind: what `PICK_*` variables may give, and
    /// what ``PlainArguments`` reads.
    static var environmentFlags: [EnvironmentFlag] { get }

    /// The command from a line of long flags and items (the fast path: see ``PlainArguments``);
    /// throws when the line is one to leave to ArgumentParser, a failed check included.
    static func reading(_ line: PlainArguments) throws(PlainArguments.Unreadable) -> Self

    /// Shows the picker (or not, with `--no-input`) and gives back the value to print and the
    /// exit status; a usage or input error, or no terminal, is thrown.
    func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome
}

extension PlainCommand {
    /// The command `arguments` ask for, read without ArgumentParser; nil when ``PlainArguments``
    /// does not understand them or the command's checks fail (ArgumentParser then parses them
    /// and reports what is wrong).
    static func parsePlainly(_ arguments: [String]) -> Self? {
        guard let line = PlainArguments(arguments, flags: environmentFlags) else { return nil }
        return try? reading(line)
    }
}

/// A `pick` command as ArgumentParser declares it (its flags, help and errors), and the
/// ``PlainCommand`` it runs.
///
/// ``PickCommandLine`` finds the flags of any subcommand of ``PickCommand`` that conforms,
/// so a new command needs no new case there.
///
/// ```swift
/// extension GreetCommand {
///     struct Declaration: PickSubcommand {
///         static let configuration = CommandConfiguration(commandName: GreetCommand.commandName)
///         @Option var name: String?
///         var plain: GreetCommand { GreetCommand(name: name) }
///     }
/// }
/// ```
protocol PickSubcommand: ParsableCommand {
    /// What the command runs.
    associatedtype Plain: PlainCommand

    /// The parsed command, as plain values.
    var plain: Plain { get }
}

extension PickSubcommand {
    /// The command's name on the command line.
    static var name: String { Plain.commandName }

    /// The command's long flags (see ``PlainCommand/environmentFlags``).
    static var environmentFlags: [EnvironmentFlag] { Plain.environmentFlags }

    /// What the command runs, as a type (for ``PlainCommand/parsePlainly(_:)``).
    static var plainCommand: any PlainCommand.Type { Plain.self }
}

/// The commands still declared only with ArgumentParser's wrappers (the date commands): each is
/// its own plain command, and its fast path still builds the wrappers.
extension PickSubcommand where Plain == Self {
    var plain: Self { self }
    static var commandName: String { configuration.commandName ?? "" }
}

extension PickCommand {
    /// The subcommand called `name` on the command line, or nil.
    static func subcommand(named name: String) -> (any PickSubcommand.Type)? {
        commands.first { $0.name == name }
    }
}
