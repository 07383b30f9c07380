import PickerCore
import PickerFormats

/// `pick time`: hour and minute wheels.
///
/// Example: `pick time --minute-interval 15 --locale en_US`. See ``DatePickerRequest`` for defaults and errors and
/// ``PickerCore/DateOutputFormat`` for what `--format` prints.
struct TimeCommand: DatePickerCommand {
    static let name = "time"
    static let abstract = "Choose a time of day; prints it as HH:mm."
    static let discussion = """
        Hour and minute wheels (and AM/PM where the locale uses a 12-hour clock). With --minute-interval 15 the minutes are 00, 15, 30 and 45.

        Example: pick time --minute-interval 15 --locale en_US
        """

    var date = DatePickerOptions()
    var presentation = SessionFlags()

    static let mode = DatePickerMode.time
}
