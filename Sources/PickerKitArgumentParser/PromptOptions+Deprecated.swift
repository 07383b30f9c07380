import Foundation
import PickerKit

// The value a missing option's prompt starts on is `initial:`, as every PickerKit prompt names
// it; `default:` (yes/no) and `value:` (number) forward so code written against them keeps
// compiling, with a fix-it to the new label.

extension PromptOptions {
    /// Renamed ``ask(_:_:label:initial:environment:)``.
    @available(*, deprecated, renamed: "ask(_:_:label:initial:environment:)")
    public func ask(
        _ given: Bool?, _ flag: String, label: String? = nil, default initial: Bool,
        environment: PromptEnvironment = .current
    ) throws -> Bool {
        try ask(given, flag, label: label, initial: initial, environment: environment)
    }

    /// Renamed ``ask(_:_:label:initial:in:step:environment:)``.
    @available(*, deprecated, renamed: "ask(_:_:label:initial:in:step:environment:)")
    public func ask<Number: PromptNumber>(
        _ given: Number?, _ flag: String, label: String? = nil, value initial: Number?,
        in bounds: ClosedRange<Number>? = nil, step: Number? = nil, environment: PromptEnvironment = .current
    ) throws -> Number {
        try ask(given, flag, label: label, initial: initial, in: bounds, step: step, environment: environment)
    }
}
