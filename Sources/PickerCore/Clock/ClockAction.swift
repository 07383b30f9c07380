/// What a person does to a clock face (Behaviour 3.2), semantic and independent of keys and mice.
///
/// ```swift
/// editor.apply(.turn(.minute, by: 1))           // the minute hand one interval on
/// editor.apply(.turn(.hour, by: -1))            // the hour hand an hour back
/// editor.apply(.point(.minute, atAngle: 90))    // a click at 3 o'clock on the outer dial: :15
/// editor.apply(.toggleDayPeriod)                // AM ↔ PM
/// editor.apply(.digits(.type("7")))             // typed digits, as in the textual field
/// ```
public enum ClockAction: Equatable, Sendable {
    /// Turns a hand by whole steps: the minute hand by the minute interval, the hour hand by an
    /// hour; forward is clockwise. Turning past 12 carries on into the next hour or day, as a
    /// clock's hands do.
    case turn(ClockHand, by: Int)
    /// Points a hand at an angle (degrees clockwise from 12): the minute hand at the nearest
    /// minute on the interval, the hour hand at the nearest hour mark in the same half of the day.
    case point(ClockHand, atAngle: Double)
    /// Switches between the morning and the afternoon, keeping the hour on the dial.
    case toggleDayPeriod
    /// Edits the time as digits, with the textual field's rules (``DateFieldEditor``).
    case digits(DateFieldAction)
}
