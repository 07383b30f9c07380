/// The flags every date command shares: style, value, bounds, interval, locale, calendar,
/// zone and output format, as text; ``DatePickerRequest`` reads and checks them.
struct DatePickerOptions {
    var style = Self.defaultStyle
    var value: String?
    var min: String?
    var max: String?
    var minuteInterval = Self.defaultMinuteInterval
    var locale: String?
    var calendar: String?
    var timeZone: String?
    var format = Self.defaultFormat
    var elements = DateFieldOptions()

    static let defaultStyle = "automatic"
    static let defaultMinuteInterval = 1
    static let defaultFormat = "iso"

    static var flags: FlagTable<Self> {
        FlagTable([
            .text(
                "style", value: "STYLE",
                help: "automatic, wheels (wheel is read too), inline (the month grid), compact, field or stepper-field (a textual "
                    + "field of segments, with a stepper), graphical (the month grid with a clock face; date, time and datetime).",
                default: defaultStyle,
                completion: .words(["automatic", "wheels", "inline", "compact", "field", "stepper-field", "graphical"])) { $0.style = $1 },
            .text(
                "value", value: "VALUE",
                help: "The value at first: 2026-11-22, 14:30 or 2026-11-22T14:30, with an optional offset "
                    + "(+01:00, Z); for countdown, seconds or 1h15m (default: now; countdown: one interval).") { $0.value = $1 },
            .text("min", value: "DATE", help: "The earliest value that may be chosen (same forms as --value).") { $0.min = $1 },
            .text("max", value: "DATE", help: "The latest value that may be chosen (same forms as --value).") { $0.max = $1 },
            // Any whole number: one the platform does not take falls back to 1 with a warning.
            .integer(
                "minute-interval", value: "N",
                help: "Minutes step by this: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30 (others fall back to 1).",
                default: defaultMinuteInterval, minimum: .min) { $0.minuteInterval = $1 },
            .text(
                "locale", value: "ID",
                help: "Locale: an ICU or BCP 47 name (de_DE, de-DE, zh-Hant-TW), a region whose script is implied "
                    + "(zh_TW, sr_RS), or a POSIX name (de_DE.UTF-8, sr_RS@latin, C); ICU keywords are kept "
                    + "(ja_JP@calendar=japanese). Default: from LC_ALL, LC_TIME or LANG, with a warning when that "
                    + "names no locale with data.",
                completion: .known(.locales)) { $0.locale = $1 },
            CalendarSettingOptions.calendarFlag { $0.calendar = $1 },
            CalendarSettingOptions.timeZoneFlag { $0.timeZone = $1 },
            .text(
                "format", value: "FORMAT",
                help: "Output: iso, unix or json (any letter case), or an ICU date pattern such as dd.MM.yyyy "
                    + "(in the picker's locale and calendar; it needs a date or time field, and other letters "
                    + "go in quotes: 'at'). ISO values are proleptic Gregorian, years 0001 to 9999.",
                default: defaultFormat, completion: .words(["iso", "unix", "json"])) { $0.format = $1 },
        ]) + DateFieldOptions.flags.lifted { $1(&$0.elements) }
    }
}
