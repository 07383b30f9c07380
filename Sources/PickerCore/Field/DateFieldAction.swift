/// Where keys act in a textual date field: a segment, or past the last one, on Enter (Behaviour 3.1:
/// Tab past the last segment is not a trap).
public enum DateFieldFocus: Equatable, Hashable, Sendable {
    /// The segment at this index of ``DateFieldEditor/segments`` (reading order).
    case segment(Int)
    /// Past the last segment: Enter confirms, Tab comes back to the first.
    case end
}

/// What a person does to a textual date field (Behaviour 3.1), semantic and independent of keys.
///
/// ```swift
/// editor.apply(.type("1"))        // month: waits for a second digit
/// editor.apply(.type("2"))        // month 12; the day segment is focused
/// editor.apply(.step(by: 1))      // day + 1, wrapping within the month without carrying
/// ```
public enum DateFieldAction: Equatable, Sendable {
    /// Focus a segment (a click).
    case focus(segment: Int)
    /// The next segment in reading order, stopping at the last (→ left to right).
    case focusNext
    /// The previous segment in reading order, stopping at the first; from the end, the last.
    case focusPrevious
    /// Tab / Shift-Tab: like ``focusNext`` / ``focusPrevious``, but past the last (or before
    /// the first) segment to ``DateFieldFocus/end``, and from there back in.
    case tab(forward: Bool)
    /// Step the focused segment by `by` values, wrapping within it (↑ +1, ↓ −1).
    case step(by: Int)
    /// Step one segment, focused or not (the mouse wheel over it).
    case stepSegment(Int, by: Int)
    /// A bigger step: 10 minutes or seconds, 10 years, a month for a day, 3 months, 6 hours.
    case page(forward: Bool)
    /// The segment's minimum (Home) or maximum (End) within the bounds.
    case jumpToEnd(last: Bool)
    /// Typed text: digits fill a number, letters choose a month name, AM/PM or a zone.
    case type(String)
    /// Clear the focused segment to its placeholder (Backspace).
    case clear
    /// Finish what is being typed (before the value is read, e.g. on Enter).
    case commit
}
