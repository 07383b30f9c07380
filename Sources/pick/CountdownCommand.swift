import ArgumentParser
import PickerCore

/// `pick countdown`: a duration of hours and minutes.
///
/// Example: `pick countdown --value 1h15m --minute-interval 5`. See ``DatePickerRequest`` for defaults and errors and
/// ``PickerCore/DateOutputFormat`` for what `--format` prints.
struct CountdownCommand: DatePickerCommand {
    static let configuration = CommandConfiguration(
        commandName: "countdown",
        abstract: "Choose a duration in hours and minutes; prints whole seconds.",
        discussion: """
            Hours (0-23) and minutes wheels, only in the wheels style. --value takes seconds or 1h15m; the duration starts at one minute interval.

            Example: pick countdown --value 1h15m --minute-interval 5
            """
    )

    @OptionGroup var date: DatePickerOptions
    @OptionGroup var presentation: SessionFlags.Declaration

    static let mode = DatePickerMode.countDownTimer
    static let spokenName = "Countdown"
}
