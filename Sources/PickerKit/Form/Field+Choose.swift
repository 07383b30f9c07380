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
        _ label: String, from items: [Value], selected: Value? = nil, disabled: [Value] = [], loops: Bool = false,
        validate: ((Value) -> String?)? = nil, label itemLabel: @escaping (Value) -> String
    ) where Value: Equatable {
        self.init(label: label) { _ throws(PromptError) in
            let prompt = try Prompt.choosePrompt(nil, from: items, selected: selected, disabled: disabled, loops: loops,
                                                 label: itemLabel)
            let read = prompt.value
            let field = FormField(label, prompt.picker, validate: { picker in validate?(read(picker)) })
            return Made(field: field, value: Self.reader(for: prompt), warnings: prompt.warnings)
        }
    }

    /// A field choosing one of `items`, shown by their `description`.
    ///
    /// ```swift
    /// Field("Fruit", from: ["Apple", "Banana", "Cherry"], selected: "Banana")
    /// ```
    public init(
        _ label: String, from items: [Value], selected: Value? = nil, disabled: [Value] = [], loops: Bool = false,
        validate: ((Value) -> String?)? = nil
    ) where Value: Equatable & CustomStringConvertible {
        self.init(label, from: items, selected: selected, disabled: disabled, loops: loops, validate: validate,
                  label: \.description)
    }

    /// A field choosing one case of an enumeration, in declaration order, shown by `description`.
    ///
    /// ```swift
    /// enum Size: String, CaseIterable, CustomStringConvertible { case small, medium, large
    ///     var description: String { rawValue } }
    /// Field("Size", from: Size.self, selected: .medium)
    /// ```
    public init(
        _ label: String, from type: Value.Type, selected: Value? = nil, disabled: [Value] = [], loops: Bool = false,
        validate: ((Value) -> String?)? = nil
    ) where Value: CaseIterable & Equatable & CustomStringConvertible {
        self.init(label, from: Array(type.allCases), selected: selected, disabled: disabled, loops: loops,
                  validate: validate, label: \.description)
    }
}
