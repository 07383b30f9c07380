/// The words a screen reader hears that are not names or values ICU gives: component names
/// where ICU cannot be asked (see ``FieldDisplayName``).
///
/// Names and values come from ICU in the person's language; these few phrases are the
/// project's own, in English, so that a translation is this one file. Key hints are not here:
/// the terminal speaks them from its key tables.
///
/// ```swift
/// AccessibilityPhrase.name(of: .dayPeriod)   // "AM/PM"
/// ```
enum AccessibilityPhrase {
    /// The English name of a component, for where ICU's field names cannot be reached.
    static func name(of kind: DateComponentKind) -> String {
        switch kind {
        case .era: return "Era"
        case .year: return "Year"
        case .month: return "Month"
        case .day: return "Day"
        case .dayOfYear: return "Date"
        case .dayPeriod: return "AM/PM"
        case .hour: return "Hour"
        case .minute: return "Minute"
        case .countdownHours: return "Hours"
        case .countdownMinutes: return "Minutes"
        }
    }
}
