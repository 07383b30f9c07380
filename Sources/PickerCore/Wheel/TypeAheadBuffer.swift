/// What a person has typed into a wheel picker, for type-ahead and digit entry (SPEC 1.11).
///
/// Typing accumulates here; it starts afresh after ``WheelPicker/typeAheadResetInterval``
/// seconds without typing (measured in tick time), when focus moves, or, for digits, when the
/// accumulated number does not exist in the component.
///
/// ```swift
/// picker.apply(.type("p"))
/// picker.apply(.type("a"))
/// picker.state.typeAhead.text   // "pa"
/// ```
public struct TypeAheadBuffer: Equatable, Sendable {
    /// The characters typed so far, as typed (folding happens when matching).
    public var text: String = ""
    /// The component they were typed into.
    public var component: Int = 0
    /// When the last character arrived (tick time), or nil.
    public var lastTypedAt: Double?
    /// True when `text` is digits being entered into a numeric component.
    public var isDigitEntry: Bool = false

    public init() {}
}
