import Foundation

/// Where each era of a calendar begins, for calendars whose years restart with each era
/// (japanese: 平成 31 is followed by 令和 1 on 1 May 2019).
///
/// Foundation answers "which era is this day in" but not "when does era *n* start"
/// (`dateInterval(of: .era, for:)` gives wrong ends on Linux), so the start of each era is
/// found once by a binary search over days, in the year the calendar itself names as year 1
/// of the era: about ten lookups per era, a few milliseconds for all of japanese's 237.
struct EraTable: Sendable {
    /// The wall time of the first day of each era, indexed by era number (for an era that
    /// counts backwards, the first day of its year 1).
    let starts: [Date]
    /// True for eras whose years count backwards into the past (coptic and ROC era 0: year 2
    /// comes before year 1); they reach back without end.
    let countsBackward: [Bool]

    init(context: DateCalendarContext) {
        let count = context.wallCalendar.maximumRange(of: .era)?.upperBound ?? 1
        var starts: [Date] = []
        var backward: [Bool] = []
        starts.reserveCapacity(count)
        for era in 0 ..< count {
            starts.append(Self.start(ofEra: era, context: context))
            backward.append(Self.countsBackward(era: era, context: context))
        }
        self.starts = starts
        countsBackward = backward
    }

    var lastEra: Int { starts.count - 1 }

    /// The last year number of `era`, nil for the current (open) era and for an era counting
    /// backwards (its numbers grow into the past without end).
    func lastYear(ofEra era: Int, context: DateCalendarContext) -> Int? {
        guard era + 1 < starts.count, !isBackward(era) else { return nil }
        let lastDay = starts[era + 1].addingTimeInterval(-86_400)
        return context.fields(ofWall: lastDay).year
    }

    /// The first month and day of `year` of `era` that belong to the era.
    func firstDay(ofEra era: Int, context: DateCalendarContext) -> CivilFields {
        context.fields(ofWall: starts[max(0, min(era, lastEra))])
    }

    /// True when `era` counts its years backwards.
    func isBackward(_ era: Int) -> Bool {
        countsBackward.indices.contains(era) && countsBackward[era]
    }

    private static func countsBackward(era: Int, context: DateCalendarContext) -> Bool {
        guard let first = context.lenientWall(CivilFields(era: era, year: 1, month: 1, day: 1)),
              let second = context.lenientWall(CivilFields(era: era, year: 2, month: 1, day: 1))
        else { return false }
        return second < first
    }

    private static func start(ofEra era: Int, context: DateCalendarContext) -> Date {
        // Year 1 of an era runs from the era's first day to the end of that calendar year,
        // so its first day lies between the year's first and last day.
        guard let low = context.lenientWall(CivilFields(era: era, year: 1, month: 1, day: 1)),
              let high = context.lenientWall(CivilFields(era: era, year: 2, month: 1, day: 1))
        else { return Date(timeIntervalSince1970: 0) }
        var lowDay = DateCalendarContext.dayNumber(ofWall: low)
        var highDay = DateCalendarContext.dayNumber(ofWall: high)
        // Smallest day whose era is at least `era`.
        while lowDay < highDay {
            let middle = (lowDay + highDay).floorDivided(by: 2)
            if context.fields(ofDayNumber: middle).era >= era {
                highDay = middle
            } else {
                lowDay = middle + 1
            }
        }
        return DateCalendarContext.wall(ofDayNumber: lowDay)
    }
}
