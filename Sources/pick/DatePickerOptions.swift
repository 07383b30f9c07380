import ArgumentParser

/// The flags every date command shares: style, value, bounds, interval, locale, calendar,
/// zone and output format, as text; ``DatePickerRequest`` reads and checks them.
struct DatePickerOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "automatic, wheels (wheel is read too), inline (the month grid), compact, field or stepper-field (a textual "
            + "field of segments, with a stepper), graphical (the month grid with a clock face; date, time and datetime).",
        valueName: "STYLE"))
    var style = Self.defaultStyle

    @Option(help: ArgumentHelp(
        "The value at first: 2026-11-22, 14:30 or 2026-11-22T14:30, with an optional offset "
            + "(+01:00, Z); for countdown, seconds or 1h15m (default: now; countdown: one interval).",
        valueName: "VALUE"))
    var value: String?

    @Option(help: ArgumentHelp("The earliest value that may be chosen (same forms as --value).", valueName: "DATE"))
    var min: String?

    @Option(help: ArgumentHelp("The latest value that may be chosen (same forms as --value).", valueName: "DATE"))
    var max: String?

    @Option(
        name: .customLong("minute-interval"),
        help: ArgumentHelp("Minutes step by this: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30 (others fall back to 1).",
                           valueName: "N"))
    var minuteInterval = Self.defaultMinuteInterval

    @Option(help: ArgumentHelp(
        "Locale: an ICU or BCP 47 name (de_DE, de-DE, zh-Hant-TW), a region whose script is implied "
            + "(zh_TW, sr_RS), or a POSIX name (de_DE.UTF-8, sr_RS@latin, C); ICU keywords are kept "
            + "(ja_JP@calendar=japanese). Default: from LC_ALL, LC_TIME or LANG, with a warning when that "
            + "names no locale with data.",
        valueName: "ID"))
    var locale: String?

    @Option(help: ArgumentHelp("Calendar such as gregorian, japanese, hebrew (default: the locale's).", valueName: "ID"))
    var calendar: String?

    @Option(
        name: .customLong("time-zone"),
        help: ArgumentHelp("Time zone such as Europe/Berlin (default: TZ, else the system's).", valueName: "ID"))
    var timeZone: String?

    @Option(help: ArgumentHelp(
        "Output: iso, unix or json (any letter case), or an ICU date pattern such as dd.MM.yyyy "
            + "(in the picker's locale and calendar; it needs a date or time field, and other letters "
            + "go in quotes: 'at'). ISO values are proleptic Gregorian, years 0001 to 9999.",
        valueName: "FORMAT"))
    var format = Self.defaultFormat

    @OptionGroup var elements: DateFieldOptions

    // The defaults, shared by ArgumentParser's declarations and the plain reader.
    static let defaultStyle = "automatic"
    static let defaultMinuteInterval = 1
    static let defaultFormat = "iso"

    static let environmentFlags: [EnvironmentFlag] = [
        .init("style", .value), .init("value", .value), .init("min", .value), .init("max", .value),
        .init("minute-interval", .value), .init("locale", .value), .init("calendar", .value),
        .init("time-zone", .value), .init("format", .value),
    ] + DateFieldOptions.environmentFlags
}

extension DatePickerOptions {
    /// The flags from a ``PlainArguments`` line (the fast path; see there).
    static func reading(_ line: PlainArguments) throws(PlainArguments.Unreadable) -> Self {
        var flags = Self()
        flags.style = line.string("style") ?? Self.defaultStyle
        flags.value = line.string("value")
        flags.min = line.string("min")
        flags.max = line.string("max")
        flags.minuteInterval = try line.value("minute-interval") ?? Self.defaultMinuteInterval
        flags.locale = line.string("locale")
        flags.calendar = line.string("calendar")
        flags.timeZone = line.string("time-zone")
        flags.format = line.string("format") ?? Self.defaultFormat
        flags.elements = DateFieldOptions.reading(line)
        return flags
    }
}
