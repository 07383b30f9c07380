/// What applying a ``WheelAction`` caused (Behaviour 1.8).
///
/// Person actions emit these; changes made by code (``WheelPicker/selectRow(_:inComponent:animated:)``)
/// emit nothing.
public enum WheelEvent: Equatable, Sendable {
    /// The selected row of `component` changed (continuously while moving).
    case valueChanged(component: Int, row: Int)
    /// Movement stopped; `selection` is where every component came to rest.
    case settled(selection: [Int])
    /// The person confirmed `selection`.
    case committed(selection: [Int])
    /// The person cancelled.
    case cancelled
}
