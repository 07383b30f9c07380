import Foundation

extension DateComponentKind {
    /// The component's name for assistive technology in `locale`: "Hour", "Stunde", "時"
    /// (SPEC 2.12), from ICU's field display names; English where ICU cannot be asked.
    public func accessibilityLabel(locale: Locale) -> String {
        FieldDisplayName.name(of: self, locale: locale) ?? AccessibilityPhrase.name(of: self)
    }

    /// The keys that change the component, for the hint (SPEC 2.12: keys, not gestures).
    public var accessibilityHint: String {
        let adjust = AccessibilityPhrase.adjust
        let move = AccessibilityPhrase.otherComponent
        if isNumeric { return "\(adjust); \(AccessibilityPhrase.typeDigits); \(move)." }
        if self == .dayPeriod || self == .era { return "\(adjust); \(AccessibilityPhrase.typeLetters); \(move)." }
        return "\(adjust); \(move)."
    }
}
