import ArgumentParser
import PickerCore

/// `pick date`: a day in a month grid, on wheels, or behind a compact button.
///
/// Example: `pick date --value 2026-11-22 --min 2026-01-01 --format dd.MM.yyyy`. See ``DatePickerRequest`` for defaults and errors and
/// ``PickerCore/DateOutputFormat`` for what `--format` prints.
struct DateCommand: DatePickerCommand {
    static let configuration = CommandConfiguration(
        commandName: "date",
        abstract: "Choose a day; prints it as yyyy-MM-dd.",
        discussion: """
            The inline style (the default) is a month grid: arrows move by day and week, Page Up and Page Down by month, t goes to today. --style wheels shows month, day and year wheels in the locale's order; --style compact a button that opens the grid.

            Example: pick date --value 2026-11-22 --min 2026-01-01 --format dd.MM.yyyy
            """
    )

    @OptionGroup var date: DatePickerOptions
    @OptionGroup var presentation: SessionFlags.Declaration

    static let mode = DatePickerMode.date
    static let spokenName = "Date"
}
