/// `pick` itself: what its help says, and its commands.
///
/// ```swift
/// PickCommand.command(named: "choose")   // ChooseCommand.self
/// ```
enum PickCommand {
    static let abstract = "Choose a value in the terminal with a wheel picker, and print it."

    static let discussion = """
        The picker is drawn on the terminal (/dev/tty), never on standard output, so \
        `x=$(pick choose a b c)` captures only the choice. Exit status: 0 chosen, 1 cancelled \
        (Esc), 2 usage or input error, 124 timeout, 130 interrupted (Ctrl-C). Every flag may \
        also come from an environment variable PICK_<COMMAND>_<FLAG> (PICK_CHOOSE_HEIGHT=7); \
        flags win. PICK_ACCESSIBLE=1 turns on screen-reader mode (--accessible) everywhere. \
        PICK_THEME chooses the colours: default, high-contrast, no-color or light (for light \
        backgrounds); another name is an error (exit 2).
        """

    /// Every command, in the order the help lists them.
    static var commands: [any PickSubcommand.Type] {
        [
            ChooseCommand.self, WheelsCommand.self, ImageCommand.self, DateCommand.self, TimeCommand.self,
            DateTimeCommand.self, CountdownCommand.self, MonthCommand.self, DatesCommand.self, RangeCommand.self,
            TextCommand.self,
            ConfirmCommand.self, NumberCommand.self,
        ]
    }

    /// The command of `commands` called `name` on the command line, or nil.
    static func command(named name: String, among commands: [any PickSubcommand.Type] = commands)
        -> (any PickSubcommand.Type)?
    {
        commands.first { $0.name == name }
    }
}
