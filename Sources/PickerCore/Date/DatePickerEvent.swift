import Foundation

/// The value a date picker holds: an instant, or a countdown's duration.
public enum DatePickerValue: Equatable, Hashable, Sendable {
    /// An instant (every mode but `countDownTimer`).
    case date(Date)
    /// Seconds, whole minutes (Behaviour 2.9).
    case duration(TimeInterval)
}

/// What applying an action to a ``DateWheelPicker`` caused, as ``WheelEvent`` does for a
/// wheel picker but carrying the value (Behaviour 1.8).
///
/// ```swift
/// picker.apply(.step(by: 1))     // [.valueChanged(.date(tomorrow))]
/// picker.apply(.tick(now: 1))    // [.settled(.date(tomorrow))]
/// ```
public enum DatePickerEvent: Equatable, Sendable {
    /// The value changed while a person moves (continuously while moving).
    case valueChanged(DatePickerValue)
    /// Movement stopped: the value where everything came to rest, valid and within bounds.
    case settled(DatePickerValue)
    /// The person confirmed the value.
    case committed(DatePickerValue)
    /// The person cancelled.
    case cancelled
}
