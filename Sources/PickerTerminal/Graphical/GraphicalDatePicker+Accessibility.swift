import PickerCore
import TerminalUI

extension GraphicalDatePicker {
    /// The picker's name in screen-reader lines: the label, else the header, else its mode's
    /// name ("Date", "Time") in the running prompt's language.
    public var spokenName: String {
        accessibilityLabel ?? header.map(DisplayText.sanitized) ?? state.mode.spokenName(in: .current)
    }

    /// The whole value, spoken: "Sunday, November 22, 2026 at 10:10 AM".
    public var spokenValue: String { picker.accessibilitySummary }

    /// Plain-language lines for screen-reader mode (Behaviour 2.12): the name with the whole value,
    /// then the focused part and how to change it (``accessibleAnnouncement``), then how the
    /// prompt ends, from the key table.
    public var accessibleDescription: [String] {
        ["\(spokenName), \(spokenValue)", accessibleAnnouncement, keyBindings.spokenEnding]
    }

    /// The focused part, spoken after each key: the selected day with the grid's keys, or the
    /// clock with the time as the locale writes it and the clock's keys; so in `--accessible`
    /// mode each turn of a hand is heard as the new time.
    ///
    /// ```swift
    /// // grid:  "Day, Sunday, November 22, 2026, selected. Arrow keys move by day and week, ..."
    /// // clock: "Clock, 10:10 AM, adjustable. Up or Down arrow turns the minute hand; ..."
    /// ```
    public var accessibleAnnouncement: String {
        let hints = keyBindings.spokenPartHints
        let strings = PromptStrings.current
        switch focus {
        case .grid:
            let components = picker.components
            let day = picker.accessibilityValue(ofComponent: components.firstIndex(of: .dayOfYear)
                ?? components.firstIndex(of: .day) ?? 0)
            return "\(strings[.spokenDay]), \(day), \(strings[.spokenSelected]). " + hints.joined(separator: ", ") + "."
        case .clock:
            let time = clock.map { DisplayText.sanitized($0.text) } ?? ""
            return "\(strings[.spokenClock]), \(time), \(strings[.spokenAdjustable]). " + hints.joined(separator: "; ") + "."
        }
    }
}
