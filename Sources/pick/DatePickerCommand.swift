/// The five date commands (`date`, `time`, `datetime`, `countdown`, `month`): each is the date
/// picker's options and the session's flags, and differs only in its mode.
protocol DatePickerCommand: PickSubcommand {
    var date: DatePickerOptions { get set }
    var presentation: SessionFlags { get set }
}

extension DatePickerCommand {
    /// The command from a ``PlainArguments`` line (the fast path; see there): no items.
    static func reading(_ line: PlainArguments) throws(PlainArguments.Unreadable) -> Self {
        guard line.items.isEmpty else { throw PlainArguments.Unreadable() }
        var command = Self()
        command.date = try DatePickerOptions.reading(line)
        command.presentation = try SessionFlags.reading(line)
        return command
    }
}
