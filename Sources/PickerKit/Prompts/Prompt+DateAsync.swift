import Foundation
import PickerCore
import PickerTerminal

/// The `async` twins of the date prompts: the same prompts, run without blocking the caller's
/// thread; cancelling the task closes the prompt and throws ``PromptError/taskCancelled``.
extension Prompt {
    /// The `async` twin of ``date(_:initial:in:style:locale:calendar:timeZone:isDateEnabled:unavailableMessage:validate:presentation:environment:)``.
    ///
    /// ```swift
    /// let day = try await Prompt.date("Day", in: Date.now...Date.distantFuture)
    /// ```
    public static func date(
        _ question: String? = nil, initial: Date? = nil, in bounds: ClosedRange<Date>? = nil,
        style: DateStyle = .automatic, locale: Locale? = nil, calendar: Calendar? = nil,
        timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        unavailableMessage: String = "That day is not available", validate: ((Date) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Date {
        let settings = DatePromptSettings(mode: .date, initial: initial, bounds: bounds, style: style,
                                          locale: locale, calendar: calendar, timeZone: timeZone)
        return try await dateInstantPrompt(question, settings, presentation: presentation, environment: environment)
            .ruling(days: isDateEnabled, unavailableMessage).validating(validate).run(presentation: presentation, environment: environment)
    }

    /// The `async` twin of ``time(_:initial:in:minuteInterval:style:locale:calendar:timeZone:validate:presentation:environment:)``.
    ///
    /// ```swift
    /// let time = try await Prompt.time("Time", minuteInterval: 15)
    /// ```
    public static func time(
        _ question: String? = nil, initial: Date? = nil, in bounds: ClosedRange<Date>? = nil,
        minuteInterval: Int = 1, style: DateStyle = .automatic, locale: Locale? = nil,
        calendar: Calendar? = nil, timeZone: TimeZone? = nil, validate: ((Date) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Date {
        let settings = DatePromptSettings(mode: .time, initial: initial, bounds: bounds, minuteInterval: minuteInterval,
                                          style: style, locale: locale, calendar: calendar, timeZone: timeZone)
        return try await dateInstantPrompt(question, settings, presentation: presentation, environment: environment)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// The `async` twin of ``dateAndTime(_:initial:in:minuteInterval:style:locale:calendar:timeZone:isDateEnabled:unavailableMessage:validate:presentation:environment:)``.
    ///
    /// ```swift
    /// let start = try await Prompt.dateAndTime("Starts", minuteInterval: 5)
    /// ```
    public static func dateAndTime(
        _ question: String? = nil, initial: Date? = nil, in bounds: ClosedRange<Date>? = nil,
        minuteInterval: Int = 1, style: DateStyle = .automatic, locale: Locale? = nil,
        calendar: Calendar? = nil, timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        unavailableMessage: String = "That day is not available", validate: ((Date) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Date {
        let settings = DatePromptSettings(mode: .dateAndTime, initial: initial, bounds: bounds,
                                          minuteInterval: minuteInterval, style: style, locale: locale,
                                          calendar: calendar, timeZone: timeZone)
        return try await dateInstantPrompt(question, settings, presentation: presentation, environment: environment)
            .ruling(days: isDateEnabled, unavailableMessage).validating(validate).run(presentation: presentation, environment: environment)
    }

    /// The `async` twin of ``yearAndMonth(_:initial:in:locale:calendar:timeZone:validate:presentation:environment:)``.
    ///
    /// ```swift
    /// let month = try await Prompt.yearAndMonth("Expires")
    /// ```
    public static func yearAndMonth(
        _ question: String? = nil, initial: Date? = nil, in bounds: ClosedRange<Date>? = nil,
        locale: Locale? = nil, calendar: Calendar? = nil, timeZone: TimeZone? = nil,
        validate: ((Date) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Date {
        let settings = DatePromptSettings(mode: .yearAndMonth, initial: initial, bounds: bounds, style: .wheels,
                                          locale: locale, calendar: calendar, timeZone: timeZone)
        return try await dateInstantPrompt(question, settings, presentation: presentation, environment: environment)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// The `async` twin of ``countdown(_:initial:minuteInterval:locale:validate:presentation:environment:)``.
    ///
    /// ```swift
    /// let rest = try await Prompt.countdown("Rest", initial: .seconds(1500))
    /// ```
    public static func countdown(
        _ question: String? = nil, initial: Duration? = nil, minuteInterval: Int = 1, locale: Locale? = nil,
        validate: ((Duration) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Duration {
        try await countdownPrompt(question, initial: initial, minuteInterval: minuteInterval, locale: locale,
                                  presentation: presentation, environment: environment)
            .validating(validate).run(presentation: presentation, environment: environment)
    }
}
