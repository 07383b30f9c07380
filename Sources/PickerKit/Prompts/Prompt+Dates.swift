import Foundation
import PickerCore
import PickerTerminal

extension Prompt {
    /// Asks for a set of days on a month grid (Behaviour 5.1, as SwiftUI's `MultiDatePicker`) and
    /// returns them as date components (era, year, month, day in the calendar shown, with that
    /// calendar and the time zone).
    ///
    /// Arrows move the cursor by day and week, Page Up/Down by month; Space (or a click) chooses
    /// or unchooses a day, Enter confirms the set as it is. Days chosen in one month stay chosen
    /// while another is shown. `bounds` is half-open, as `MultiDatePicker(in:)` takes it: its
    /// upper bound is the first instant that cannot be chosen.
    ///
    /// - Parameters:
    ///   - question: The header line (the count follows it: `Trip · 3 days`), and the answered line's title.
    ///   - initial: The days chosen at first; the cursor starts on the earliest (else today).
    ///   - bounds: The days that may be chosen, half-open; nil for any.
    ///   - limit: The most days that may be chosen (nil: no limit); more is refused with a notice.
    ///   - minimumCount: The fewest Enter accepts. An empty set is an answer with 0, the default:
    ///     unlike `Prompt.chooseMany(...)`, Enter with no day chosen returns `[]`, never the day
    ///     under the cursor.
    ///   - compact: A button (`3 days: Nov 22, 25, 28`) that opens the grid, instead of the grid.
    ///   - locale: Overrides the environment's locale (and then its calendar, unless `calendar` is given).
    ///   - calendar: Overrides the calendar shown.
    ///   - timeZone: Overrides the environment's time zone.
    ///   - isDateEnabled: Which days may be chosen, asked with a day's first instant: the grid
    ///     dims the others, the cursor skips them and Space or a click on one is refused; nil
    ///     for every day.
    ///   - validate: Why an answer cannot be accepted (nil: it can), asked on Enter: a message
    ///     refuses Enter and shows under the picker until the answer is valid (Behaviour 6.4).
    ///   - presentation: How the prompt is shown; see ``PromptPresentation``.
    ///   - environment: Locale, zone, now, terminal; see ``PromptEnvironment``.
    /// - Throws: ``PromptError/invalidArgument(_:)`` for a selected day that is no date, lies
    ///   outside `bounds` or is one `isDateEnabled` refuses, more days than `limit`, or a `minimumCount` above it; otherwise how
    ///   the prompt ended without an answer.
    ///
    /// ```swift
    /// let trip = try Prompt.dates("Trip", in: today ..< nextYear, limit: 14)
    /// // Trip · 2 days
    /// //      ‹ November 2026 ›
    /// // Sun Mon Tue Wed Thu Fri Sat
    /// // ...
    /// // [22] 23  24 [25] 26  27  28
    /// trip.count    // 2
    /// ```
    public static func dates(
        _ question: String? = nil, initial: Set<DateComponents> = [], in bounds: Range<Date>? = nil,
        limit: Int? = nil, minimumCount: Int = 0, compact: Bool = false, locale: Locale? = nil,
        calendar: Calendar? = nil, timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        validate: ((Set<DateComponents>) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) throws(PromptError) -> Set<DateComponents> {
        try datesPrompt(question, initial: initial, in: bounds, limit: limit, minimumCount: minimumCount,
                        compact: compact, locale: locale, calendar: calendar, timeZone: timeZone,
                        isDateEnabled: isDateEnabled, presentation: presentation, environment: environment)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// The `async` twin of
    /// `Prompt.dates(...)`.
    ///
    /// ```swift
    /// let trip = try await Prompt.dates("Trip", limit: 14)
    /// ```
    public static func dates(
        _ question: String? = nil, initial: Set<DateComponents> = [], in bounds: Range<Date>? = nil,
        limit: Int? = nil, minimumCount: Int = 0, compact: Bool = false, locale: Locale? = nil,
        calendar: Calendar? = nil, timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        validate: ((Set<DateComponents>) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Set<DateComponents> {
        try await datesPrompt(question, initial: initial, in: bounds, limit: limit, minimumCount: minimumCount,
                              compact: compact, locale: locale, calendar: calendar, timeZone: timeZone,
                              isDateEnabled: isDateEnabled, presentation: presentation, environment: environment)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// The prompt `Prompt.dates(...)`
    /// runs, its value the chosen days as date components.
    ///
    /// ```swift
    /// let prompt = try Prompt.datesPrompt("Trip", initial: [nov22], environment: environment)
    /// prompt.initialValue   // [nov22]
    /// ```
    public static func datesPrompt(
        _ question: String? = nil, initial: Set<DateComponents> = [], in bounds: Range<Date>? = nil,
        limit: Int? = nil, minimumCount: Int = 0, compact: Bool = false, locale: Locale? = nil,
        calendar: Calendar? = nil, timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment
    ) throws(PromptError) -> PickerPrompt<DateSetTerminalPicker, Set<DateComponents>> {
        let locale = locale ?? environment.locale
        let timeZone = timeZone ?? environment.timeZone
        var calendar = calendar ?? (locale == environment.locale ? environment.calendar : locale.calendar)
        calendar.timeZone = timeZone
        var dates: [Date] = []
        for components in initial {
            var resolving = components.calendar ?? calendar
            resolving.timeZone = components.timeZone ?? timeZone
            guard let date = resolving.date(from: components) else {
                throw .invalidArgument("a selected day is not a date: \(components)")
            }
            dates.append(date)
        }
        let state = DatePickerState(mode: .date, style: .inline, date: dates.min(), locale: locale, calendar: calendar,
                                    timeZone: timeZone, now: environment.now ?? Date())
        let warnings = locale == environment.locale ? environment.localeWarning.map { [$0] } ?? [] : []
        return try datesPrompt(question, state: state, days: dates, from: bounds?.lowerBound, upTo: bounds?.upperBound,
                               limit: limit, minimumCount: minimumCount, isDateEnabled: isDateEnabled, compact: compact,
                               showsHelp: presentation.showsHelp, warnings: warnings)
            .map { states in Set(states.map { Self.dayComponents(of: $0) }) }
    }

    /// The multiple-dates prompt on `state`'s locale, calendar and zone, with the days holding
    /// `days` chosen, the days from `lower` up to (not including) `upper` choosable (either may be
    /// nil) and, with `isDateEnabled`, allowed, its value the chosen days' states, earliest first (what `pick dates` formats); see `Prompt.dates(...)`.
    ///
    /// ```swift
    /// let prompt = try Prompt.datesPrompt("Trip", state: state, days: [nov22], from: nil, upTo: dec1,
    ///                                     limit: nil, minimumCount: 0, compact: false, showsHelp: true)
    /// prompt.initialValue.map(\.date)   // [nov22 00:00]
    /// ```
    public static func datesPrompt(
        _ question: String?, state: DatePickerState, days: [Date], from lower: Date?, upTo upper: Date?, limit: Int?,
        minimumCount: Int, isDateEnabled: (@Sendable (Date) -> Bool)? = nil, compact: Bool, showsHelp: Bool,
        warnings: [String] = []
    ) throws(PromptError) -> PickerPrompt<DateSetTerminalPicker, [DatePickerState]> {
        let state = DateSetCalendar.halfOpenState(state, from: lower, upTo: upper)
        let context = state.context
        let numbers = Set(days.map { context.dayNumber(of: $0) })
        if numbers.contains(where: { !DateSetCalendar.isEnabled($0, in: state) }) {
            throw .invalidArgument("a selected day is outside the bounds (the upper bound is the first day that cannot be chosen)")
        }
        if let limit, limit < 1 { throw .invalidArgument("the limit must be at least 1, not \(limit)") }
        if let limit, numbers.count > limit {
            throw .invalidArgument("\(numbers.count) days selected, but at most \(limit) can be chosen")
        }
        if let limit, minimumCount > limit {
            throw .invalidArgument("the minimum count \(minimumCount) is more than the limit \(limit)")
        }
        if numbers.contains(where: { !DateSetCalendar.isChoosable($0, in: state, isDateEnabled) }) {
            throw .invalidArgument("a selected day is one isDateEnabled refuses")
        }
        var model = DateSetCalendar(state: state, days: numbers, limit: limit, minimumCount: minimumCount)
        model.isDateEnabled = isDateEnabled
        let picker = DateSetTerminalPicker(model: model, header: question, showsHelp: showsHelp, compact: compact)
        typealias Days = PickerPrompt<DateSetTerminalPicker, [DatePickerState]>
        return Days(
            picker, warnings: warnings,
            answer: { picker in
                let model = picker.model
                let text = DateSetButtonTitle.fitted(count: model.countText, labels: model.shortLabels(), width: .max)
                return Days.answeredLine(title: question, answer: text)
            },
            value: { picker in picker.model.days.map(picker.model.state(onDay:)) })
    }

    /// A chosen day as `MultiDatePicker` gives it: the calendar (its identifier and the zone,
    /// no locale, so equal days compare equal), the zone, era, year, month and day, and
    /// `isLeapMonth` only for a leap month.
    static func dayComponents(of state: DatePickerState) -> DateComponents {
        var calendar = Calendar(identifier: state.calendar.identifier)
        calendar.timeZone = state.timeZone
        let fields = state.calendar.dateComponents([.era, .year, .month, .day], from: state.date)
        var components = DateComponents(calendar: calendar, timeZone: state.timeZone, era: fields.era, year: fields.year,
                                        month: fields.month, day: fields.day)
        if fields.isLeapMonth == true { components.isLeapMonth = true }
        return components
    }
}
