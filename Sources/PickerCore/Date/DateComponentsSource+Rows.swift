import Foundation

extension DateComponentsSource {
    /// The row's text in the locale: month names stand-alone ("janvier"), numbers in the
    /// locale's digits ("٢٢"), a countdown's hours and minutes with their units ("23 hr"), the
    /// hour per the hour cycle (with the zone's offset beside the
    /// second pass of a repeated hour), "Today" for today's date row.
    ///
    /// Numbers, month names and day titles are formatted once per layout and then taken from
    /// a cache the layout shares: a wheel asks for them on every frame.
    public func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String {
        guard let kind = kind(ofComponent: component) else { return "" }
        let value = value(ofRow: row, component: component, selection: selection)
        let formatters = layout.formatters
        switch kind {
        case .era:
            guard let table = layout.eraTable, table.starts.indices.contains(value) else { return number(value) }
            return formatters.era.string(from: table.starts[value])
        case .year:
            return yearTitle(value)
        case .day:
            return number(value)
        case .countdownHours:
            // With its unit, as the platform labels a countdown's wheels (Behaviour 2.9).
            return layout.countdownHoursTitle(value)
        case .countdownMinutes:
            return layout.countdownMinutesTitle(value)
        case .month:
            // Looked up before anything is made: a closure making the title would capture
            // (and so copy) the whole source on every call.
            let fields = selectedFields(selection)
            let key = DateTitleCache.Key.month(era: fields.era, year: fields.year, month: value)
            return titleCache.cachedTitle(for: key) ?? titleCache.store(monthTitle(MonthSlot(value: value), in: fields), for: key)
        case .dayOfYear:
            guard value != today else { return layout.todayTitle }
            return titleCache.cachedTitle(for: .day(value))
                ?? titleCache.store(formatters.dayOfYear.string(from: DateCalendarContext.wall(ofDayNumber: value)), for: .day(value))
        case .dayPeriod:
            return layout.dayPeriodSymbols[min(max(value, 0), 1)]
        case .hour:
            let hour = layout.hourCycle.usesDayPeriod ? value / 2 + 12 * selectedPeriod(selection) : value / 2
            let title = number(layout.hourCycle.displayHour(hour), minimumDigits: layout.padsHour ? 2 : 1)
            // The second pass of a repeated hour says which it is (Behaviour 2.5): "01 GMT-5".
            guard value % 2 == 1, let label = secondPassLabel(selection) else { return title }
            return title + " " + label
        case .minute:
            return number(value, minimumDigits: 2)
        }
    }

    /// `value` in the locale's digits, from the cache once formatted.
    private func number(_ value: Int, minimumDigits: Int = 1) -> String {
        titleCache.number(value, minimumDigits: minimumDigits, layout: layout)
    }

    /// The number of days of the month of `fields`, from the cache once worked out.
    private func daysInMonth(of fields: CivilFields) -> Int {
        titleCache.daysInMonth(.init(era: fields.era, year: fields.year, month: fields.month, day: 1,
                                     isLeapMonth: fields.isLeapMonth), context: context)
    }

    /// The wall time of `fields` (see ``DateCalendarContext/wall(for:)``): its day's midnight
    /// from the cache, then the time of day, which wall time counts without zone or calendar.
    func wall(for fields: CivilFields) -> Date {
        let day = titleCache.wall(ofDay: .init(era: fields.era, year: fields.year, month: fields.month, day: fields.day,
                                               isLeapMonth: fields.isLeapMonth), context: context)
        return day.addingTimeInterval(TimeInterval(fields.hour * 3600 + fields.minute * 60 + fields.second))
    }

    /// Whether the day of `fields` exists (see ``DateCalendarContext/isValidDay(_:)``), from
    /// the cache once worked out.
    private func isValidDay(_ fields: CivilFields) -> Bool {
        titleCache.isValidDay(.init(era: fields.era, year: fields.year, month: fields.month, day: fields.day,
                                    isLeapMonth: fields.isLeapMonth), context: context)
    }

    /// The year `value` (see ``value(ofRow:component:selection:)``): a number in the locale's
    /// digits, or where ICU names years, ICU's name for it ("2023癸卯年", "2023(gui-mao)").
    private func yearTitle(_ value: Int) -> String {
        guard let named = layout.formatters.namedYear else { return number(value) }
        let key = DateTitleCache.Key.namedYear(value)
        if let title = titleCache.cachedTitle(for: key) { return title }
        var first = base
        setYear(value, in: &first)
        (first.month, first.isLeapMonth, first.day) = (1, false, 1)
        guard let wall = context.lenientWall(first) else { return number(value) }
        return titleCache.store(named.string(from: wall), for: key)
    }

    /// The stand-alone name of month `slot` in the era and year of `selected`.
    private func monthTitle(_ slot: MonthSlot, in selected: CivilFields) -> String {
        let formatters = layout.formatters
        let value = slot.month
        var first = selected
        (first.month, first.isLeapMonth) = (slot.month, slot.isLeap)
        first.day = 1
        var last = first
        last.day = daysInMonth(of: first)
        // Format a real day of the month where one exists, so a hebrew leap year says
        // "Adar II" and a common year "Adar"; otherwise fall back to the symbol list.
        if let existing = [first, last].first(where: isValidDay), let wall = context.lenientWall(existing) {
            return formatters.month.string(from: wall)
        }
        let symbols = layout.standaloneMonthSymbols
        return symbols.indices.contains(value - 1) ? symbols[value - 1] : number(value)
    }

    /// The number a person types to reach the row (Behaviour 1.11): the day, the month number,
    /// the hour as shown on the clock, the minute; nil for names (era, AM/PM, the date row).
    public func numericValue(forRow row: Int, inComponent component: Int, selection: [Int]) -> Int? {
        guard let kind = kind(ofComponent: component), kind.isNumeric else { return nil }
        let value = value(ofRow: row, component: component, selection: selection)
        if kind == .month { return MonthSlot(value: value).month }
        if kind == .year, layout.formatters.hasNamedYears { return nil }
        if kind == .hour {
            let hour = layout.hourCycle.usesDayPeriod ? value / 2 + 12 * selectedPeriod(selection) : value / 2
            return layout.hourCycle.displayHour(hour)
        }
        return value
    }

    /// The day number of the day `fields` name (a valid day).
    private func day(of fields: CivilFields) -> Int {
        DateCalendarContext.dayNumber(ofWall: wall(for: fields))
    }

    /// False for rows that must not be settled on: a day the month lacks (Behaviour 2.8), a day
    /// the zone skipped, a row with no instant inside the bounds (Behaviour 2.6), an hour or
    /// minute wholly inside a DST gap (Behaviour 2.5), and zero minutes of a zero countdown
    /// (Behaviour 2.9).
    public func isRowEnabled(_ row: Int, inComponent component: Int, selection: [Int]) -> Bool {
        guard let kind = kind(ofComponent: component) else { return false }
        var selection = selection
        if selection.indices.contains(component) { selection[component] = row }
        switch kind {
        case .countdownHours:
            return true
        case .countdownMinutes:
            return duration(for: selection) > 0
        case .era, .year:
            // Their rows are already limited to the bounds.
            return true
        case .dayOfYear:
            // Limited to the bounds too, but a day the zone skipped is passed (Behaviour 2.5).
            return !context.isSkippedDay(value(ofRow: row, component: component, selection: selection))
        default:
            break
        }
        let fields = selectedFields(selection)
        switch kind {
        case .month:
            var first = fields
            first.day = 1
            var last = fields
            last.day = daysInMonth(of: fields)
            guard isValidDay(first) || isValidDay(last) else { return false }
            return bounds?.intersects(context.span(of: .month, containing: first)) ?? true
        case .day:
            guard isValidDay(fields), !context.isSkippedDay(day(of: fields)) else { return false }
            return bounds?.intersects(context.span(of: .day, containing: fields)) ?? true
        case .dayPeriod:
            var start = fields
            (start.hour, start.minute, start.second) = (fields.hour / 12 * 12, 0, 0)
            let wall = wall(for: start)
            return bounds?.intersects(context.instants(fromWall: wall, toWall: wall.addingTimeInterval(12 * 3600))) ?? true
        case .hour:
            var start = fields
            (start.minute, start.second) = (0, 0)
            let wall = wall(for: start)
            let wallEnd = wall.addingTimeInterval(3600)
            let transition = context.resolver.transition(inWall: wall, wallEnd)
            if let skipped = transition?.skippedWall, skipped.lowerBound <= wall, skipped.upperBound >= wallEnd { return false }
            guard let bounds else { return true }
            let lower = context.resolver.instant(forWall: wall, occurrence: start.occurrence)
            let upper = context.resolver.instant(forWall: wallEnd, occurrence: start.occurrence)
            return bounds.intersects(lower ..< max(lower, upper))
        case .minute:
            var start = fields
            start.second = 0
            let instants = context.resolver.instants(forWall: wall(for: start))
            guard !instants.isEmpty else { return false }
            let instant = instants[min(start.occurrence, instants.count - 1)]
            return bounds?.contains(instant) ?? true
        default:
            return true
        }
    }

    /// The half day (0 AM, 1 PM) `selection` shows on a 12-hour clock.
    func selectedPeriod(_ selection: [Int]) -> Int {
        guard let component = layout.components.firstIndex(of: .dayPeriod), selection.indices.contains(component) else {
            return base.hour / 12
        }
        return min(max(selection[component], 0), 1)
    }
}

extension DateComponentsSource {
    /// Where a component stopped on a disabled row comes to rest, where the date picker has
    /// its own rule; nil leaves it to the nearest enabled row (Behaviour 1.10).
    ///
    /// - A day the month lacks rests on the month's last day (Behaviour 2.8), not on the 1st that
    ///   is nearer across the wrap, when that day is allowed.
    /// - A zero countdown rests on one interval (Behaviour 2.9), not on 59 minutes across the wrap.
    /// - A minute inside a DST gap rests where the gap moves it (Behaviour 2.5), unless the person
    ///   was moving the minutes back.
    /// - Otherwise a value outside the bounds rests on the bound it crossed (Behaviour 2.6): hour 9
    ///   with a minimum of 09:45 rests on minute 45, not on 59 across the minute wheel's wrap.
    public func restingRow(near row: Int, inComponent component: Int, selection: [Int], direction: Int) -> Int? {
        guard let kind = kind(ofComponent: component) else { return nil }
        var selection = selection
        if selection.indices.contains(component) { selection[component] = row }
        return calendarRestingRow(kind, row: row, component: component, selection: selection, direction: direction)
            ?? boundRestingRow(component: component, selection: selection)
    }

    /// The row of `component` showing the bound that the instant `selection` spells crossed;
    /// nil when it is inside the bounds (or that row is disabled too).
    private func boundRestingRow(component: Int, selection: [Int]) -> Int? {
        guard let bounds, kind(ofComponent: component) != .countdownMinutes else { return nil }
        let instant = date(for: selection)
        let bound = bounds.clamp(instant)
        guard bound != instant else { return nil }
        let target = self.selection(for: bound, duration: 0)
        guard target.indices.contains(component) else { return nil }
        var moved = selection
        moved[component] = target[component]
        return isRowEnabled(target[component], inComponent: component, selection: moved) ? target[component] : nil
    }

    /// The calendar's own resting rules (see ``restingRow(near:inComponent:selection:direction:)``).
    private func calendarRestingRow(
        _ kind: DateComponentKind, row: Int, component: Int, selection: [Int], direction: Int
    ) -> Int? {
        switch kind {
        case .day:
            let fields = selectedFields(selection)
            let last = context.daysInMonth(of: fields)
            guard fields.day > last, isRowEnabled(last - 1, inComponent: component, selection: selection) else { return nil }
            return last - 1
        case .countdownMinutes:
            return duration(for: selection) == 0 ? 1 : nil
        case .minute where direction >= 0:
            // A minute inside a DST gap rests where the gap moves it (02:15 → 02:45 in a
            // 30-minute gap, Behaviour 2.5), not on the gap's end, when that is in the same hour.
            let fields = selectedFields(selection)
            guard context.resolver.instants(forWall: wall(for: fields)).isEmpty else { return nil }
            let moved = context.fields(of: context.instant(for: fields))
            guard moved.hour == fields.hour else { return nil }
            let target = self.row(forValue: interval.roundedDown(moved.minute), component: component, selection: selection)
            return isRowEnabled(target, inComponent: component, selection: selection) ? target : nil
        default:
            return nil
        }
    }
}

extension DateComponentsSource {
    /// True for a disabled row that lies past a limit of the value rather than inside its
    /// month or day: outside the bounds (Behaviour 2.6), or a month or day outside the era
    /// (平成31年5月 does not exist: 令和 began on 1 May 2019). Not a day the month lacks
    /// (Behaviour 2.8), a day the zone skipped nor an hour inside a DST gap (Behaviour 2.5): a
    /// looping wheel turns past those within its month or day, as the platform's do. A key step that wraps past
    /// such a row carries the value on or stops instead (see ``DateWheelPicker``).
    func isRowPastLimit(_ row: Int, inComponent component: Int, selection: [Int]) -> Bool {
        guard let kind = kind(ofComponent: component), !isRowEnabled(row, inComponent: component, selection: selection)
        else { return false }
        var selection = selection
        if selection.indices.contains(component) { selection[component] = row }
        if let bounds {
            let instant = date(for: selection)
            if bounds.clamp(instant) != instant { return true }
        }
        switch kind {
        case .month: return true
        case .day:
            // A day the calendar has no such day of (the era began later); a day the zone
            // skipped is a calendar day, passed within the month like one the month lacks.
            let fields = selectedFields(selection)
            return fields.day <= daysInMonth(of: fields) && !isValidDay(fields)
        default: return false
        }
    }
}
