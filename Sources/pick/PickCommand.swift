import ArgumentParser

/// The root command: `pick choose ...`, `pick wheels ...`, `pick date ...` (and time, datetime,
/// countdown, month).
struct PickCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pick",
        abstract: "Choose a value in the terminal with a wheel picker, and print it.",
        discussion: """
            The picker is drawn on the terminal (/dev/tty), never on standard output, so \
            `x=$(pick choose a b c)` captures only the choice. Exit status: 0 chosen, 1 cancelled \
            (Esc), 2 usage or input error, 124 timeout, 130 interrupted (Ctrl-C). Every flag may \
            also come from an environment variable PICK_<COMMAND>_<FLAG> (PICK_CHOOSE_HEIGHT=7); \
            flags win. PICK_ACCESSIBLE=1 turns on screen-reader mode (--accessible) everywhere. \
            PICK_THEME chooses the colours: default, high-contrast, no-color or light (for light \
            backgrounds); another name is an error (exit 2).
            """,
        subcommands: commands.map { $0 }
    )

    /// Every subcommand, in the order the help lists them.
    static let commands: [any PickSubcommand.Type] = [
        ChooseCommand.Declaration.self, WheelsCommand.Declaration.self, ImageCommand.Declaration.self,
        DateCommand.self, TimeCommand.self, DateTimeCommand.self, CountdownCommand.self, MonthCommand.self,
        DatesCommand.self, RangeCommand.self,
    ]
}
