import ArgumentParser
import Foundation
import PickerKit

/// The locale, calendar and time zone flags the calendar-grid commands share (`pick dates`,
/// `pick range`), as one option group, and how they are read — the same reading as
/// ``DatePickerRequest``'s: ``LocaleArgument``, ``CalendarArgument``, ``TimeZoneArgument``, and
/// the environment's locale (with its warning) and zone when a flag is absent.
///
/// ```swift
/// struct RangeCommand: PickSubcommand {
///     @OptionGroup var settings: CalendarSettingOptions
/// }
/// let resolved = try settings.resolved(environment: ["LANG": "de_DE.UTF-8"])
/// resolved.locale.identifier   // "de_DE"
/// ```
struct CalendarSettingOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Locale, as for pick date (default: from LC_ALL, LC_TIME or LANG).", valueName: "ID"))
    var locale: String?

    @Option(help: ArgumentHelp("Calendar such as gregorian, japanese, hebrew (default: the locale's).", valueName: "ID"))
    var calendar: String?

    @Option(
        name: .customLong("time-zone"),
        help: ArgumentHelp("Time zone such as Europe/Berlin (default: TZ, else the system's).", valueName: "ID"))
    var timeZone: String?

    static let environmentFlags: [EnvironmentFlag] = [
        .init("locale", .value), .init("calendar", .value), .init("time-zone", .value),
    ]

    /// The locale, calendar and zone the flags and `environment` ask for, with the warnings to
    /// print (a locale variable naming no locale with data).
    struct Resolved {
        var locale: Locale
        var calendar: Calendar
        var timeZone: TimeZone
        var warnings: [String]
    }

    /// Reads the flags: unknown names are usage errors (exit 2).
    func resolved(environment: [String: String]) throws(PickFailure) -> Resolved {
        try Self.resolve(locale: locale, calendar: calendar, timeZone: timeZone, environment: environment)
    }

    /// Reads locale, calendar and zone flag texts (nil: from `environment`).
    static func resolve(locale: String?, calendar: String?, timeZone: String?, environment: [String: String])
        throws(PickFailure) -> Resolved
    {
        var warnings: [String] = []
        // The locale and zone the environment gives, read by PickerKit as for any program.
        let setting = PromptEnvironment.reading(environment)
        let chosenLocale: Locale
        if let locale {
            chosenLocale = try LocaleArgument.locale(locale)
        } else {
            chosenLocale = setting.locale
            if let warning = setting.localeWarning { warnings.append(warning) }
        }
        return Resolved(
            locale: chosenLocale, calendar: try calendar.map(CalendarArgument.calendar) ?? chosenLocale.calendar,
            timeZone: try timeZone.map(TimeZoneArgument.timeZone) ?? setting.timeZone, warnings: warnings)
    }
}

extension CalendarSettingOptions {
    /// The flags from a ``PlainArguments`` line (the fast path; see there).
    static func reading(_ line: PlainArguments) -> Self {
        var flags = Self()
        (flags.locale, flags.calendar, flags.timeZone) = (line.string("locale"), line.string("calendar"), line.string("time-zone"))
        return flags
    }
}
