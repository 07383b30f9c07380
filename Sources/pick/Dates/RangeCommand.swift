import Foundation
import PickerKit
import PickerFormats

/// `pick range`: a start and an end day on a month grid (Behaviour 3.2, NSDatePicker's range mode).
///
/// Enter or Space anchors the start, moving shows the span, Enter or Space sets the end, and
/// Enter on the complete range confirms it. `--min` / `--max` bound both ends (closed, as
/// `pick date` takes them).
///
/// ```sh
/// pick range --value 2026-11-22/2026-11-28 --no-input               # 2026-11-22/2026-11-28
/// pick range --value 2026-11-22/2026-11-28 --no-input --format json
/// # {"start":"2026-11-22","end":"2026-11-28","days":7,"seconds":604800}
/// pick range --with-time --value 2026-11-22T09:00/2026-11-28T17:30 --time-zone Europe/Berlin --no-input
/// # 2026-11-22T09:00:00+01:00/2026-11-28T17:30:00+01:00
/// ```
struct RangeCommand: PickSubcommand {
    static let name = "range"
    static let abstract = "Choose a start and an end day; prints them as an ISO interval, 2026-11-22/2026-11-28."
    static let discussion = """
        A month grid: arrows move by day and week, Page Up and Page Down (or the mouse wheel) \
        by month, t goes to today. Enter or Space anchors the start; moving shows the span; \
        Enter or Space sets the end (an end before the start swaps them; one day is a range); \
        Enter on a complete range confirms it, Space starts a new one. Shift+arrows extend from \
        the anchor; Esc drops the anchor, or cancels without one. With the mouse: click the \
        start and the end, or press on one and release on the other. --style compact shows a \
        button (Nov 22 – 28, 2026) that opens the grid. --with-time adds a start and an end \
        time under the grid (00:00 and 23:59 unless --value gives times): Tab goes grid, start \
        time, end time; in a field ↑/↓ step, digits type, a or p choose AM/PM; an end time \
        before the start on the same day is refused with a notice.

        Example: pick range --min 2026-11-01 --max 2027-10-31 --format json
        """

    var value: String?
    var min: String?
    var max: String?
    var style = "inline"
    var withTime = false
    var minuteInterval = DatePickerOptions.defaultMinuteInterval
    var settings = CalendarSettingOptions()
    var format = DatePickerOptions.defaultFormat
    var separator: String?
    var presentation = SessionFlags()

    static var flags: FlagTable<Self> {
        FlagTable([
            .text(
                "value", value: "VALUE",
                help: "yyyy-MM-dd puts the cursor on that day; START/END (2026-11-22/2026-11-28) presets a complete range (default: the cursor on today).") { $0.value = $1 },
            .text("min", value: "DATE", help: "The earliest day either end may be (same forms as pick date's --min).") { $0.min = $1 },
            .text("max", value: "DATE", help: "The latest day either end may be (same forms as pick date's --max).") { $0.max = $1 },
            .text(
                "style", value: "STYLE", help: "inline (the month grid; graphical is read too) or compact (a button that opens it).",
                default: "inline", completion: .words(["inline", "compact"])) { $0.style = $1 },
            .toggle("with-time", help: "Start and end time fields under the grid; the output then carries the times.") { $0.withTime = true },
            .integer(
                "minute-interval", value: "N",
                help: "With --with-time, minutes step by this: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30.",
                default: DatePickerOptions.defaultMinuteInterval, minimum: .min) { $0.minuteInterval = $1 },
        ])
            + CalendarSettingOptions.flags.lifted { $1(&$0.settings) }
            + FlagTable([
                .text(
                    "format", value: "FORMAT",
                    help: "iso (2026-11-22/2026-11-28), json ({\"start\",\"end\",\"days\",\"seconds\"}), unix (two numbers), "
                        + "interval (the locale's own: Nov 22 – 28, 2026) or an ICU date pattern for both ends.",
                    default: DatePickerOptions.defaultFormat, completion: .words(["iso", "json", "unix", "interval"])) { $0.format = $1 },
                .text("separator", value: "TEXT", help: "Put between the two ends of a pattern.", default: "' – '") { $0.separator = $1 },
            ])
            + SessionFlags.flags.lifted { $1(&$0.presentation) }
    }

    func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome {
        // `graphical` is the grid's old name here (in `date` it adds a clock face), still read.
        let style = try StyleName.read(style, accepted: ["inline", "compact"], aliases: ["graphical": "inline"], command: "range")
        let now = Date()
        let resolved = try settings.resolved(in: context)
        let output: DayRangeOutputFormat
        do {
            output = try DayRangeOutputFormat(argument: format, separator: separator)
        } catch {
            throw .usage(error.description)
        }
        let parser = DateInputParser(timeZone: resolved.timeZone, now: now)
        let (lower, upper, boundsWarning) = try parser.bounds(min: min, max: max)
        let (cursor, preset) = try Self.read(value, parser)
        if presentation.noInput, preset == nil {
            throw .usage("--no-input needs a complete range: --value START/END")
        }
        let state = DatePickerState(
            mode: .date, style: .inline, date: cursor, minimumDate: lower, maximumDate: upper, locale: resolved.locale,
            calendar: resolved.calendar, timeZone: resolved.timeZone, now: now)
        let days = state.context
        if let preset, [preset.lowerBound, preset.upperBound].contains(where: {
            !DayRangeCalendar.isEnabled(days.dayNumber(of: $0), in: state)
        }) {
            throw .usage("--value \(value ?? "") reaches outside --min/--max")
        }
        let times = withTime ? DayRangeTimes(selection: Self.hasTimes(value) ? preset : nil, in: state,
                                             minuteInterval: minuteInterval) : nil
        let prompt: PickerPrompt<DayRangeTerminalPicker, DayRangeTerminalPicker>
        do {
            prompt = try Prompt.rangePrompt(
                presentation.header, state: state, initial: preset, times: times, compact: style == "compact",
                showsHelp: !presentation.noHelp, warnings: resolved.warnings + (boundsWarning.map { [$0] } ?? []))
        } catch {
            throw .usage(error.description)
        }
        return try PickerLauncher.launch(
            prompt.map { Array(($0.formatted(output) ?? "").utf8) }, presentation: presentation, context: context)
    }

    /// True when `--value` names times (`2026-11-22T09:00/2026-11-28T17:30`): they then preset the fields.
    private static func hasTimes(_ value: String?) -> Bool {
        value?.contains("T") ?? false
    }

    /// `--value`: a day for the cursor, or `START/END` for a complete range (either order).
    private static func read(_ text: String?, _ parser: DateInputParser) throws(PickFailure)
        -> (cursor: Date?, preset: ClosedRange<Date>?)
    {
        guard let text else { return (nil, nil) }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        switch parts.count {
        case 1:
            return (try parser.date(text, flag: "--value"), nil)
        case 2:
            let (start, end) = (try parser.date(parts[0], flag: "--value"), try parser.date(parts[1], flag: "--value"))
            let range = Swift.min(start, end) ... Swift.max(start, end)
            return (range.lowerBound, range)
        default:
            throw .usage("--value: \"\(text)\" is neither a day nor START/END")
        }
    }
}
