import Foundation

/// How one component of a wheel is moving: where it is drawn relative to its selected row,
/// and how fast it spins.
///
/// The selection is always a whole row; motion is kept apart from it (ARCHITECTURE: state
/// holds motion separately). A renderer draws the component at `selectedRow + offset`.
/// `offset` is negative when the wheel is short of the selection (it is still travelling
/// towards later rows) and positive when it has passed it.
///
/// The two phases are pure functions of elapsed time, integrated exactly rather than per
/// frame, so a test that ticks once after a second and a session ticking at 60 Hz reach
/// the same place:
/// - ``coast(for:tuning:)``: momentum, `v(t) = v₀·e^(−t/τ)`, until `stopVelocity`;
/// - ``ease(for:tuning:)``: the offset decays to zero, `o(t) = o₀·e^(−t/τ)`.
///
/// ```swift
/// var motion = ComponentMotion(offset: -1)
/// _ = motion.ease(for: 1, tuning: .standard)   // motion.offset == 0
/// ```
public struct ComponentMotion: Equatable, Sendable {
    /// Drawn position minus selected row, in rows; 0 at rest.
    public var offset: Double
    /// Rows per second, positive towards later rows; 0 unless coasting.
    public var velocity: Double
    /// When the last step or scroll notch arrived, to recognise a burst.
    public var lastInputTime: Double?
    /// How many inputs in a row (same direction, each within `burstInterval`) the current
    /// burst holds; 1 for a lone input.
    public var burstLength: Int
    /// The sign of the last travel (+1 later rows, -1 earlier, 0 none): ties between two
    /// equally near enabled rows go this way (Behaviour 1.10).
    public var direction: Int

    /// A component drawn `offset` rows from its selection and spinning at `velocity`; at rest
    /// by default.
    public init(
        offset: Double = 0, velocity: Double = 0, lastInputTime: Double? = nil,
        burstLength: Int = 0, direction: Int = 0
    ) {
        self.offset = offset
        self.velocity = velocity
        self.lastInputTime = lastInputTime
        self.burstLength = burstLength
        self.direction = direction
    }

    /// True when the component is drawn exactly on its row and not spinning.
    package var isAtRest: Bool { offset == 0 && velocity == 0 }

    /// Records a step or scroll notch of `rows` at `now`, building velocity when it follows
    /// the previous one, in the same direction, within `burstInterval`, and the burst is at
    /// least `minimumBurst` inputs long (2 for scroll notches, ``WheelMotionTuning/heldKeyRepeats``
    /// for keys).
    ///
    /// Velocity becomes the rate of the burst (rows over the gap), never less than what is
    /// left of the current spin, capped at `maximumVelocity`. A step against the spin stops
    /// it first, as a finger on a spinning wheel does.
    package mutating func recordImpulse(rows: Int, at now: Double?, minimumBurst: Int = 2, tuning: WheelMotionTuning) {
        guard rows != 0 else { return }
        let sign: Double = rows > 0 ? 1 : -1
        if velocity * sign < 0 { velocity = 0 }
        let sameWay = direction == (rows > 0 ? 1 : -1)
        var inBurst = false
        if sameWay, let now, let last = lastInputTime, now - last < tuning.burstInterval { inBurst = true }
        burstLength = inBurst ? burstLength + 1 : 1
        if tuning.momentumTimeConstant > 0, inBurst, burstLength >= minimumBurst, let now, let last = lastInputTime {
            // Two notches in the same tick still form a burst: treat the gap as half a frame.
            let gap = max(now - last, 1.0 / 120)
            let rate = min(Double(rows.magnitude) / gap, tuning.maximumVelocity)
            velocity = sign * max(velocity.magnitude, rate)
        }
        lastInputTime = now
        direction = rows > 0 ? 1 : -1
    }

    /// Moves the offset by the momentum over up to `duration` seconds.
    ///
    /// Returns the seconds used: less than `duration` when the spin slowed below
    /// `stopVelocity` (velocity is then 0 and the remaining time belongs to easing).
    public mutating func coast(for duration: Double, tuning: WheelMotionTuning) -> Double {
        guard velocity != 0 else { return 0 }
        let tau = tuning.momentumTimeConstant
        if tau <= 0 || velocity.magnitude <= tuning.stopVelocity {
            velocity = 0
            return 0
        }
        guard duration > 0 else { return 0 }
        let timeToStop = tau * log(velocity.magnitude / tuning.stopVelocity)
        let used = min(duration, timeToStop)
        let decay = exp(-used / tau)
        offset += velocity * tau * (1 - decay)
        velocity = used >= timeToStop ? 0 : velocity * decay
        return used
    }

    /// Eases the offset towards 0 over up to `duration` seconds; returns the seconds used
    /// (less than `duration` when it reached rest).
    public mutating func ease(for duration: Double, tuning: WheelMotionTuning) -> Double {
        guard offset != 0 else { return 0 }
        let tau = tuning.settleTimeConstant
        let threshold = max(tuning.restThreshold, .ulpOfOne)
        guard tau > 0, offset.magnitude > threshold else {
            offset = 0
            return 0
        }
        let timeToRest = tau * log(offset.magnitude / threshold)
        if duration >= timeToRest {
            offset = 0
            return timeToRest
        }
        offset *= exp(-duration / tau)
        return duration
    }
}
