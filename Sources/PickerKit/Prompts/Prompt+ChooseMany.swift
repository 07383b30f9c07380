import PickerCore
import PickerTerminal

extension Prompt {
    /// Asks for several of `items` (Behaviour 5.2, as `gum choose --limit`) and returns the ones
    /// chosen, in the order of `items`.
    ///
    /// The wheel of `Prompt.choose(...)`
    /// with a mark before each item (`✓` chosen, `•` not) and the count in the header: Space (or
    /// a click on a mark) chooses or unchooses the item under the selection, Ctrl-A chooses all
    /// up to `limit`, Enter confirms.
    ///
    /// What Enter does with nothing chosen depends on `minimumCount`:
    /// - not given (nil, the default): Enter gives the item under the selection alone, as
    ///   `gum choose` does, so a person who wants one item need not press Space;
    /// - `0`: Enter gives `[]` — "none" is an answer;
    /// - more than 0: Enter says how many are needed and waits.
    ///
    /// - Parameters:
    ///   - question: The header line, and the answered line's title; nil for none.
    ///   - items: What to choose from, in order.
    ///   - initial: The items chosen at first; the selection starts on the first of them.
    ///   - disabled: Items that cannot be chosen.
    ///   - limit: The most that may be chosen (nil: no limit); more is refused with a notice.
    ///   - minimumCount: The fewest Enter accepts: nil (the default) needs none and answers the
    ///     item under the selection when none is chosen; 0 answers `[]` then.
    ///   - loops: Wrap around from the last item to the first.
    ///   - validate: Why an answer cannot be accepted (nil: it can), asked on Enter: a message
    ///     refuses Enter and shows under the picker until the answer is valid (Behaviour 6.4).
    ///   - presentation: How the prompt is shown; see ``PromptPresentation``.
    ///   - environment: Colours, screen-reader mode, terminal; see ``PromptEnvironment``.
    ///   - label: The text of an item on the wheel.
    /// - Throws: ``PromptError/invalidArgument(_:)`` for no items, an `initial` item not among
    ///   them or disabled, more `initial` items than `limit`, or a `minimumCount` above it; otherwise
    ///   how the prompt ended without an answer.
    ///
    /// ```swift
    /// let toppings = try Prompt.chooseMany("Toppings", from: ["Cheese", "Ham", "Olives"], limit: 2) { $0 }
    /// // Toppings · 1/2 chosen
    /// //
    /// // ✓   Cheese
    /// // • › Ham ‹
    /// // •   Olives
    /// //
    /// // space choose · ctrl-a all · ↑↓ change · enter select · esc cancel
    ///
    /// let extras = try Prompt.chooseMany("Extras", from: ["Wi-Fi", "Breakfast"], minimumCount: 0)
    /// // Enter with nothing chosen: extras == []
    /// ```
    public static func chooseMany<Item: Equatable>(
        _ question: String? = nil, from items: [Item], initial: [Item] = [], disabled: [Item] = [],
        limit: Int? = nil, minimumCount: Int? = nil, loops: Bool = false,
        validate: (([Item]) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current,
        label: (Item) -> String
    ) throws(PromptError) -> [Item] {
        try chooseManyPrompt(question, from: items, initial: initial, disabled: disabled, limit: limit,
                             minimumCount: minimumCount, loops: loops,
                             isRightToLeft: environment.isRightToLeft,
                             presentation: presentation, label: label)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// Asks for several of `items`, shown by their `description`; see
    /// `Prompt.chooseMany(...)`.
    ///
    /// ```swift
    /// let days = try Prompt.chooseMany("Days", from: ["Mon", "Tue", "Wed"], initial: ["Tue"])
    /// ```
    public static func chooseMany<Item: Equatable & CustomStringConvertible>(
        _ question: String? = nil, from items: [Item], initial: [Item] = [], disabled: [Item] = [],
        limit: Int? = nil, minimumCount: Int? = nil, loops: Bool = false,
        validate: (([Item]) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) throws(PromptError) -> [Item] {
        try chooseMany(question, from: items, initial: initial, disabled: disabled, limit: limit,
                       minimumCount: minimumCount, loops: loops, validate: validate,
                       presentation: presentation, environment: environment,
                       label: \.description)
    }

    /// Asks for several cases of an enumeration, in declaration order, shown by `description`;
    /// returns the chosen ones in that order. See `Prompt.chooseMany(...)` for the keys, the
    /// limits and what Enter with nothing chosen answers.
    ///
    /// ```swift
    /// enum Extra: String, CaseIterable, CustomStringConvertible { case wifi, breakfast, parking
    ///     var description: String { rawValue.capitalized } }
    /// let extras: [Extra] = try Prompt.chooseMany("Extras", from: Extra.self, limit: 2, minimumCount: 0)
    /// // Extras · 0/2 chosen
    /// //
    /// // •   Wifi
    /// // • › Breakfast ‹
    /// // •   Parking
    /// ```
    public static func chooseMany<Item: CaseIterable & Equatable & CustomStringConvertible>(
        _ question: String? = nil, from type: Item.Type, initial: [Item] = [], disabled: [Item] = [],
        limit: Int? = nil, minimumCount: Int? = nil, loops: Bool = false,
        validate: (([Item]) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) throws(PromptError) -> [Item] {
        try chooseMany(question, from: Array(type.allCases), initial: initial, disabled: disabled, limit: limit,
                       minimumCount: minimumCount, loops: loops, validate: validate,
                       presentation: presentation, environment: environment,
                       label: \.description)
    }

    /// The `async` twin of
    /// `Prompt.chooseMany(...)`:
    /// cancelling the task closes the prompt and throws ``PromptError/taskCancelled``.
    ///
    /// ```swift
    /// let fruits = try await Prompt.chooseMany("Fruit", from: all, limit: 3) { $0.name }
    /// ```
    public static func chooseMany<Item: Equatable & Sendable>(
        _ question: String? = nil, from items: [Item], initial: [Item] = [], disabled: [Item] = [],
        limit: Int? = nil, minimumCount: Int? = nil, loops: Bool = false,
        validate: (([Item]) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current,
        label: (Item) -> String
    ) async throws(PromptError) -> [Item] {
        try await chooseManyPrompt(question, from: items, initial: initial, disabled: disabled, limit: limit,
                                   minimumCount: minimumCount, loops: loops,
                                   isRightToLeft: environment.isRightToLeft,
                                   presentation: presentation, label: label)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// The `async` twin of `Prompt.chooseMany(...)` for items shown by their `description`.
    ///
    /// ```swift
    /// let days = try await Prompt.chooseMany("Days", from: ["Mon", "Tue", "Wed"], initial: ["Tue"])
    /// ```
    public static func chooseMany<Item: Equatable & Sendable & CustomStringConvertible>(
        _ question: String? = nil, from items: [Item], initial: [Item] = [], disabled: [Item] = [],
        limit: Int? = nil, minimumCount: Int? = nil, loops: Bool = false,
        validate: (([Item]) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) async throws(PromptError) -> [Item] {
        try await chooseMany(question, from: items, initial: initial, disabled: disabled, limit: limit,
                             minimumCount: minimumCount, loops: loops, validate: validate, presentation: presentation,
                             environment: environment, label: \.description)
    }

    /// The `async` twin of `Prompt.chooseMany(...)` for the cases of an enumeration.
    ///
    /// ```swift
    /// let extras: [Extra] = try await Prompt.chooseMany("Extras", from: Extra.self, minimumCount: 0)
    /// ```
    public static func chooseMany<Item: CaseIterable & Equatable & Sendable & CustomStringConvertible>(
        _ question: String? = nil, from type: Item.Type, initial: [Item] = [], disabled: [Item] = [],
        limit: Int? = nil, minimumCount: Int? = nil, loops: Bool = false,
        validate: (([Item]) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) async throws(PromptError) -> [Item] {
        try await chooseMany(question, from: Array(type.allCases), initial: initial, disabled: disabled, limit: limit,
                             minimumCount: minimumCount, loops: loops, validate: validate, presentation: presentation,
                             environment: environment, label: \.description)
    }

    /// The prompt `Prompt.chooseMany(...)`
    /// runs: the wheel of `Prompt.choosePrompt(...)` made
    /// multi-select (``/PickerTerminal/MultiSelectPicker``), whose value is the chosen items in list order.
    /// With `isRightToLeft` the wheel and its marks are mirrored (Behaviour 1.4); the one-call
    /// forms pass the environment locale's direction.
    ///
    /// ```swift
    /// let prompt = try Prompt.chooseManyPrompt("Fruit", from: ["Apple", "Banana"], initial: ["Banana"], label: { $0 })
    /// prompt.initialValue   // ["Banana"]
    /// ```
    public static func chooseManyPrompt<Item: Equatable>(
        _ question: String? = nil, from items: [Item], initial: [Item] = [], disabled: [Item] = [],
        limit: Int? = nil, minimumCount: Int? = nil, loops: Bool = false, isRightToLeft: Bool = false,
        presentation: PromptPresentation = PromptPresentation(), label: (Item) -> String
    ) throws(PromptError) -> PickerPrompt<MultiSelectPicker<WheelTerminalPicker<LineListSource>>, [Item]> {
        let rows = try ItemRows(items, selected: initial, disabled: disabled, wording: .swift, label: label)
        let limits = ChoiceLimits(limit: limit, minimumCount: minimumCount)
        try limits.check(.swift)
        let choices = try limits.choices(presetRows: rows.selectedRows, wording: .swift)
        let wheel = LinePickers.wheel(
            LineListSource(lines: rows.labels, disabledValues: rows.disabledLabels, loops: loops), selectedRow: rows.selectedRow,
            LinePickerSettings(question, presentation: presentation, isRightToLeft: isRightToLeft))
        let picker = try LinePickers.several(wheel, choices: choices, wording: .swift)
        let labels = rows.labels
        typealias Many = PickerPrompt<MultiSelectPicker<WheelTerminalPicker<LineListSource>>, [Item]>
        return Many(
            picker,
            answer: { picker in
                Many.answeredLine(title: question, answer: picker.reportedRows.map { labels[$0] }.joined(separator: ", "))
            },
            value: { picker in picker.reportedRows.map { items[$0] } })
    }
}
