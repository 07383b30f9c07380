import Foundation

extension DateWheelPicker {
    /// The inline calendar page for ``displayedMonth`` (SPEC 2.11).
    public var monthGrid: MonthGrid {
        let context = state.context
        return MonthGrid(month: displayedMonth, layout: layout, context: context, bounds: state.bounds,
                         selectedDay: context.dayNumber(of: state.date), today: context.dayNumber(of: state.now))
    }

    /// Applies a person's action on the inline calendar and returns what it caused.
    ///
    /// Navigation (previous/next month or year) turns the page without changing the value and
    /// never goes to a month wholly outside the bounds (it stops at the bound's month).
    /// Choosing or moving the day changes the value (time of day kept), which is reported as
    /// changed and settled at once: a calendar page does not spin.
    @discardableResult
    public mutating func apply(_ action: MonthGridAction) -> [DatePickerEvent] {
        let context = state.context
        switch action {
        case .showPreviousMonth: showMonth(displayedMonth.adding(months: -1, context: context))
        case .showNextMonth: showMonth(displayedMonth.adding(months: 1, context: context))
        case .showPreviousYear: showMonth(displayedMonth.adding(years: -1, context: context))
        case .showNextYear: showMonth(displayedMonth.adding(years: 1, context: context))
        case let .selectDay(day):
            return chooseDay(day)
        case let .moveSelection(days):
            return chooseDay(context.dayNumber(of: state.date) + days, clamping: true)
        }
        return []
    }

    /// Shows `month`, or the nearest month with a day inside the bounds.
    private mutating func showMonth(_ month: CalendarMonth) {
        let context = state.context
        var target = month
        if let bounds = state.bounds, !bounds.intersects(target.span(context: context)) {
            if let minimum = bounds.minimum, target.span(context: context).upperBound <= minimum {
                target = CalendarMonth(containing: minimum, context: context)
            } else if let maximum = bounds.maximum {
                target = CalendarMonth(containing: maximum, context: context)
            }
        }
        setDisplayedMonth(target)
    }

    /// Moves the value to the day numbered `day`, keeping the time of day.
    private mutating func chooseDay(_ day: Int, clamping: Bool = false) -> [DatePickerEvent] {
        guard state.mode.picksInstant else { return [] }
        let context = state.context
        let span = context.instants(fromWall: DateCalendarContext.wall(ofDayNumber: day),
                                    toWall: DateCalendarContext.wall(ofDayNumber: day + 1))
        if !clamping, let bounds = state.bounds, !bounds.intersects(span) { return [] }
        let time = context.fields(of: state.date)
        var fields = context.fields(ofDayNumber: day)
        (fields.hour, fields.minute, fields.second, fields.occurrence) = (time.hour, time.minute, time.second, time.occurrence)
        let before = state.date
        setDate(context.instant(for: fields))
        guard state.date != before else { return [] }
        return [.valueChanged(value), .settled(value)]
    }
}
