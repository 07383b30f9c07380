import PickerCore
import PickerTerminal

extension Prompt {
    /// Asks for one of `items` by filtering: a query line under the question, the items that
    /// match what is typed on the wheel below it (Behaviour 5.3), and returns the item chosen.
    ///
    /// Matching ignores case and diacritics and takes words in any order; ``/PickerCore/FilterMode/fuzzy``
    /// matches each word's characters in order and ranks the matches as fzf does. Backspace
    /// widens, Ctrl-U clears, ↑/↓ move among the matches, Enter chooses the selected match
    /// (nothing happens while none matches), Esc clears the query and cancels once it is empty.
    ///
    /// - Parameters:
    ///   - question: The header line, and the answered line's title; nil for none.
    ///   - items: What to choose from, in order.
    ///   - mode: How typed words select items.
    ///   - query: What is typed at first.
    ///   - validate: Why an answer cannot be accepted (nil: it can), asked on Enter: a message
    ///     refuses Enter and shows under the picker until the answer is valid (Behaviour 6.4).
    ///   - presentation: How the prompt is shown; see ``PromptPresentation``.
    ///   - environment: Colours, screen-reader mode, terminal; see ``PromptEnvironment``.
    ///   - label: The text of an item, which is what the query matches.
    /// - Throws: ``PromptError/invalidArgument(_:)`` for no items; otherwise how the prompt
    ///   ended without an answer.
    ///
    /// ```swift
    /// let city = try Prompt.choose("City", from: cities, filter: .fuzzy) { $0.name }
    /// // City
    /// // > zrch                      2/4000
    /// //
    /// //
    /// // › Zürich ‹
    /// //   Zürichberg
    /// //
    /// // type to filter · ↑↓ move · enter select · esc clear/cancel
    /// ```
    public static func choose<Item>(
        _ question: String? = nil, from items: [Item], filter mode: FilterMode, query: String = "",
        validate: ((Item) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current,
        label: (Item) -> String
    ) throws(PromptError) -> Item {
        try choosePrompt(question, from: items, filter: mode, query: query, presentation: presentation, label: label)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// Filters `items` shown by their `description`; see
    /// `choose(_:from:filter:query:validate:presentation:environment:label:)`.
    ///
    /// ```swift
    /// let fruit = try Prompt.choose("Fruit", from: ["Apple", "Banana", "Cherry"], filter: .exact, query: "an")
    /// ```
    public static func choose<Item: CustomStringConvertible>(
        _ question: String? = nil, from items: [Item], filter mode: FilterMode, query: String = "",
        validate: ((Item) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) throws(PromptError) -> Item {
        try choose(question, from: items, filter: mode, query: query, validate: validate, presentation: presentation,
                   environment: environment, label: \.description)
    }

    /// The `async` twin of `choose(_:from:filter:query:validate:presentation:environment:label:)`:
    /// cancelling the task closes the prompt and throws ``PromptError/taskCancelled``.
    ///
    /// ```swift
    /// let city = try await Prompt.choose("City", from: cities, filter: .fuzzy) { $0.name }
    /// ```
    public static func choose<Item: Sendable>(
        _ question: String? = nil, from items: [Item], filter mode: FilterMode, query: String = "",
        validate: ((Item) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current,
        label: (Item) -> String
    ) async throws(PromptError) -> Item {
        try await choosePrompt(question, from: items, filter: mode, query: query, presentation: presentation, label: label)
            .validating(validate).run(presentation: presentation, environment: environment)
    }

    /// The `async` twin of `choose(_:from:filter:query:validate:presentation:environment:)`.
    ///
    /// ```swift
    /// let fruit = try await Prompt.choose("Fruit", from: ["Apple", "Banana", "Cherry"], filter: .exact)
    /// ```
    public static func choose<Item: Sendable & CustomStringConvertible>(
        _ question: String? = nil, from items: [Item], filter mode: FilterMode, query: String = "",
        validate: ((Item) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Item {
        try await choose(question, from: items, filter: mode, query: query, validate: validate,
        presentation: presentation,
                         environment: environment, label: \.description)
    }

    /// The prompt `choose(_:from:filter:query:validate:presentation:environment:label:)` runs: its value
    /// is the item of the selected match (the first item while nothing matches, which a person
    /// cannot confirm).
    ///
    /// ```swift
    /// let prompt = try Prompt.choosePrompt("Fruit", from: ["Apple", "Banana"], filter: .exact, query: "ban", label: { $0 })
    /// prompt.initialValue   // "Banana"
    /// ```
    public static func choosePrompt<Item>(
        _ question: String? = nil, from items: [Item], filter mode: FilterMode, query: String = "",
        presentation: PromptPresentation = PromptPresentation(), label: (Item) -> String
    ) throws(PromptError) -> PickerPrompt<FilteringWheelPicker, Item> {
        guard !items.isEmpty else { throw LineRule.noItems.error(.swift) }
        let labels = items.map(label)
        var picker = LinePickers.filteringWheel(
            LineListSource(lines: labels), mode: mode, selectedRow: 0,
            LinePickerSettings(question, presentation: presentation, isRightToLeft: false))
        LinePickers.typeQuery(query, into: &picker)
        let chosenRow = { (answered: FilteringWheelPicker) -> Int in
            answered.wheel.selectedRow(inComponent: 0).map(answered.filter.sourceRow(forMatch:)) ?? 0
        }
        return PickerPrompt(
            picker,
            answer: { answered in
                PickerPrompt<FilteringWheelPicker, Item>.answeredLine(title: question, answer: labels[chosenRow(answered)])
            },
            value: { answered in items[chosenRow(answered)] })
    }
}
