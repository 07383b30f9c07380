import Foundation
import PickerCore
import PickerTerminal

extension Prompt {
    /// Asks for a range of days on a month grid (Behaviour 3.2, NSDatePicker's range mode) and
    /// returns its first and last day (see ``DayRange``).
    ///
    /// Arrows move the cursor; Enter or Space anchors the start, the span to the cursor shows
    /// as it moves (across months, Page Up/Down and the wheel turning them), Enter or Space sets
    /// the end, and Enter on a complete range confirms it. Shift+arrows extend from the anchor;
    /// Esc drops the anchor. A click anchors and a second click ends; a press released on
    /// another day is the range between them. An end before the start swaps them; one day is a
    /// range. Both ends stay inside `bounds`.
    ///
    /// - Parameters:
    ///   - question: The header line (the span follows it: `Stay · Nov 22 – 28, 2026 · 7 days`), and the answered line's title.
    ///   - initial: A range preset (the days holding its ends), confirmed by Enter at once; nil: the cursor on today.
    ///   - bounds: The days that may be chosen (closed, as `Prompt.date` takes them); nil for any.
    ///   - compact: A button (`Nov 22 – 28, 2026`) that opens the grid, instead of the grid.
    ///   - withTime: Start and end time fields under the grid (Tab reaches them): the answer's
    ///     ends then carry hours and minutes and its ``DayRange/interval`` runs from the start
    ///     time to the end time; the times are `initial`'s, else 00:00 and 23:59.
    ///   - locale: Overrides the environment's locale (and then its calendar, unless `calendar` is given).
    ///   - calendar: Overrides the calendar shown.
    ///   - timeZone: Overrides the environment's time zone.
    ///   - isDateEnabled: Which days may be an end of the range, asked with a day's first instant:
    ///     the grid dims the others, the cursor skips them and a click on one is refused (a range
    ///     may still run across them, as a stay over a closed Sunday does); nil for every day.
    ///   - validate: Why an answer cannot be accepted (nil: it can), asked on Enter: a message
    ///     refuses Enter and shows under the picker until the answer is valid (Behaviour 6.4).
    ///   - presentation: How the prompt is shown; see ``PromptPresentation``.
    ///   - environment: Locale, zone, now, terminal; see ``PromptEnvironment``.
    /// - Throws: ``PromptError/invalidArgument(_:)`` for a preset reaching outside `bounds` or
    ///   ending on a day `isDateEnabled` refuses;
    ///   otherwise how the prompt ended without an answer.
    ///
    /// ```swift
    /// let stay = try Prompt.range("Stay", in: today ... nextYear)
    /// // Stay · Nov 22 – 28, 2026 · 7 days
    /// //      ‹ November 2026 ›
    /// // Sun Mon Tue Wed Thu Fri Sat
    /// // ...
    /// // [22  23  24  25  26  27  28]
    /// stay.dayCount   // 7
    /// ```
    public static func range(
        _ question: String? = nil, initial: ClosedRange<Date>? = nil, in bounds: ClosedRange<Date>? = nil,
        compact: Bool = false, withTime: Bool = false, locale: Locale? = nil, calendar: Calendar? = nil,
        timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        validate: ((DayRange) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) throws(PromptError) -> DayRange {
        try rangePrompt(question, initial: initial, in: bounds, compact: compact, withTime: withTime,
                        locale: locale, calendar: calendar, timeZone: timeZone, isDateEnabled: isDateEnabled,
                        presentation: presentation, environment: environment)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// The `async` twin of
    /// `Prompt.range(...)`.
    ///
    /// ```swift
    /// let stay = try await Prompt.range("Stay")
    /// ```
    public static func range(
        _ question: String? = nil, initial: ClosedRange<Date>? = nil, in bounds: ClosedRange<Date>? = nil,
        compact: Bool = false, withTime: Bool = false, locale: Locale? = nil, calendar: Calendar? = nil,
        timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        validate: ((DayRange) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) async throws(PromptError) -> DayRange {
        try await rangePrompt(question, initial: initial, in: bounds, compact: compact, withTime: withTime,
                              locale: locale, calendar: calendar, timeZone: timeZone, isDateEnabled: isDateEnabled,
                         presentation: presentation, environment: environment)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// The prompt `Prompt.range(...)` runs, its value the chosen ``DayRange``.
    ///
    /// ```swift
    /// let prompt = try Prompt.rangePrompt("Stay", initial: nov22 ... nov28, environment: environment)
    /// prompt.initialValue.dayCount   // 7
    /// ```
    public static func rangePrompt(
        _ question: String? = nil, initial: ClosedRange<Date>? = nil, in bounds: ClosedRange<Date>? = nil,
        compact: Bool = false, withTime: Bool = false, locale: Locale? = nil, calendar: Calendar? = nil,
        timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment
    ) throws(PromptError) -> PickerPrompt<DayRangeTerminalPicker, DayRange> {
        let locale = locale ?? environment.locale
        let timeZone = timeZone ?? environment.timeZone
        var calendar = calendar ?? (locale == environment.locale ? environment.calendar : locale.calendar)
        calendar.timeZone = timeZone
        let state = DatePickerState(mode: .date, style: .inline, date: initial?.lowerBound,
                                    minimumDate: bounds?.lowerBound, maximumDate: bounds?.upperBound, locale: locale,
                                    calendar: calendar, timeZone: timeZone, now: environment.now ?? Date())
        let warnings = locale == environment.locale ? environment.localeWarning.map { [$0] } ?? [] : []
        let times = withTime ? DayRangeTimes(selection: initial, in: state) : nil
        return try rangePrompt(question, state: state, initial: initial, times: times, isDateEnabled: isDateEnabled,
                               compact: compact, showsHelp: presentation.showsHelp, warnings: warnings)
            .map { DayRange($0.model, times: $0.times) }
    }

    /// The range prompt on `state` (its locale, calendar, zone and bounds; the cursor on its
    /// value), with the days holding `initial`'s ends preset and, with `times`, the time fields
    /// under the grid and, with `isDateEnabled`, only the days it allows as ends; its value the
    /// picker as the person left it (what `pick range` formats
    /// with ``/PickerTerminal/DayRangeTerminalPicker``'s ``/PickerTerminal/DayRangeTerminalPicker/formatted(_:)``); see `Prompt.range(...)`.
    ///
    /// ```swift
    /// let prompt = try Prompt.rangePrompt("Stay", state: state, initial: nov22 ... nov28, compact: false,
    ///                                     showsHelp: true)
    /// prompt.initialValue.model.range?.count   // 7
    /// ```
    public static func rangePrompt(
        _ question: String?, state: DatePickerState, initial: ClosedRange<Date>?, times: DayRangeTimes? = nil,
        isDateEnabled: (@Sendable (Date) -> Bool)? = nil, compact: Bool, showsHelp: Bool, warnings: [String] = []
    ) throws(PromptError) -> PickerPrompt<DayRangeTerminalPicker, DayRangeTerminalPicker> {
        let context = state.context
        let days = initial.map { context.dayNumber(of: $0.lowerBound) ... context.dayNumber(of: $0.upperBound) }
        if let days, !DayRangeCalendar.isEnabled(days.lowerBound, in: state) || !DayRangeCalendar.isEnabled(days.upperBound, in: state) {
            throw .invalidArgument("the selected range reaches outside the bounds")
        }
        if let days, !DateSetCalendar.isChoosable(days.lowerBound, in: state, isDateEnabled)
            || !DateSetCalendar.isChoosable(days.upperBound, in: state, isDateEnabled) {
            throw .invalidArgument("the selected range ends on a day isDateEnabled refuses")
        }
        var model = DayRangeCalendar(state: state, range: days)
        model.isDateEnabled = isDateEnabled
        let picker = DayRangeTerminalPicker(model: model, times: times, header: question, showsHelp: showsHelp,
                                            compact: compact)
        typealias Days = PickerPrompt<DayRangeTerminalPicker, DayRangeTerminalPicker>
        return Days(
            picker, warnings: warnings,
            answer: { picker in
                Days.answeredLine(title: question, answer: picker.times == nil
                    ? picker.model.buttonTitle : picker.formatted(.interval) ?? picker.model.buttonTitle)
            },
            value: { picker in picker })
    }
}
