import PickerCore
import PickerFormats

/// `pick datetime`: a day and a time of day.
///
/// Example: `pick datetime --time-zone Europe/Berlin --format json`. See ``DatePickerRequest`` for defaults and errors and
/// ``PickerCore/DateOutputFormat`` for what `--format` prints.
struct DateTimeCommand: DatePickerCommand {
    static let name = "datetime"
    static let abstract = "Choose a date and time; prints ISO 8601 with the offset (2026-11-22T14:30:00+01:00)."
    static let discussion = """
        The inline style (the default) is a month grid with the time wheels beside it (Tab moves between them); --style wheels shows one date wheel and the time wheels; --style compact a button that opens both. The value is printed in the picker's zone (--time-zone, else TZ).

        Example: pick datetime --time-zone Europe/Berlin --format json
        """

    var date = DatePickerOptions()
    var presentation = SessionFlags()

    static let mode = DatePickerMode.dateAndTime
}
