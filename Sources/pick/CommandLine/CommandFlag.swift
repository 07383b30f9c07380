/// One flag of a `pick` command, declared once: its spelling, its help, its environment
/// variable and how its value lands in the command's settings.
///
/// Everything about a flag comes from this one value: ``CommandLineReader`` reads it from the
/// command line and from `PICK_<COMMAND>_<FLAG>`, ``HelpText`` lists it, ``CompletionScript``
/// completes it. A group of flags shared by several commands (the session's, the date
/// options') is declared over its own settings and ``lifted(_:)`` into each command.
///
/// ```swift
/// struct Greeting { var name: String?; var loud = false }
/// let flags: [CommandFlag<Greeting>] = [
///     .text("name", value: "TEXT", help: "Who to greet.") { $0.name = $1 },
///     .toggle("loud", help: "Shout.") { $0.loud = true },
/// ]
/// ```
struct CommandFlag<Settings> {
    typealias Kind = FlagKind


    /// The long name without dashes, e.g. `no-help`.
    let name: String
    let kind: Kind
    /// What the help calls the value (`N`, `TEXT`); empty for a toggle.
    let valueName: String
    /// One or two sentences for `--help`, without the default.
    let help: String
    /// The value used when the flag is not given, as the help shows it once; nil when there is
    /// none worth saying.
    let defaultValue: String?
    /// The values a shell may complete after the flag.
    let completion: FlagCompletion
    /// Stores a value in the settings: nil for a toggle given (or `toggleOrValue` without `=`),
    /// the text otherwise; throws the reason a value is refused (`must be at least 1`).
    let store: (inout Settings, String?) throws(FlagValueError) -> Void

    /// The flag as the help and messages write it: `--height <N>`, `--loop`.
    var spelling: String {
        switch kind {
        case .toggle: "--\(name)"
        case .value, .repeated: "--\(name) <\(valueName)>"
        case .toggleOrValue: "--\(name)[=<\(valueName)>]"
        }
    }

    /// The variable for this flag of `command`, e.g. `PICK_CHOOSE_NO_HELP`.
    func variable(command: String) -> String {
        Self.variablePrefix(command: command) + Self.variableSpelling(name)
    }

    /// What every variable of `command`'s flags starts with: `PICK_CHOOSE_`.
    static func variablePrefix(command: String) -> String {
        "PICK_" + variableSpelling(command) + "_"
    }

    /// The flag name a variable's last part spells: `NO_HELP` is `no-help`.
    static func flagName(ofVariable part: Substring) -> String {
        String(part.lowercased().map { $0 == "_" ? "-" : $0 })
    }

    /// `no-help` as a variable spells it: `NO_HELP`.
    static func variableSpelling(_ name: String) -> String {
        String(name.uppercased().map { $0 == "-" ? "_" : $0 })
    }

    /// The same flag on a larger settings value that holds these settings where `access`
    /// says: `access` is given the larger value and a change to make to the part it holds
    /// (`{ $1(&$0.session) }`).
    func lifted<Outer>(_ access: @escaping (inout Outer, (inout Settings) -> Void) -> Void) -> CommandFlag<Outer> {
        let store = self.store
        return CommandFlag<Outer>(
            name: name, kind: kind, valueName: valueName, help: help, defaultValue: defaultValue, completion: completion
        ) { (outer: inout Outer, text: String?) throws(FlagValueError) in
            var refusal: FlagValueError?
            access(&outer) { settings in
                do throws(FlagValueError) { try store(&settings, text) } catch { refusal = error }
            }
            if let refusal { throw refusal }
        }
    }
}

/// How the flag takes its value.
enum FlagKind: Equatable {
    /// A switch: `--loop`. Its variable holds `1`/`true`/`yes`/`on` or `0`/`false`/`no`/`off`.
    case toggle
    /// One value, `--height 7` or `--height=7`; given twice, the last wins.
    case value
    /// A value each time it is given: `--selected a --selected b`. Its variable holds one
    /// value per line.
    case repeated
    /// A switch that may carry a value after `=` only (`--filter`, `--filter=fuzzy`): the
    /// next word is never taken as its value, so items after it stay items.
    case toggleOrValue
}

/// Why a flag's value was refused, in words that follow the flag's name: `must be at least 1,
/// not 0`. ``CommandLineReader`` puts the flag (and the variable it came from) in front.
struct FlagValueError: Error, Equatable {
    var reason: String
}

/// What a shell completes after a flag.
enum FlagCompletion: Equatable {
    case none
    /// One of these words.
    case words([String])
    /// A name the machine's data (or the package's own tables) knows, listed only when a
    /// completion script is written, so no run pays for the list.
    case known(KnownNames)
    /// A file name.
    case files

    enum KnownNames: Equatable {
        case timeZones, calendars, locales
        /// The languages the chrome's words are translated into.
        case chromeLanguages
    }
}

// The setters are closures, not key paths (see ``FlagTable``).
extension CommandFlag {
    /// A switch; `set` records that it was given.
    static func toggle(_ name: String, help: String, _ set: @escaping (inout Settings) -> Void) -> Self {
        Self(name: name, kind: .toggle, valueName: "", help: help, defaultValue: nil, completion: .none) { settings, _ in
            set(&settings)
        }
    }

    /// A text; `set` stores it (given twice, the last one is stored last).
    static func text(
        _ name: String, value: String, help: String, default: String? = nil, completion: FlagCompletion = .none,
        _ set: @escaping (inout Settings, String) -> Void
    ) -> Self {
        Self(name: name, kind: .value, valueName: value, help: help, defaultValue: `default`, completion: completion) {
            settings, text in set(&settings, text ?? "")
        }
    }

    /// A text given any number of times; `add` keeps each.
    static func texts(
        _ name: String, value: String, help: String, completion: FlagCompletion = .none,
        _ add: @escaping (inout Settings, String) -> Void
    ) -> Self {
        Self(name: name, kind: .repeated, valueName: value, help: help, defaultValue: nil, completion: completion) {
            settings, text in add(&settings, text ?? "")
        }
    }

    /// A whole number, at least `minimum`.
    static func integer(
        _ name: String, value: String, help: String, default: Int? = nil, minimum: Int,
        _ set: @escaping (inout Settings, Int) -> Void
    ) -> Self {
        Self(name: name, kind: .value, valueName: value, help: help, defaultValue: `default`.map(String.init), completion: .none) {
            settings, text throws(FlagValueError) in
            set(&settings, try NumberArgument.integer(text ?? "", minimum: minimum))
        }
    }

    /// A number of seconds, more than zero; one beyond `maximum` counts as `maximum`.
    static func seconds(
        _ name: String, value: String, help: String, maximum: Double, _ set: @escaping (inout Settings, Double) -> Void
    ) -> Self {
        Self(name: name, kind: .value, valueName: value, help: help, defaultValue: nil, completion: .none) {
            settings, text throws(FlagValueError) in
            set(&settings, try NumberArgument.seconds(text ?? "", maximum: maximum))
        }
    }

    /// A switch that may carry a value after `=`: given alone, `set` gets `bare`.
    static func toggleOrValue(
        _ name: String, value: String, bare: String, help: String, completion: FlagCompletion = .none,
        _ set: @escaping (inout Settings, String) -> Void
    ) -> Self {
        Self(name: name, kind: .toggleOrValue, valueName: value, help: help, defaultValue: nil, completion: completion) {
            settings, text in set(&settings, text ?? bare)
        }
    }
}
