extension DatePickerMode {
    /// What a screen reader calls a picker of this mode when it has neither label nor header
    /// ("Date", "Time", "Month"), in the language of `strings` (Behaviour 6.1).
    ///
    /// The pickers ask this only when screen-reader mode speaks their name, with the strings of
    /// the running prompt, so starting a picker never pays for the word.
    ///
    /// ```swift
    /// DatePickerMode.time.spokenName(in: PromptStrings(language: "de"))   // "Uhrzeit"
    /// ```
    public func spokenName(in strings: PromptStrings) -> String {
        switch self {
        case .date: strings[.spokenDate]
        case .time: strings[.spokenTime]
        case .dateAndTime: strings[.spokenDateAndTime]
        case .countDownTimer: strings[.spokenCountdown]
        case .yearAndMonth: strings[.spokenMonth]
        }
    }
}
