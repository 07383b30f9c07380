import Foundation

extension DatePickerState {
    /// The longest countdown: 23 hours 59 minutes (Behaviour 2.9).
    package static let maximumCountDownDuration: TimeInterval = 86_340

    /// `seconds` as a countdown shows it: whole minutes rounded down to the interval, at least
    /// one interval (a zero duration settles on one interval), at most 23 h 59 min (Behaviour 2.9).
    public static func normalizedDuration(_ seconds: TimeInterval, interval: MinuteInterval) -> TimeInterval {
        guard seconds.isFinite else { return TimeInterval(interval.minutes * 60) }
        let capped = min(max(seconds, 0), maximumCountDownDuration)
        let minutes = Int(capped / 60)
        let hours = minutes / 60
        let onInterval = hours * 60 + interval.roundedDown(minutes % 60)
        return TimeInterval(max(onInterval, interval.minutes) * 60)
    }

    /// `date` made valid for this picker: exactly what the mode picks, inside the bounds and
    /// the supported years (Behaviour 2.6, 2.7, 2.11a).
    ///
    /// A mode's value carries nothing it does not pick, so no seconds survive from "now":
    /// - `date` and `yearAndMonth`: the first moment of the day (in a zone whose midnight falls in
    ///   a DST gap, the gap's end); when that is before the minimum, the minimum, the day's first
    ///   selectable moment. A month keeps its day, unseen, as the wheels keep it when they move:
    ///   the calendar's months are not ISO's (Aban 1405 runs from 23 October to 21 November), so
    ///   the first day of a persian month would print `2026-10` for a `--value 2026-11` that
    ///   nobody touched, and a value given comes back unchanged;
    /// - `time` and `dateAndTime`: whole minutes, on the minute interval when
    ///   `roundingToInterval` (Behaviour 2.7), in the same fall-back occurrence; whole seconds with
    ///   the ``DatePickerElements/seconds`` element and an interval of one minute.
    ///
    /// Clamping keeps the value on the interval when an interval step lies within the bounds
    /// (a minimum of 10:20 with a 15-minute interval gives 10:30); when none does, the bound
    /// itself wins.
    func normalized(_ date: Date, roundingToInterval: Bool) -> Date {
        let resolver = WallTimeResolver(timeZone: timeZone)
        let span = Self.supportedSpan(in: resolver)
        // The bounds in effect, narrowed to the supported years.
        let minimum = max(bounds?.minimum ?? span.first, span.first)
        let maximum = min(bounds?.maximum ?? span.last, span.last)
        let clamp = { (value: Date) in min(max(value, minimum), maximum) }
        switch mode {
        case .countDownTimer:
            return clamp(date)
        case .date, .yearAndMonth:
            let start = firstMoment(of: .day, containing: clamp(date), resolver: resolver)
            return min(max(start, minimum), maximum)
        case .time, .dateAndTime:
            // With a seconds element and no interval to keep, every second is a value.
            let step: TimeInterval = roundingToInterval && minuteInterval.minutes > 1
                ? TimeInterval(minuteInterval.minutes * 60) : keepsSeconds ? 1 : 60
            var value = Self.rounded(date, step: step, up: false, resolver: resolver)
            if value < minimum {
                value = Self.rounded(minimum, step: step, up: true, resolver: resolver)
                if value > maximum || value < minimum { value = minimum }
            }
            if value > maximum {
                value = Self.rounded(maximum, step: step, up: false, resolver: resolver)
                if value > maximum || value < minimum { value = maximum }
            }
            return value
        }
    }

    /// The first instant of the calendar day or month holding `date`, in the picker's zone:
    /// its wall-clock start, moved to the end of a DST gap that swallows midnight.
    private func firstMoment(of unit: Calendar.Component, containing date: Date, resolver: WallTimeResolver) -> Date {
        let wallCalendar = context.wallCalendar
        let wall = resolver.wall(of: date)
        let start = wallCalendar.dateInterval(of: unit, for: wall)?.start ?? wallCalendar.startOfDay(for: wall)
        return resolver.instant(forWall: start)
    }

    /// The first and last instants whose wall time in the zone is within the supported years,
    /// 0001-01-01T00:00 to 9999-12-31T23:59 (Behaviour 2.11a): ISO text has four-digit years, and
    /// `--value` reads back only what a picker can print.
    static func supportedSpan(in resolver: WallTimeResolver) -> (first: Date, last: Date) {
        let years = ISODateTime.supportedYears
        let first = ISODateTime(year: years.lowerBound, month: 1, day: 1)?.wall ?? .distantPast
        let last = ISODateTime(year: years.upperBound, month: 12, day: 31, hour: 23, minute: 59)?.wall ?? .distantFuture
        return (resolver.instant(forWall: first), resolver.instant(forWall: last))
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
