import PickerKit

/// Reads a command's arguments and its `PICK_<COMMAND>_<FLAG>` variables into the command,
/// from its ``FlagTable``.
///
/// The rules, the same for every command (Behaviour 7.2, 7.3):
/// - `--name value` and `--name=value`; a value may start with one dash (`--height -1` is
///   read, and refused for what it is; `--time-zone -03:00` is a zone), not with two, so a
///   forgotten value (`--header --keep`) is reported rather than swallowed.
/// - A toggle takes no value; `--filter` and other flags that may carry one take it after `=`
///   only, so the word after them stays an item.
/// - A flag given twice: the last value wins; a repeatable flag keeps every value.
/// - `--` ends the flags: everything after it is an item, even `--help`.
/// - A flag not on the command line may come from its variable (`PICK_CHOOSE_HEIGHT=7`);
///   one on the command line wins. A toggle's variable is `1`/`true`/`yes`/`on` or
///   `0`/`false`/`no`/`off`; a repeatable flag's holds one value per line.
/// - Each mistake is one line naming the flag, and the variable when the value came from one.
///
/// ```swift
/// let command = try CommandLineReader.read(ChooseCommand.self, ["--header", "Fruit", "Apple"], environment: [:])
/// command?.presentation.session.header   // "Fruit"
/// command?.items                         // ["Apple"]
/// ```
enum CommandLineReader {
    /// The command the arguments and environment ask for; nil when they ask for its help
    /// (`-h` or `--help` before any `--`).
    static func read<Command: PickSubcommand>(
        _ type: Command.Type, _ arguments: some Collection<String>, environment: [String: String]
    ) throws(PickFailure) -> Command? {
        let table = Command.flags
        let flags = table.flags
        var command = Command()
        var given: Set<String> = []
        var items: [String] = []
        var rest = arguments[...]
        var flagsEnded = false
        while let argument = rest.popFirst() {
            if flagsEnded || argument == "-" || !argument.hasPrefix("-") {
                items.append(argument)
                continue
            }
            if argument == "--" {
                flagsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" { return nil }
            guard argument.hasPrefix("--") else {
                throw .usage("Unknown option '\(EchoedText.escaped(argument))'")
            }
            let body = argument.dropFirst(2)
            let equals = body.firstIndex(of: "=")
            let name = equals.map { body[..<$0] } ?? body
            let attached = equals.map { String(body[body.index(after: $0)...]) }
            guard let flag = table.flag(named: String(name)) else {
                throw .usage(unknownOption(String(name), known: flags.map(\.name)))
            }
            given.insert(flag.name)
            switch flag.kind {
            case .toggle:
                if attached != nil { throw .usage("--\(flag.name) takes no value") }
                try store(nil, in: &command, flag: flag, variable: nil)
            case .toggleOrValue:
                try store(attached, in: &command, flag: flag, variable: nil)
            case .value, .repeated:
                if let attached {
                    try store(attached, in: &command, flag: flag, variable: nil)
                } else if let next = rest.first, !next.hasPrefix("--") {
                    rest.removeFirst()
                    try store(next, in: &command, flag: flag, variable: nil)
                } else {
                    throw .usage("Missing value for '\(flag.spelling)'")
                }
            }
        }
        // Variables after the line: a flag the line gives is not read from its variable. The
        // environment holds few `PICK_<COMMAND>_` variables and the table many flags, so the
        // variables are looked up by name, then read in the table's order.
        let prefix = CommandFlag<Command>.variablePrefix(command: Command.name)
        var fromVariables: [(index: Int, variable: String, value: String)] = []
        for (variable, value) in environment where variable.hasPrefix(prefix) {
            let name = CommandFlag<Command>.flagName(ofVariable: variable.dropFirst(prefix.count))
            guard let index = flags.firstIndex(where: { $0.name == name }), !given.contains(name) else { continue }
            fromVariables.append((index, variable, value))
        }
        for (index, variable, value) in fromVariables.sorted(by: { $0.index < $1.index }) {
            try storeVariable(value, in: &command, flag: flags[index], variable: variable, environment: environment)
        }
        if let positional = Command.positional {
            command[keyPath: positional.path] = items
        } else if !items.isEmpty {
            let quoted = items.map { "'\(EchoedText.escaped($0))'" }
            throw .usage(items.count == 1 ? "Unexpected argument \(quoted[0])" : "\(items.count) unexpected arguments: \(quoted.joined(separator: ", "))")
        }
        if let problem = table.problem(in: command) { throw .usage(problem) }
        return command
    }

    /// Stores one value of `flag`, with the flag (and the variable it came from) in front of a
    /// refusal.
    private static func store<Command>(
        _ value: String?, in command: inout Command, flag: CommandFlag<Command>, variable: String?
    ) throws(PickFailure) {
        do {
            try flag.store(&command, value)
        } catch {
            let source = variable.map { " (from \($0))" } ?? ""
            throw .usage("--\(flag.name) \(error.reason)\(source)")
        }
    }

    /// Stores what the variable `variable` says for `flag`.
    private static func storeVariable<Command>(
        _ value: String, in command: inout Command, flag: CommandFlag<Command>, variable: String,
        environment: [String: String]
    ) throws(PickFailure) {
        switch flag.kind {
        case .toggle, .toggleOrValue:
            let isOn: Bool?
            do {
                isOn = try PromptEnvironment.switchSetting(variable, in: environment)
            } catch {
                throw .usage(error.description)
            }
            if isOn == true { try store(nil, in: &command, flag: flag, variable: variable) }
        case .value:
            try store(value, in: &command, flag: flag, variable: variable)
        case .repeated:
            for line in value.split(separator: "\n", omittingEmptySubsequences: false) {
                try store(String(line), in: &command, flag: flag, variable: variable)
            }
        }
    }

    /// `Unknown option '--hieght'`, with the closest flag when one is near.
    static func unknownOption(_ name: String, known: [String]) -> String {
        let message = "Unknown option '--\(EchoedText.escaped(name))'"
        guard let closest = ClosestName.to(name, among: known) else { return message }
        return message + " (did you mean '--\(closest)'?)"
    }
}
