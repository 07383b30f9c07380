import PickerCore
import PickerKit

/// The five date commands (`date`, `time`, `datetime`, `countdown`, `month`): each is the date
/// picker's options and the session's flags, and differs only in its mode.
protocol DatePickerCommand: PickSubcommand {
    var date: DatePickerOptions { get set }
    var presentation: SessionFlags { get set }
    /// What the picker picks.
    static var mode: DatePickerMode { get }
}

extension DatePickerCommand {
    static var flags: FlagTable<Self> {
        DatePickerOptions.flags.lifted { $1(&$0.date) } + SessionFlags.flags.lifted { $1(&$0.presentation) }
    }

    func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome {
        try DatePickerLaunch.run(Self.mode, command: Self.name, options: date, presentation: presentation, context: context)
    }
}
