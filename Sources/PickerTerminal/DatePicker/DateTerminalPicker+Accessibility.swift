import PickerCore

extension DateTerminalPicker {
    /// The picker's name in screen-reader lines: the label, else the header, else its mode's
    /// name ("Date", "Time") in the running prompt's language.
    public var spokenName: String {
        accessibilityLabel ?? header.map(DisplayText.sanitized) ?? state.mode.spokenName(in: .current)
    }

    /// The whole value, spoken: "Sunday, November 22, 2026".
    public var spokenValue: String { picker.accessibilitySummary }

    /// Plain-language lines for screen-reader mode (Behaviour 2.12): the picker's name with the whole
    /// value, then what the focused part is and how to change it (``announcement()``), then how
    /// the prompt ends, from the key table.
    ///
    /// ```swift
    /// // en_US, time, wheels, 2:30 PM:
    /// // ["Time, 2:30 PM",
    /// //  "Hour, 2 PM, adjustable. Up or Down arrow to adjust the value; type digits to enter it; Left or Right arrow for another component.",
    /// //  "Enter selects, Escape cancels."]
    /// ```
    public var accessibleDescription: [String] {
        ["\(spokenName), \(spokenValue)", announcement(), keyBindings.spokenEnding]
    }

    /// The line a screen reader speaks for the focused part, e.g. after each key in `--accessible`
    /// mode: the focused wheel's label, value and keys (``wheelAccessibilityElements``: the
    /// core's label and value, the wheels' key table's hints), the selected calendar day with
    /// the grid's key hints, or the compact button.
    ///
    /// ```swift
    /// picker.announcement()
    /// // wheels: "Hour, 2 PM, adjustable. Up or Down arrow to adjust the value; type digits to enter it; Left or Right arrow for another component."
    /// // grid:   "Day, Sunday, November 22, 2026, selected. Arrow keys move by day and week, Page Up and Page Down by month, T goes to today."
    /// // button: "Date, Nov 22, 2026, button. Enter or Space edits."
    /// ```
    public func announcement() -> String {
        let strings = PromptStrings.current
        if !isEditing {
            return "\(spokenName), \(picker.formattedValue), \(strings[.spokenButton]). \(strings.spokenHint(EditorPresentation.spokenOpenHint))."
        }
        switch focus {
        case .field:
            return fieldAnnouncement
        case .grid:
            return "\(gridDayCaption), \(strings[.spokenSelected]). " + editorKeyBindings.applying(keyMode).spokenPartHints.joined(separator: ", ") + "."
        case .wheels:
            let elements = wheelAccessibilityElements
            let focused = wheelsPicker.wheel.state.focusedComponent
            guard elements.indices.contains(focused) else { return spokenName }
            return elements[focused].spokenDescription
        }
    }

    /// The grid's cursor day as its caption row names it and screen-reader mode says it: "Day,
    /// Today, Sunday, November 22, 2026" (Behaviour 6.2).
    package var gridDayCaption: String {
        // The date column of dateAndTime already says "Today"; the day column does not.
        var day = picker.accessibilityValue(ofComponent: picker.components.firstIndex(of: .dayOfYear)
            ?? picker.components.firstIndex(of: .day) ?? 0)
        let context = state.context
        if !picker.components.contains(.dayOfYear), context.dayNumber(of: state.now) == context.dayNumber(of: state.date) {
            day = "\(picker.layout.todayTitle), \(day)"
        }
        return "\(PromptStrings.current[.spokenDay]), \(day)"
    }

    /// One adjustable element per wheel on screen, in reading order: the core's label and
    /// value (`DateWheelPicker.accessibilityElements`, from ICU) with the hint
    /// spoken from the wheels' key table, as it reads when that wheel has focus.
    ///
    /// ```swift
    /// // en_US, time wheels, 2:30 PM:
    /// picker.wheelAccessibilityElements[0].spokenDescription
    /// // "Hour, 2 PM, adjustable. Up or Down arrow to adjust the value; type digits to enter it;
    /// //  Left or Right arrow for another component."
    /// ```
    public var wheelAccessibilityElements: [AccessibilityElement] {
        let wheels = wheelsPicker
        return zip(wheels.accessibilityElements, wheels.components).map { element, kind in
            let hints = wheelKeyBindings(typingOn: kind).spokenPartHints
            return AccessibilityElement(label: element.label, value: element.value,
                                        hint: hints.isEmpty ? "" : hints.joined(separator: "; ") + ".",
                                        traits: element.traits)
        }
    }
}
