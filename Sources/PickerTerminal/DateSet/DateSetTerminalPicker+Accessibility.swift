import PickerCore

extension DateSetTerminalPicker {
    /// The answer screen-reader mode confirms after Enter (Behaviour 6.3): every day chosen,
    /// earliest first, as the chrome's language lists them (CLDR's list pattern through
    /// ``/PickerCore/PromptStrings/list(_:)``).
    ///
    /// ```swift
    /// // 22 and 25 November 2026 chosen, en_US:
    /// picker.spokenAnswer   // "Sunday, November 22, 2026 and Wednesday, November 25, 2026"
    /// ```
    public var spokenAnswer: String {
        let days = model.days.map(model.spokenDay)
        guard !days.isEmpty else { return AccessibleTranscript<Self>.chosenValue(of: self) }
        return PromptStrings.current.list(days)
    }
}
