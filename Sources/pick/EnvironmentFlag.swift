import PickerKit

/// A flag that may also be set by an environment variable `PICK_<COMMAND>_<FLAG>`.
///
/// `PICK_CHOOSE_HEIGHT=7 pick choose` is `pick choose --height 7`; `PICK_CHOOSE_NO_HELP=1` is
/// `--no-help`. A flag given on the command line wins over its variable.
struct EnvironmentFlag: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// A switch: the variable is `1`/`true`/`yes`/`on` or `0`/`false`/`no`/`off` (or empty).
        case flag
        /// An option with one value: the variable's value.
        case value
        /// A repeatable option: the variable holds one value per line.
        case repeatedValue
    }

    /// The long name without dashes, e.g. `no-help`.
    var name: String
    var kind: Kind

    init(_ name: String, _ kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// The variable for this flag of `command`, e.g. `PICK_CHOOSE_NO_HELP`.
    func variable(command: String) -> String {
        // Plain character mapping, not Foundation's replacingOccurrences: this runs for every
        // flag at start-up, where Foundation's first calls cost more than the rest of it.
        "PICK_" + String("\(command)_\(name)".uppercased().map { $0 == "-" ? "_" : $0 })
    }

    /// The long flags `arguments` give (up to a `--`), by name: `--height 7` and `--height=7`
    /// both give `height`. One pass, as `pick choose` may have thousands of items.
    static func names(givenIn arguments: some Collection<String>) -> Set<Substring> {
        var names: Set<Substring> = []
        for argument in arguments {
            if argument == "--" { break }
            guard argument.hasPrefix("--") else { continue }
            let body = argument.dropFirst(2)
            names.insert(body.firstIndex(of: "=").map { body[..<$0] } ?? body)
        }
        return names
    }

    /// The arguments `value` (from the environment) stands for, or a usage error naming the variable.
    func arguments(for value: String, variable: String) throws(PickFailure) -> [String] {
        switch kind {
        case .flag:
            do {
                return try PromptEnvironment.switchSetting(variable, in: [variable: value]) == true ? ["--\(name)"] : []
            } catch {
                throw .usage(error.description)
            }
        case .value:
            return ["--\(name)=\(value)"]
        case .repeatedValue:
            return value.split(separator: "\n", omittingEmptySubsequences: false).map { "--\(name)=\($0)" }
        }
    }
}
