import Foundation

/// The geometry of an analog clock face, pure: where the hands point for a time, and which
/// value a position on the dial stands for (Behaviour 3.2).
///
/// Angles are in degrees, clockwise from 12 o'clock (0°), as a person reads a clock: 3 o'clock
/// is 90°, 6 is 180°, 9 is 270°. The hour hand moves on with the minutes (half a degree a
/// minute), as a real clock's does; the minute hand points at the minute.
///
/// ```swift
/// ClockFace.angles(hour: 3, minute: 0)          // hour 90°, minute 0°
/// ClockFace.angles(hour: 22, minute: 10)        // hour 305°, minute 60°
/// ClockFace.minute(atAngle: 95, interval: 15)   // 15: the nearest quarter
/// ClockFace.hour(atAngle: 100)                  // 3
/// ClockFace.angle(dx: 1, dy: 0)                 // 90: right of the centre is 3 o'clock
/// ```
public enum ClockFace {
    /// Where the hands of a clock point.
    public struct Angles: Equatable, Sendable {
        /// The hour hand, in degrees clockwise from 12.
        public var hour: Double
        /// The minute hand, in degrees clockwise from 12.
        public var minute: Double

        /// Hands at the given angles.
        public init(hour: Double, minute: Double) {
            self.hour = hour
            self.minute = minute
        }
    }

    /// The hands at `hour` (0–23, either half of the day) and `minute` (0–59).
    public static func angles(hour: Int, minute: Int) -> Angles {
        let minute = ((minute % 60) + 60) % 60
        let hour = ((hour % 12) + 12) % 12
        return Angles(hour: Double(hour) * 30 + Double(minute) * 0.5, minute: Double(minute) * 6)
    }

    /// The angle of a point `dx` to the right of the centre and `dy` below it (screen
    /// coordinates, in units of equal length), clockwise from 12; 0 for the centre itself.
    public static func angle(dx: Double, dy: Double) -> Double {
        guard dx != 0 || dy != 0 else { return 0 }
        let degrees = atan2Degrees(dx, -dy)
        return degrees < 0 ? degrees + 360 : degrees
    }

    /// The minute on the interval (`interval` minutes apart, from 0) nearest to `angle`.
    public static func minute(atAngle angle: Double, interval: Int = 1) -> Int {
        let step = max(1, interval)
        let minutes = normalized(angle) / 6
        let steps = Int((minutes / Double(step)).rounded())
        return (steps * step) % 60
    }

    /// The hour mark (0 for 12 o'clock, then 1–11) nearest to `angle`.
    public static func hour(atAngle angle: Double) -> Int {
        Int((normalized(angle) / 30).rounded()) % 12
    }

    /// Which hand a position at `distance` from the centre sets, as a fraction of the dial's
    /// radius: the inner part of the dial, where only the short hand reaches, sets the hour;
    /// the outer part the minute.
    public static func hand(atDistance distance: Double) -> ClockHand {
        distance < innerFraction ? .hour : .minute
    }

    /// Where the hour part of the dial ends, as a fraction of the radius.
    package static let innerFraction = 0.55
    /// The hour hand's length, as a fraction of the radius.
    package static let hourHandLength = 0.5
    /// The minute hand's length, as a fraction of the radius.
    package static let minuteHandLength = 0.8

    /// `angle` in 0 ..< 360.
    static func normalized(_ angle: Double) -> Double {
        let reduced = angle.truncatingRemainder(dividingBy: 360)
        return reduced < 0 ? reduced + 360 : reduced
    }

    /// atan2 in degrees, of `x` over `y` (so 0° is straight up).
    private static func atan2Degrees(_ x: Double, _ y: Double) -> Double {
        atan2(x, y) * 180 / .pi
    }
}
