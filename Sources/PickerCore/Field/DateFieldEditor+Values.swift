import Foundation

/// What each segment's value is, which values it steps through, and setting one through the
/// state's rules.
///
/// A segment's value is a number: the era, the year, a month slot (``MonthSlot/value``, so a
/// chinese leap month is its own value), the day, the half day (0 AM, 1 PM), an hour slot
/// (`hour × 2 + occurrence`, so both passes of a fall-back hour are values), minutes, seconds,
/// a zone's index in ``zoneIdentifiers``, countdown hours and minutes.
extension DateFieldEditor {
    /// The wall-clock fields of the value.
    var fields: CivilFields { state.context.fields(of: state.date) }

    /// The value `segment` has in `state`.
    func value(of kind: DateFieldSegment.Kind, in state: DatePickerState) -> Int {
        let fields = state.context.fields(of: state.date)
        let minutes = Int(state.countDownDuration) / 60
        switch kind {
        case .era: return fields.era
        case .year: return fields.year
        case .month: return MonthSlot(month: fields.month, isLeap: fields.isLeapMonth).value
        case .day: return fields.day
        case .dayPeriod: return fields.hour / 12
        case .hour: return fields.hour * 2 + fields.occurrence
        case .minute: return fields.minute
        case .second: return fields.second
        case .timeZone: return Self.zoneIdentifiers.firstIndex(of: state.timeZone.identifier) ?? 0
        case .countdownHours: return minutes / 60
        case .countdownMinutes: return minutes % 60
        }
    }

    /// The values a wrapping segment steps through, in order, for the value as it stands: the
    /// days of its month, the months of its year, the hours of its day (of its half day on a
    /// 12-hour clock, a fall-back hour twice), minutes on the interval. Nil for the year, whose
    /// values are counted instead.
    func values(of kind: DateFieldSegment.Kind) -> [Int]? {
        let fields = self.fields
        let interval = state.minuteInterval.minutes
        switch kind {
        case .year: return nil
        case .era: return Array(0 ..< max(1, (state.context.calendar.maximumRange(of: .era)?.upperBound ?? 1)))
        case .month: return MonthSlot.slots(era: fields.era, year: fields.year, context: state.context).map(\.value)
        case .day:
            return Array(1 ... max(1, state.context.daysInMonth(era: fields.era, year: fields.year, month: fields.month,
                                                                isLeapMonth: fields.isLeapMonth)))
        case .dayPeriod: return [0, 1]
        case .hour:
            let day = state.context.dayNumber(of: state.date)
            var slots = HourSlot.slots(forDay: day, resolver: state.context.resolver).slots
            if hourCycle.usesDayPeriod { slots = slots.filter { $0.hour / 12 == fields.hour / 12 } }
            return slots.map { $0.hour * 2 + $0.occurrence }
        case .minute, .countdownMinutes: return Array(stride(from: 0, to: 60, by: interval))
        case .second: return Array(0 ..< 60)
        case .timeZone: return zonesOfRegion
        case .countdownHours: return Array(0 ..< 24)
        }
    }

    /// The state with `kind` set to `value`, through the state's rules (day clamped to the
    /// month, DST gap moved forward, interval, bounds).
    func setting(_ kind: DateFieldSegment.Kind, to value: Int) -> DatePickerState {
        var state = self.state
        if state.mode == .countDownTimer {
            let minutes = Int(state.countDownDuration) / 60
            let (hours, rest) = (minutes / 60, minutes % 60)
            let total = kind == .countdownHours ? value * 60 + rest : hours * 60 + value
            state.setCountDownDuration(TimeInterval(total * 60))
            return state
        }
        if kind == .timeZone {
            return Self.zoneIdentifiers.indices.contains(value) ? withZone(Self.zoneIdentifiers[value]) : state
        }
        var fields = self.fields
        switch kind {
        case .era: fields.era = value
        case .year: fields.year = value
        case .month:
            let slot = MonthSlot(value: value)
            (fields.month, fields.isLeapMonth) = (slot.month, slot.isLeap)
        case .day: fields.day = value
        case .dayPeriod: fields.hour = fields.hour % 12 + 12 * value
        case .hour: (fields.hour, fields.occurrence) = (value / 2, value % 2)
        case .minute: fields.minute = value
        case .second: fields.second = value
        case .timeZone, .countdownHours, .countdownMinutes: break
        }
        if !state.keepsSeconds { fields.second = 0 }
        state.setSelectedDate(state.context.instant(for: fields))
        return state
    }

    /// Sets `kind` to `value` and keeps whatever the state's rules make of it (a day past the
    /// month's end, a value past a bound).
    mutating func settle(_ kind: DateFieldSegment.Kind, at value: Int) {
        let settled = setting(kind, to: value)
        if settled.timeZone != state.timeZone {
            formatters = DateFieldFormatters(locale: layout.locale, timeZone: settled.timeZone)
        }
        state = settled
    }

    // MARK: Stepping

    /// Steps `segment` by `delta` values: a wrapping segment goes round within itself and skips
    /// values the state would not keep (outside the bounds, in a DST gap, a zero countdown,
    /// Behaviour 1.10); years and eras stop, settling at a bound.
    mutating func step(segment index: Int, by delta: Int) {
        guard delta != 0 else { return }
        commitPending()
        clearedSegment = nil
        typedLetters = ""
        let kind = segments[index].kind
        let current = value(of: kind, in: state)
        guard let values = values(of: kind), !values.isEmpty else {
            settle(kind, at: current + delta)
            return
        }
        let position = values.firstIndex(of: current) ?? values.lastIndex { $0 <= current } ?? 0
        guard kind.wraps else {
            settle(kind, at: values[min(max(position + delta, 0), values.count - 1)])
            return
        }
        let direction = delta > 0 ? 1 : -1
        for extra in 0 ..< values.count {
            let candidate = values[(position + delta + extra * direction).modulo(values.count)]
            if candidate == current { return }
            if keeps(kind, candidate) {
                settle(kind, at: candidate)
                return
            }
        }
    }

    /// True when the state keeps `kind` at `candidate` as set (no bound or gap moves it).
    func keeps(_ kind: DateFieldSegment.Kind, _ candidate: Int) -> Bool {
        value(of: kind, in: setting(kind, to: candidate)) == candidate
    }

    /// Page Up / Page Down: 10 years, 10 minutes or seconds (whole intervals), a month for a
    /// day (carrying into the month, the day kept or settled at the month's end), 3 months,
    /// 6 hours; one step for the rest.
    mutating func page(segment index: Int, forward: Bool) {
        let sign = forward ? 1 : -1
        let kind = segments[index].kind
        switch kind {
        case .day:
            commitPending()
            clearedSegment = nil
            var fields = self.fields
            fields.day = 1
            let wall = state.context.wall(for: fields)
            guard let moved = state.context.wallCalendar.date(byAdding: .month, value: sign, to: wall) else { return }
            var target = state.context.fields(ofWall: moved, occurrence: self.fields.occurrence)
            (target.day, target.hour, target.minute, target.second) = (self.fields.day, self.fields.hour,
                                                                        self.fields.minute, self.fields.second)
            state.setSelectedDate(state.context.instant(for: target))
        case .minute, .countdownMinutes:
            let interval = state.minuteInterval.minutes
            step(segment: index, by: sign * max(1, (10 + interval - 1) / interval))
        case .year, .second: step(segment: index, by: sign * 10)
        case .month: step(segment: index, by: sign * 3)
        case .hour, .countdownHours: step(segment: index, by: sign * 6)
        case .era, .dayPeriod, .timeZone: step(segment: index, by: sign)
        }
    }

    /// Home / End: the segment's first or last value the state keeps; for a year, the first
    /// or last the bounds (or the supported years) allow.
    mutating func jumpToEnd(segment index: Int, last: Bool) {
        commitPending()
        clearedSegment = nil
        let kind = segments[index].kind
        guard let values = values(of: kind) else {
            let span = DatePickerState.supportedSpan(in: state.context.resolver)
            let limit = last ? (state.bounds?.maximum ?? span.last) : (state.bounds?.minimum ?? span.first)
            settle(kind, at: value(of: kind, in: stateAt(limit)))
            return
        }
        let ordered = last ? values.reversed() : values
        if let candidate = ordered.first(where: { keeps(kind, $0) }) { settle(kind, at: candidate) }
    }

    /// The state with its value moved to `date` (normalized).
    private func stateAt(_ date: Date) -> DatePickerState {
        var moved = state
        moved.setDate(date)
        return moved
    }
}
