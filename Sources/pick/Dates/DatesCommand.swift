import Foundation
import PickerCore
import PickerKit
import PickerFormats

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
struct DatesCommand: PickSubcommand {
    static let name = "dates"
    static let abstract = "Choose any number of days; prints each as yyyy-MM-dd, one per line."
    static let discussion = """
        A month grid: arrows move by day and week, Page Up and Page Down by month, t goes to \
        today; Space chooses or unchooses a day (so does a click), and Enter confirms the \
        days chosen, in calendar order. Nothing chosen prints nothing (status 0) unless \
        --min-count asks for more. --style compact shows a button (3 days: Nov 22, 25, 28) \
        that opens the grid.

        Example: pick dates --value 2026-11-22 --value 2026-11-25 --max 2027-01-01 --limit 5
        """

    var value: [String] = []
    var min: String?
    var max: String?
    var style = "inline"
    var settings = CalendarSettingOptions()
    var format = DatePickerOptions.defaultFormat
    var separator: String?
    var multiSelect = MultiSelectOptions()
    var presentation = SessionFlags()

    static var flags: FlagTable<Self> {
        FlagTable([
            .texts(
                "value", value: "DATE",
                help: "A day chosen at first, yyyy-MM-dd (repeatable, or a comma list); the cursor starts on the earliest (default: today).") { $0.value.append($1) },
            .text("min", value: "DATE", help: "The first day that may be chosen.") { $0.min = $1 },
            .text(
                "max", value: "DATE",
                help: "The first day that can NOT be chosen: the range is half-open, so the last day is the one before.") { $0.max = $1 },
            .text(
                "style", value: "STYLE", help: "inline (the grid) or compact (a button that opens it).", default: "inline",
                completion: .words(["inline", "compact"])) { $0.style = $1 },
        ])
            + CalendarSettingOptions.flags.lifted { $1(&$0.settings) }
            + FlagTable([
                .text(
                    "format", value: "FORMAT",
                    help: "Each day as iso, unix or an ICU date pattern (dd.MM.yyyy); json prints one array of {\"value\",\"iso\",\"unix\"} objects.",
                    default: DatePickerOptions.defaultFormat, completion: .words(["iso", "unix", "json"])) { $0.format = $1 },
                .text("separator", value: "TEXT", help: "Put between the days instead of a line break (e.g. ', ').") { $0.separator = $1 },
            ])
            + MultiSelectOptions.flags.lifted { $1(&$0.multiSelect) } + SessionFlags.flags.lifted { $1(&$0.presentation) }
    }

    func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome {
        let style = try StyleName.read(style, accepted: ["inline", "compact"], command: "dates")
        let now = Date()
        let resolved = try settings.resolved(in: context)
        let output: DateOutputFormat
        do {
            output = try DateOutputFormat(argument: format, mode: .date)
        } catch {
            throw .usage(error.description)
        }
        let parser = DateInputParser(timeZone: resolved.timeZone, now: now)
        let (lower, upper, boundsWarning) = try parser.bounds(min: min, max: max)
        let warnings = resolved.warnings + (boundsWarning.map { [$0] } ?? [])
        let values = try value.flatMap { $0.split(separator: ",").map { $0.trimmingWhitespace() } }
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
        let choices = try multiSelect.choices(presetRows: values.map { bounded.context.dayNumber(of: $0.1) },
                                              presets: "--value", defaultLimit: nil)
        let prompt: PickerPrompt<DateSetTerminalPicker, [DatePickerState]>
        do {
            prompt = try Prompt.datesPrompt(
                presentation.header, state: state, days: values.map(\.1), from: lower, upTo: upper, limit: choices.limit,
                minimumCount: choices.minimumCount, compact: style == "compact", showsHelp: !presentation.noHelp,
                warnings: warnings)
        } catch {
            throw .usage(error.description)
        }
        let separator = separator ?? "\n"
        var outcome = try PickerLauncher.launch(
            prompt.map { Array(output.string(for: $0, separator: separator).utf8) }, presentation: presentation,
            context: context)
        // An empty set prints nothing at all, not an empty line.
        if outcome.standardOutput == [UInt8(ascii: "\n")] { outcome.standardOutput = [] }
        return outcome
    }
}
