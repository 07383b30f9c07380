import PickerTerminal

extension Field where Value == String {
    /// A field asking for one line of text, as
    /// `Prompt.text(_:placeholder:initial:characterLimit:suggestions:secure:mask:validate:presentation:environment:)`
    /// does; its answered line is the text (for a secure field, what the field showed).
    ///
    /// In a form, Tab moves between fields, so → at the end of the line takes a suggestion.
    ///
    /// ```swift
    /// let (name, size) = try Prompt.form("Order") {
    ///     Field("Name", text: "", placeholder: "Your name", validate: { $0.isEmpty ? "A name, please" : nil })
    ///     Field("Size", from: ["S", "M", "L"])
    /// }
    /// // name: String
    /// ```
    public init(
        _ label: String, text initial: String, placeholder: String? = nil, characterLimit: Int? = nil,
        suggestions: [String] = [], secure: Bool = false, mask: Character? = nil,
        validate: ((String) -> String?)? = nil
    ) {
        self.init(label, validate: validate) { environment throws(PromptError) in
            var prompt = try Prompt.textPrompt(
                nil, placeholder: placeholder, initial: initial, characterLimit: characterLimit, suggestions: suggestions,
                secure: secure, mask: mask, isRightToLeft: environment.isRightToLeft)
            prompt.picker.accessibilityLabel = label
            return prompt
        }
    }
}
