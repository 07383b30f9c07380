import PickerCore

extension DayRangeTerminalPicker {
    /// The ICU skeleton of the range screen-reader mode confirms: the month in full, so it is
    /// heard as a word ("1 – 5 March 2026").
    static let spokenAnswerTemplate = "yMMMMd"

    /// The answer screen-reader mode confirms after Enter (Behaviour 6.3): the range as the
    /// locale writes an interval (`DateIntervalFormatter`, as the compact button and the
    /// summary do), with the times when the range has them.
    ///
    /// ```swift
    /// // en_GB, 1 to 5 March 2026:
    /// picker.spokenAnswer   // "1–5 March 2026"
    /// ```
    public var spokenAnswer: String {
        if let times, let interval = times.interval(of: model) {
            return model.intervalText(from: interval.start, to: interval.end, template: Self.spokenAnswerTemplate + "jmm")
        }
        guard let span = model.span else { return AccessibleTranscript<Self>.chosenValue(of: self) }
        return model.intervalText(from: span.lowerBound, to: span.upperBound, template: Self.spokenAnswerTemplate)
    }
}
