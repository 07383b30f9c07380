/// What a person does on the inline calendar (Behaviour 2.11).
///
/// Navigation changes the displayed month only (clamped to months with a day inside the
/// bounds); choosing a day changes the value, keeping the time of day.
///
/// ```swift
/// picker.apply(.showNextMonth)            // [] — the page turns, the value stays
/// picker.apply(.moveSelection(days: 7))   // [.valueChanged(...), .settled(...)]
/// ```
public enum MonthGridAction: Equatable, Sendable {
    /// Shows the month before (Page Up, the `‹` arrow).
    case showPreviousMonth
    /// Shows the month after (Page Down, the `›` arrow).
    case showNextMonth
    /// Shows the same month a year earlier.
    case showPreviousYear
    /// Shows the same month a year later.
    case showNextYear
    /// Chooses the day numbered `day` (see ``MonthGridDay/day``); a disabled day is ignored.
    case selectDay(Int)
    /// Moves the selected day by `days` (arrow keys: ±1, ±7), clamped to the bounds.
    case moveSelection(days: Int)
}
