import ArgumentParser
import Foundation
import PickerKit

/// `pick dates`: a set of days on a month grid (Behaviour 5.1, as SwiftUI's MultiDatePicker).
///
/// Space (or a click) chooses or unchooses the day under the cursor, Enter confirms the whole
/// set; each chosen day prints on its own line, earliest first. `--min` / `--max` are a
/// half-open range: `--max` is the first day that cannot be chosen.
///
/// ```sh
/// pick dates --value 2026-11-22,2026-11-25 --min 2026-11-01 --max 2027-01-01 --limit 5
/// # 2026-11-22
/// # 2026-11-25
/// ```
struct DatesCommand: PickSubcommand, PlainCommand {
    typealias Plain = Self

    static let configuration = CommandConfiguration(
        commandName: "dates",
        abstract: "Choose any number of days; prints each as yyyy-MM-dd, one per line.",
        discussion: """
            A month grid: arrows move by day and week, Page Up and Page Down by month, t goes to \
            today; Space chooses or unchooses a day (so does a click), and Enter confirms the \
            days chosen, in calendar order. Nothing chosen prints nothing (status 0) unless \
            --min-count asks for more. --style compact shows a button (3 days: Nov 22, 25, 28) \
            that opens the grid.

            Example: pick dates --value 2026-11-22 --value 2026-11-25 --max 2027-01-01 --limit 5
            """
    )

    @Option(help: ArgumentHelp(
        "A day chosen at first, yyyy-MM-dd (repeatable, or a comma list); the cursor starts on the earliest (default: today).",
        valueName: "DATE"))
    var value: [String] = []

    @Option(help: ArgumentHelp("The first day that may be chosen.", valueName: "DATE"))
    var min: String?

    @Option(help: ArgumentHelp(
        "The first day that can NOT be chosen: the range is half-open, so the last day is the one before.",
        valueName: "DATE"))
    var max: String?

    @Option(help: ArgumentHelp("inline (the grid, default) or compact (a button that opens it).", valueName: "STYLE"))
    var style = Self.defaultStyle

    @OptionGroup var settings: CalendarSettingOptions

    @Option(help: ArgumentHelp(
        "Each day as iso, unix or an ICU date pattern (dd.MM.yyyy); json prints one array of "
            + "{\"value\",\"iso\",\"unix\"} objects.",
        valueName: "FORMAT"))
    var format = DatePickerOptions.defaultFormat

    @Option(help: ArgumentHelp("Put between the days instead of a line break (e.g. ', ').", valueName: "TEXT"))
    var separator: String?

    @OptionGroup var multiSelect: MultiSelectOptions.Declaration
    @OptionGroup var presentation: SessionFlags.Declaration

    static let defaultStyle = "inline"

    static let environmentFlags: [EnvironmentFlag] = [
        .init("value", .repeatedValue), .init("min", .value), .init("max", .value), .init("style", .value),
    ] + CalendarSettingOptions.environmentFlags + [
        .init("format", .value), .init("separator", .value),
    ] + MultiSelectOptions.environmentFlags + SessionFlags.environmentFlags

    func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome {
        let style = try StyleName.read(style, accepted: ["inline", "compact"], command: "dates")
        let now = Date()
        let resolved = try settings.resolved(environment: context.environment)
        let output: DateOutputFormat
        do {
            output = try DateOutputFormat(argument: format, mode: .date)
        } catch {
            throw .usage(error.description)
        }
        let parser = DateInputParser(timeZone: resolved.timeZone, now: now)
        let (lower, upper, boundsWarning) = try parser.bounds(min: min, max: max)
        let warnings = resolved.warnings + (boundsWarning.map { [$0] } ?? [])
        let values = try value.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
            .map { (text: String) throws(PickFailure) -> (String, Date) in (text, try parser.date(text, flag: "--value")) }
        let ordered = values.sorted { $0.1 < $1.1 }
        let state = DatePickerState(
            mode: .date, style: .inline, date: ordered.first?.1, locale: resolved.locale,
            calendar: resolved.calendar, timeZone: resolved.timeZone, now: now)
        // Checked here to name the flags; the prompt checks the same.
        let bounded = DateSetCalendar.halfOpenState(state, from: lower, upTo: upper)
        for (text, date) in values where !DateSetCalendar.isEnabled(bounded.context.dayNumber(of: date), in: bounded) {
            throw .usage("--value \(text) is outside --min/--max (--max is the first day that cannot be chosen)")
        }
        let choices = try multiSelect.options.choices(presetRows: values.map { bounded.context.dayNumber(of: $0.1) },
                                              presets: "--value", defaultLimit: nil)
        let prompt: PickerPrompt<DateSetTerminalPicker, [DatePickerState]>
        do {
            prompt = try Prompt.datesPicking(
                presentation.flags.header, state: state, days: values.map(\.1), from: lower, upTo: upper, limit: choices.limit,
                minimumCount: choices.minimumCount, compact: style == "compact", showsHelp: !presentation.flags.noHelp,
                warnings: warnings)
        } catch {
            throw .usage(error.description)
        }
        let separator = separator ?? "\n"
        var outcome = try PickerLauncher.launch(
            prompt.map { Array(output.string(for: $0, separator: separator).utf8) }, presentation: presentation.flags,
            context: context)
        // An empty set prints nothing at all, not an empty line.
        if outcome.standardOutput == [UInt8(ascii: "\n")] { outcome.standardOutput = [] }
        return outcome
    }
}

extension DatesCommand {
    /// The command from a ``PlainArguments`` line (the fast path; see there): no items.
    static func reading(_ line: PlainArguments) throws(PlainArguments.Unreadable) -> Self {
        guard line.items.isEmpty else { throw PlainArguments.Unreadable() }
        var command = Self()
        command.value = line.strings("value")
        (command.min, command.max) = (line.string("min"), line.string("max"))
        command.style = line.string("style") ?? Self.defaultStyle
        command.settings = CalendarSettingOptions.reading(line)
        command.format = line.string("format") ?? DatePickerOptions.defaultFormat
        command.separator = line.string("separator")
        command.multiSelect = MultiSelectOptions.Declaration(try MultiSelectOptions.reading(line))
        command.presentation = SessionFlags.Declaration(try SessionFlags.reading(line))
        return command
    }
}
