import PickerCore
import PickerFormats

/// `pick date`: a day in a month grid, on wheels, or behind a compact button.
///
/// Example: `pick date --value 2026-11-22 --min 2026-01-01 --format dd.MM.yyyy`. See ``DatePickerRequest`` for defaults and errors and
/// ``PickerCore/DateOutputFormat`` for what `--format` prints.
struct DateCommand: DatePickerCommand {
    static let name = "date"
    static let abstract = "Choose a day; prints it as yyyy-MM-dd."
    static let discussion = """
        The inline style (the default) is a month grid: arrows move by day and week, Page Up and Page Down by month, t goes to today. --style wheels shows month, day and year wheels in the locale's order; --style compact a button that opens the grid.

        Example: pick date --value 2026-11-22 --min 2026-01-01 --format dd.MM.yyyy
        """

    var date = DatePickerOptions()
    var presentation = SessionFlags()

    static let mode = DatePickerMode.date
}
