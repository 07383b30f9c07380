/// One of the two hands of a clock face (Behaviour 3.2, the graphical style's clock).
///
/// ```swift
/// ClockFace.hand(atDistance: 0.3)   // .hour: the inner part of the dial sets the hour
/// ```
public enum ClockHand: Equatable, Hashable, Sendable {
    /// The short hand: twelve hours a turn.
    case hour
    /// The long hand: sixty minutes a turn.
    case minute
}
