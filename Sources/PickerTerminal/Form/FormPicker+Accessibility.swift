import PickerCore

/// What screen-reader mode says about a form: which field of how many, its label, its picker's
/// announcement (value and keys), the validation message, and the answer just given, in the
/// language of `PromptStrings.current` (Behaviour 6.1).
extension FormPicker {
    /// The form's title, else "Form".
    public var spokenName: String { prompt.header.map(DisplayText.sanitized) ?? PromptStrings.current[.spokenForm] }

    /// Each field with its answer or "not answered", e.g.
    /// "Fruit: Cherry; Day: not answered; Time: not answered".
    public var spokenValue: String {
        fields.indices.map { index in
            "\(fields[index].label): " + (answered[index] ? fields[index].summary : PromptStrings.current[.spokenNotAnswered])
        }.joined(separator: "; ")
    }

    /// Opening lines: the title with the fields, the focused field's announcement, the keys.
    ///
    /// ```swift
    /// // ["Book a table, 3 fields: Fruit, Day, Time.",
    /// //  "Fruit, field 1 of 3. Fruit, Apple, 1 of 4, adjustable. Up and Down arrows ...",
    /// //  "Tab and Shift-Tab move between fields. Enter goes to the next field, Escape cancels."]
    /// ```
    public var accessibleDescription: [String] {
        let labels = fields.map(\.label).joined(separator: ", ")
        let count = PromptStrings.current.text(.spokenFieldCount, .count(fields.count))
        return ["\(spokenName), \(count): \(labels).", accessibleAnnouncement, spokenKeys]
    }

    /// The focused field, said after every change: the answer just accepted, the field's label
    /// and place, its picker's announcement, and the validation message while one shows, e.g.
    /// "Fruit: Cherry. Day, field 2 of 3. Day, Sunday, November 22, selected. ... Not valid:
    /// We are closed on Sundays."
    public var accessibleAnnouncement: String {
        var parts: [String] = []
        if let justAnswered {
            parts.append("\(fields[justAnswered].label): \(fields[justAnswered].summary).")
        }
        parts.append("\(fields[focus].label), \(fieldPosition).")
        parts.append(fields[focus].editor.accessibleAnnouncement)
        if let message { parts.append(PromptStrings.current.text(.spokenNotValidText, .text(message))) }
        return parts.joined(separator: " ")
    }

    /// The focused field as said after a key: as ``accessibleAnnouncement``, but its picker
    /// says only its label and value, since the keys were said when the form opened.
    public var accessibleChange: String {
        var parts: [String] = []
        if let justAnswered {
            parts.append("\(fields[justAnswered].label): \(fields[justAnswered].summary).")
        }
        parts.append("\(fields[focus].label), \(fieldPosition).")
        parts.append(AccessibleTranscript<Self>.withoutTraits(fields[focus].editor.accessibleAnnouncement) + ".")
        if let message { parts.append(PromptStrings.current.text(.spokenNotValidText, .text(message))) }
        return parts.joined(separator: " ")
    }

    /// Which field has focus: "field 2 of 3".
    private var fieldPosition: String {
        PromptStrings.current.text(.spokenFieldPosition, .count(focus + 1), .count(fields.count))
    }
}
