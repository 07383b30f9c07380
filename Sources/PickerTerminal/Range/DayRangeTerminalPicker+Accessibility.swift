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

    /// What a key changed, for screen-reader mode (Behaviour 6.3), short enough to hear at once:
    /// before the start is marked, the cursor's day as the month grid says it (the transcript
    /// leaves out the year while it stays the same: "Monday, November 23"); the start as it is
    /// marked ("start November 23"); then the span as its two ends and its length ("23 to 25,
    /// 3 days", the month named only when the ends are in different months); once complete, the
    /// range on its last end ("range 23 to 25") and the cursor's day elsewhere. A focused time
    /// field says its segment as the announcement does; a notice follows.
    ///
    /// ```swift
    /// // Start marked on November 23, the cursor on the 25th, en_US:
    /// picker.accessibleChange   // "Date range, 23 to 25, 3 days"
    /// ```
    public var accessibleChange: String {
        if times?.focusedField != nil { return AccessibleTranscript<Self>.withoutTraits(accessibleAnnouncement) }
        let strings = PromptStrings.current
        var parts = [spokenName]
        switch phase {
        case .choosingStart:
            parts.append(model.spokenDay(model.cursor))
        case .anchored:
            if model.dayCount == 1, let anchor = model.anchor {
                // One day is not yet a span: said as the start, the day's number the only one.
                parts.append(strings.text(.spokenStartValue, .text(model.intervalText(from: anchor, to: anchor, template: Self.spokenStartTemplate))))
            } else if let span = model.spokenSpanEnds(in: strings) {
                parts.append(span)
            }
        case .complete:
            if model.cursor == model.end, let span = model.spokenSpanEnds(in: strings) {
                parts.append(strings.text(.spokenRangeValue, .text(span)))
            } else {
                parts.append(model.spokenDay(model.cursor))
            }
        }
        if let notice { parts.append(notice) }
        return parts.joined(separator: ", ")
    }

    /// The ICU skeleton of the start as it is marked: the month in full and the day
    /// ("November 23"), so no other number is heard with it.
    static let spokenStartTemplate = "MMMMd"
}
