import Foundation

/// A picker's calendar in UTC, doing the field arithmetic on wall times; the Gregorian
/// calendar proleptic, as ISO 8601 is (Behaviour 2.11a).
///
/// Foundation's `.gregorian` calendar switches to the Julian calendar before 15 October 1582:
/// its 1582-09-30 is ISO's 1582-10-10, so a picker would show one day and print another.
/// Foundation offers no way to move that switch, but the Gregorian calendar repeats itself
/// exactly every 400 years (146,097 days, whole weeks too), so this type asks Foundation about
/// a wall time before 1600 2,000 years later, where Foundation is Gregorian, and takes 2,000
/// from the year it answers. Later wall times and every other calendar are asked directly. The names a picker shows come from
/// formatters that ``ProlepticGregorian/apply(to:)`` makes proleptic the same way.
///
/// ```swift
/// let wall = WallCalendar(Calendar(identifier: .gregorian))
/// wall.dateComponents([.year, .month, .day], from: iso15821010).day   // 10, not 30 (September)
/// ```
struct WallCalendar: Equatable, Sendable {
    /// The calendar Foundation computes with, in UTC.
    let base: Calendar
    /// True when wall times are moved past the Julian years before asking ``base``.
    let isProleptic: Bool

    /// Years moved forward: five 400-year cycles, past the switch for every year from 1 BC on.
    private static let shiftedYears = 2_000
    /// The same span in seconds: 5 × 146,097 days.
    private static let shift: TimeInterval = 5 * 146_097 * 86_400
    /// Wall times from 1600 on are asked as they are: Julian and Gregorian days agree after
    /// 1582, and moving a wall time 2,000 years would round away the fraction of a second a
    /// half-open bound keeps (the instant just before midnight).
    private static let firstUnshifted = Date(timeIntervalSince1970: -11_676_096_000)  // 1600-01-01
    private static let firstUnshiftedYear = 1600

    /// `calendar` in UTC; proleptic when it is the Gregorian (or ISO 8601) calendar.
    init(_ calendar: Calendar) {
        var calendar = calendar
        calendar.timeZone = .gmt
        base = calendar
        isProleptic = ProlepticGregorian.applies(to: calendar.identifier)
    }

    var timeZone: TimeZone { base.timeZone }

    // MARK: Moving wall times past the switch and back

    /// True when `wall` is asked about 2,000 years on.
    private func shifts(_ wall: Date) -> Bool { isProleptic && wall < Self.firstUnshifted }

    /// True when `components` are read from ``base`` 2,000 years on.
    private func shifts(_ components: DateComponents) -> Bool {
        guard isProleptic, let year = components.year else { return false }
        return components.era == 0 || year < Self.firstUnshiftedYear
    }

    /// `components` read from ``base`` 2,000 years on, as proleptic Gregorian era and year.
    private func back(_ components: DateComponents) -> DateComponents {
        guard let year = components.year else { return components }
        var components = components
        // The shifted years are all AD: 2,000 back, year 0 and below are BC (1 BC is year 0).
        let proleptic = year - Self.shiftedYears
        if components.era != nil { components.era = proleptic >= 1 ? 1 : 0 }
        components.year = proleptic >= 1 ? proleptic : 1 - proleptic
        return components
    }

    /// Proleptic `components` as ``base`` reads them 2,000 years on.
    private func forward(_ components: DateComponents) -> DateComponents {
        guard let year = components.year else { return components }
        var components = components
        let proleptic = components.era == 0 ? 1 - year : year
        components.era = components.era.map { _ in 1 }
        components.year = proleptic + Self.shiftedYears
        return components
    }

    // MARK: Calendar's questions

    func dateComponents(_ components: Set<Calendar.Component>, from wall: Date) -> DateComponents {
        guard shifts(wall) else { return base.dateComponents(components, from: wall) }
        return back(base.dateComponents(components, from: wall.addingTimeInterval(Self.shift)))
    }

    func component(_ component: Calendar.Component, from wall: Date) -> Int {
        switch component {
        case .era, .year: dateComponents([.era, .year], from: wall).value(for: component) ?? 0
        default: base.component(component, from: shifts(wall) ? wall.addingTimeInterval(Self.shift) : wall)
        }
    }

    func date(from components: DateComponents) -> Date? {
        guard shifts(components) else { return base.date(from: components) }
        return base.date(from: forward(components))?.addingTimeInterval(-Self.shift)
    }

    func date(byAdding component: Calendar.Component, value: Int, to wall: Date) -> Date? {
        let unshifted = base.date(byAdding: component, value: value, to: wall)
        // A step that starts or ends before 1600 is taken 2,000 years on, where both ends are
        // Gregorian.
        guard shifts(wall) || unshifted.map(shifts) ?? false else { return unshifted }
        return base.date(byAdding: component, value: value, to: wall.addingTimeInterval(Self.shift))?
            .addingTimeInterval(-Self.shift)
    }

    func range(of smaller: Calendar.Component, in larger: Calendar.Component, for wall: Date) -> Range<Int>? {
        base.range(of: smaller, in: larger, for: shifts(wall) ? wall.addingTimeInterval(Self.shift) : wall)
    }

    func dateInterval(of component: Calendar.Component, for wall: Date) -> DateInterval? {
        guard shifts(wall) else { return base.dateInterval(of: component, for: wall) }
        return base.dateInterval(of: component, for: wall.addingTimeInterval(Self.shift))
            .map { DateInterval(start: $0.start.addingTimeInterval(-Self.shift), duration: $0.duration) }
    }

    func startOfDay(for wall: Date) -> Date {
        guard shifts(wall) else { return base.startOfDay(for: wall) }
        return base.startOfDay(for: wall.addingTimeInterval(Self.shift)).addingTimeInterval(-Self.shift)
    }

    func maximumRange(of component: Calendar.Component) -> Range<Int>? {
        base.maximumRange(of: component)
    }
}

/// The Gregorian calendar a picker shows is proleptic, as ISO 8601 values are (Behaviour
/// 2.11a): its days before 15 October 1582 are Gregorian days, not Julian ones.
///
/// ```swift
/// let formatter = DateFormatter()
/// formatter.locale = Locale(identifier: "en_US@calendar=gregorian")
/// ProlepticGregorian.apply(to: formatter, calendar: .gregorian)   // 1582-10-10 formats as October 10, not September 30
/// ```
package enum ProlepticGregorian {
    /// True for the calendars shown proleptic: Gregorian and ISO 8601, whose days are ISO's.
    package static func applies(to identifier: Calendar.Identifier) -> Bool {
        identifier == .gregorian || identifier == .iso8601
    }

    /// Makes `formatter`, which formats in `calendar`, name Gregorian days before 1582 as ISO
    /// does; ICU's Gregorian calendar has no Julian part once its change date is moved to
    /// before any date it can show. Set after the formatter's locale. The caller names the
    /// calendar because a formatter's own `calendar` reads gregorian for calendars CoreFoundation
    /// does not know (dangi).
    package static func apply(to formatter: DateFormatter, calendar: Calendar.Identifier) {
        guard applies(to: calendar) else { return }
        formatter.gregorianStartDate = earliestChange
    }

    /// A change date before every day ICU computes (it clamps earlier ones to its own limit).
    private static let earliestChange = Date(timeIntervalSinceReferenceDate: -1e15)
}
