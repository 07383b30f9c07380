import PickerCore
import PickerTerminal

extension Prompt {
    /// Asks for one value per component, on wheels side by side, and returns them in order.
    ///
    /// Left/Right (or Tab) move between the wheels, Up/Down turn the focused one; each wheel
    /// works as `choose(_:from:initial:disabled:loops:validate:presentation:environment:label:)`'s.
    ///
    /// - Parameters:
    ///   - question: The header line, and the answered line's title; nil for none.
    ///   - components: The values of each wheel, left to right.
    ///   - initial: The value selected at first in each component, in order (fewer than the
    ///     components: the rest start at their first value).
    ///   - loops: Every wheel wraps around.
    ///   - validate: Why an answer cannot be accepted (nil: it can), asked on Enter: a message
    ///     refuses Enter and shows under the picker until the answer is valid (Behaviour 6.4).
    ///   - presentation: How the prompt is shown; see ``PromptPresentation``.
    ///   - environment: Locale, zone, colours, screen-reader mode, terminal; see ``PromptEnvironment``.
    ///   - label: The text of a value on its wheel.
    /// - Throws: ``PromptError/invalidArgument(_:)`` for no components, an empty one, or a
    ///   selected value not in its component; otherwise how the prompt ended without an answer.
    ///
    /// ```swift
    /// let shirt = try Prompt.wheels("Shirt", components: [["S", "M", "L"], ["red", "green"]], initial: ["M"])
    /// // Shirt
    /// //
    /// //   S    red
    /// // › M ‹  green
    /// //   L
    /// //
    /// // ↑↓ change · ←→ column · enter select · esc cancel
    /// shirt   // ["M", "red"]
    /// ```
    public static func wheels<Item: Equatable>(
        _ question: String? = nil, components: [[Item]], initial: [Item] = [], loops: Bool = false,
        validate: (([Item]) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current,
        label: (Item) -> String
    ) throws(PromptError) -> [Item] {
        try wheelsPrompt(question, components: components, initial: initial, loops: loops,
                         isRightToLeft: environment.isRightToLeft,
                         presentation: presentation, label: label)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// `wheels(_:components:initial:loops:validate:presentation:environment:label:)` for values shown
    /// by their `description`.
    ///
    /// ```swift
    /// let rest = try Prompt.wheels("Rest", components: [Array(0...3), [0, 15, 30, 45]], initial: [1, 30])
    /// rest   // e.g. [1, 30]: hours, then minutes
    /// ```
    public static func wheels<Item: Equatable & CustomStringConvertible>(
        _ question: String? = nil, components: [[Item]], initial: [Item] = [], loops: Bool = false,
        validate: (([Item]) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) throws(PromptError) -> [Item] {
        try wheels(question, components: components, initial: initial, loops: loops,
                   validate: validate, presentation: presentation, environment: environment, label: \.description)
    }

    /// The `async` twin of `wheels(_:components:initial:loops:validate:presentation:environment:label:)`:
    /// cancelling the task closes the prompt and throws ``PromptError/taskCancelled``.
    ///
    /// ```swift
    /// let rest = try await Prompt.wheels("Rest", components: [Array(0...3), [0, 30]]) { "\($0)" }
    /// ```
    public static func wheels<Item: Equatable & Sendable>(
        _ question: String? = nil, components: [[Item]], initial: [Item] = [], loops: Bool = false,
        validate: (([Item]) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current,
        label: (Item) -> String
    ) async throws(PromptError) -> [Item] {
        try await wheelsPrompt(question, components: components, initial: initial, loops: loops,
                               isRightToLeft: environment.isRightToLeft, presentation: presentation, label: label)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// The `async` twin of ``wheels(_:components:initial:loops:validate:presentation:environment:)``.
    ///
    /// ```swift
    /// let shirt = try await Prompt.wheels("Shirt", components: [["S", "M"], ["red", "blue"]])
    /// ```
    public static func wheels<Item: Equatable & Sendable & CustomStringConvertible>(
        _ question: String? = nil, components: [[Item]], initial: [Item] = [], loops: Bool = false,
        validate: (([Item]) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) async throws(PromptError) -> [Item] {
        try await wheelsPrompt(question, components: components, initial: initial, loops: loops,
                               isRightToLeft: environment.isRightToLeft,
                               presentation: presentation, label: \.description)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// The prompt `wheels(_:components:initial:loops:validate:presentation:environment:label:)` runs.
    ///
    /// With `isRightToLeft` the components are drawn in mirrored order, the first on the right,
    /// and Left and Right move the focus the way they point (Behaviour 1.4); the values come back
    /// in logical order all the same. The one-call forms pass the environment locale's direction.
    ///
    /// ```swift
    /// try Prompt.wheelsPrompt(components: [["S", "M"], ["red"]], label: { $0 }).initialValue   // ["S", "red"]
    /// ```
    public static func wheelsPrompt<Item: Equatable>(
        _ question: String? = nil, components: [[Item]], initial: [Item] = [], loops: Bool = false,
        isRightToLeft: Bool = false, presentation: PromptPresentation = PromptPresentation(), label: (Item) -> String
    ) throws(PromptError) -> PickerPrompt<WheelTerminalPicker<ColumnsSource>, [Item]> {
        let rows = try ColumnsBuilder.selectedRows(of: initial, in: components, several: false, wording: .swift, label: label)
        let labels = components.map { $0.map(label) }
        var settings = LinePickerSettings(question, presentation: presentation, isRightToLeft: isRightToLeft)
        settings.loops = loops
        let picker = ColumnsBuilder.picker(labels, selectedRows: rows, settings)
        let chosen = { (answered: WheelTerminalPicker<ColumnsSource>) -> [Int] in
            components.indices.map { answered.wheel.selectedRow(inComponent: $0) ?? 0 }
        }
        return PickerPrompt(
            picker,
            answer: { answered in
                let text = zip(labels, chosen(answered)).map { $0[$1] }.joined(separator: " ")
                return PickerPrompt<WheelTerminalPicker<ColumnsSource>, [Item]>.answeredLine(title: question, answer: text)
            },
            value: { answered in zip(components, chosen(answered)).map { $0[$1] } })
    }
}
