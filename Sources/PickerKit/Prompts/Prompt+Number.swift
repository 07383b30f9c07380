import Foundation
import PickerCore
import PickerTerminal

/// A number type `Prompt.number`
/// asks for: `Int`, `Double` and `Decimal`, read and given back through `Decimal`, exact for each.
///
/// ```swift
/// let guests: Int = try Prompt.number("Guests", initial: 2, in: 1...8)
/// let weight: Double = try Prompt.number("Weight", initial: 70.5, step: 0.5)
/// ```
public protocol PromptNumber: Comparable, Sendable {
    /// The value as a `Decimal`.
    var decimalValue: Decimal { get }
    /// The value nearest `decimal`.
    init(decimalValue decimal: Decimal)
    /// The digits after the separator every value of the type has: 0 for whole numbers, nil
    /// for types whose values decide (the most any of the value, bounds and step has).
    static var fixedFractionDigits: Int? { get }
}

extension Int: PromptNumber {
    public var decimalValue: Decimal { Decimal(self) }
    public init(decimalValue decimal: Decimal) {
        let rounded = NumberStepper.rounded(decimal, fractionDigits: 0)
        if rounded >= Decimal(Int.max) { self = .max } else if rounded <= Decimal(Int.min) { self = .min } else {
            self = NSDecimalNumber(decimal: rounded).intValue
        }
    }
    public static var fixedFractionDigits: Int? { 0 }
}

extension Double: PromptNumber {
    /// The shortest decimal that reads back as this double (`0.1`, not its binary expansion).
    public var decimalValue: Decimal {
        guard isFinite else { return 0 }
        return Decimal(string: "\(self)", locale: Locale(identifier: "en_US_POSIX")) ?? Decimal(self)
    }
    /// The double nearest the decimal, read from its digits as a literal would be.
    public init(decimalValue decimal: Decimal) { self = Double("\(decimal)") ?? NSDecimalNumber(decimal: decimal).doubleValue }
    public static var fixedFractionDigits: Int? { nil }
}

extension Decimal: PromptNumber {
    public var decimalValue: Decimal { self }
    public init(decimalValue decimal: Decimal) { self = decimal }
    public static var fixedFractionDigits: Int? { nil }
}

extension Prompt {
    /// Asks for a number on a stepper field and returns it typed.
    ///
    /// ↑/↓ step by `step`, Page Up/Page Down by ten steps, Home/End go to the bounds; digits
    /// (ASCII or the locale's own), `-` where the bounds allow negatives and the locale's decimal
    /// separator type a value, Backspace takes one back. The value is shown as the locale formats
    /// it (`١٢٫٥` in `ar_EG`). A typed value out of `bounds` is refused with the range under the
    /// field (Behaviour 6.8), one `validate` returns a message for with the message under the
    /// prompt, as every prompt's (Behaviour 6.4); Enter waits.
    /// `fractionDigits` is how many digits after the separator a value has (for `Int`, 0; else
    /// by default the most the value, bounds and step have).
    ///
    /// ```swift
    /// let guests: Int = try Prompt.number("Guests", initial: 2, in: 1...8)
    /// let price: Decimal = try Prompt.number("Price", initial: 9.99, in: 0...100, step: 0.5, fractionDigits: 2)
    /// ```
    public static func number<Value: PromptNumber>(
        _ question: String, initial: Value, in bounds: ClosedRange<Value>? = nil, step: Value? = nil,
        fractionDigits: Int? = nil, validate: (@Sendable (Value) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) throws(PromptError) -> Value {
        try numberPrompt(question, initial: initial, in: bounds, step: step, fractionDigits: fractionDigits, validate: validate,
                         locale: environment.locale, presentation: presentation)
            .run(presentation: presentation, environment: environment)
    }

    /// Asks for a number without holding a thread of the cooperative pool; cancelling the task
    /// ends it with ``PromptError/taskCancelled``. Otherwise as
    /// `Prompt.number`.
    ///
    /// ```swift
    /// let retries: Int = try await Prompt.number("Retries", initial: 3, in: 0...10)
    /// ```
    public static func number<Value: PromptNumber>(
        _ question: String, initial: Value, in bounds: ClosedRange<Value>? = nil, step: Value? = nil,
        fractionDigits: Int? = nil, validate: (@Sendable (Value) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Value {
        try await numberPrompt(question, initial: initial, in: bounds, step: step, fractionDigits: fractionDigits, validate: validate,
                               locale: environment.locale, presentation: presentation)
            .run(presentation: presentation, environment: environment)
    }

    /// The number field `Prompt.number`
    /// runs, to run later or to drive in tests: the one place a number field is put together,
    /// for `pick number` as for an app.
    ///
    /// `question` is drawn above the field (nil leaves it out, as a form's field does); `header`
    /// is the frame's header above it. The answered line shows the value as `locale` writes it
    /// (`Guests: 3`); the picker's output is its plain ASCII form.
    ///
    /// ```swift
    /// let prompt = Prompt.numberPrompt("Guests", initial: 2, in: 1...8, locale: Locale(identifier: "ar_EG"))
    /// prompt.picker.shownText   // "٢"
    /// ```
    public static func numberPrompt<Value: PromptNumber>(
        _ question: String?, initial: Value, in bounds: ClosedRange<Value>? = nil, step: Value? = nil,
        fractionDigits: Int? = nil, validate: (@Sendable (Value) -> String?)? = nil, locale: Locale = Locale(identifier: "en"),
        header: String? = nil, isRightToLeft: Bool? = nil, presentation: PromptPresentation = PromptPresentation()
    ) -> PickerPrompt<NumberTerminalPicker, Value> {
        let decimals = [initial.decimalValue, bounds?.lowerBound.decimalValue, bounds?.upperBound.decimalValue, step?.decimalValue]
            .compactMap { $0 }
        let digits = Value.fixedFractionDigits ?? fractionDigits ?? decimals.map(Self.fractionDigits(of:)).max() ?? 0
        let stepper = NumberStepper(
            value: initial.decimalValue, bounds: bounds.map { $0.lowerBound.decimalValue...$0.upperBound.decimalValue },
            step: step?.decimalValue ?? 1, fractionDigits: digits)
        let prompt: PickerPrompt<NumberTerminalPicker, Decimal> = numberPrompt(
            question, stepper: stepper, locale: locale, header: header, isRightToLeft: isRightToLeft,
            presentation: presentation)
        return prompt.map { (decimal: Decimal) -> Value in Value(decimalValue: decimal) }.validating(validate)
    }

    /// The number field for a ``/PickerCore/NumberStepper`` made by the caller (a bound on one side only, as
    /// `pick number --min 0` asks), its value a `Decimal`; otherwise as
    /// `Prompt.numberPrompt`.
    ///
    /// ```swift
    /// let prompt = Prompt.numberPrompt("Retries", stepper: NumberStepper(value: 3, minimum: 0, maximum: nil))
    /// prompt.initialValue   // 3
    /// ```
    public static func numberPrompt(
        _ question: String?, stepper: NumberStepper, validate: (@Sendable (Decimal) -> String?)? = nil,
        locale: Locale = Locale(identifier: "en"), header: String? = nil, isRightToLeft: Bool? = nil,
        presentation: PromptPresentation = PromptPresentation()
    ) -> PickerPrompt<NumberTerminalPicker, Decimal> {
        let rightToLeft = isRightToLeft ?? (locale.language.characterDirection == .rightToLeft)
        let frame = PromptFrame(header: header, showsHelp: presentation.showsHelp, isRightToLeft: rightToLeft)
        let picker = NumberTerminalPicker(
            question: question, stepper: stepper, text: NumberText(locale: locale, fractionDigits: stepper.fractionDigits),
            prompt: frame)
        return PickerPrompt(
            picker,
            answer: { answered in
                PickerPrompt<NumberTerminalPicker, Decimal>.answeredLine(title: question, answer: answered.shownText)
            },
            value: \.stepper.value)
        .validating(validate)
    }

    /// The digits after the separator `value` is written with (`2.50` has 1: trailing zeros go).
    static func fractionDigits(of value: Decimal) -> Int {
        let text = "\(value)"
        guard let dot = text.firstIndex(of: ".") else { return 0 }
        return min(18, text.distance(from: dot, to: text.endIndex) - 1)
    }
}
