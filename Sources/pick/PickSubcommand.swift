import ArgumentParser

/// A `pick` command that reads `PICK_<COMMAND>_<FLAG>` variables and runs itself.
///
/// ``PickCommandLine`` finds the flags of any subcommand of ``PickCommand`` that conforms,
/// so a new command needs no new case there.
///
/// ```swift
/// struct DateCommand: PickSubcommand {
///     static let environmentFlags: [EnvironmentFlag] = [.init("locale", .value)]
///     func execute(environment: [String: String]) throws(PickFailure) -> Never { ... }
/// }
/// ```
protocol PickSubcommand: ParsableCommand {
    /// The flags that environment variables may give.
    static var environmentFlags: [EnvironmentFlag] { get }

    /// Shows the picker (or not, with `--no-input`), prints the value and exits.
    func execute(environment: [String: String]) throws(PickFailure) -> Never
}

extension PickSubcommand {
    /// The command's name on the command line.
    static var name: String { configuration.commandName ?? "" }
}

extension PickCommand {
    /// The flags variables may give to the subcommand called `name`, or nil when it has none.
    static func environmentFlags(ofSubcommand name: String) -> [EnvironmentFlag]? {
        for case let command as any PickSubcommand.Type in configuration.subcommands where command.name == name {
            return command.environmentFlags
        }
        return nil
    }
}
