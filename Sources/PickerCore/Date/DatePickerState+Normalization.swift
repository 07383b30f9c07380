import Foundation

extension DatePickerState {
    /// The longest countdown: 23 hours 59 minutes (SPEC 2.9).
    public static let maximumCountDownDuration: TimeInterval = 86_340

    /// `seconds` as a countdown shows it: whole minutes rounded down to the interval, at least
    /// one interval (a zero duration settles on one interval), at most 23 h 59 min (SPEC 2.9).
    public static func normalizedDuration(_ seconds: TimeInterval, interval: MinuteInterval) -> TimeInterval {
        guard seconds.isFinite else { return TimeInterval(interval.minutes * 60) }
        let capped = min(max(seconds, 0), maximumCountDownDuration)
        let minutes = Int(capped / 60)
        let hours = minutes / 60
        let onInterval = hours * 60 + interval.roundedDown(minutes % 60)
        return TimeInterval(max(onInterval, interval.minutes) * 60)
    }

    /// `date` made valid for this picker: on the minute interval when `roundingToInterval` and
    /// the mode shows minutes (SPEC 2.7), then clamped into the bounds (SPEC 2.6).
    ///
    /// Clamping keeps the value on the interval when an interval step lies within the bounds
    /// (a minimum of 10:20 with a 15-minute interval gives 10:30); when none does, the bound
    /// itself wins.
    func normalized(_ date: Date, roundingToInterval: Bool) -> Date {
        let onInterval = roundingToInterval && mode.showsTime
        let resolver = WallTimeResolver(timeZone: timeZone)
        let step = TimeInterval(minuteInterval.minutes * 60)
        var value = onInterval ? Self.rounded(date, step: step, up: false, resolver: resolver) : date
        guard let bounds else { return value }
        if let minimum = bounds.minimum, value < minimum {
            value = onInterval ? Self.rounded(minimum, step: step, up: true, resolver: resolver) : minimum
            if !bounds.contains(value) { value = minimum }
        }
        if let maximum = bounds.maximum, value > maximum {
            value = onInterval ? Self.rounded(maximum, step: step, up: false, resolver: resolver) : maximum
            if !bounds.contains(value) { value = maximum }
        }
        return value
    }

    /// The nearest existing instant at or before (or after, when `up`) `date` whose wall time
    /// is a whole multiple of `step`, keeping the instant's fall-back occurrence.
    static func rounded(_ date: Date, step: TimeInterval, up: Bool, resolver: WallTimeResolver) -> Date {
        let wall = resolver.wall(of: date).timeIntervalSince1970
        let occurrence = resolver.occurrence(of: date)
        var candidate = (wall / step).rounded(up ? .up : .down) * step
        // A multiple inside a DST gap does not exist: keep going past the gap, so the value
        // stays on the interval even with a 30-minute shift (Lord Howe) and a 20-minute step.
        for _ in 0 ..< 200 {
            let found = resolver.instants(forWall: Date(timeIntervalSince1970: candidate))
            if !found.isEmpty {
                return found[min(occurrence, found.count - 1)]
            }
            candidate += up ? step : -step
        }
        return date
    }
}
