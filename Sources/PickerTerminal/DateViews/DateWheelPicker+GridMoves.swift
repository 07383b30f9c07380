import Foundation
import PickerCore

/// The calendar moves the month grid's keys need beyond ``MonthGridAction/moveSelection(days:)``:
/// each is a distance in days from the selected day, applied with that action so the core
/// keeps the time of day and clamps to the bounds (SPEC 2.6, 2.11).
extension DateWheelPicker {
    /// The selected day's number (days since 1970-01-01 in the picker's zone).
    var selectedDayNumber: Int { state.context.dayNumber(of: state.date) }

    /// Days to the same day of the month `months` months on, or the last day of a shorter month
    /// (31 January + 1 month → 28 February).
    func daysToSameDay(months: Int) -> Int {
        let context = state.context
        let selected = selectedDayNumber
        let month = CalendarMonth(containingDay: selected, context: context)
        return days(from: selected, inMonth: month, to: month.adding(months: months, context: context))
    }

    /// Days to the same day of the month `years` years on (29 February → 28 February).
    func daysToSameDay(years: Int) -> Int {
        let context = state.context
        let selected = selectedDayNumber
        let month = CalendarMonth(containingDay: selected, context: context)
        return days(from: selected, inMonth: month, to: month.adding(years: years, context: context))
    }

    private func days(from selected: Int, inMonth month: CalendarMonth, to target: CalendarMonth) -> Int {
        let index = selected - month.firstDay
        return target.firstDay + min(index, target.dayCount - 1) - selected
    }

    /// Days to the first (or last) day of the selected day's week, which starts on the
    /// calendar's first weekday for the locale.
    func daysToWeekEdge(last: Bool) -> Int {
        let calendar = state.calendar
        let index = (calendar.component(.weekday, from: state.date) - calendar.firstWeekday + 7) % 7
        return last ? 6 - index : -index
    }

    /// Days to today.
    var daysToToday: Int { state.context.dayNumber(of: state.now) - selectedDayNumber }
}
