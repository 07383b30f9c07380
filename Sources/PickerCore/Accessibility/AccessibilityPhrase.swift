/// The words a screen reader hears that are not names or values, in one table: component
/// names where ICU cannot be asked (see ``FieldDisplayName``) and the key hints (SPEC 2.12).
///
/// Names and values come from ICU in the person's language; these few phrases are the
/// project's own, in English, so that a translation is this one file.
///
/// ```swift
/// AccessibilityPhrase.adjust        // "Up or Down arrow to adjust the value"
/// ```
enum AccessibilityPhrase {
    static let adjust = "Up or Down arrow to adjust the value"
    static let otherComponent = "Left or Right arrow for another component"
    static let typeDigits = "type digits to enter it"
    static let typeLetters = "type the first letters to choose"

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
