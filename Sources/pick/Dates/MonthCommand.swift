import PickerCore
import PickerFormats

/// `pick month`: a month and year on wheels.
///
/// Example: `pick month --value 2026-11 --locale fr_FR`. See ``DatePickerRequest`` for defaults and errors and
/// ``PickerCore/DateOutputFormat`` for what `--format` prints.
struct MonthCommand: DatePickerCommand {
    static let name = "month"
    static let abstract = "Choose a month of a year; prints it as yyyy-MM."
    static let discussion = """
        Month and year wheels, only in the wheels style. --value also takes yyyy-MM.

        Example: pick month --value 2026-11 --locale fr_FR
        """

    var date = DatePickerOptions()
    var presentation = SessionFlags()

    static let mode = DatePickerMode.yearAndMonth
}
