/// Reads the command line (plus `PICK_*` environment variables) and runs the command, giving
/// back what to print and the exit status; `main` prints it and exits, once.
///
/// Errors never show a trace or a usage screen: one line on stderr, `pick: <what is wrong>`,
/// and exit status 2. `--help` prints the help on stdout and exits 0.
///
/// ```swift
/// let outcome = PickCommandLine.run(arguments: ["choose", "--no-input", "Apple"], context: CommandContext())
/// outcome.standardOutput   // "Apple\n"
/// outcome.exit             // .status(0)
/// ```
enum PickCommandLine {
    /// `commands` are the commands the line may name: `pick`'s own (tests add their own beside them).
    static func run(
        arguments: [String], context: CommandContext, commands: [any PickSubcommand.Type] = PickCommand.commands
    ) -> CommandOutcome {
        do throws(PickFailure) {
            guard let first = arguments.first, first != "-h", first != "--help" else { return help(HelpText.root()) }
            if first == "help" {
                guard arguments.count > 1 else { return help(HelpText.root()) }
                return help(try helpText(forCommand: arguments[1], among: commands))
            }
            if first == "--version", arguments.count == 1 {
                return help(PickVersion.current + "\n")
            }
            if first == "--generate-manual-page", arguments.count == 1 {
                return help(ManualPage.text())
            }
            if first == "--generate-completion-script" {
                return try completionScript(arguments.dropFirst())
            }
            guard let command = PickCommand.command(named: first, among: commands) else {
                if first.hasPrefix("-") { throw .usage("Unknown option '\(EchoedText.escaped(first))'") }
                throw .usage(unknownCommand(first, among: commands))
            }
            return try run(command, arguments: arguments.dropFirst(), context: context)
        } catch {
            return CommandOutcome(failure: error)
        }
    }

    /// Reads `arguments` into a `Command` and runs it, or prints its help.
    private static func run<Command: PickSubcommand>(
        _ type: Command.Type, arguments: ArraySlice<String>, context: CommandContext
    ) throws(PickFailure) -> CommandOutcome {
        guard let command = try CommandLineReader.read(type, arguments, environment: context.environment) else {
            return help(HelpText.command(type))
        }
        return try command.execute(context: context)
    }

    /// The help of the command called `name`, or a usage error when there is none.
    private static func helpText(forCommand name: String, among commands: [any PickSubcommand.Type]) throws(PickFailure)
        -> String
    {
        guard let command = PickCommand.command(named: name, among: commands) else { throw .usage(unknownCommand(name, among: commands)) }
        return HelpText.command(command)
    }

    private static func completionScript(_ arguments: ArraySlice<String>) throws(PickFailure) -> CommandOutcome {
        let shells = CompletionScript.Shell.allCases.map(\.rawValue)
        guard arguments.count == 1, let name = arguments.first, let shell = CompletionScript.Shell(rawValue: name) else {
            throw .usage("--generate-completion-script takes one shell: \(StyleName.listed(shells))")
        }
        return help(CompletionScript.script(for: shell))
    }

    private static func help(_ text: String) -> CommandOutcome {
        CommandOutcome(standardOutput: Array(text.utf8), exit: .status(0))
    }

    /// `Unknown command 'chose' (did you mean 'choose'?)`.
    static func unknownCommand(_ name: String, among commands: [any PickSubcommand.Type]) -> String {
        let message = "Unknown command '\(EchoedText.escaped(name))'"
        guard let closest = ClosestName.to(name, among: commands.map { $0.name }) else {
            return message + " (see pick --help)"
        }
        return message + " (did you mean '\(closest)'?)"
    }
}
