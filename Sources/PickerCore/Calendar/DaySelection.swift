/// The days a calendar has selected: one day, a range of days, or any set of days, as day
/// numbers (days since 1970-01-01 in the picker's zone, see ``MonthGridDay/day``).
///
/// A month grid draws whichever it is given: a single day between `[` `]`, a range from its
/// first day's `[` to its last day's `]` (across weeks and months), each day of a set in its own
/// brackets.
///
/// ```swift
/// let week = DaySelection.range(20_779 ... 20_783)
/// week.contains(20_780)          // true
/// week.opens(at: 20_779)         // true: the range starts there
/// week.closes(at: 20_780)        // false
/// DaySelection.set([3, 9]).closes(at: 9)   // true: each day of a set stands alone
/// ```
public enum DaySelection: Equatable, Hashable, Sendable {
    /// One day.
    case single(Int)
    /// Every day from the lower bound to the upper bound.
    case range(ClosedRange<Int>)
    /// Any days, not necessarily adjacent.
    case set(Set<Int>)

    /// True when `day` is selected.
    public func contains(_ day: Int) -> Bool {
        switch self {
        case .single(let selected): selected == day
        case .range(let range): range.contains(day)
        case .set(let days): days.contains(day)
        }
    }

    /// True when a run of selected days starts at `day` (the opening bracket goes before it).
    public func opens(at day: Int) -> Bool {
        switch self {
        case .single(let selected): selected == day
        case .range(let range): range.lowerBound == day
        case .set(let days): days.contains(day)
        }
    }

    /// True when a run of selected days ends at `day` (the closing bracket goes after it).
    public func closes(at day: Int) -> Bool {
        switch self {
        case .single(let selected): selected == day
        case .range(let range): range.upperBound == day
        case .set(let days): days.contains(day)
        }
    }

    /// The selection after a person chooses `day`: a single day is replaced; a range of one day
    /// grows to reach `day` (either way), a longer one starts afresh at `day`; a set gains or
    /// loses `day`.
    public func choosing(_ day: Int) -> DaySelection {
        switch self {
        case .single:
            return .single(day)
        case .range(let range) where range.lowerBound == range.upperBound:
            return .range(min(range.lowerBound, day) ... max(range.lowerBound, day))
        case .range:
            return .range(day ... day)
        case .set(var days):
            if days.remove(day) == nil { days.insert(day) }
            return .set(days)
        }
    }
}
