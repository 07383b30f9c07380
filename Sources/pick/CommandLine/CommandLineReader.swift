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
/// - `PICK_DEFAULT_OPTS` holds a person's defaults for every command (`--vim --height 12`),
///   below the variables and the command line.
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
        guard let line = try scan(Array(arguments), table: table, source: nil) else { return nil }
        let defaults = try personalDefaults(environment, table: table)
        var command = Command()
        // Lowest first: personal defaults, then variables, then the command line.
        for (flag, value) in defaults where !line.given.contains(flag.name) {
            try store(value, in: &command, flag: flag, source: ShellWords.defaultsVariable)
        }
        // The environment holds few `PICK_<COMMAND>_` variables and the table many flags, so the
        // variables are looked up by name, then read in the table's order.
        let prefix = CommandFlag<Command>.variablePrefix(command: Command.name)
        var fromVariables: [(index: Int, variable: String, value: String)] = []
        for (variable, value) in environment where variable.hasPrefix(prefix) {
            let name = CommandFlag<Command>.flagName(ofVariable: variable.dropFirst(prefix.count))
            guard let index = flags.firstIndex(where: { $0.name == name }), !line.given.contains(name) else { continue }
            fromVariables.append((index, variable, value))
        }
        for (index, variable, value) in fromVariables.sorted(by: { $0.index < $1.index }) {
            try storeVariable(value, in: &command, flag: flags[index], variable: variable, environment: environment)
        }
        for (flag, value) in line.values {
            try store(value, in: &command, flag: flag, source: nil)
        }
        if let positional = Command.positional {
            positional.store(&command, line.items)
        } else if !line.items.isEmpty {
            let quoted = line.items.map { "'\(EchoedText.escaped($0))'" }
            throw .usage(line.items.count == 1 ? "Unexpected argument \(quoted[0])" : "\(line.items.count) unexpected arguments: \(quoted.joined(separator: ", "))")
        }
        if let problem = table.problem(in: command) { throw .usage(problem) }
        return command
    }

    /// What a line of words gives: each flag with its value (nil for a toggle) in order, the
    /// items, and the names given.
    struct Scanned<Command> {
        var values: [(flag: CommandFlag<Command>, value: String?)] = []
        var items: [String] = []
        var given: Set<String> = []
    }

    /// Reads `words` by the command line's rules without storing anything; nil when they ask
    /// for help. `source` names where the words came from, for messages.
    static func scan<Command>(_ words: [String], table: FlagTable<Command>, source: String?) throws(PickFailure) -> Scanned<Command>? {
        let suffix = source.map { " (in \($0))" } ?? ""
        var scanned = Scanned<Command>()
        var rest = words[...]
        var flagsEnded = false
        while let argument = rest.popFirst() {
            if flagsEnded || argument == "-" || !argument.hasPrefix("-") {
                scanned.items.append(argument)
                continue
            }
            if argument == "--" {
                flagsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" { return nil }
            guard argument.hasPrefix("--") else {
                throw .usage("Unknown option '\(EchoedText.escaped(argument))'\(suffix)")
            }
            let body = argument.dropFirst(2)
            let equals = body.firstIndex(of: "=")
            let name = String(equals.map { body[..<$0] } ?? body)
            let attached = equals.map { String(body[body.index(after: $0)...]) }
            guard let flag = table.flag(named: name) else {
                throw .usage(unknownOption(name, known: table.flags.map(\.name)) + suffix)
            }
            scanned.given.insert(flag.name)
            switch flag.kind {
            case .toggle:
                if attached != nil { throw .usage("--\(flag.name) takes no value\(suffix)") }
                scanned.values.append((flag, nil))
            case .toggleOrValue:
                scanned.values.append((flag, attached))
            case .value, .repeated:
                if let attached {
                    scanned.values.append((flag, attached))
                } else if let next = rest.first, !next.hasPrefix("--") {
                    rest.removeFirst()
                    scanned.values.append((flag, next))
                } else {
                    throw .usage("Missing value for '\(flag.spelling)'\(suffix)")
                }
            }
        }
        return scanned
    }

    /// The flags of `PICK_DEFAULT_OPTS`: a person's defaults for every command, written as on a
    /// command line (`--vim --height 12`). Only the flags every command has belong there (a
    /// style, say, means something else to each command); anything else is an error naming the
    /// variable.
    static func personalDefaults<Command>(
        _ environment: [String: String], table: FlagTable<Command>
    ) throws(PickFailure) -> [(flag: CommandFlag<Command>, value: String?)] {
        let variable = ShellWords.defaultsVariable
        guard let text = environment[variable], !text.isEmpty else { return [] }
        let words: [String]
        do {
            words = try ShellWords.split(text)
        } catch {
            throw .usage("\(variable): \(error.reason)")
        }
        let shared = Set(SessionFlags.flags.flags.map(\.name))
        for word in words where word.hasPrefix("--") {
            let name = String(word.dropFirst(2).prefix { $0 != "=" })
            if !shared.contains(name) {
                throw .usage("\(variable): --\(EchoedText.escaped(name)) is not a flag of every command (set it with PICK_<COMMAND>_\(CommandFlag<Command>.variableSpelling(name)))")
            }
        }
        guard let scanned = try scan(words, table: table, source: variable) else {
            throw .usage("\(variable): --help is not a default")
        }
        if let item = scanned.items.first {
            throw .usage("\(variable): '\(EchoedText.escaped(item))' is not a flag")
        }
        return scanned.values
    }

    /// Stores one value of `flag`, with the flag (and the variable it came from) in front of a
    /// refusal.
    private static func store<Command>(
        _ value: String?, in command: inout Command, flag: CommandFlag<Command>, source: String?
    ) throws(PickFailure) {
        do {
            try flag.store(&command, value)
        } catch {
            let from = source.map { " (from \($0))" } ?? ""
            throw .usage("--\(flag.name) \(error.reason)\(from)")
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
            if isOn == true { try store(nil, in: &command, flag: flag, source: variable) }
        case .value:
            try store(value, in: &command, flag: flag, source: variable)
        case .repeated:
            for line in value.split(separator: "\n", omittingEmptySubsequences: false) {
                try store(String(line), in: &command, flag: flag, source: variable)
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
