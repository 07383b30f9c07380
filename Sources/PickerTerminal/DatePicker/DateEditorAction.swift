import PickerCore

/// What a key means to a date picker's editors: a grid command, a wheel command, or Tab on the
/// wheels beside a grid (the next wheel, or back to the grid past the last one).
///
/// ```swift
/// DateEditorAction.grid(.move(.days(1)))
/// DateEditorAction.wheels(.action(.step(by: 1)))
/// DateEditorAction.tabOnWheels(forward: true)
/// ```
public enum DateEditorAction: Equatable, Sendable {
    /// For the month grid.
    case grid(MonthGridKeyCommand)
    /// For the wheels.
    case wheels(WheelKeyCommand)
    /// Tab (forward) or Shift-Tab on the wheels beside a grid.
    case tabOnWheels(forward: Bool)
    /// For the textual field.
    case field(DateFieldKeyCommand)
}
