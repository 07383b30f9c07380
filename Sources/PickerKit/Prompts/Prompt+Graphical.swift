import Foundation
import PickerCore
import PickerTerminal

extension Prompt {
    /// Asks for a date, a time or both in the graphical style (Behaviour 3.2, the Mac's `.graphical`
    /// date picker style): the month grid with an analog clock face for the time, and returns
    /// the instant (the start of the day for `date`).
    ///
    /// `date` shows the grid alone, `time` the clock alone, `dateAndTime` both (the clock beside
    /// the grid, below it in a narrow window); Tab moves between them. On the clock ↑/↓ turn the
    /// minute hand by `minuteInterval`, Shift-↑/↓ or Page Up/Down the hour hand, Space switches
    /// AM/PM where the locale uses a 12-hour clock, digits type the time; a click on the dial
    /// points the hand of that part of it there (inner: hour, outer: minute). The locale,
    /// calendar and time zone come from `environment` unless given here.
    ///
    /// - Parameters:
    ///   - question: The header line, and the answered line's title; nil for none.
    ///   - mode: `date`, `time` or `dateAndTime`.
    ///   - initial: The value at first (now when nil).
    ///   - bounds: The earliest and latest instants that may be chosen.
    ///   - minuteInterval: The minute hand's step (1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30).
    ///   - locale: Overrides the environment's locale.
    ///   - calendar: Overrides the calendar.
    ///   - timeZone: Overrides the environment's time zone.
    ///   - isDateEnabled: Which days may be chosen, asked with a day's first instant: the grid
    ///     dims and skips the others, and Enter on one is refused with `unavailableMessage`
    ///     under the picker (Behaviour 6.4). Nil: every day in `bounds`.
    ///   - unavailableMessage: What a refused day shows.
    ///   - validate: Why an answer cannot be accepted (nil: it can), asked on Enter: a message
    ///     refuses Enter and shows under the picker until the answer is valid (Behaviour 6.4).
    ///   - presentation: Where and how the prompt is drawn.
    ///   - environment: Where the locale, zone, now and terminal come from.
    /// - Throws: how the prompt ended without an answer (``PromptError``);
    ///   ``PromptError/invalidArgument(_:)`` for a countdown or a month.
    ///
    /// ```swift
    /// let meeting = try Prompt.graphicalDate("When")
    /// // 60 columns, en_US, Sunday 22 November 2026 at 2:30 PM, no colour:
    /// // When
    /// //      ‹ November 2026 ›            ⢀⡠⠒⠒⠒⡒⠒⠒⢄⡀
    /// // Sun Mon Tue Wed Thu Fri Sat     ⢀⠞⠁⠘   ⠇  ⠃⠈⠳⡀
    /// //   1   2   3   4   5   6   7    ⢠⠊⠒          ⠒⠑⡄
    /// //   8   9  10  11  12  13  14    ⢸       ⣀⣠⠤⠤   ⣇
    /// //  15  16  17  18  19  20  21    ⢸⠈⠉⠁    ⡇    ⠉⠉⡇
    /// // [22] 23  24  25  26  27  28    ⠘⢄⠤     ⡇    ⠦⡠⠃
    /// //  29  30   1   2   3   4   5     ⠈⢦⡀⢠   ⡇  ⡄⢀⡴⠁
    /// //                                   ⠈⠑⠤⠤⠤⡧⠤⠤⠊⠁
    /// //                                     2:30 PM
    /// //                                    AM  [PM]
    /// // ←→↑↓ day · pgup/pgdn month · enter select · esc cancel
    /// ```
    public static func graphicalDate(
        _ question: String? = nil, mode: DatePickerMode = .dateAndTime, initial: Date? = nil,
        in bounds: ClosedRange<Date>? = nil, minuteInterval: Int = 1, locale: Locale? = nil, calendar: Calendar? = nil,
        timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        unavailableMessage: String = "That day is not available", validate: ((Date) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) throws(PromptError) -> Date {
        let settings = DatePromptSettings(mode: mode, initial: initial, bounds: bounds, minuteInterval: minuteInterval,
                                          style: .graphical, locale: locale, calendar: calendar, timeZone: timeZone)
        return try graphicalInstantPrompt(question, settings, presentation: presentation, environment: environment)
            .ruling(days: isDateEnabled, unavailableMessage).validating(validate).run(presentation: presentation, environment: environment)
    }

    /// The `async` twin of `graphicalDate(_:mode:initial:in:minuteInterval:locale:calendar:timeZone:isDateEnabled:unavailableMessage:validate:presentation:environment:)`:
    /// cancelling the task closes the prompt and throws ``PromptError/taskCancelled``.
    ///
    /// ```swift
    /// let when = try await Prompt.graphicalDate("When", minuteInterval: 15)
    /// ```
    public static func graphicalDate(
        _ question: String? = nil, mode: DatePickerMode = .dateAndTime, initial: Date? = nil,
        in bounds: ClosedRange<Date>? = nil, minuteInterval: Int = 1, locale: Locale? = nil, calendar: Calendar? = nil,
        timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        unavailableMessage: String = "That day is not available", validate: ((Date) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Date {
        let settings = DatePromptSettings(mode: mode, initial: initial, bounds: bounds, minuteInterval: minuteInterval,
                                          style: .graphical, locale: locale, calendar: calendar, timeZone: timeZone)
        return try await graphicalInstantPrompt(question, settings, presentation: presentation, environment: environment)
            .ruling(days: isDateEnabled, unavailableMessage).validating(validate).run(presentation: presentation, environment: environment)
    }

    /// The prompt `graphicalDate` runs, giving back its instant: the start of the chosen day
    /// for the `date` mode, the selected instant otherwise.
    static func graphicalInstantPrompt(
        _ question: String?, _ settings: DatePromptSettings, presentation: PromptPresentation,
        environment: PromptEnvironment
    ) throws(PromptError) -> PickerPrompt<GraphicalDatePicker, Date> {
        try graphicalDatePrompt(question, settings, presentation: presentation, environment: environment)
            .instant(for: settings.mode)
    }

    /// The prompt ``graphicalDate(_:mode:initial:in:minuteInterval:locale:calendar:timeZone:isDateEnabled:unavailableMessage:validate:presentation:environment:)``
    /// runs: ``datePrompt(_:_:presentation:environment:)``'s state (the environment's locale,
    /// calendar, zone and now filled in) in a ``GraphicalDatePicker``.
    static func graphicalDatePrompt(
        _ question: String?, _ settings: DatePromptSettings, presentation: PromptPresentation,
        environment: PromptEnvironment
    ) throws(PromptError) -> PickerPrompt<GraphicalDatePicker, DatePickerState> {
        let base = try datePrompt(question, settings, presentation: presentation, environment: environment)
        return try graphicalDatePrompt(question, state: base.initialValue, showsHelp: presentation.showsHelp, warnings: base.warnings)
    }

    /// The prompt for a graphical date picker in `state`, as `pick`'s date commands show it with
    /// `--style graphical`: `question` as the header, the value's formatted text on the answered line.
    ///
    /// ```swift
    /// let prompt = try Prompt.graphicalDatePrompt("When", state: state, showsHelp: true)
    /// ```
    public static func graphicalDatePrompt(
        _ question: String?, state: DatePickerState, showsHelp: Bool, accessibilityLabel: String? = nil,
        warnings: [String] = []
    ) throws(PromptError) -> PickerPrompt<GraphicalDatePicker, DatePickerState> {
        let picker: GraphicalDatePicker
        do {
            picker = try GraphicalDatePicker(state: state, header: question, showsHelp: showsHelp,
                                             accessibilityLabel: accessibilityLabel)
        } catch {
            throw .invalidArgument(error.description)
        }
        return PickerPrompt(
            picker, warnings: warnings,
            answer: { PickerPrompt<GraphicalDatePicker, DatePickerState>.answeredLine(title: question, answer: $0.picker.formattedValue) },
            value: \.state)
    }
}
