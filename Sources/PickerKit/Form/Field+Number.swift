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
            Prompt.numberPrompt(nil, value: value, in: bounds, step: step, fractionDigits: fractionDigits,
                                locale: environment.locale, isRightToLeft: environment.isRightToLeft)
        }
    }
}
