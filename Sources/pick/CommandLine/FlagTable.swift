/// The flags of a command or of a group of flags several commands share, with the checks that
/// look at more than one flag (`--limit` and `--no-limit` together).
///
/// Tables add up: a command's table is its own flags plus the shared groups ``lifted(_:)``
/// into it, in the order the help lists them. Setters and lifts are closures, not key paths:
/// the runtime instantiates a key path literal from mangled type names on first use, which
/// would cost the first frame more than reading the rest of the command line. A `section` titles a group's flags in the help
/// (`FILTERING:`); flags without one are listed under `OPTIONS:`.
///
/// ```swift
/// static var flags: FlagTable<ChooseCommand> {
///     FlagTable([.texts("selected", value: "VALUE", help: "…") { $0.selectedValues.append($1) }])
///         + SessionFlags.flags.lifted { $1(&$0.presentation.session) }
/// }
/// ```
struct FlagTable<Settings> {
    /// A flag and the help section it is listed in.
    struct Entry {
        var flag: CommandFlag<Settings>
        var section: String?
    }

    private(set) var entries: [Entry]
    /// Checks of the whole settings once every flag is read: each gives the message of what is
    /// wrong, or nil.
    private(set) var checks: [(Settings) -> String?]

    init(_ flags: [CommandFlag<Settings>], section: String? = nil, check: ((Settings) -> String?)? = nil) {
        entries = flags.map { Entry(flag: $0, section: section) }
        checks = check.map { [$0] } ?? []
    }

    /// Every flag, in the help's order.
    var flags: [CommandFlag<Settings>] { entries.map(\.flag) }

    /// The flag called `name` (without dashes), or nil.
    func flag(named name: String) -> CommandFlag<Settings>? {
        for entry in entries where entry.flag.name == name { return entry.flag }
        return nil
    }

    /// The first problem a check finds in `settings`, or nil when they are usable.
    func problem(in settings: Settings) -> String? {
        for check in checks {
            if let problem = check(settings) { return problem }
        }
        return nil
    }

    /// The same table on a larger settings value that holds these settings where `access` says
    /// (``CommandFlag/lifted(_:)``): `SessionFlags.flags.lifted { $1(&$0.session) }`.
    func lifted<Outer>(_ access: @escaping (inout Outer, (inout Settings) -> Void) -> Void) -> FlagTable<Outer> {
        var table = FlagTable<Outer>([])
        table.entries = entries.map { .init(flag: $0.flag.lifted(access), section: $0.section) }
        table.checks = checks.map { check in
            { outer in
                var copy = outer
                var problem: String?
                access(&copy) { problem = check($0) }
                return problem
            }
        }
        return table
    }

    static func + (first: Self, second: Self) -> Self {
        var table = first
        table.entries += second.entries
        table.checks += second.checks
        return table
    }
}
