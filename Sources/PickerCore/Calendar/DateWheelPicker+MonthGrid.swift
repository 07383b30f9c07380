import Foundation

/// The inline calendar on a wheel picker's value: a ``MonthCalendar`` made from the picker's
/// state and page, for code that keeps one ``DateWheelPicker`` as its model.
extension DateWheelPicker {
    /// The inline calendar page for ``displayedMonth`` (Behaviour 2.11).
    public var monthGrid: MonthGrid { monthCalendar.grid }

    /// The calendar model on this picker's value, showing ``displayedMonth``.
    public var monthCalendar: MonthCalendar {
        var calendar = MonthCalendar(state: state, layout: layout)
        calendar.show(month: displayedMonth)
        return calendar
    }

    /// Applies a person's action on the inline calendar (see ``MonthCalendar/apply(_:)``) and
    /// returns what it caused; the wheels follow the value.
    @discardableResult
    public mutating func apply(_ action: MonthGridAction) -> [DatePickerEvent] {
        var calendar = monthCalendar
        let events = calendar.apply(action)
        if calendar.state.date != state.date { setDate(calendar.state.date) }
        setDisplayedMonth(calendar.displayedMonth)
        return events
    }
}
