// SKELETON (wheel-core owner completes it).

/// Everything a person changes in a wheel picker, as a value: always valid, clamped and snapped
/// when an action is applied, never when drawing.
public struct WheelPickerState: Equatable, Sendable {
    /// The selected row per component.
    public var selection: [Int]
    /// The component that keys act on (SPEC 1.13).
    public var focusedComponent: Int = 0

    public init(selection: [Int]) {
        self.selection = selection
    }
}
