import PickerCore

/// The five date commands (`date`, `time`, `datetime`, `countdown`, `month`): each is the date
/// picker's options and the session's flags, and differs only in its mode.
protocol DatePickerCommand: PickSubcommand, PlainCommand where Plain == Self {
    var date: DatePickerOptions { get set }
    var presentation: SessionFlags.Declaration { get set }
    /// What the picker picks.
    static var mode: DatePickerMode { get }
    /// What screen-reader mode calls the picker when there is no --header ("Date", "Time").
    static var spokenName: String { get }
}

extension DatePickerCommand {
    static var environmentFlags: [EnvironmentFlag] { DatePickerOptions.environmentFlags + SessionFlags.environmentFlags }

    func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome {
        try DatePickerLaunch.run(
            Self.mode, command: Self.name, spokenName: Self.spokenName, options: date, presentation: presentation.flags,
            context: context)
    }

    /// The command from a ``PlainArguments`` line (the fast path; see there): no items.
    static func reading(_ line: PlainArguments) throws(PlainArguments.Unreadable) -> Self {
        guard line.items.isEmpty else { throw PlainArguments.Unreadable() }
        var command = Self()
        command.date = try DatePickerOptions.reading(line)
        command.presentation = SessionFlags.Declaration(try SessionFlags.reading(line))
        return command
    }
}
