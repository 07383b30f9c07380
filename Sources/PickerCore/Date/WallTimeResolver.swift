import Foundation

/// Turns wall-clock times of a time zone into instants and back, with the DST rules of Behaviour 2.5.
///
/// A *wall time* is written here as a `Date` read in UTC: `2026-03-08 02:30 +0000` stands for
/// "02:30 on the wall". Calendars then do all field arithmetic on wall times in UTC, where no
/// day has 23 or 25 hours, and only this type crosses into the real zone:
/// - a wall time in a spring-forward gap moves forward by the length of the gap
///   (02:30 in New York on 2026-03-08 → 03:30 EDT), as Foundation does;
/// - a wall time in a fall-back overlap has two instants; `occurrence` 0 is the earlier (the
///   default), 1 the later, so both stay reachable.
///
/// ```swift
/// let ny = WallTimeResolver(timeZone: TimeZone(identifier: "America/New_York")!)
/// ny.instants(forWall: wall("2026-11-01 01:30")).count    // 2
/// ny.instant(forWall: wall("2026-03-08 02:30"))           // 07:30 UTC = 03:30 EDT
/// ```
public struct WallTimeResolver: Equatable, Sendable {
    /// The zone whose wall times are resolved.
    public let timeZone: TimeZone

    /// A resolver for `timeZone`.
    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// The zone's offset from UTC at `instant`, in seconds.
    public func offset(at instant: Date) -> Int { timeZone.secondsFromGMT(for: instant) }

    /// The wall time at `instant`.
    public func wall(of instant: Date) -> Date {
        instant.addingTimeInterval(TimeInterval(offset(at: instant)))
    }

    /// Every instant whose wall time is `wall`: none in a gap, two in an overlap, else one.
    public func instants(forWall wall: Date) -> [Date] {
        // Real zones change offset at most once within a day, so the offsets a day before and
        // a day after cover both sides of any nearby transition.
        let candidates = Set([offset(at: wall.addingTimeInterval(-86_400)), offset(at: wall.addingTimeInterval(86_400)),
                              offset(at: wall)])
        return candidates
            .map { wall.addingTimeInterval(TimeInterval(-$0)) }
            .filter { self.wall(of: $0) == wall }
            .sorted()
    }

    /// The instant for `wall`: in an overlap the `occurrence`-th (0 earlier, 1 later, clamped);
    /// in a gap the wall time moved forward by the gap (Behaviour 2.5).
    public func instant(forWall wall: Date, occurrence: Int = 0) -> Date {
        let found = instants(forWall: wall)
        if found.isEmpty {
            // Read the wall time with the offset in force before the gap: 02:30 at -05:00 is
            // 07:30 UTC, which is 03:30 at -04:00, one gap later on the wall.
            return wall.addingTimeInterval(TimeInterval(-offset(at: wall.addingTimeInterval(-86_400))))
        }
        return found[min(max(occurrence, 0), found.count - 1)]
    }

    /// The instant a step of one wall-clock hour reaches from `instant` (`direction` +1 later,
    /// -1 earlier): the nearest instant that way whose wall time is a whole number of hours
    /// from `instant`'s, a wall time in a gap counting as moved forward (Behaviour 2.5). So every
    /// key step moves, as on the wheels: 01:15 on Lord Howe's fall-back day (+11:00) steps to
    /// 02:15 +10:30, since its 01:15 happens once; 01:50 in Chatham's spring gap steps to 03:50.
    ///
    /// ```swift
    /// let chatham = WallTimeResolver(timeZone: TimeZone(identifier: "Pacific/Chatham")!)
    /// chatham.instant(steppingHourFrom: at("2026-04-05T02:15+13:45"), direction: 1)   // 03:15 +13:45
    /// ```
    package func instant(steppingHourFrom instant: Date, direction: Int) -> Date {
        let wall = wall(of: instant)
        let forward = direction >= 0
        // A day a zone skipped is 24 hours of wall time: two more reach past any gap.
        for hours in 0 ... 26 {
            let target = wall.addingTimeInterval(TimeInterval((forward ? hours : -hours) * 3600))
            var found = instants(forWall: target)
            if found.isEmpty { found = [self.instant(forWall: target)] }
            if forward, let next = found.first(where: { $0 > instant }) { return next }
            if !forward, let previous = found.last(where: { $0 < instant }) { return previous }
        }
        return instant
    }

    /// 1 when `instant` is the later of two instants sharing its wall time, else 0.
    public func occurrence(of instant: Date) -> Int {
        let same = instants(forWall: wall(of: instant))
        return same.count > 1 && same.last == instant ? 1 : 0
    }

    /// The offset change within the wall-time span `[wallStart, wallEnd)`, if any.
    ///
    /// Used to list a day's hours: a fall-back day repeats the wall times in
    /// ``ZoneTransition/repeatedWall`` and a spring-forward day skips ``ZoneTransition/skippedWall``.
    func transition(inWall wallStart: Date, _ wallEnd: Date) -> ZoneTransition? {
        // The earliest instant that can show `wallStart` is 14 h before it (UTC+14).
        guard let instant = timeZone.nextDaylightSavingTimeTransition(after: wallStart.addingTimeInterval(-14 * 3600)),
              instant < wallEnd.addingTimeInterval(14 * 3600)
        else { return nil }
        let before = offset(at: instant.addingTimeInterval(-1))
        let after = offset(at: instant)
        let wallBefore = instant.addingTimeInterval(TimeInterval(before))
        let wallAfter = instant.addingTimeInterval(TimeInterval(after))
        let transition = ZoneTransition(instant: instant, fromWall: min(wallBefore, wallAfter), toWall: max(wallBefore, wallAfter),
                                        isOverlap: after < before)
        guard transition.toWall > wallStart, transition.fromWall < wallEnd else { return nil }
        return transition
    }
}

/// One change of a zone's offset, seen on the wall.
struct ZoneTransition: Equatable, Sendable {
    let instant: Date
    /// The wall span the change affects: repeated (overlap) or skipped (gap).
    let fromWall: Date
    let toWall: Date
    let isOverlap: Bool

    var repeatedWall: Range<Date>? { isOverlap ? fromWall ..< toWall : nil }
    var skippedWall: Range<Date>? { isOverlap ? nil : fromWall ..< toWall }
}
