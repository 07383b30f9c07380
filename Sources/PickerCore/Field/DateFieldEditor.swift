import Foundation

/// The textual date field's model (Behaviour 3.1, NSDatePicker's textual style): the value as the
/// locale writes it, split into segments a person focuses, steps and types into — one more
/// editor of the ``DatePickerState`` the wheels and the month grid share.
///
/// Segments come from ICU's pattern for the locale (``DateFieldPattern``). The focused segment
/// takes the keys: ↑/↓ step it, wrapping within it without carrying into the next (minute 59 →
/// 00 keeps the hour, as NSDatePicker does) and skipping values outside the bounds (Behaviour 1.10,
/// 2.6); digits fill it and move on by themselves once no further digit could fit; letters
/// choose a month name or AM/PM by prefix; Backspace clears it to a placeholder. Every value it
/// sets goes through the state, so the date rules hold as on the wheels: a missing day settles
/// at the month's end (2.8), a wall time in a DST gap moves forward (2.5), a value outside the
/// bounds settles at the bound (2.6), minutes stay on the interval (2.7), a countdown keeps its
/// range (2.9).
///
/// A field of any mode stands alone, so a time field can sit under a range calendar: each end
/// is a `time` state edited by its own field, and ``adopt(_:)`` takes a value set elsewhere.
///
/// ```swift
/// var field = DateFieldEditor(state: DatePickerState(mode: .date, date: nov22, locale: enUS,
///                                                    calendar: gregorian, timeZone: utc, now: nov22))
/// field.text                   // "11/22/2026", the month focused
/// field.apply(.type("1"))      // "1/22/2026": a 1 may become 10, 11 or 12
/// field.apply(.type("2"))      // "12/22/2026", the day focused
/// field.apply(.type("0"))
/// field.apply(.type("5"))      // "12/05/2026", the year focused
/// ```
public struct DateFieldEditor: Sendable {
    /// The settings and the value, always valid.
    public internal(set) var state: DatePickerState
    /// The segments and literals, read from ICU for the mode, elements and locale.
    public let pattern: DateFieldPattern
    /// Digits, names and hour cycle of the locale and calendar.
    public let layout: DatePickerLayout
    /// The segment keys act on, or the end past the last one.
    public private(set) var focus: DateFieldFocus
    /// Digits typed into the focused segment that may still grow ("1" in a month), in ASCII;
    /// empty when nothing is being typed. They are shown as typed and set once complete.
    public internal(set) var pendingDigits = ""
    /// The segment Backspace cleared: it shows its placeholder until typed into or left.
    public internal(set) var clearedSegment: Int?
    /// Letters typed into the focused segment, matched as a prefix (month names, AM/PM, zones).
    var typedLetters = ""
    /// Formatters for the era and zone segments, made once per zone.
    var formatters: DateFieldFormatters

    /// A field on `state`, the first segment focused.
    public init(state: DatePickerState) {
        self.state = state
        layout = DatePickerLayout(mode: state.mode, locale: state.locale, calendar: state.calendar)
        pattern = state.mode == .countDownTimer
            ? .countdown(locale: state.locale)
            : DateFieldPattern(mode: state.mode, elements: state.elements, locale: layout.locale)
        focus = .segment(0)
        formatters = DateFieldFormatters(locale: layout.locale, timeZone: state.timeZone)
    }

    /// The segments in reading order.
    public var segments: [DateFieldSegment] { pattern.segments }

    /// The focused segment's index, nil at the end.
    public var focusedSegment: Int? {
        if case .segment(let index) = focus, segments.indices.contains(index) { return index }
        return nil
    }

    /// The value of the mode: a date, or a duration for a countdown.
    public var value: DatePickerValue {
        state.mode == .countDownTimer ? .duration(state.countDownDuration) : .date(state.date)
    }

    /// The hour cycle the pattern writes (`h` 1–12, `H` 0–23, ...).
    var hourCycle: HourCycle {
        segments.first { $0.kind == .hour }.flatMap { HourCycle(patternLetter: $0.letter) } ?? layout.hourCycle
    }

    // MARK: Actions

    /// Applies a person's action and returns what it caused: a changed value is reported as
    /// changed and settled at once, since nothing in a field moves on by itself.
    @discardableResult
    public mutating func apply(_ action: DateFieldAction) -> [DatePickerEvent] {
        let before = value
        switch action {
        case .focus(let segment):
            move(to: segments.indices.contains(segment) ? .segment(segment) : focus)
        case .focusNext:
            if let index = focusedSegment { move(to: .segment(min(index + 1, segments.count - 1))) }
        case .focusPrevious:
            if let index = focusedSegment { move(to: .segment(max(index - 1, 0))) } else { move(to: .segment(segments.count - 1)) }
        case .tab(let forward):
            tab(forward: forward)
        case .step(let delta):
            if let index = focusedSegment { step(segment: index, by: delta) }
        case .stepSegment(let index, let delta):
            if segments.indices.contains(index) { step(segment: index, by: delta) }
        case .page(let forward):
            if let index = focusedSegment { page(segment: index, forward: forward) }
        case .jumpToEnd(let last):
            if let index = focusedSegment { jumpToEnd(segment: index, last: last) }
        case .type(let text):
            for character in text { type(character) }
        case .clear:
            if let index = focusedSegment {
                pendingDigits = ""
                typedLetters = ""
                clearedSegment = index
            }
        case .commit:
            commitPending()
        }
        let after = value
        return after == before ? [] : [.valueChanged(after), .settled(after)]
    }

    /// Takes a value another editor set (a range calendar's day, the wheels): what was being
    /// typed is dropped, the focus stays.
    public mutating func adopt(_ newState: DatePickerState) {
        if newState.timeZone != state.timeZone {
            formatters = DateFieldFormatters(locale: layout.locale, timeZone: newState.timeZone)
        }
        state = newState
        pendingDigits = ""
        typedLetters = ""
        clearedSegment = nil
    }

    // MARK: Focus

    /// Moves the focus, finishing what was typed in the segment left; a cleared segment left
    /// untouched shows its value again.
    mutating func move(to newFocus: DateFieldFocus) {
        guard newFocus != focus else { return }
        commitPending()
        clearedSegment = nil
        typedLetters = ""
        focus = newFocus
    }

    private mutating func tab(forward: Bool) {
        switch focus {
        case .end:
            move(to: .segment(forward ? 0 : segments.count - 1))
        case .segment(let index):
            let next = index + (forward ? 1 : -1)
            move(to: segments.indices.contains(next) ? .segment(next) : .end)
        }
    }

    /// Moves on after a segment was filled: to the next segment, or past the last to the end.
    mutating func advance(from index: Int) {
        move(to: index + 1 < segments.count ? .segment(index + 1) : .end)
    }
}
