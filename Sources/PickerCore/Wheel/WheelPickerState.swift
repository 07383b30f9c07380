/// Everything a person changes in a wheel picker, as a value: always valid, clamped and snapped
/// when an action is applied, never when drawing.
///
/// The selection is whole rows; how each component is drawn while it moves is kept apart in
/// ``motion`` (a renderer draws component `c` at `selection[c] + motion[c].offset`).
/// `selection[c]` is 0 for a component without rows; ``rowCounts`` tells them apart and
/// ``WheelPicker/selectedRow(inComponent:)`` answers nil for it (Behaviour 1.7).
///
/// ```swift
/// let picker = WheelPicker(source: Digits(), selection: [3])
/// picker.state.selection        // [3]
/// picker.state.rowCounts        // [10]
/// picker.state.motion[0].offset // 0 (at rest)
/// ```
public struct WheelPickerState: Equatable, Sendable {
    /// The selected row per component.
    public var selection: [Int]
    /// The component that keys act on (Behaviour 1.13).
    public var focusedComponent: Int = 0
    /// How many rows each component had when last asked (after every change, Behaviour 1.12).
    public var rowCounts: [Int]
    /// How each component is moving: drawn offset, velocity (Behaviour 1.8 "while moving").
    public var motion: [ComponentMotion]
    /// The latest time a ``WheelAction/tick(now:)`` brought, or nil before the first.
    public var now: Double?
    /// What has been typed for type-ahead or digit entry (Behaviour 1.11).
    public var typeAhead: TypeAheadBuffer = TypeAheadBuffer()
    /// True between a person's movement and the ``WheelEvent/settled(selection:)`` that ends it.
    public var awaitingSettle: Bool = false

    /// A state at rest with `selection` (one row per component) and the first component focused.
    public init(selection: [Int]) {
        self.selection = selection
        rowCounts = Array(repeating: 0, count: selection.count)
        motion = Array(repeating: ComponentMotion(), count: selection.count)
    }
}
