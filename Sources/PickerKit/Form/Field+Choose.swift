import PickerTerminal

extension Field {
    /// A field choosing one of `items` on a wheel, each shown by its `label`; its value is the item.
    ///
    /// As `Prompt.choose(_:from:…)`:
    /// `disabled` items are dimmed and never chosen, `loops` wraps the wheel.
    ///
    /// ```swift
    /// Field("Fruit", from: fruits, disabled: soldOut) { "\($0.name) (\($0.price) ¢)" }
    /// // answered: Fruit: Cherry (90 ¢)
    /// ```
    public init(
        _ label: String, from items: [Value], initial: Value? = nil, disabled: [Value] = [], loops: Bool = false,
        validate: ((Value) -> String?)? = nil, label itemLabel: @escaping (Value) -> String
    ) where Value: Equatable {
        self.init(label: label) { _ throws(PromptError) in
            let prompt = try Prompt.choosePrompt(nil, from: items, initial: initial, disabled: disabled, loops: loops,
                                                 label: itemLabel)
            let read = prompt.value
            let field = FormField(label, prompt.picker, validate: { picker in validate?(read(picker)) })
            return Made(field: field, value: Self.reader(for: prompt), warnings: prompt.warnings)
        }
    }

    /// A field choosing one of `items`, shown by their `description`.
    ///
    /// ```swift
    /// Field("Fruit", from: ["Apple", "Banana", "Cherry"], initial: "Banana")
    /// ```
    public init(
        _ label: String, from items: [Value], initial: Value? = nil, disabled: [Value] = [], loops: Bool = false,
        validate: ((Value) -> String?)? = nil
    ) where Value: Equatable & CustomStringConvertible {
        self.init(label, from: items, initial: initial, disabled: disabled, loops: loops, validate: validate,
                  label: \.description)
    }

    /// A field choosing one case of an enumeration, in declaration order, shown by `description`.
    ///
    /// ```swift
    /// enum Size: String, CaseIterable, CustomStringConvertible { case small, medium, large
    ///     var description: String { rawValue } }
    /// Field("Size", from: Size.self, initial: .medium)
    /// ```
    public init(
        _ label: String, from type: Value.Type, initial: Value? = nil, disabled: [Value] = [], loops: Bool = false,
        validate: ((Value) -> String?)? = nil
    ) where Value: CaseIterable & Equatable & CustomStringConvertible {
        self.init(label, from: Array(type.allCases), initial: initial, disabled: disabled, loops: loops,
                  validate: validate, label: \.description)
    }
}

extension Field where Value: Equatable {
    /// A field choosing one of the items `items` gives for the answers above it (a city after
    /// its country), each shown by its `label`; its value is the item.
    ///
    /// The items are asked again each time a field above is answered: the value stays when it
    /// is still among them, else the first item is chosen. `items` must give at least one item.
    ///
    /// ```swift
    /// let cities = ["France": ["Lyon", "Paris"], "Japan": ["Kyoto", "Osaka", "Tokyo"]]
    /// let (country, city) = try Prompt.form {
    ///     Field("Country", from: ["France", "Japan"])
    ///     Field("City", from: { answers in cities[answers["Country"] ?? ""] ?? [] }) { $0.uppercased() }
    /// }
    /// ```
    public init(
        _ label: String, from items: @escaping (FormAnswers) -> [Value], validate: ((Value) -> String?)? = nil,
        label itemLabel: @escaping (Value) -> String
    ) {
        self.init(label: label) { answers, previous in
            let options = items(answers)
            let kept = previous.flatMap { options.contains($0) ? $0 : nil }
            return Field(label, from: options, initial: kept, validate: validate, label: itemLabel)
        }
    }
}

extension Field where Value: Equatable & CustomStringConvertible {
    /// A field choosing one of the items `items` gives for the answers above it, shown by their
    /// `description`; see `init(_:from:validate:label:)` for how the items follow the answers.
    ///
    /// ```swift
    /// let cities = ["France": ["Lyon", "Paris"], "Japan": ["Kyoto", "Osaka", "Tokyo"]]
    /// let (country, city) = try Prompt.form {
    ///     Field("Country", from: ["France", "Japan"])
    ///     Field("City", from: { answers in cities[answers["Country"] ?? ""] ?? [] })
    /// }
    /// // country: String, city: String — Kyoto when Japan was chosen
    /// ```
    public init(_ label: String, from items: @escaping (FormAnswers) -> [Value], validate: ((Value) -> String?)? = nil) {
        self.init(label, from: items, validate: validate, label: \.description)
    }
}
