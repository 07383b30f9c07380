import Foundation

/// The rows of a date picker's components, computed from the calendar on demand: the
/// ``WheelDataSource`` a ``DateWheelPicker`` drives its wheels with (Behaviour 2.1, 2.4).
///
/// Every row is computed when asked and nothing is materialised (Behaviour 1.5): years are a range
/// of about 20,000 numbers (bounded by `minimumDate`/`maximumDate` when set), the
/// `dateAndTime` date column a range of days around the value. Rows that cannot be settled
/// on are disabled: days a month lacks (Behaviour 2.8), rows wholly outside the bounds (Behaviour 2.6),
/// minutes inside a DST gap, and a zero countdown (Behaviour 2.9).
///
/// Each component reads the rows selected in the others, as dependent components do
/// (Behaviour 1.12): the day rows depend on the selected month and year, the hour rows on the day.
///
/// ```swift
/// let source = picker.wheel.source
/// source.kind(ofComponent: 1)                          // .day (en_US: month, day, year)
/// source.title(forRow: 30, inComponent: 1, selection: picker.wheel.state.selection)  // "31"
/// ```
public struct DateComponentsSource: WheelDataSource {
    /// The components and formatters of the locale and mode.
    public let layout: DatePickerLayout
    /// The calendar, locale and zone rows are computed in.
    public let context: DateCalendarContext
    /// The bounds rows outside of are disabled; nil for none.
    public let bounds: DateBounds?
    /// The minute component's step.
    public let interval: MinuteInterval
    /// The value's fields: what the components not shown keep (the time in `date` mode).
    let base: CivilFields
    /// Rows of the year component for calendars without an era component.
    let years: ClosedRange<Int>
    /// Day numbers of the `dateAndTime` date column's rows, within the bounds and the
    /// supported years.
    let days: ClosedRange<Int>
    /// The day number of `now`, whose row reads "Today".
    let today: Int
    /// The hours of `base`'s day, computed once.
    let baseDay: Int
    let baseSlots: [HourSlot]
    /// What the second pass of `base`'s day's repeated hour is called (see
    /// ``secondPassLabel(forDay:)``); nil on a day without one.
    let baseSecondPassLabel: String?
    /// Titles already formatted with this layout's formatters, shared by every source made
    /// from it (see ``DateTitleCache``).
    let titleCache: DateTitleCache

    /// How far an unbounded year or day range reaches on each side of its anchor.
    package static let yearReach = 10_000
    /// How far an unbounded `dateAndTime` day column reaches on each side of its anchor:
    /// about ten thousand years of days.
    package static let dayReach = 3_652_425

    init(layout: DatePickerLayout, context: DateCalendarContext, bounds: DateBounds?, interval: MinuteInterval,
         value: Date, now: Date, anchor: Date) {
        self.layout = layout
        self.context = context
        self.bounds = bounds
        self.interval = interval
        base = context.fields(of: value)
        today = context.dayNumber(of: now)
        baseDay = context.dayNumber(of: value)
        baseSlots = HourSlot.slots(forDay: baseDay, resolver: context.resolver).slots
        baseSecondPassLabel = baseSlots.contains { $0.occurrence == 1 }
            ? Self.secondPassLabel(forDay: baseDay, context: context, locale: layout.locale) : nil
        titleCache = DateTitleCache.shared(for: layout, context: context)

        let yearValue = { (instant: Date) in Self.yearValue(of: context.fields(of: instant), layout: layout) }
        let anchorYear = yearValue(anchor)
        let lowerYear = bounds?.minimum.map(yearValue) ?? max(1, anchorYear - Self.yearReach)
        let upperYear = bounds?.maximum.map(yearValue) ?? anchorYear + Self.yearReach
        years = lowerYear ... max(lowerYear, upperYear)
        let anchorDay = context.dayNumber(of: anchor)
        // Within the supported years too (Behaviour 2.11a): Home and End on the date column
        // reach its first and last day and keep the time, rather than a day past 9999 that
        // the value is clamped back from at 23:59.
        let supported = DatePickerState.supportedSpan(in: context.resolver)
        let lowerDay = max(bounds?.minimum.map { context.dayNumber(of: $0) } ?? anchorDay - Self.dayReach,
                           context.dayNumber(of: supported.first))
        let upperDay = min(bounds?.maximum.map { context.dayNumber(of: $0) } ?? anchorDay + Self.dayReach,
                           context.dayNumber(of: supported.last))
        days = lowerDay ... max(lowerDay, upperDay)
    }

    // MARK: Components

    public var numberOfComponents: Int { layout.components.count }

    /// What `component` stands for.
    public func kind(ofComponent component: Int) -> DateComponentKind? {
        layout.components.indices.contains(component) ? layout.components[component] : nil
    }

    public func componentLoops(_ component: Int) -> Bool { kind(ofComponent: component)?.loops ?? false }

    /// Nil: a renderer measures titles; ``DateWheelPicker/measuringTitles(forComponent:)``
    /// lists the widest ones so a column does not change width while it turns.
    public func widthHint(forComponent component: Int) -> Int? { nil }

    public func numberOfRows(inComponent component: Int, selection: [Int]) -> Int {
        guard let kind = kind(ofComponent: component) else { return 0 }
        switch kind {
        case .era: return eraRange.count
        case .year: return yearRange(era: selectedEra(selection)).count
        case .month: return monthSlots(selection)?.count ?? context.maximumMonth
        case .day: return context.maximumDay
        case .dayOfYear: return days.count
        case .dayPeriod: return 2
        case .hour: return hourSlots(selection).count
        case .minute, .countdownMinutes: return 60 / interval.minutes
        case .countdownHours: return 24
        }
    }

    // MARK: Rows ↔ values

    /// The value `row` of `component` stands for: an era, a year (serial across cycles, see
    /// ``YearCycle``), a month slot (``MonthSlot/value``), a day or day number, a day period
    /// (0 AM, 1 PM), an hour slot (`hour * 2 + occurrence`, the hour within the half day on a
    /// 12-hour clock), minutes, countdown hours.
    func value(ofRow row: Int, component: Int, selection: [Int]) -> Int {
        guard let kind = kind(ofComponent: component) else { return 0 }
        switch kind {
        case .era: return eraRange.lowerBound + row
        case .year: return yearRange(era: selectedEra(selection)).lowerBound + row
        case .month:
            guard let slots = monthSlots(selection) else { return MonthSlot(month: row + 1, isLeap: false).value }
            return (slots.indices.contains(row) ? slots[row] : slots.last)?.value ?? MonthSlot(month: 1, isLeap: false).value
        case .day: return row + 1
        case .dayOfYear: return days.lowerBound + row
        case .dayPeriod, .countdownHours: return row
        case .hour:
            let slots = hourSlots(selection)
            guard let slot = slots.indices.contains(row) ? slots[row] : slots.last else { return 0 }
            return (layout.hourCycle.usesDayPeriod ? slot.hour % 12 : slot.hour) * 2 + slot.occurrence
        case .minute, .countdownMinutes: return row * interval.minutes
        }
    }

    /// The row of `component` standing for `value` (see ``value(ofRow:component:selection:)``),
    /// clamped into the component's rows.
    func row(forValue value: Int, component: Int, selection: [Int]) -> Int {
        guard let kind = kind(ofComponent: component) else { return 0 }
        let count = numberOfRows(inComponent: component, selection: selection)
        let row: Int
        switch kind {
        case .era: row = value - eraRange.lowerBound
        case .year: row = value - yearRange(era: selectedEra(selection)).lowerBound
        case .month:
            let slot = MonthSlot(value: value)
            if let slots = monthSlots(selection) {
                // A leap month the year lacks falls back on the plain month of its number.
                row = slots.firstIndex(of: slot) ?? slots.firstIndex { $0.month == slot.month } ?? 0
            } else {
                row = slot.month - 1
            }
        case .day: row = value - 1
        case .dayOfYear: row = value - days.lowerBound
        case .dayPeriod, .countdownHours: row = value
        case .hour:
            let slots = hourSlots(selection)
            let hour = value / 2
            let matches = { (slot: HourSlot) in (self.layout.hourCycle.usesDayPeriod ? slot.hour % 12 : slot.hour) == hour }
            row = slots.firstIndex { matches($0) && $0.occurrence == value % 2 } ?? slots.firstIndex(where: matches) ?? 0
        case .minute, .countdownMinutes: row = value / interval.minutes
        }
        return min(max(row, 0), max(count - 1, 0))
    }

    /// The rows showing `date`'s fields (or `duration` in a countdown).
    func selection(for date: Date, duration: TimeInterval) -> [Int] {
        let fields = context.fields(of: date)
        let totalMinutes = Int(duration / 60)
        var selection = Array(repeating: 0, count: numberOfComponents)
        // Rows are found in the order components depend on each other, not reading order:
        // the year rows of "MMMM d, y G" (coptic) belong to the era that stands after them.
        for component in layout.componentsInDependencyOrder {
            let kind = layout.components[component]
            let value: Int
            switch kind {
            case .era: value = fields.era
            case .year: value = yearValue(of: fields)
            case .month: value = MonthSlot(month: fields.month, isLeap: fields.isLeapMonth).value
            case .day: value = fields.day
            case .dayOfYear: value = context.dayNumber(of: date)
            case .dayPeriod: value = fields.hour / 12
            case .hour: value = (layout.hourCycle.usesDayPeriod ? fields.hour % 12 : fields.hour) * 2 + fields.occurrence
            case .minute: value = interval.roundedDown(fields.minute)
            case .countdownHours: value = totalMinutes / 60
            case .countdownMinutes: value = interval.roundedDown(totalMinutes % 60)
            }
            selection[component] = row(forValue: value, component: component, selection: selection)
        }
        return selection
    }

    /// The wall-clock fields the rows of `selection` spell (days not clamped yet), taking the
    /// fields no component shows from the value; only components before `upTo` when given.
    func selectedFields(_ selection: [Int], upTo limit: Int? = nil) -> CivilFields {
        var fields = base
        var period = base.hour / 12
        var hourValue: Int?
        for (component, kind) in layout.components.enumerated() {
            if let limit, component >= limit { break }
            guard selection.indices.contains(component) else { continue }
            let value = value(ofRow: selection[component], component: component, selection: selection)
            switch kind {
            case .era: fields.era = value
            case .year: setYear(value, in: &fields)
            case .month:
                let slot = MonthSlot(value: value)
                (fields.month, fields.isLeapMonth) = (slot.month, slot.isLeap)
            case .day: fields.day = value
            case .dayOfYear:
                let day = context.fields(ofDayNumber: value)
                (fields.era, fields.year, fields.month, fields.isLeapMonth, fields.day)
                    = (day.era, day.year, day.month, day.isLeapMonth, day.day)
            case .dayPeriod: period = value
            case .hour: hourValue = value
            case .minute:
                fields.minute = value
                fields.second = 0
            case .countdownHours, .countdownMinutes: break
            }
        }
        if let hourValue {
            fields.hour = layout.hourCycle.usesDayPeriod ? period * 12 + hourValue / 2 : hourValue / 2
            fields.occurrence = hourValue % 2
            fields.second = 0
        }
        return fields
    }

    /// The instant `selection` spells: day clamped into its month (Behaviour 2.8), DST resolved
    /// (Behaviour 2.5). Bounds and interval are applied by ``DatePickerState``.
    func date(for selection: [Int]) -> Date {
        context.instant(for: selectedFields(selection))
    }

    /// The duration a countdown `selection` spells, in seconds.
    func duration(for selection: [Int]) -> TimeInterval {
        var minutes = 0
        for (component, kind) in layout.components.enumerated() where selection.indices.contains(component) {
            let value = value(ofRow: selection[component], component: component, selection: selection)
            if kind == .countdownHours { minutes += value * 60 }
            if kind == .countdownMinutes { minutes += value }
        }
        return TimeInterval(minutes * 60)
    }

    // MARK: Years and months

    /// The year component's value for `fields`: the year, or its serial number across the
    /// cycles of a calendar that counts years in cycles.
    func yearValue(of fields: CivilFields) -> Int {
        Self.yearValue(of: fields, layout: layout)
    }

    private static func yearValue(of fields: CivilFields, layout: DatePickerLayout) -> Int {
        layout.yearCycle?.serialYear(era: fields.era, year: fields.year) ?? fields.year
    }

    /// Sets the year (and, across cycles, the era) of `fields` from a year component's value.
    func setYear(_ value: Int, in fields: inout CivilFields) {
        if let cycle = layout.yearCycle {
            (fields.era, fields.year) = cycle.eraAndYear(ofSerialYear: value)
        } else {
            fields.year = value
        }
    }

    /// The era and year `selection` shows, read without the month (whose rows depend on them).
    func selectedYear(_ selection: [Int]) -> (era: Int, year: Int) {
        var fields = base
        for (component, kind) in layout.components.enumerated() where selection.indices.contains(component) {
            switch kind {
            case .era, .year:
                let value = value(ofRow: selection[component], component: component, selection: selection)
                if kind == .era { fields.era = value } else { setYear(value, in: &fields) }
            case .dayOfYear:
                let day = context.fields(ofDayNumber: days.lowerBound + selection[component])
                (fields.era, fields.year) = (day.era, day.year)
            default:
                break
            }
        }
        return (fields.era, fields.year)
    }

    /// The month rows of the year `selection` shows where the calendar inserts leap months
    /// (二月, 闰二月, 三月, ...); nil for the others, whose rows are 1 ... the maximum month.
    func monthSlots(_ selection: [Int]) -> [MonthSlot]? {
        guard layout.insertsLeapMonths else { return nil }
        let (era, year) = selectedYear(selection)
        return titleCache.monthSlots(era: era, year: year, context: context)
    }

    // MARK: Ranges

    /// The era `selection` shows (the value's era without an era component).
    func selectedEra(_ selection: [Int]) -> Int {
        guard let component = layout.components.firstIndex(of: .era), selection.indices.contains(component) else {
            return base.era
        }
        return eraRange.lowerBound + selection[component]
    }

    var eraRange: ClosedRange<Int> {
        let last = layout.eraTable?.lastEra ?? 0
        let lower = bounds?.minimum.map { context.fields(of: $0).era } ?? 0
        let upper = bounds?.maximum.map { context.fields(of: $0).era } ?? last
        return lower ... max(lower, upper)
    }

    /// The year rows: within the era for calendars with an era component.
    func yearRange(era: Int) -> ClosedRange<Int> {
        guard let table = layout.eraTable else { return years }
        var lower = 1
        var upper = table.lastYear(ofEra: era, context: context) ?? (lower + Self.yearReach)
        // In an era counting backwards the earliest instant has the highest year number.
        let backward = table.isBackward(era)
        if let minimum = bounds?.minimum.map({ context.fields(of: $0) }), minimum.era == era {
            if backward { upper = minimum.year } else { lower = minimum.year }
        }
        if let maximum = bounds?.maximum.map({ context.fields(of: $0) }), maximum.era == era {
            if backward { lower = maximum.year } else { upper = maximum.year }
        }
        return lower ... max(lower, upper)
    }

    /// What the second row of a repeated hour says beside its hour, so the two rows say which
    /// is which (Behaviour 2.5): the zone's name for the offset after the clocks went back, as
    /// the locale writes it ("GMT-5", "EST", "GMT+10:30"). Nil on a day without a repeated hour.
    static func secondPassLabel(forDay day: Int, context: DateCalendarContext, locale: Locale) -> String? {
        guard let transition = HourSlot.slots(forDay: day, resolver: context.resolver).transition, transition.isOverlap
        else { return nil }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = context.resolver.timeZone
        formatter.dateFormat = "zzz"
        return formatter.string(from: transition.instant)
    }

    /// The label of the second pass of the repeated hour on the day `selection` shows.
    func secondPassLabel(_ selection: [Int]) -> String? {
        let fields = selectedFields(selection, upTo: layout.components.firstIndex(of: .hour))
        let day = DateCalendarContext.dayNumber(ofWall: wall(for: fields))
        return day == baseDay ? baseSecondPassLabel : Self.secondPassLabel(forDay: day, context: context, locale: layout.locale)
    }

    /// The hour rows for the day and half day `selection` shows.
    func hourSlots(_ selection: [Int]) -> [HourSlot] {
        let fields = selectedFields(selection, upTo: layout.components.firstIndex(of: .hour))
        let day = DateCalendarContext.dayNumber(ofWall: wall(for: fields))
        let all = day == baseDay ? baseSlots : HourSlot.slots(forDay: day, resolver: context.resolver).slots
        guard layout.hourCycle.usesDayPeriod else { return all }
        let period = layout.components.firstIndex(of: .dayPeriod)
            .flatMap { selection.indices.contains($0) ? selection[$0] : nil } ?? fields.hour / 12
        return all.filter { $0.hour / 12 == period }
    }
}

extension DatePickerLayout {
    /// The indices of ``components`` in the order their rows depend on each other (the era
    /// before the year, the year before the month and day, the day period before the hour),
    /// reading order otherwise.
    var componentsInDependencyOrder: [Int] {
        components.indices.sorted { components[$0].dependencyRank < components[$1].dependencyRank }
    }
}

extension DateComponentKind {
    /// Where the component comes when finding rows for a value: after every component its
    /// rows depend on.
    fileprivate var dependencyRank: Int {
        switch self {
        case .era: return 0
        case .year: return 1
        case .month: return 2
        case .day, .dayOfYear: return 3
        case .dayPeriod: return 4
        case .hour: return 5
        case .minute, .countdownHours, .countdownMinutes: return 6
        }
    }
}
