import Foundation
import PickerCore
import PickerTerminal

extension Field where Value: PromptNumber {
    /// A field asking for a number on a stepper, as
    /// `Prompt.number` does:
    /// the label asks, the answered line shows the value as the locale writes it.
    ///
    /// ```swift
    /// let (fruit, count) = try Prompt.form {
    ///     Field("Fruit", from: ["Apple", "Cherry"])
    ///     Field("How many", number: 6, in: 1...12)
    /// }
    /// // count: Int
    /// ```
    public init(
        _ label: String, number value: Value, in bounds: ClosedRange<Value>? = nil, step: Value? = nil,
        fractionDigits: Int? = nil, validate: ((Value) -> String?)? = nil
    ) {
        self.init(label, validate: validate) { environment in
            Prompt.numberPrompt(nil, initial: value, in: bounds, step: step, fractionDigits: fractionDigits,
                                locale: environment.locale, isRightToLeft: environment.isRightToLeft)
        }
    }
}

extension Field where Value: PromptNumber {
    /// A number field whose bounds follow the answers above it (a largest party after a table
    /// size): `bounds` is asked again each time a field above is answered, and the value stays
    /// where it is, clamped into the new bounds. `value` is the value before any answer,
    /// clamped as well.
    ///
    /// ```swift
    /// let (table, guests) = try Prompt.form {
    ///     Field("Table", from: ["Small", "Large"])
    ///     Field("Guests", number: 2, in: { answers in 1...(answers["Table"] == "Large" ? 8 : 4) })
    /// }
    /// // guests: Int, at most 4 at a small table
    /// ```
    public init(
        _ label: String, number value: Value, in bounds: @escaping (FormAnswers) -> ClosedRange<Value>,
        step: Value? = nil, fractionDigits: Int? = nil, validate: ((Value) -> String?)? = nil
    ) {
        self.init(label: label) { answers, previous in
            let range = bounds(answers)
            let clamped = min(max(previous ?? value, range.lowerBound), range.upperBound)
            return Field(label, number: clamped, in: range, step: step, fractionDigits: fractionDigits,
                         validate: validate)
        }
    }
}
