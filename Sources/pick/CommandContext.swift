import PickerTerminal

/// What a `pick` command runs with besides its flags: the environment, where piped items come
/// from, and the terminal it may open.
///
/// `main` makes the process's own (``process``); tests make their own, so a command runs
/// in-process with a chosen environment, a pipe of items, and a terminal that cannot open.
///
/// ```swift
/// let context = CommandContext(environment: ["PICK_CHOOSE_NO_INPUT": "1"])
/// PickCommandLine.run(arguments: ["choose", "Apple"], context: context).standardOutput   // "Apple\n"
/// ```
struct CommandContext {
    /// The environment variables (`PICK_*`, `LANG`, `TZ`, `PICK_ACCESSIBLE`, colour hints).
    var environment: [String: String]
    /// Standard input when it is not a terminal: `pick choose` reads its items there. Nil when
    /// standard input is the terminal (then there is nothing piped to read).
    var pipedInput: InputReader?
    /// The terminal the picker is drawn on.
    var terminalPath: String

    init(environment: [String: String] = [:], pipedInput: InputReader? = nil, terminalPath: String = "/dev/tty") {
        self.environment = environment
        self.pipedInput = pipedInput
        self.terminalPath = terminalPath
    }

    /// This process's environment, standard input and controlling terminal.
    static func process(environment: [String: String]) -> Self {
        Self(environment: environment, pipedInput: StandardStreams.inputIsTerminal ? nil : .standardInput)
    }
}
