import Foundation
import PickerTerminal

/// A terminal picker that answers with a typed value: the picker to show, how to read its
/// value once confirmed, and the answered line it leaves on screen.
///
/// Every one-call prompt (`Prompt.choose(_:from:initial:disabled:loops:validate:presentation:environment:label:)`,
/// `Prompt.date(_:initial:in:style:locale:calendar:timeZone:isDateEnabled:unavailableMessage:validate:presentation:environment:)`,
/// ...) builds one of these and runs it; a new kind of prompt does the same with its own picker.
/// Anything conforming to ``/PickerTerminal/TerminalPicker`` can be run, usually a
/// ``/PickerTerminal/PromptPicker`` (a model, a body of views and a key table).
///
/// ```swift
/// let sizes = ["S", "M", "L"]
/// let wheel = WheelTerminalPicker(WheelPicker(source: ColumnsSource(components: [sizes])), header: "Size")
/// let prompt = PickerPrompt(wheel, answer: { "Size: " + String(decoding: $0.output, as: UTF8.self) }) { picker in
///     picker.wheel.selectedRow(inComponent: 0) ?? 0
/// }
/// let row = try prompt.run()   // 0, 1 or 2; throws PromptError when there is no answer
/// ```
public struct PickerPrompt<Picker: TerminalPicker, Value> {
    /// The picker as it opens.
    public var picker: Picker
    /// Content still arriving, loaded while the picker is shown (`pick choose`'s stdin).
    public var feed: InputFeed<Picker>?
    /// Lines printed as warnings when the prompt opens (a minute interval that fell back).
    public var warnings: [String]
    /// The answered line left on screen once confirmed, e.g. `Fruit: Cherry`.
    public var answer: (Picker) -> String
    /// The value of the picker as the person left it.
    public var value: (Picker) -> Value
    /// Why the picker's value cannot be accepted (nil: it can), asked when the person confirms:
    /// a message refuses Enter and shows under the picker (Behaviour 6.4). Set through
    /// ``validating(_:)``; nil for none.
    public var validation: ((Picker) -> String?)?

    /// A prompt showing `picker`; `value` reads the answer from it. Without `answer`, the
    /// answered line is the picker's ``/PickerTerminal/TerminalPicker/output`` (see
    /// ``/PickerTerminal/TerminalPicker``).
    public init(
        _ picker: Picker, feed: InputFeed<Picker>? = nil, warnings: [String] = [],
        answer: ((Picker) -> String)? = nil, value: @escaping (Picker) -> Value
    ) {
        self.picker = picker
        self.feed = feed
        self.warnings = warnings
        self.answer = answer ?? { String(decoding: $0.output, as: UTF8.self) }
        self.value = value
    }

    /// The value the prompt starts with: what `run(presentation:environment:)` gives back
    /// when the person confirms at once, or with ``PromptPresentation/usesInitialValue``.
    public var initialValue: Value { value(picker) }

    /// The answered line: `title: answer`, or the answer alone without a title; what the
    /// prompts pass as ``answer``.
    ///
    /// ```swift
    /// PickerPrompt<WheelTerminalPicker<ColumnsSource>, Int>.answeredLine(title: "Fruit", answer: "Cherry")   // "Fruit: Cherry"
    /// ```
    public static func answeredLine(title: String?, answer: String) -> String {
        guard let title, !title.isEmpty else { return answer }
        return "\(title): \(answer)"
    }
}

extension PickerPrompt {
    /// The same prompt giving back `transform` of its value: a date prompt's state becomes its
    /// date, a row becomes an item.
    ///
    /// ```swift
    /// let day: Date = try Prompt.datePrompt("Day", DatePromptSettings(mode: .date), environment: .current)
    ///     .map(\.date).run()
    /// ```
    public func map<Other>(_ transform: @escaping (Value) -> Other) -> PickerPrompt<Picker, Other> {
        let value = self.value
        var mapped = PickerPrompt<Picker, Other>(picker, feed: feed, warnings: warnings, answer: answer) { transform(value($0)) }
        mapped.validation = validation
        return mapped
    }

    /// The same prompt refusing Enter while `rule` gives a message about its value (Behaviour
    /// 6.4): the message shows under the picker until the value is valid, and the prompt stays
    /// open. A prompt already validating checks its earlier rule first. Every `validate:`
    /// parameter of the one-call prompts goes through here, so every family refuses alike.
    ///
    /// ```swift
    /// let day = try Prompt.datePrompt("Day", DatePromptSettings(mode: .date), environment: .current)
    ///     .map(\.date)
    ///     .validating { Calendar.current.isDateInWeekend($0) ? "A weekday, please" : nil }
    ///     .run()
    /// ```
    public func validating(_ rule: ((Value) -> String?)?) -> Self {
        guard let rule else { return self }
        var validated = self
        let value = self.value
        let earlier = validation
        validated.validation = { picker in earlier?(picker) ?? rule(value(picker)) }
        return validated
    }
}

/// A date picker whose days a prompt can limit: the grid dims and skips the refused ones, and
/// its state is what a refused Enter is judged by (Behaviour 6.4).
///
/// ``/PickerTerminal/DateTerminalPicker`` (grid, wheels, field, compact) and
/// ``/PickerTerminal/GraphicalDatePicker`` are such pickers.
///
/// ```swift
/// func weekdaysOnly<P: DayRulingPicker>(_ picker: inout P) {
///     picker.isDateEnabled = { !Calendar.current.isDateInWeekend($0) }
/// }
/// ```
public protocol DayRulingPicker: TerminalPicker {
    /// The date the picker shows.
    var state: DatePickerState { get }
    /// Which days may be chosen; nil for every day.
    var isDateEnabled: (@Sendable (Date) -> Bool)? { get set }
}

extension DateTerminalPicker: DayRulingPicker {}
extension GraphicalDatePicker: DayRulingPicker {}

extension PickerPrompt where Picker: DayRulingPicker {
    /// The same date prompt with only the days `isDateEnabled` allows: the picker's grid dims
    /// and skips the others, and Enter on one (a wheel can stop there) is refused with
    /// `message` under the picker, as a form's date field does (Behaviour 6.4). Nil changes nothing.
    ///
    /// ```swift
    /// let weekday = try Prompt.datePrompt("Day", DatePromptSettings(mode: .date), environment: .current)
    ///     .ruling(days: { !Calendar.current.isDateInWeekend($0) }, "Closed at weekends")
    /// ```
    public func ruling(days isDateEnabled: (@Sendable (Date) -> Bool)?, _ message: String) -> Self {
        guard let isDateEnabled else { return self }
        var ruled = self
        ruled.picker.isDateEnabled = isDateEnabled
        let earlier = validation
        ruled.validation = { picker in earlier?(picker) ?? DayRule.refusal(of: picker.state, isDateEnabled, message) }
        return ruled
    }
}

/// The check behind every date prompt's `isDateEnabled`: a picker can rest on a refused day
/// (a wheel, a time moved past midnight), so Enter there is refused.
enum DayRule {
    /// `message` when `state`'s day, by its first instant, is one `isDateEnabled` refuses.
    static func refusal(of state: DatePickerState, _ isDateEnabled: (Date) -> Bool, _ message: String) -> String? {
        guard state.mode.picksInstant, !isDateEnabled(state.calendar.startOfDay(for: state.date)) else { return nil }
        return message
    }
}
