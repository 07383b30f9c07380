import PickerCore

/// What a key means to a wheel picker: a `WheelAction` for the core, or a change of the
/// key map's own mode (the vim mode's `/` type-ahead entry).
///
/// ```swift
/// WheelKeyMap.standard().command(for: KeyStroke(.down))   // .action(.step(by: 1))
/// WheelKeyMap.vim().command(for: KeyStroke(.character("/")))   // .beginTypeAhead
/// ```
public enum WheelKeyCommand: Equatable, Sendable {
    /// Apply this action to the picker.
    case action(WheelAction)
    /// Start a type-ahead entry: from now on letters type (vim mode's `/`).
    case beginTypeAhead
    /// End the type-ahead entry, keeping the row it reached (Enter or Esc while typing).
    case endTypeAhead
}
