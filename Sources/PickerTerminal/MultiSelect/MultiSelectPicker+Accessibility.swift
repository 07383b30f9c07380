import PickerCore

extension MultiSelectPicker {
    /// The answer screen-reader mode confirms after Enter (Behaviour 6.3): every item reported,
    /// in input order, as the chrome's language lists them ("Apple, Banana and Cherry", CLDR's
    /// list pattern through ``/PickerCore/PromptStrings/list(_:)``), so a person hears all the
    /// items chosen, not the one under the cursor.
    ///
    /// ```swift
    /// // Apple and Cherry chosen, en:
    /// picker.spokenAnswer   // "Apple and Cherry"
    /// ```
    public var spokenAnswer: String {
        let items = reportedRows.map { DisplayText.sanitized(String(decoding: list.outputBytes(forItem: $0), as: UTF8.self)) }
        guard !items.isEmpty else { return AccessibleTranscript<Self>.chosenValue(of: self) }
        return PromptStrings.current.list(items)
    }
}
