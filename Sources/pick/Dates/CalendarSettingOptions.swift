import Foundation
import PickerKit

/// The locale, calendar and time zone flags the calendar-grid commands share (`pick dates`,
/// `pick range`), as one option group, and how they are read — the same reading as
/// ``DatePickerRequest``'s: ``LocaleArgument``, ``CalendarArgument``, ``TimeZoneArgument``, and
/// the environment's locale (with its warning) and zone when a flag is absent.
///
/// ```swift
/// let settings = CalendarSettingOptions(locale: nil, calendar: "japanese", timeZone: nil)
/// let resolved = try settings.resolved(environment: ["LANG": "de_DE.UTF-8"])
/// resolved.locale.identifier   // "de_DE"
/// ```
struct CalendarSettingOptions {
    var locale: String?
    var calendar: String?
    var timeZone: String?

    static var flags: FlagTable<Self> {
        FlagTable([
            .text(
                "locale", value: "ID", help: "Locale, as for pick date (default: from LC_ALL, LC_TIME or LANG).",
                completion: .known(.locales)) { $0.locale = $1 },
            calendarFlag { $0.calendar = $1 }, timeZoneFlag { $0.timeZone = $1 },
        ])
    }

    /// `--calendar`, shared with the date commands' options.
    static func calendarFlag<Settings>(_ set: @escaping (inout Settings, String) -> Void) -> CommandFlag<Settings> {
        .text(
            "calendar", value: "ID", help: "Calendar such as gregorian, japanese, hebrew (default: the locale's).",
            completion: .known(.calendars), set)
    }

    /// `--time-zone`, shared with the date commands' options.
    static func timeZoneFlag<Settings>(_ set: @escaping (inout Settings, String) -> Void) -> CommandFlag<Settings> {
        .text(
            "time-zone", value: "ID", help: "Time zone such as Europe/Berlin (default: TZ, else the system's).",
            completion: .known(.timeZones), set)
    }

    /// The locale, calendar and zone the flags and `environment` ask for, with the warnings to
    /// print (a locale variable naming no locale with data).
    struct Resolved {
        var locale: Locale
        var calendar: Calendar
        var timeZone: TimeZone
        var warnings: [String]
    }

    /// Reads the flags in `context`: unknown names are usage errors (exit 2); see
    /// ``resolve(locale:calendar:timeZone:in:)``.
    func resolved(in context: CommandContext) throws(PickFailure) -> Resolved {
        try Self.resolve(locale: locale, calendar: calendar, timeZone: timeZone, in: context)
    }

    /// Reads locale, calendar and zone flag texts (nil: from the context's environment).
    ///
    /// In the `pick` process itself (``CommandContext/ownsProcess``) the zone becomes Foundation's default before the locale's calendar is made: Foundation
    /// gives every calendar it makes its default zone, and without one it finds the system's
    /// by reading the whole environment, twice, before the first frame. A test running commands
    /// in-process leaves the default alone, as other tests read it.
    static func resolve(
        locale: String?, calendar: String?, timeZone: String?, in context: CommandContext
    ) throws(PickFailure) -> Resolved {
        var warnings: [String] = []
        // The locale and zone the environment gives, read by PickerKit as for any program.
        let setting = PromptEnvironment.reading(context.environment)
        let chosenLocale: Locale
        if let locale {
            chosenLocale = try LocaleArgument.locale(locale)
        } else {
            chosenLocale = setting.locale
            if let warning = setting.localeWarning { warnings.append(warning) }
        }
        let chosenZone = try timeZone.map(TimeZoneArgument.timeZone) ?? setting.timeZone
        if context.ownsProcess { NSTimeZone.default = chosenZone }
        return Resolved(
            locale: chosenLocale, calendar: try calendar.map(CalendarArgument.calendar) ?? chosenLocale.calendar,
            timeZone: chosenZone, warnings: warnings)
    }
}
