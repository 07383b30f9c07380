import ArgumentParser
import Foundation
import PickerKit

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
struct RangeCommand: PickSubcommand, PlainCommand {
    typealias Plain = Self

    static let configuration = CommandConfiguration(
        commandName: "range",
        abstract: "Choose a start and an end day; prints them as an ISO interval, 2026-11-22/2026-11-28.",
        discussion: """
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
    )

    @Option(help: ArgumentHelp(
        "yyyy-MM-dd puts the cursor on that day; START/END (2026-11-22/2026-11-28) presets a complete range (default: the cursor on today).",
        valueName: "VALUE"))
    var value: String?

    @Option(help: ArgumentHelp("The earliest day either end may be (same forms as pick date's --min).", valueName: "DATE"))
    var min: String?

    @Option(help: ArgumentHelp("The latest day either end may be (same forms as pick date's --max).", valueName: "DATE"))
    var max: String?

    @Option(help: ArgumentHelp(
        "inline (the month grid, the default; graphical is read too) or compact (a button that opens it).", valueName: "STYLE"))
    var style = Self.defaultStyle

    @Flag(name: .customLong("with-time"),
          help: "Start and end time fields under the grid; the output then carries the times.")
    var withTime = false

    @Option(name: .customLong("minute-interval"),
            help: ArgumentHelp("With --with-time, minutes step by this: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30.",
                               valueName: "N"))
    var minuteInterval = DatePickerOptions.defaultMinuteInterval

    @OptionGroup var settings: CalendarSettingOptions

    @Option(help: ArgumentHelp(
        "iso (2026-11-22/2026-11-28), json ({\"start\",\"end\",\"days\",\"seconds\"}), unix (two numbers), "
            + "interval (the locale's own: Nov 22 – 28, 2026) or an ICU date pattern for both ends.",
        valueName: "FORMAT"))
    var format = DatePickerOptions.defaultFormat

    @Option(help: ArgumentHelp("Put between the two ends of a pattern (default: ' – ').", valueName: "TEXT"))
    var separator: String?

    @OptionGroup var presentation: SessionFlags.Declaration

    static let defaultStyle = "inline"

    static let environmentFlags: [EnvironmentFlag] = [
        .init("value", .value), .init("min", .value), .init("max", .value), .init("style", .value),
        .init("with-time", .flag), .init("minute-interval", .value),
    ] + CalendarSettingOptions.environmentFlags + [
        .init("format", .value), .init("separator", .value),
    ] + SessionFlags.environmentFlags

    func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome {
        // `graphical` is the grid's old name here (in `date` it adds a clock face), still read.
        let style = try StyleName.read(style, accepted: ["inline", "compact"], aliases: ["graphical": "inline"], command: "range")
        let now = Date()
        let resolved = try settings.resolved(environment: context.environment)
        let output: DayRangeOutputFormat
        do {
            output = try DayRangeOutputFormat(argument: format, separator: separator)
        } catch {
            throw .usage(error.description)
        }
        let parser = DateInputParser(timeZone: resolved.timeZone, now: now)
        let (lower, upper, boundsWarning) = try parser.bounds(min: min, max: max)
        let (cursor, preset) = try Self.read(value, parser)
        if presentation.flags.noInput, preset == nil {
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
            prompt = try Prompt.rangePicking(
                presentation.flags.header, state: state, selection: preset, times: times, compact: style == "compact",
                showsHelp: !presentation.flags.noHelp, warnings: resolved.warnings + (boundsWarning.map { [$0] } ?? []))
        } catch {
            throw .usage(error.description)
        }
        return try PickerLauncher.launch(
            prompt.map { Array(($0.formatted(output) ?? "").utf8) }, presentation: presentation.flags, context: context)
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

extension RangeCommand {
    /// The command from a ``PlainArguments`` line (the fast path; see there): no items.
    static func reading(_ line: PlainArguments) throws(PlainArguments.Unreadable) -> Self {
        guard line.items.isEmpty else { throw PlainArguments.Unreadable() }
        var command = Self()
        command.value = line.string("value")
        (command.min, command.max) = (line.string("min"), line.string("max"))
        command.style = line.string("style") ?? Self.defaultStyle
        command.withTime = line.flag("with-time")
        command.minuteInterval = try line.value("minute-interval") ?? DatePickerOptions.defaultMinuteInterval
        command.settings = CalendarSettingOptions.reading(line)
        command.format = line.string("format") ?? DatePickerOptions.defaultFormat
        command.separator = line.string("separator")
        command.presentation = SessionFlags.Declaration(try SessionFlags.reading(line))
        return command
    }
}
