import PickerCore
import PickerTerminal

extension Prompt {
    /// Asks for one of `items`, shown on a wheel by `label`, and returns the item chosen.
    ///
    /// The wheel shows five rows with the selection in the middle; arrows, Page Up/Down,
    /// Home/End, typing (type-ahead) and the mouse move it, Enter confirms. Items in `disabled`
    /// are drawn dimmed and struck through and cannot be chosen (items with the same label
    /// share that look). With `loops`, the wheel wraps from the last item to the first.
    ///
    /// - Parameters:
    ///   - question: The header line above the wheel, and the answered line's title; nil for none.
    ///   - items: What to choose from, in order.
    ///   - initial: The item selected at first (the first one when nil).
    ///   - disabled: Items that cannot be chosen.
    ///   - loops: Wrap around from the last item to the first.
    ///   - validate: Why an answer cannot be accepted (nil: it can), asked on Enter: a message
    ///     refuses Enter and shows under the picker until the answer is valid (Behaviour 6.4).
    ///   - presentation: How the prompt is shown; see ``PromptPresentation``.
    ///   - environment: Colours, screen-reader mode, terminal; see ``PromptEnvironment``.
    ///   - label: The text of an item on the wheel.
    /// - Throws: ``PromptError/invalidArgument(_:)`` for no items, an `initial` item not among
    ///   them, or every item disabled; otherwise how the prompt ended without an answer.
    ///
    /// ```swift
    /// struct Fruit: Equatable { var name: String; var price: Int }
    /// let fruit = try Prompt.choose("Fruit", from: fruits, disabled: soldOut) { "\($0.name) (\($0.price) ¢)" }
    /// // Fruit
    /// //
    /// //   Apple (30 ¢)
    /// // › Banana (25 ¢) ‹
    /// //   Cherry (90 ¢)
    /// //
    /// // ↑↓ change · enter select · esc cancel
    /// ```
    public static func choose<Item: Equatable>(
        _ question: String? = nil, from items: [Item], initial: Item? = nil, disabled: [Item] = [],
        loops: Bool = false, validate: ((Item) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current, label: (Item) -> String
    ) throws(PromptError) -> Item {
        try choosePrompt(question, from: items, initial: initial, disabled: disabled, loops: loops,
                         isRightToLeft: environment.isRightToLeft,
                         presentation: presentation, label: label)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// Asks for one of `items`, shown by their `description`, and returns the item chosen; see
    /// `choose(_:from:initial:disabled:loops:validate:presentation:environment:label:)`.
    ///
    /// ```swift
    /// let fruit = try Prompt.choose("Fruit", from: ["Apple", "Banana", "Cherry"], initial: "Banana")
    /// ```
    public static func choose<Item: Equatable & CustomStringConvertible>(
        _ question: String? = nil, from items: [Item], initial: Item? = nil, disabled: [Item] = [],
        loops: Bool = false, validate: ((Item) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) throws(PromptError) -> Item {
        try choose(question, from: items, initial: initial, disabled: disabled, loops: loops,
                   validate: validate, presentation: presentation, environment: environment, label: \.description)
    }

    /// Asks for one case of an enumeration, in declaration order, shown by `description`.
    ///
    /// ```swift
    /// enum Size: String, CaseIterable, CustomStringConvertible { case small, medium, large
    ///     var description: String { rawValue.capitalized } }
    /// let size = try Prompt.choose("Size", from: Size.self, initial: .medium)
    /// ```
    public static func choose<Item: CaseIterable & Equatable & CustomStringConvertible>(
        _ question: String? = nil, from type: Item.Type, initial: Item? = nil, disabled: [Item] = [],
        loops: Bool = false, validate: ((Item) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) throws(PromptError) -> Item {
        try choose(question, from: Array(type.allCases), initial: initial, disabled: disabled, loops: loops,
                   validate: validate, presentation: presentation, environment: environment, label: \.description)
    }

    /// The `async` twin of the enumeration's `choose(_:from:initial:disabled:loops:validate:presentation:environment:)`.
    ///
    /// ```swift
    /// let size = try await Prompt.choose("Size", from: Size.self, initial: .medium)
    /// ```
    public static func choose<Item: CaseIterable & Equatable & Sendable & CustomStringConvertible>(
        _ question: String? = nil, from type: Item.Type, initial: Item? = nil, disabled: [Item] = [],
        loops: Bool = false, validate: ((Item) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Item {
        try await choose(question, from: Array(type.allCases), initial: initial, disabled: disabled, loops: loops,
                         validate: validate, presentation: presentation, environment: environment, label: \.description)
    }

    /// The `async` twin of ``choose(_:from:initial:disabled:loops:validate:presentation:environment:label:)``:
    /// cancelling the task closes the prompt and throws ``PromptError/taskCancelled``.
    ///
    /// ```swift
    /// let fruit = try await Prompt.choose("Fruit", from: fruits) { $0.name }
    /// ```
    public static func choose<Item: Equatable & Sendable>(
        _ question: String? = nil, from items: [Item], initial: Item? = nil, disabled: [Item] = [],
        loops: Bool = false, validate: ((Item) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current, label: (Item) -> String
    ) async throws(PromptError) -> Item {
        try await choosePrompt(question, from: items, initial: initial, disabled: disabled, loops: loops,
                               isRightToLeft: environment.isRightToLeft,
                               presentation: presentation, label: label)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// The `async` twin of ``choose(_:from:initial:disabled:loops:validate:presentation:environment:)``.
    ///
    /// ```swift
    /// let fruit = try await Prompt.choose("Fruit", from: ["Apple", "Banana"])
    /// ```
    public static func choose<Item: Equatable & Sendable & CustomStringConvertible>(
        _ question: String? = nil, from items: [Item], initial: Item? = nil, disabled: [Item] = [],
        loops: Bool = false, validate: ((Item) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Item {
        try await choose(question, from: items, initial: initial, disabled: disabled, loops: loops,
                         validate: validate, presentation: presentation, environment: environment, label: \.description)
    }

    /// The prompt `choose(_:from:initial:disabled:loops:validate:presentation:environment:label:)`
    /// runs: a wheel of the items' labels whose value is the item on the selected row. For a
    /// caller that wants to run it itself (a test driving it, a form holding it). With
    /// `isRightToLeft` the labels are drawn from the right edge (Behaviour 1.4); the one-call
    /// forms pass the environment locale's direction.
    ///
    /// ```swift
    /// let prompt = try Prompt.choosePrompt("Fruit", from: ["Apple", "Banana"], label: { $0 })
    /// prompt.initialValue   // "Apple"
    /// ```
    public static func choosePrompt<Item: Equatable>(
        _ question: String? = nil, from items: [Item], initial: Item? = nil, disabled: [Item] = [],
        loops: Bool = false, isRightToLeft: Bool = false, presentation: PromptPresentation = PromptPresentation(),
        label: (Item) -> String
    ) throws(PromptError) -> PickerPrompt<WheelTerminalPicker<LineListSource>, Item> {
        let rows = try ItemRows(items, selected: initial.map { [$0] } ?? [], disabled: disabled, wording: .swift, label: label)
        let labels = rows.labels
        let source = LineListSource(lines: labels, disabledValues: rows.disabledLabels, loops: loops)
        let picker = LinePickers.wheel(
            source, selectedRow: rows.selectedRow,
            LinePickerSettings(question, presentation: presentation, isRightToLeft: isRightToLeft))
        return PickerPrompt(
            picker,
            answer: { answered in
                PickerPrompt<WheelTerminalPicker<LineListSource>, Item>.answeredLine(
                    title: question, answer: labels[answered.wheel.selectedRow(inComponent: 0) ?? 0])
            },
            value: { answered in items[answered.wheel.selectedRow(inComponent: 0) ?? 0] })
    }
}
