extension DateComponentKind {
    /// The component's name for assistive technology: "Hour", "Minute", "Month" (SPEC 2.12).
    ///
    /// English only: Foundation exposes no localized names for calendar fields (ICU's field
    /// display names are not reachable through it on any platform), and the project has no
    /// string tables. Values, which people hear most, are localized.
    public var accessibilityLabel: String {
        switch self {
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

    /// The keys that change the component, for the hint (SPEC 2.12: keys, not gestures).
    public var accessibilityHint: String {
        let adjust = "Up or Down arrow to adjust the value"
        let move = "Left or Right arrow for another component"
        if isNumeric { return "\(adjust); type digits to enter it; \(move)." }
        if self == .dayPeriod || self == .era { return "\(adjust); type the first letters to choose; \(move)." }
        return "\(adjust); \(move)."
    }
}
