import Foundation

/// A date picker a person can move: a ``DatePickerState`` driving a ``WheelPicker`` whose
/// components and rows come from the calendar (Behaviour 2), like UIDatePicker without a view.
///
/// The wheels do the moving (steps, scrolling, momentum, typing, Behaviour 1): after every action
/// the rows the wheels show are read back as a value with the date rules — a missing day
/// clamped to the month's last (2.8), wall times in a DST gap moved forward and fall-back
/// hours told apart (2.5), bounds (2.6), the minute interval (2.7), the countdown range
/// (2.9) — and reported as ``DatePickerEvent``s. Rows that may not be settled on are disabled,
/// so the wheels come to rest only on valid values (1.10); once they rest the picker checks
/// that the wheels show exactly its value.
///
/// ```swift
/// var picker = DateWheelPicker(state: DatePickerState(mode: .date, date: jan31, locale: enUS,
///                                                     calendar: gregorian, timeZone: berlin, now: jan31))
/// picker.apply(.tick(now: 0))
/// picker.apply(.focus(component: 0))          // month
/// picker.apply(.step(by: 1))                  // [.valueChanged(.date(feb28))]  (31 Feb → 28)
/// picker.apply(.tick(now: 1))                 // [.settled(.date(feb28))], day wheel on 28
/// ```
public struct DateWheelPicker: Sendable {
    /// Settings and value.
    public private(set) var state: DatePickerState
    /// Components, order, names, digits for the state's mode, locale and calendar.
    public let layout: DatePickerLayout
    /// The wheels: selection, motion, titles and enabled rows for a renderer.
    public private(set) var wheel: WheelPicker<DateComponentsSource>
    /// The month the inline calendar shows (Behaviour 2.11).
    public private(set) var displayedMonth: CalendarMonth
    /// The moment year and day rows are counted from; moves only when a value set by code
    /// falls outside the rows.
    private var anchor: Date
    /// What was typed on the `dateAndTime` date column (see ``DayTypeAhead``).
    var dayTypeAhead = DayTypeAhead()

    /// A picker showing `state`'s value on wheels laid out for its mode and locale.
    public init(state: DatePickerState) {
        self.state = state
        layout = DatePickerLayout(mode: state.mode, locale: state.locale, calendar: state.calendar)
        anchor = state.date
        let source = Self.makeSource(state: state, layout: layout, anchor: state.date)
        wheel = WheelPicker(source: source, selection: source.selection(for: state.date, duration: state.countDownDuration))
        wheel.typeAheadLocale = state.locale
        displayedMonth = CalendarMonth(containing: state.date, context: state.context)
    }

    private static func makeSource(state: DatePickerState, layout: DatePickerLayout, anchor: Date) -> DateComponentsSource {
        DateComponentsSource(layout: layout, context: state.context, bounds: state.bounds, interval: state.minuteInterval,
                             value: state.date, now: state.now, anchor: anchor)
    }

    // MARK: Reading

    /// The selected instant (meaningless in `countDownTimer` mode).
    public var date: Date { state.date }
    /// The selected duration in seconds (`countDownTimer` mode).
    public var countDownDuration: TimeInterval { state.countDownDuration }
    /// The value of the mode: a date, or a duration for a countdown.
    public var value: DatePickerValue {
        state.mode == .countDownTimer ? .duration(state.countDownDuration) : .date(state.date)
    }

    /// The component kinds in reading order (a renderer mirrors them when
    /// ``DatePickerLayout/isRightToLeft``, Behaviour 1.4).
    public var components: [DateComponentKind] { layout.components }

    // MARK: Person actions

    /// Applies a person's action (step, select, type, scroll, tick, commit, ...) and returns
    /// what it caused, with the value (Behaviour 1.8).
    @discardableResult
    public mutating func apply(_ action: WheelAction) -> [DatePickerEvent] {
        if keyStepStopsAtOneInterval(action) { return [] }
        let before = value
        let dateBefore = state.date
        let oldSelection = wheel.state.selection
        let oldValues = rowValues(oldSelection)
        let hourIsCoasting = layout.components.firstIndex(of: .hour).map { wheel.state.motion[$0].velocity != 0 } ?? false
        let wheelEvents = wheel.apply(dayTypeAheadAction(for: action) ?? action)
        keepReinterpretedRows(oldSelection: oldSelection, oldValues: oldValues)
        let keyStep = state.mode.picksInstant ? action.keyStep(focused: wheel.state.focusedComponent) : nil
        let carried = keyStep.map {
            carryOrStopWrappedStep($0.component, direction: $0.direction, from: oldSelection, value: dateBefore)
        } ?? false
        if !carried, action.turnsWheels(coasting: hourIsCoasting) {
            flipDayPeriodIfHourWrapped(oldSelection: oldSelection, animated: !action.isTick)
        }
        if let keyStep, !carried {
            stepPastRepeatedInstant(keyStep.component, direction: keyStep.direction, from: oldSelection)
        }
        if wheel.state.selection != oldSelection {
            readValueFromWheels()
            if let keyStep { showValueMovedOutOfGap(steppedComponent: keyStep.component) }
            if state.mode.picksInstant {
                displayedMonth = CalendarMonth(containing: state.date, context: state.context)
            }
        }

        var events: [DatePickerEvent] = []
        if value != before { events.append(.valueChanged(value)) }
        for event in wheelEvents {
            switch event {
            case .valueChanged:
                break
            case .settled:
                alignWheelsWithValue()
                events.append(.settled(value))
            case .committed:
                alignWheelsWithValue()
                events.append(.committed(value))
            case .cancelled:
                events.append(.cancelled)
            }
        }
        return events
    }

    // MARK: Changes made by code (no events, Behaviour 1.8)

    /// Sets the value by code: normalized (interval, bounds), wheels moved, no events.
    package mutating func setDate(_ date: Date, animated: Bool = false) {
        state.setDate(date)
        if !wheel.source.days.contains(state.context.dayNumber(of: state.date))
            || !wheel.source.years.contains(wheel.source.yearValue(of: state.context.fields(of: state.date))) {
            anchor = state.date
        }
        rebuildSource()
        alignWheelsWithValue(animated: animated)
        displayedMonth = CalendarMonth(containing: state.date, context: state.context)
    }

    /// Sets the countdown duration by code (Behaviour 2.9), no events.
    package mutating func setCountDownDuration(_ seconds: TimeInterval, animated: Bool = false) {
        state.setCountDownDuration(seconds)
        alignWheelsWithValue(animated: animated)
    }

    /// Shows `month` on the inline calendar (no bounds check: see ``apply(_:)-MonthGridAction``).
    mutating func setDisplayedMonth(_ month: CalendarMonth) {
        displayedMonth = month
    }

    /// Tells the picker the current moment, so "Today" follows midnight.
    package mutating func setNow(_ now: Date) {
        state.now = now
        rebuildSource()
    }

    // MARK: Keeping wheels and value in step

    /// What each component's selected row stands for.
    private func rowValues(_ selection: [Int]) -> [Int] {
        selection.indices.map { wheel.source.value(ofRow: selection[$0], component: $0, selection: selection) }
    }

    /// A component whose rows were re-listed because another moved (the hours of a fall-back
    /// day, the years of another era) keeps the value it showed, not the row index.
    private mutating func keepReinterpretedRows(oldSelection: [Int], oldValues: [Int]) {
        guard oldSelection.count == wheel.state.selection.count else { return }
        for component in oldSelection.indices {
            let selection = wheel.state.selection
            guard selection[component] == oldSelection[component] else { continue }
            let now = wheel.source.value(ofRow: selection[component], component: component, selection: selection)
            guard now != oldValues[component] else { continue }
            let row = wheel.source.row(forValue: oldValues[component], component: component, selection: selection)
            if row != selection[component] {
                wheel.selectRow(row, inComponent: component, animated: false)
            }
        }
    }

    /// On a 12-hour clock, the AM/PM wheel flips when the hour wheel turns past 11 to 12 (or
    /// back), as the platform's wheels do (Behaviour 2.7a): the hour rows of a half day run 12, 1,
    /// ... 11, so the turn is the hour wheel passing its last row forwards or its first
    /// backwards. Only the day period changes; the date stays. A row picked directly (a
    /// click, typed digits) is not a turn: "9" typed at 2 PM is 9 PM.
    private mutating func flipDayPeriodIfHourWrapped(oldSelection: [Int], animated: Bool) {
        guard let hour = layout.components.firstIndex(of: .hour),
              let period = layout.components.firstIndex(of: .dayPeriod),
              oldSelection.count == wheel.state.selection.count
        else { return }
        let before = oldSelection[hour]
        let after = wheel.state.selection[hour]
        guard before != after else { return }
        let direction = wheel.state.motion[hour].direction
        guard direction > 0 ? after < before : after > before else { return }
        let hourValue = wheel.source.value(ofRow: after, component: hour, selection: wheel.state.selection)
        wheel.selectRow(1 - wheel.state.selection[period], inComponent: period, animated: animated)
        // The other half day lists its own hours (a fall-back day repeats one): keep the hour.
        let selection = wheel.state.selection
        let row = wheel.source.row(forValue: hourValue, component: hour, selection: selection)
        if row != selection[hour] { wheel.selectRow(row, inComponent: hour, animated: false) }
    }

    /// True for a key step of the countdown's minutes from one interval down onto zero: a zero
    /// countdown settles on one interval (Behaviour 2.9), so the step stops there, as at a
    /// bound, rather than going on across the wrap to 59 minutes.
    private func keyStepStopsAtOneInterval(_ action: WheelAction) -> Bool {
        guard state.mode == .countDownTimer, let step = action.keyStep(focused: wheel.state.focusedComponent),
              step.direction < 0, layout.components.indices.contains(step.component),
              layout.components[step.component] == .countdownMinutes,
              state.countDownDuration <= TimeInterval(state.minuteInterval.minutes * 60)
        else { return false }
        return true
    }

    /// A key step on a looping wheel that wraps past rows lying beyond a limit of the value
    /// (see ``DateComponentsSource/isRowPastLimit(_:inComponent:selection:)``) would move the
    /// value against the step: 平成31年4月 stepped on to the next month lands on 平成31年1月, as
    /// 平成31年 ends in April, and December stepped on with both bounds in the year lands on
    /// the first month they allow; 昭和64年1月 stepped on does not move at all. A bounded or
    /// era-bounded value carries or stops instead
    /// (Behaviour 2.6): it moves one of the wheel's units in the step's direction (令和元年5月),
    /// or, when that is outside the bounds or the supported years, the step leaves the value
    /// where it was. True when the step was handled so.
    private mutating func carryOrStopWrappedStep(_ component: Int, direction: Int, from oldSelection: [Int],
                                                 value start: Date) -> Bool {
        guard layout.components.indices.contains(component), oldSelection.count == wheel.state.selection.count,
              wheel.source.componentLoops(component)
        else { return false }
        let (old, new) = (oldSelection[component], wheel.state.selection[component])
        // The step wrapped, or found no row to go to (every other month of 昭和64年 is past
        // the era's end): the rows it passed or faced decide.
        let moved = new != old
        guard !moved || (direction > 0 ? new < old : new > old) else { return false }
        let count = wheel.source.numberOfRows(inComponent: component, selection: oldSelection)
        var row = old
        var passesLimit = false
        for _ in 0 ..< count {
            row = ((row + direction) % count + count) % count
            if wheel.source.isRowPastLimit(row, inComponent: component, selection: oldSelection) {
                passesLimit = true
                break
            }
            if row == new || !moved { break }
        }
        guard passesLimit else { return false }
        var amount = direction
        let unit: Calendar.Component
        switch layout.components[component] {
        case .month: unit = .month
        case .day: unit = .day
        case .hour: unit = .hour
        case .minute:
            unit = .minute
            amount *= state.minuteInterval.minutes
        default: return false
        }
        let context = state.context
        let span = DatePickerState.supportedSpan(in: context.resolver)
        let target = context.wallCalendar.date(byAdding: unit, value: amount, to: context.resolver.wall(of: start))
            .map { context.resolver.instant(forWall: $0) }
        // A unit with an instant inside the bounds is one to carry into (Behaviour 2.6); the
        // value then becomes the bound it crossed, as setting it clamps.
        if let target, direction > 0 ? target > start : target < start, target >= span.first, target <= span.last,
           state.bounds?.intersects(context.span(of: unit, containing: context.fields(of: target))) ?? true {
            setDate(target, animated: true)
        } else {
            wheel.selectRow(old, inComponent: component, animated: false)
        }
        return true
    }

    /// A key step always reaches the next instant that exists in its direction (Behaviour 2.5,
    /// 1.10). Rows can spell the instant the step started from: the second pass of an hour the
    /// zone repeats only in part (01:15 on Lord Howe's fall-back day happens once, so its second
    /// `01` row is 01:15 again), or a wall time inside a gap that moves forward onto the value
    /// (03:10 in Chatham's 02:45–03:45 gap is 04:10). Such a step goes on, row by row in its
    /// direction, until the rows spell another instant.
    private mutating func stepPastRepeatedInstant(_ component: Int, direction: Int, from oldSelection: [Int]) {
        guard oldSelection.count == wheel.state.selection.count, wheel.state.selection != oldSelection else { return }
        let start = wheel.source.date(for: oldSelection)
        // A row spelling the start again is followed by one that does not (the zone's
        // transitions are months apart); the bound only keeps a broken zone from looping.
        for _ in 0 ..< 4 {
            let selection = wheel.state.selection
            guard wheel.source.date(for: selection) == start,
                  let distance = wheel.rowsToNextEnabledRow(from: selection[component], direction: direction, inComponent: component)
            else { return }
            wheel.selectRow(wheel.row(selection[component], movedBy: distance, inComponent: component), inComponent: component,
                            animated: true)
            flipDayPeriodIfHourWrapped(oldSelection: selection, animated: true)
        }
    }

    /// After a key step onto a wall time inside a gap, the value is that time moved forward by
    /// the gap (Behaviour 2.5: 02:50 in Chatham's 02:45–03:45 gap is 03:50); the wheels move
    /// there at once, so the minute wheel does not come to rest on the last minute before the
    /// gap and carry the value backwards. A disabled row (a day the zone skipped) is left to
    /// come to rest on an enabled one instead (Behaviour 1.10).
    private mutating func showValueMovedOutOfGap(steppedComponent: Int) {
        guard layout.components.indices.contains(steppedComponent), layout.components[steppedComponent] != .minute,
              wheel.isRowEnabled(wheel.state.selection[steppedComponent], inComponent: steppedComponent)
        else { return }
        let shown = wheel.source.selectedFields(wheel.state.selection)
        guard state.context.resolver.instants(forWall: state.context.wall(for: shown)).isEmpty else { return }
        alignWheelsWithValue(animated: true)
    }

    /// Reads the value the wheels show: day clamped, DST resolved, interval and bounds applied.
    private mutating func readValueFromWheels() {
        let selection = wheel.state.selection
        if state.mode == .countDownTimer {
            state.setCountDownDuration(wheel.source.duration(for: selection))
        } else {
            state.setSelectedDate(wheel.source.date(for: selection))
        }
    }

    private mutating func rebuildSource() {
        wheel.source = Self.makeSource(state: state, layout: layout, anchor: anchor)
        wheel.reloadAllComponents()
    }

    /// Once the wheels rest, they show exactly the value: a value clamped into the bounds or
    /// moved out of a DST gap moves the wheels with it.
    private mutating func alignWheelsWithValue(animated: Bool = false) {
        if state.mode != .countDownTimer, wheel.source.base != state.context.fields(of: state.date) {
            rebuildSource()
        }
        let target = wheel.source.selection(for: state.date, duration: state.countDownDuration)
        // In the order rows depend on each other: a year's month rows (a chinese leap year has
        // 13) and a month's days must be there before a month or day row is chosen in them.
        for component in layout.componentsInDependencyOrder where wheel.state.selection.indices.contains(component) {
            if wheel.state.selection[component] != target[component] {
                wheel.selectRow(target[component], inComponent: component, animated: animated)
            }
        }
    }
}

extension WheelAction {
    /// True for the actions that turn a wheel row by row (steps, pages, scrolling, and the
    /// ticks that carry a spin on while `coasting`), as opposed to picking a row directly or
    /// a wheel easing onto the row it rests on.
    fileprivate func turnsWheels(coasting: Bool) -> Bool {
        switch self {
        case .step, .stepComponent, .page, .scroll: return true
        case .tick: return coasting
        case .jumpToEnd, .select, .focus, .focusNext, .focusPrevious, .type, .commit, .cancel: return false
        }
    }

    /// The component and direction of a key step (arrow, page), which always reaches the next
    /// instant in its direction (Behaviour 1.10, 2.5); nil for every other action.
    fileprivate func keyStep(focused: Int) -> (component: Int, direction: Int)? {
        switch self {
        case .step(let rows) where rows != 0: return (focused, rows > 0 ? 1 : -1)
        case .stepComponent(let component, let rows) where rows != 0: return (component, rows > 0 ? 1 : -1)
        case .page(let forward): return (focused, forward ? 1 : -1)
        default: return nil
        }
    }

    /// True for time passing, which moves wheels without a person's hand on them.
    fileprivate var isTick: Bool {
        if case .tick = self { return true }
        return false
    }
}
