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
        // What screen-reader mode calls the picker when there is no --header ("Date", "Uhrzeit"),
        // in the chrome's language: --language, else the environment's (Behaviour 6.1).
        let strings = PromptStrings(language: presentation.language ?? ChromeLanguage.key(in: context.environment))
        let spokenName = DatePromptSettings(mode: Self.mode).spokenName(in: strings)
        return try DatePickerLaunch.run(
            Self.mode, command: Self.name, spokenName: spokenName, options: date, presentation: presentation,
            context: context)
    }
}
