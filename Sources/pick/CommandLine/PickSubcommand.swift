/// A `pick` command: its name and help, its flags (declared once, in ``flags``), and what it
/// runs.
///
/// The command is its own settings: ``CommandLineReader`` starts from `init()` (every flag's
/// default), stores each flag given on the command line or in a `PICK_<COMMAND>_<FLAG>`
/// variable, checks the table's rules, and then calls ``execute(context:)``. ``HelpText`` and
/// ``CompletionScript`` read the same table, so a flag's spelling, help, default and parsing
/// are written in one place. A new command is added to ``PickCommand/commands``.
///
/// ```swift
/// struct GreetCommand: PickSubcommand {
///     static let name = "greet"
///     static let abstract = "Greet someone."
///     static let discussion = "Example: pick greet --name Ada"
///     static var flags: FlagTable<Self> { FlagTable([.text("name", value: "TEXT", help: "Who.") { $0.name = $1 }]) }
///     var name: String?
///     func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome { .value(Array((name ?? "").utf8)) }
/// }
/// ```
protocol PickSubcommand {
    /// The command's name on the command line.
    static var name: String { get }
    /// One line for the list of commands and the top of the command's help.
    static var abstract: String { get }
    /// Paragraphs for the command's help, after the abstract.
    static var discussion: String { get }
    /// The arguments that are not flags (the items of `choose`), or nil when it takes none.
    static var positional: PositionalArguments<Self>? { get }
    /// Every flag of the command, in the order its help lists them.
    static var flags: FlagTable<Self> { get }

    /// The command with every flag at its default.
    init()

    /// Shows the picker (or not, with `--no-input`) and gives back the value to print and the
    /// exit status; a usage or input error, or no terminal, is thrown.
    func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome
}

extension PickSubcommand {
    static var positional: PositionalArguments<Self>? { nil }
}

/// The arguments of a command that are not flags, as its help names and describes them.
struct PositionalArguments<Settings> {
    /// The name the help gives them: `items`, `files`.
    var name: String
    var help: String
    var completion: FlagCompletion = .none
    /// Stores them, in order (a closure, not a key path: see ``FlagTable``).
    var store: (inout Settings, [String]) -> Void
}
