import Foundation
import PickerCore
import PickerKit
import PickerFormats

/// What a date command's flags and environment ask for, read and checked: the picker's state,
/// the output format, and the warnings to print.
///
/// Defaults: the locale from `LC_ALL` / `LC_TIME` / `LANG`, the zone from `TZ` or the system,
/// the calendar from the locale, the value `now` (rounded down to the minute interval), a
/// countdown of one interval. Malformed values, unknown locales, calendars or zones, and styles
/// the mode does not have are usage errors (exit 2); an invalid minute interval and a `--min`
/// later than `--max` are warnings, as the platform falls back silently (Behaviour 2.6, 2.7).
///
/// ```swift
/// let context = CommandContext(environment: ["LANG": "de_DE.UTF-8", "TZ": "Europe/Berlin"])
/// let request = try DatePickerRequest(mode: .date, command: "date", options: options, context: context, now: Date())
/// request.state.locale.identifier   // "de_DE"
/// ```
struct DatePickerRequest {
    var state: DatePickerState
    var output: DateOutputFormat
    /// Lines for stderr (without `pick: `), e.g. the minute interval fallback.
    var warnings: [String]

    /// Reads the flags in `context` (its environment, and whether it is the `pick` process:
    /// ``CalendarSettingOptions/resolve(locale:calendar:timeZone:in:)``).
    init(
        mode: DatePickerMode, command: String, options: DatePickerOptions, context: CommandContext, now: Date
    ) throws(PickFailure) {
        let name = try StyleName.read(options.style, accepted: DateStyle.allCases.map(\.rawValue), command: command)
        // `read` gives back one of the accepted names, each a style's raw value.
        let style = DateStyle(rawValue: name) ?? .automatic
        if case let .failure(.unavailable(style, _)) = style.resolved(for: mode) {
            let allowed = DateStyle.allCases
                .filter { $0 != .automatic && (try? $0.resolved(for: mode).get()) != nil }
                .map(\.rawValue).joined(separator: ", ")
            throw .usage("--style \(style.rawValue) is not available for pick \(command) (use \(allowed))")
        }
        let settings = try CalendarSettingOptions.resolve(
            locale: options.locale, calendar: options.calendar, timeZone: options.timeZone, in: context)
        warnings = settings.warnings
        let (locale, calendar, timeZone) = (settings.locale, settings.calendar, settings.timeZone)
        do {
            output = try DateOutputFormat(argument: options.format, mode: mode)
        } catch {
            throw .usage(error.description)
        }

        let parser = DateInputParser(timeZone: timeZone, now: now)
        var value: Date?
        var duration: TimeInterval = 0
        var minimum: Date?
        var maximum: Date?
        if mode == .countDownTimer {
            if let text = options.value { duration = try Self.read("--value", text) { try DateInputParser.duration($0) } }
            if options.min != nil || options.max != nil {
                warnings.append("--min and --max do not apply to a countdown; ignored")
            }
        } else {
            let read = { (flag: String, text: String?) throws(PickFailure) -> Date? in
                guard let text else { return nil }
                return try Self.read(flag, Self.dayFilled(text, mode: mode)) { try parser.date($0) }
            }
            value = try read("--value", options.value)
            minimum = try read("--min", options.min)
            maximum = try read("--max", options.max)
            if let minimum, let maximum, maximum < minimum {
                warnings.append("--min \(options.min ?? "") is later than --max \(options.max ?? ""); both are ignored")
            }
        }
        state = DatePickerState(
            mode: mode, style: style, date: value, minimumDate: minimum, maximumDate: maximum,
            minuteInterval: options.minuteInterval, countDownDuration: duration,
            locale: locale, calendar: calendar, timeZone: timeZone, now: now, elements: options.elements.elements)
        if let warning = state.minuteIntervalWarning { warnings.append(warning.description) }
        if options.elements.seconds, mode.showsTime, !state.keepsSeconds {
            warnings.append("--seconds shows in the field styles only; the value is printed without seconds")
        }
    }

    /// `parse(text)`, or a usage error naming the flag.
    private static func read<Value>(_ flag: String, _ text: String, _ parse: (String) throws -> Value)
        throws(PickFailure) -> Value
    {
        do {
            return try parse(text)
        } catch let error as DateInputParser.ParseError {
            throw .usage("\(flag): \(error.description)")
        } catch {
            throw .usage("\(flag): cannot read \"\(text)\"")
        }
    }

    /// `pick month --value 2026-11` means the month: read it as its first day.
    private static func dayFilled(_ text: String, mode: DatePickerMode) -> String {
        let trimmed = text.trimmingWhitespace()
        let isYearMonth = trimmed.count == 7 && trimmed.enumerated().allSatisfy { index, character in
            index == 4 ? character == "-" : character.isASCII && character.isNumber
        }
        return mode == .yearAndMonth && isYearMonth ? trimmed + "-01" : text
    }
}
