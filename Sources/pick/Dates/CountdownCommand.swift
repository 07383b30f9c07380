import PickerCore
import PickerFormats

/// `pick countdown`: a duration of hours and minutes.
///
/// Example: `pick countdown --value 1h15m --minute-interval 5`. See ``DatePickerRequest`` for defaults and errors and
/// ``PickerCore/DateOutputFormat`` for what `--format` prints.
struct CountdownCommand: DatePickerCommand {
    static let name = "countdown"
    static let abstract = "Choose a duration in hours and minutes; prints whole seconds."
    static let discussion = """
        Hours (0-23) and minutes wheels, only in the wheels style. --value takes seconds or 1h15m; the duration starts at one minute interval.

        Example: pick countdown --value 1h15m --minute-interval 5
        """

    var date = DatePickerOptions()
    var presentation = SessionFlags()

    static let mode = DatePickerMode.countDownTimer
}
