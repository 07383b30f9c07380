import Foundation

/// The `minimumDate` / `maximumDate` pair in effect (Behaviour 2.6).
///
/// Either end may be open. A pair whose maximum is before its minimum is ignored entirely, as
/// the platform does, and `countDownTimer` mode ignores bounds; ``DatePickerState/bounds`` is
/// then nil.
///
/// ```swift
/// let bounds = DateBounds(minimum: jan1, maximum: dec31)
/// bounds?.clamp(nextYear)      // dec31
/// ```
public struct DateBounds: Equatable, Hashable, Sendable {
    /// The earliest date allowed; nil for no lower bound.
    public let minimum: Date?
    /// The latest date allowed; nil for no upper bound.
    public let maximum: Date?

    /// The bounds in effect, nil when there are none or `maximum < minimum` (Behaviour 2.6).
    public init?(minimum: Date?, maximum: Date?) {
        if minimum == nil, maximum == nil { return nil }
        if let minimum, let maximum, maximum < minimum { return nil }
        self.minimum = minimum
        self.maximum = maximum
    }

    /// True when `date` is within both ends (each end included).
    public func contains(_ date: Date) -> Bool {
        (minimum.map { date >= $0 } ?? true) && (maximum.map { date <= $0 } ?? true)
    }

    /// True when some instant of `span` is within the bounds: a row spanning an hour or a day
    /// is valid as soon as any instant inside it is (Behaviour 2.6).
    public func intersects(_ span: Range<Date>) -> Bool {
        if span.isEmpty { return contains(span.lowerBound) }
        return (minimum.map { span.upperBound > $0 } ?? true) && (maximum.map { span.lowerBound <= $0 } ?? true)
    }

    /// `date` moved to the nearest bound when outside.
    public func clamp(_ date: Date) -> Date {
        if let minimum, date < minimum { return minimum }
        if let maximum, date > maximum { return maximum }
        return date
    }
}
