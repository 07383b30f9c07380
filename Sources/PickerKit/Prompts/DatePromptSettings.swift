import Foundation
import PickerCore
import PickerTerminal

/// What a date prompt asks for, before the environment fills in what is left: the mode, the
/// value and bounds, the interval, the style, and any locale, calendar or zone that overrides
/// the environment's.
///
/// The one-call date prompts make one of these; ``Prompt/datePrompt(_:_:presentation:environment:)``
/// turns it into the ``PickerPrompt`` they run, which a form or a test can also take.
///
/// ```swift
/// let settings = DatePromptSettings(mode: .time, minuteInterval: 15)
/// let prompt = try Prompt.datePrompt("Time", settings, environment: .current)
/// prompt.initialValue.date   // now, rounded down to the quarter hour
/// ```
public struct DatePromptSettings: Equatable, Sendable {
    /// What the picker picks.
    public var mode: DatePickerMode
    /// The instant selected at first; nil: now.
    public var initial: Date?
    /// The countdown's first duration in seconds (`countDownTimer` only).
    public var duration: TimeInterval
    /// The earliest and latest instants that may be chosen; ignored by a countdown.
    public var bounds: ClosedRange<Date>?
    /// The minute wheel's step.
    public var minuteInterval: Int
    /// How the picker looks.
    public var style: DateStyle
    /// Overrides the environment's locale.
    public var locale: Locale?
    /// Overrides the calendar (else the locale's: the override's, or the environment's).
    public var calendar: Calendar?
    /// Overrides the environment's time zone.
    public var timeZone: TimeZone?

    /// Settings for a `mode` prompt; everything else has the platform's default.
    public init(
        mode: DatePickerMode, initial: Date? = nil, duration: TimeInterval = 0, bounds: ClosedRange<Date>? = nil,
        minuteInterval: Int = 1, style: DateStyle = .automatic, locale: Locale? = nil,
        calendar: Calendar? = nil, timeZone: TimeZone? = nil
    ) {
        self.mode = mode
        self.initial = initial
        self.duration = duration
        self.bounds = bounds
        self.minuteInterval = minuteInterval
        self.style = style
        self.locale = locale
        self.calendar = calendar
        self.timeZone = timeZone
    }

    /// What a screen reader calls the picker when it has no header: "Date", "Time", ...
    public var spokenName: String { spokenName(in: .english) }

    /// The same in the language of `strings` (Behaviour 6.1): "Datum", "Uhrzeit", ...
    ///
    /// ```swift
    /// DatePromptSettings(mode: .time).spokenName(in: PromptStrings(language: "de"))   // "Uhrzeit"
    /// ```
    public func spokenName(in strings: PromptStrings) -> String { mode.spokenName(in: strings) }
}

extension Prompt {
    /// The prompt a date prompt runs: `settings` with the environment's locale, calendar, zone
    /// and now where they give none; its value is the picker's state as the person left it.
    ///
    /// Warnings printed when it opens: the environment's ``PromptEnvironment/localeWarning``
    /// when its locale is used, and a minute interval that fell back to 1.
    ///
    /// - Throws: ``PromptError/invalidArgument(_:)`` for a style the mode does not have
    ///   (a compact countdown, an inline month).
    ///
    /// ```swift
    /// let prompt = try Prompt.datePrompt("Day", DatePromptSettings(mode: .date), environment: .current)
    /// let day = try prompt.map(\.date).run()
    /// ```
    public static func datePrompt(
        _ question: String?, _ settings: DatePromptSettings, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment
    ) throws(PromptError) -> PickerPrompt<DateTerminalPicker, DatePickerState> {
        var warnings: [String] = []
        let locale = settings.locale ?? environment.locale
        if settings.locale == nil, settings.mode != .countDownTimer, let warning = environment.localeWarning {
            warnings.append(warning)
        }
        let calendar = settings.calendar ?? (settings.locale?.calendar ?? environment.calendar)
        let state = DatePickerState(
            mode: settings.mode, style: settings.style, date: settings.initial,
            minimumDate: settings.bounds?.lowerBound, maximumDate: settings.bounds?.upperBound,
            minuteInterval: settings.minuteInterval, countDownDuration: settings.duration, locale: locale,
            calendar: calendar, timeZone: settings.timeZone ?? environment.timeZone, now: environment.now ?? Date())
        if let warning = state.minuteIntervalWarning { warnings.append(warning.description) }
        return try datePrompt(
            question, state: state, showsHelp: presentation.showsHelp, warnings: warnings)
    }

    /// The prompt for a date picker in `state`, as `pick`'s date commands show it: `question`
    /// as the header, the value's formatted text on the answered line.
    ///
    /// ```swift
    /// let prompt = try Prompt.datePrompt("Day", state: state, showsHelp: true)
    /// ```
    public static func datePrompt(
        _ question: String?, state: DatePickerState, showsHelp: Bool, accessibilityLabel: String? = nil,
        warnings: [String] = []
    ) throws(PromptError) -> PickerPrompt<DateTerminalPicker, DatePickerState> {
        let picker: DateTerminalPicker
        do {
            picker = try DateTerminalPicker(
                state: state, header: question, showsHelp: showsHelp, accessibilityLabel: accessibilityLabel)
        } catch {
            throw .invalidArgument(error.description)
        }
        return PickerPrompt(
            picker, warnings: warnings,
            answer: { PickerPrompt<DateTerminalPicker, DatePickerState>.answeredLine(title: question, answer: $0.picker.formattedValue) },
            value: \.state)
    }
}
