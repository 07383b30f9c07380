import Foundation
import PickerCore
import PickerTerminal

extension Field where Value == Date {
    /// A field picking a date, a time, both, or a month and year (`mode`), in the form's
    /// locale, calendar and time zone unless given; its value is the instant.
    ///
    /// As the date prompts (`Prompt.date(_:initial:in:…)`):
    /// `bounds` dim what is outside, `minuteInterval` steps the minute wheel, `style` is
    /// `automatic`, `inline`, `wheels` or `compact`. `isDateEnabled` turns days down beside the
    /// bounds (asked with each day's first instant): the month grid dims them and its cursor
    /// skips them; a value still on one (the wheels show no days) is refused with
    /// `unavailableMessage`. `validate` runs after that.
    ///
    /// In a form, Tab moves between fields, so a `dateAndTime` grid cannot reach its time
    /// wheels: ask for the day and the time as two fields (or use the `wheels` style).
    ///
    /// - Throws: (when the form runs) ``PromptError/invalidArgument(_:)`` for a countdown
    ///   (not an instant) or a style the mode does not have.
    ///
    /// ```swift
    /// Field("Day", .date, in: today...today.addingTimeInterval(30 * 86_400),
    ///       isDateEnabled: { calendar.component(.weekday, from: $0) != 1 }, unavailableMessage: "Closed on Sundays")
    /// Field("Time", .time, minuteInterval: 15, validate: { calendar.component(.hour, from: $0) < 12 ? "We open at noon" : nil })
    /// ```
    public init(
        _ label: String, _ mode: DatePickerMode = .date, initial: Date? = nil, in bounds: ClosedRange<Date>? = nil,
        minuteInterval: Int = 1, style: DateStyle = .automatic, locale: Locale? = nil, calendar: Calendar? = nil,
        timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        unavailableMessage: String = "That day is not available", validate: ((Date) -> String?)? = nil
    ) {
        self.init(label: label) { environment throws(PromptError) in
            guard mode.picksInstant else {
                throw .invalidArgument("a countdown field gives a duration, not a date")
            }
            let settings = DatePromptSettings(mode: mode, initial: initial, bounds: bounds, minuteInterval: minuteInterval,
                                              style: style, locale: locale, calendar: calendar, timeZone: timeZone)
            let prompt = try Prompt.datePrompt(nil, settings, environment: environment).map(\.date)
            var picker = prompt.picker
            picker.accessibilityLabel = label
            let field = FormField(label, picker, isDateEnabled: isDateEnabled, unavailableMessage: unavailableMessage,
                                  validate: { validate?($0.date) })
            return Made(field: field, value: Self.reader(for: prompt), warnings: prompt.warnings)
        }
    }
}
