import ArgumentParser

/// Parses the command line (plus `PICK_*` environment variables) and runs the command, giving
/// back what to print and the exit status; `main` prints it and exits, once.
///
/// Errors never show a trace or a usage screen: one line on stderr, `pick: <what is wrong>`,
/// and exit status 2 (ArgumentParser's own default would be 64). `--help` still prints the
/// help on stdout and exits 0.
///
/// ```swift
/// let outcome = PickCommandLine.run(arguments: ["choose", "--no-input", "Apple"], context: CommandContext())
/// outcome.standardOutput   // "Apple\n"
/// outcome.exit             // .status(0)
/// ```
enum PickCommandLine {
    static func run(arguments: [String], context: CommandContext) -> CommandOutcome {
        var injected: [String: String] = [:]
        do throws(PickFailure) {
            let expanded = try withEnvironment(arguments, context.environment, injected: &injected)
            // The usual call, `pick <command> [long flags and items]`, is read by
            // ``PlainArguments`` without ArgumentParser, whose start-up reflection would be most of
            // `pick`'s time before its first frame (see ``PlainCommand``).
            if let name = expanded.first, let type = PickCommand.subcommand(named: name),
                let command = type.plainCommand.parsePlainly(Array(expanded.dropFirst()))
            {
                return try command.execute(context: context)
            }
            // Whatever that does not read (help, mistakes, short flags) ArgumentParser parses from
            // the root, so every help screen and message is the usual one.
            let command: any ParsableCommand
            do {
                command = try PickCommand.parseAsRoot(expanded)
            } catch {
                return try outcome(parseError: error, arguments: expanded, injected: injected)
            }
            if let subcommand = command as? any PickSubcommand {
                return try subcommand.plain.execute(context: context)
            }
            // `--help`, `help choose`, or no command: ArgumentParser's own commands, which end by
            // throwing the help they print.
            var builtIn = command
            do {
                try builtIn.run()
            } catch {
                return try outcome(parseError: error, arguments: expanded, injected: injected)
            }
            return CommandOutcome(exit: .status(0))
        } catch {
            return CommandOutcome(failure: error)
        }
    }

    /// `arguments` with the flags that only environment variables give inserted right after the
    /// command's name (so they sit before any `--` and positional items).
    static func withEnvironment(
        _ arguments: [String], _ environment: [String: String], injected: inout [String: String]
    ) throws(PickFailure) -> [String] {
        guard let position = arguments.firstIndex(where: { !$0.hasPrefix("-") }) else { return arguments }
        let command = arguments[position]
        guard let flags = PickCommand.subcommand(named: command)?.environmentFlags else { return arguments }
        let given = EnvironmentFlag.names(givenIn: arguments[(position + 1)...])
        var extra: [String] = []
        for flag in flags where !given.contains(Substring(flag.name)) {
            let variable = flag.variable(command: command)
            guard let value = environment[variable] else { continue }
            extra += try flag.arguments(for: value, variable: variable)
            injected["--\(flag.name)"] = variable
        }
        var result = arguments
        result.insert(contentsOf: extra, at: position + 1)
        return result
    }

    /// Help and other clean exits print on stdout with status 0; errors throw the message's
    /// first line as a usage failure.
    private static func outcome(
        parseError error: any Error, arguments: [String], injected: [String: String]
    ) throws(PickFailure) -> CommandOutcome {
        if PickCommand.exitCode(for: error) == .success {
            return CommandOutcome(standardOutput: Array((PickCommand.fullMessage(for: error) + "\n").utf8), exit: .status(0))
        }
        var message = ParseErrorMessage.quotingEscaped(PickCommand.message(for: error), arguments: arguments)
        message = message.split(whereSeparator: \.isNewline).first.map(String.init) ?? "invalid arguments"
        message = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
        // Point at the variable when the bad value came from one, since the person never typed it.
        if let variable = injected.first(where: { message.contains("'\($0.key)") })?.value {
            message += " (from \(variable))"
        }
        throw .usage(message)
    }
}
