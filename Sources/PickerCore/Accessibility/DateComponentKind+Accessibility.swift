import Foundation

extension DateComponentKind {
    /// The component's name for assistive technology in `locale`: "Hour", "Stunde", "時"
    /// (Behaviour 2.12), from ICU's field display names; English where ICU cannot be asked.
    public func accessibilityLabel(locale: Locale) -> String {
        FieldDisplayName.name(of: self, locale: locale) ?? AccessibilityPhrase.name(of: self)
    }

}
