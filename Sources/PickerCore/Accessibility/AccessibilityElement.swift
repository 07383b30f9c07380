/// What assistive technology needs to present one part of a picker (Behaviour 2.12).
///
/// The platform reads a wheel as "2 o'clock. Picker item. Adjustable. Swipe up or down with
/// one finger to adjust the value."; a terminal screen reader gets ``label``, ``value``,
/// ``traits`` and a ``hint`` that names keys instead of gestures. The core gives label, value
/// and traits; the terminal adds the hint from its key table.
///
/// ```swift
/// picker.accessibilityElements[0]
/// // label "Hour", value "2 PM", traits [.adjustable], hint ""
/// AccessibilityElement(label: "Hour", value: "2 PM", hint: "Up or Down arrow to adjust the value.",
///                      traits: .adjustable).spokenDescription
/// // "Hour, 2 PM, adjustable. Up or Down arrow to adjust the value."
/// ```
public struct AccessibilityElement: Equatable, Hashable, Sendable {
    /// What the element is: "Hour", "Month".
    public let label: String
    /// What it holds now: "2 PM", "30 minutes", "November 2026".
    public let value: String
    /// How to change it, naming the keys; empty where the keys are not known (the core).
    public let hint: String
    /// What kind of element it is: adjustable, a button, selected.
    public let traits: AccessibilityElementTraits

    /// An element with its label, value, key hint (empty: none) and traits.
    public init(label: String, value: String, hint: String = "", traits: AccessibilityElementTraits) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
    }

    /// The line a screen reader speaks: "Hour, 2 PM, adjustable. Up or Down arrow ...".
    public var spokenDescription: String {
        let trait = traits.contains(.adjustable) ? ", adjustable" : ""
        return "\(label), \(value)\(trait)." + (hint.isEmpty ? "" : " \(hint)")
    }
}

/// Kinds of behaviour an accessibility element has, as the platform's traits.
public struct AccessibilityElementTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The value changes by increments (Up/Down): every picker component.
    public static let adjustable = AccessibilityElementTraits(rawValue: 1 << 0)
    /// Activating it does something (a calendar day, the compact button).
    public static let button = AccessibilityElementTraits(rawValue: 1 << 1)
    /// Currently chosen.
    public static let selected = AccessibilityElementTraits(rawValue: 1 << 2)
    /// Cannot be used now (a day outside the bounds).
    package static let notEnabled = AccessibilityElementTraits(rawValue: 1 << 3)
}
