import Foundation
import PickerCore
import PickerTerminal

extension Prompt {
    /// Asks for a date, a time, both, or a month in a textual field of segments (Behaviour 3.1, the
    /// Mac's `.field` date picker style) and returns the instant.
    ///
    /// The value is one line as the locale writes it (`11/22/2026`, `22.11.2026`, `2026/11/22`,
    /// `오후 2:30`); ←/→ and Tab move between segments, ↑/↓ step the focused one, digits type
    /// it and move on by themselves, letters choose a month name or AM/PM, Backspace clears.
    /// `stepper` adds a `▲▼` stepper at the end of the line (`.stepperField`); `elements` adds
    /// seconds (the value keeps them), the era or the time zone as segments. The locale,
    /// calendar and time zone come from `environment` unless given here.
    ///
    /// - Parameters:
    ///   - question: The header line, and the answered line's title; nil for none.
    ///   - mode: `date`, `time`, `dateAndTime` or `yearAndMonth` (a countdown is
    ///     `countdownField(_:initial:minuteInterval:stepper:locale:validate:presentation:environment:)`).
    ///   - initial: The value at first (now when nil).
    ///   - bounds: The earliest and latest instants that may be chosen.
    ///   - minuteInterval: The minute segment's step (1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30).
    ///   - stepper: Adds the `▲▼` stepper (the stepper field style).
    ///   - elements: Seconds, the era, the time zone as segments.
    ///   - locale: Overrides the environment's locale.
    ///   - calendar: Overrides the calendar.
    ///   - timeZone: Overrides the environment's time zone.
    ///   - validate: Why an answer cannot be accepted (nil: it can), asked on Enter: a message
    ///     refuses Enter and shows under the picker until the answer is valid (Behaviour 6.4).
    ///   - presentation: Where and how the prompt is drawn.
    ///   - environment: Where the locale, zone, now and terminal come from.
    /// - Throws: how the prompt ended without an answer (``PromptError``).
    ///
    /// ```swift
    /// let day = try Prompt.dateField("Check-in", stepper: true)
    /// // Check-in
    /// // 11/22/2026   ▲▼
    /// // ↑↓ change · ←→ segment · enter select · esc cancel
    /// ```
    public static func dateField(
        _ question: String? = nil, mode: DatePickerMode = .date, initial: Date? = nil,
        in bounds: ClosedRange<Date>? = nil, minuteInterval: Int = 1, stepper: Bool = false,
        elements: DatePickerElements = [], locale: Locale? = nil, calendar: Calendar? = nil, timeZone: TimeZone? = nil,
        validate: ((Date) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) throws(PromptError) -> Date {
        let settings = DatePromptSettings(mode: mode, initial: initial, bounds: bounds, minuteInterval: minuteInterval,
                                          style: stepper ? .stepperField : .field, locale: locale, calendar: calendar,
                                          timeZone: timeZone)
        return try dateFieldPrompt(question, settings, elements: elements, presentation: presentation,
                                   environment: environment)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// The `async` twin of `dateField(_:mode:initial:in:minuteInterval:stepper:elements:locale:calendar:timeZone:validate:presentation:environment:)`:
    /// cancelling the task closes the prompt and throws ``PromptError/taskCancelled``.
    ///
    /// ```swift
    /// let day = try await Prompt.dateField("Check-in", stepper: true)
    /// ```
    public static func dateField(
        _ question: String? = nil, mode: DatePickerMode = .date, initial: Date? = nil,
        in bounds: ClosedRange<Date>? = nil, minuteInterval: Int = 1, stepper: Bool = false,
        elements: DatePickerElements = [], locale: Locale? = nil, calendar: Calendar? = nil, timeZone: TimeZone? = nil,
        validate: ((Date) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Date {
        let settings = DatePromptSettings(mode: mode, initial: initial, bounds: bounds, minuteInterval: minuteInterval,
                                          style: stepper ? .stepperField : .field, locale: locale, calendar: calendar,
                                          timeZone: timeZone)
        return try await dateFieldPrompt(question, settings, elements: elements, presentation: presentation,
                                         environment: environment)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// Asks for a duration in a textual field of hours and minutes, written as the locale
    /// writes a duration (`1 hr, 15 min`), and returns it; zero becomes one interval.
    ///
    /// ```swift
    /// let rest = try Prompt.countdownField("Rest", initial: .seconds(4500))
    /// // Rest
    /// // 1 hr, 15 min
    /// ```
    public static func countdownField(
        _ question: String? = nil, initial: Duration? = nil, minuteInterval: Int = 1, stepper: Bool = false,
        locale: Locale? = nil, validate: ((Duration) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) throws(PromptError) -> Duration {
        try countdownFieldPrompt(question, initial: initial, minuteInterval: minuteInterval, stepper: stepper,
                                 locale: locale, presentation: presentation, environment: environment)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// The `async` twin of `countdownField(_:initial:minuteInterval:stepper:locale:validate:presentation:environment:)`.
    ///
    /// ```swift
    /// let rest = try await Prompt.countdownField("Rest", initial: .seconds(4500))
    /// ```
    public static func countdownField(
        _ question: String? = nil, initial: Duration? = nil, minuteInterval: Int = 1, stepper: Bool = false,
        locale: Locale? = nil, validate: ((Duration) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Duration {
        try await countdownFieldPrompt(question, initial: initial, minuteInterval: minuteInterval, stepper: stepper,
                                       locale: locale, presentation: presentation, environment: environment)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// The prompt `dateField` runs, giving back the field's instant; a countdown is refused,
    /// since its value is a `Duration` (`countdownField`).
    static func dateFieldPrompt(
        _ question: String?, _ settings: DatePromptSettings, elements: DatePickerElements,
        presentation: PromptPresentation, environment: PromptEnvironment
    ) throws(PromptError) -> PickerPrompt<DateTerminalPicker, Date> {
        guard settings.mode != .countDownTimer else {
            throw .invalidArgument("a countdown field is Prompt.countdownField, which returns a Duration")
        }
        return try fieldPicking(question, settings, elements: elements, presentation: presentation, environment: environment)
            .map(\.date)
    }

    /// The prompt `countdownField` runs, giving back the field's duration.
    static func countdownFieldPrompt(
        _ question: String?, initial: Duration?, minuteInterval: Int, stepper: Bool, locale: Locale?,
        presentation: PromptPresentation, environment: PromptEnvironment
    ) throws(PromptError) -> PickerPrompt<DateTerminalPicker, Duration> {
        let seconds = initial.map { Double($0.components.seconds) } ?? 0
        let settings = DatePromptSettings(mode: .countDownTimer, duration: seconds, minuteInterval: minuteInterval,
                                          style: stepper ? .stepperField : .field, locale: locale)
        return try fieldPicking(question, settings, elements: [], presentation: presentation, environment: environment)
            .map { Duration.seconds(Int64($0.countDownDuration)) }
    }

    /// The prompt a field prompt runs: ``datePrompt(_:_:presentation:environment:)``'s state
    /// (the environment's locale, calendar, zone and now filled in) with `elements` added.
    static func fieldPicking(
        _ question: String?, _ settings: DatePromptSettings, elements: DatePickerElements,
        presentation: PromptPresentation, environment: PromptEnvironment
    ) throws(PromptError) -> PickerPrompt<DateTerminalPicker, DatePickerState> {
        let base = try datePrompt(question, settings, presentation: presentation, environment: environment)
        let resolved = base.initialValue
        let state = DatePickerState(
            mode: resolved.mode, style: resolved.style, date: settings.initial ?? resolved.date,
            minimumDate: resolved.minimumDate, maximumDate: resolved.maximumDate,
            minuteInterval: resolved.minuteInterval.requested, roundsToMinuteInterval: resolved.roundsToMinuteInterval,
            countDownDuration: settings.duration, locale: resolved.locale, calendar: resolved.calendar,
            timeZone: resolved.timeZone, now: resolved.now, elements: elements)
        return try datePrompt(question, state: state, showsHelp: presentation.showsHelp, warnings: base.warnings)
    }
}
