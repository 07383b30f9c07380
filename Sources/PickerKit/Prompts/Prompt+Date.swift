import Foundation
import PickerCore
import PickerTerminal

extension Prompt {
    /// Asks for a day and returns it: the first instant of that day in the prompt's calendar and
    /// time zone.
    ///
    /// The style decides the look (Behaviour 2.2): `automatic` and `inline` show a month grid
    /// (arrows by day and week, Page Up/Down by month, `t` today), `wheels` month, day and year
    /// wheels in the locale's order, `compact` a button that opens the grid. Days outside
    /// `bounds` are dimmed and cannot be chosen; an `initial` outside them starts at the
    /// nearest bound.
    ///
    /// The locale, calendar and time zone come from `environment` (`LANG`, `TZ`, ...) unless
    /// given here: `LANG=de_DE.UTF-8` shows German month names and a Monday-first week with no
    /// code at all.
    ///
    /// - Parameters:
    ///   - question: The header line, and the answered line's title; nil for none.
    ///   - initial: The day selected at first (today when nil).
    ///   - bounds: The earliest and latest instants that may be chosen.
    ///   - style: `automatic`, `inline`, `wheels` or `compact`.
    ///   - locale: Overrides the environment's locale (and then its calendar, unless `calendar` is given).
    ///   - calendar: Overrides the calendar (japanese, hebrew, buddhist, ...).
    ///   - timeZone: Overrides the environment's time zone.
    ///   - isDateEnabled: Which days may be chosen, asked with a day's first instant: the grid
    ///     dims and skips the others, and Enter on one (a wheel's day) is refused with
    ///     `unavailableMessage` under the picker (Behaviour 6.4). Nil: every day in `bounds`.
    ///   - unavailableMessage: What a refused day shows.
    ///   - validate: Why an answer cannot be accepted (nil: it can), asked on Enter: a message
    ///     refuses Enter and shows under the picker until the answer is valid (Behaviour 6.4).
    ///   - presentation: How the prompt is shown; see ``PromptPresentation``.
    ///   - environment: Locale, zone, colours, screen-reader mode, terminal; see ``PromptEnvironment``.
    /// - Throws: how the prompt ended without an answer (``PromptError``).
    ///
    /// ```swift
    /// let now = Date.now
    /// let day = try Prompt.date("Day", in: now...now.addingTimeInterval(30 * 86_400))
    /// // Day
    /// //      ‹ November 2026 ›
    /// // Sun Mon Tue Wed Thu Fri Sat
    /// //  ...
    /// // ←→↑↓ day · pgup/pgdn month · t today · enter select · esc cancel
    /// ```
    public static func date(
        _ question: String? = nil, initial: Date? = nil, in bounds: ClosedRange<Date>? = nil,
        style: DateStyle = .automatic, locale: Locale? = nil, calendar: Calendar? = nil,
        timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        unavailableMessage: String = "That day is not available", validate: ((Date) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) throws(PromptError) -> Date {
        let settings = DatePromptSettings(mode: .date, initial: initial, bounds: bounds, style: style,
                                          locale: locale, calendar: calendar, timeZone: timeZone)
        return try dateInstantPrompt(question, settings, presentation: presentation, environment: environment)
            .ruling(days: isDateEnabled, unavailableMessage).validating(validate).run(presentation: presentation, environment: environment)
    }

    /// Asks for a time of day on hour and minute wheels (and AM/PM where the locale uses a
    /// 12-hour clock) and returns the instant: `initial`'s day (today) at that time.
    ///
    /// `minuteInterval` steps the minute wheel (1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30; any
    /// other falls back to 1 with a warning), and the value starts rounded down to it.
    ///
    /// ```swift
    /// let time = try Prompt.time("Time", minuteInterval: 15)
    /// // Time
    /// //
    /// //     1   15
    /// //   › 2 ‹ 30  PM
    /// //     3   45
    /// //
    /// // ↑↓ change · ←→ column · enter select · esc cancel
    /// ```
    public static func time(
        _ question: String? = nil, initial: Date? = nil, in bounds: ClosedRange<Date>? = nil,
        minuteInterval: Int = 1, style: DateStyle = .automatic, locale: Locale? = nil,
        calendar: Calendar? = nil, timeZone: TimeZone? = nil, validate: ((Date) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) throws(PromptError) -> Date {
        let settings = DatePromptSettings(mode: .time, initial: initial, bounds: bounds, minuteInterval: minuteInterval,
                                          style: style, locale: locale, calendar: calendar, timeZone: timeZone)
        return try dateInstantPrompt(question, settings, presentation: presentation, environment: environment)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// Asks for a day and a time: by default the month grid with the time wheels beside it
    /// (below it in a narrow window); `wheels` shows one date wheel ("Today", weekdays) and
    /// the time wheels.
    ///
    /// ```swift
    /// let start = try Prompt.dateAndTime("Starts", in: Date.now...Date.distantFuture, minuteInterval: 5)
    /// ```
    public static func dateAndTime(
        _ question: String? = nil, initial: Date? = nil, in bounds: ClosedRange<Date>? = nil,
        minuteInterval: Int = 1, style: DateStyle = .automatic, locale: Locale? = nil,
        calendar: Calendar? = nil, timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        unavailableMessage: String = "That day is not available", validate: ((Date) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) throws(PromptError) -> Date {
        let settings = DatePromptSettings(mode: .dateAndTime, initial: initial, bounds: bounds,
                                          minuteInterval: minuteInterval, style: style, locale: locale,
                                          calendar: calendar, timeZone: timeZone)
        return try dateInstantPrompt(question, settings, presentation: presentation, environment: environment)
            .ruling(days: isDateEnabled, unavailableMessage).validating(validate).run(presentation: presentation, environment: environment)
    }

    /// Asks for a month of a year on month and year wheels (the calendar's months and years)
    /// and returns an instant in that month (`initial`'s day and time where the month has
    /// it). Only the `wheels` style exists for it.
    ///
    /// ```swift
    /// let month = try Prompt.yearAndMonth("Expires")
    /// Calendar.current.component(.month, from: month)
    /// ```
    public static func yearAndMonth(
        _ question: String? = nil, initial: Date? = nil, in bounds: ClosedRange<Date>? = nil,
        locale: Locale? = nil, calendar: Calendar? = nil, timeZone: TimeZone? = nil,
        validate: ((Date) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) throws(PromptError) -> Date {
        let settings = DatePromptSettings(mode: .yearAndMonth, initial: initial, bounds: bounds, style: .wheels,
                                          locale: locale, calendar: calendar, timeZone: timeZone)
        return try dateInstantPrompt(question, settings, presentation: presentation, environment: environment)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// Asks for a duration on hour (0–23) and minute wheels, as a countdown timer does, and
    /// returns it; seconds are dropped, the most is 23 h 59 min, and zero becomes one interval.
    ///
    /// ```swift
    /// let rest = try Prompt.countdown("Rest", initial: .seconds(25 * 60), minuteInterval: 5)
    /// // Rest
    /// //
    /// //     0 hours  20 min
    /// //   › 0 hours  25 min ‹
    /// //     1 hour   30 min
    /// //
    /// rest   // .seconds(1500)
    /// ```
    public static func countdown(
        _ question: String? = nil, initial: Duration? = nil, minuteInterval: Int = 1, locale: Locale? = nil,
        validate: ((Duration) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) throws(PromptError) -> Duration {
        try countdownPrompt(question, initial: initial, minuteInterval: minuteInterval, locale: locale,
                            presentation: presentation, environment: environment)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// The prompt ``countdown(_:initial:minuteInterval:locale:validate:presentation:environment:)`` runs.
    static func countdownPrompt(
        _ question: String?, initial: Duration?, minuteInterval: Int, locale: Locale?,
        presentation: PromptPresentation, environment: PromptEnvironment
    ) throws(PromptError) -> PickerPrompt<DateTerminalPicker, Duration> {
        let seconds = initial.map { Double($0.components.seconds) } ?? 0
        let settings = DatePromptSettings(mode: .countDownTimer, duration: seconds, minuteInterval: minuteInterval,
                                          style: .wheels, locale: locale)
        return try datePrompt(question, settings, presentation: presentation, environment: environment)
            .map { Duration.seconds(Int64($0.countDownDuration)) }
    }
}

extension Prompt {
    /// The prompt a date prompt of `settings` runs, giving back its instant: the start of the
    /// chosen day for a `date` prompt, the selected instant otherwise.
    static func dateInstantPrompt(
        _ question: String?, _ settings: DatePromptSettings, presentation: PromptPresentation,
        environment: PromptEnvironment
    ) throws(PromptError) -> PickerPrompt<DateTerminalPicker, Date> {
        try datePrompt(question, settings, presentation: presentation, environment: environment)
            .instant(for: settings.mode)
    }
}

extension PickerPrompt where Value == DatePickerState {
    /// The instant a date prompt of `mode` gives back: the start of the chosen day for `date`
    /// (the day is the answer, not the moment it was chosen at), the selected instant otherwise.
    func instant(for mode: DatePickerMode) -> PickerPrompt<Picker, Date> {
        mode == .date ? map(\.startOfDay) : map(\.date)
    }
}

extension DatePickerState {
    /// The first instant of the selected day, in the state's calendar and zone: what a date
    /// prompt returns, whatever time of day the value carried.
    var startOfDay: Date { calendar.startOfDay(for: date) }
}
