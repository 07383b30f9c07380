/// What a person has typed into a wheel picker, for type-ahead and digit entry (Behaviour 1.11).
///
/// Typing accumulates here; it starts afresh after ``WheelPicker/typeAheadResetInterval``
/// seconds without typing (measured in tick time), when focus moves, or, for digits, when the
/// accumulated number does not exist in the component.
///
/// What cannot change the outcome is not kept, so a paste of any length costs little: once
/// the typed prefix matches no row (``matchesNothing``) no longer one can, and the letters
/// after it are dropped; and no more than ``maximumLength`` characters are kept at all.
///
/// ```swift
/// picker.apply(.type("p"))
/// picker.apply(.type("a"))
/// picker.state.typeAhead.text   // "pa"
/// ```
public struct TypeAheadBuffer: Equatable, Sendable {
    /// The most characters type-ahead keeps: no title is told apart from its neighbours by
    /// more, and it bounds the folding a paste costs while a search is still under way.
    public static let maximumLength = 1_000

    /// The characters typed so far, as typed (they are folded for matching as they arrive).
    public var text: String = ""
    /// The component they were typed into.
    public var component: Int = 0
    /// When the last character arrived (tick time), or nil.
    public var lastTypedAt: Double?
    /// True when `text` is digits being entered into a numeric component.
    public var isDigitEntry: Bool = false
    /// True once a search has walked every row without a match for `text`: a longer prefix
    /// cannot match either, so what is typed next is dropped until the buffer starts afresh.
    public internal(set) var matchesNothing = false
    /// The characters in `text` (kept, as counting a `String` walks it).
    var length = 0
    /// `text`, folded as it was typed.
    var matcher: TypeAheadMatcher?
    /// The search for `text` still walking rows, continued by later ticks.
    public internal(set) var search: TypeAheadSearch?

    /// An empty buffer: nothing typed.
    public init() {}
}
