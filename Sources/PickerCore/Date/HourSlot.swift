import Foundation

/// One row of an hour wheel: a wall hour, and which pass of it on a fall-back day.
///
/// On the day clocks fall back, the repeated hour is listed twice (01 then 01 again in New
/// York on 2026-11-01), so stepping the hour reaches both instants (Behaviour 2.5, ours). A wall
/// hour that falls wholly into a spring-forward gap stays listed but disabled.
public struct HourSlot: Equatable, Hashable, Sendable {
    /// The wall hour, 0...23.
    public let hour: Int
    /// 0 for the first pass of the hour, 1 for its repetition.
    public let occurrence: Int

    /// The hours of the day numbered `day`, with the transition that shapes them (if any).
    static func slots(forDay day: Int, resolver: WallTimeResolver) -> (slots: [HourSlot], transition: ZoneTransition?) {
        let start = DateCalendarContext.wall(ofDayNumber: day)
        let transition = resolver.transition(inWall: start, start.addingTimeInterval(86_400))
        var slots: [HourSlot] = []
        slots.reserveCapacity(25)
        for hour in 0 ..< 24 {
            slots.append(HourSlot(hour: hour, occurrence: 0))
            let hourStart = start.addingTimeInterval(TimeInterval(hour * 3600))
            if let repeated = transition?.repeatedWall, repeated.overlaps(hourStart ..< hourStart.addingTimeInterval(3600)) {
                slots.append(HourSlot(hour: hour, occurrence: 1))
            }
        }
        return (slots, transition)
    }
}
