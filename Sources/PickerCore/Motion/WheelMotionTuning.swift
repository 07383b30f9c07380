/// The numbers that shape how a wheel moves: how fast a step eases into place, how long
/// momentum carries, and what counts as a burst.
///
/// Motion is a pure function of time (``WheelAction/tick(now:)``), so these constants are the
/// whole of the "feel". They are values, not globals, so a test or a renderer with a different
/// frame rate can pick its own.
///
/// Easing is exponential: the drawn offset shrinks by `e^(-t/settleTimeConstant)` and snaps to
/// zero below `restThreshold`; with the defaults a one-row step comes to rest in about 0.14 s
/// (`0.03 × ln(1/0.01)`). Momentum decays the same way with `momentumTimeConstant`, so a wheel
/// thrown at `v` rows per second travels about `(v − stopVelocity) × momentumTimeConstant`
/// rows further before it snaps.
///
/// ```swift
/// var picker = WheelPicker(source: Digits())
/// picker.tuning = WheelMotionTuning(momentumTimeConstant: 0)   // steps only, no coasting
/// ```
public struct WheelMotionTuning: Equatable, Sendable {
    /// Time constant (seconds) of the ease that brings a component onto its row.
    public var settleTimeConstant: Double
    /// Time constant (seconds) of the momentum decay; 0 turns momentum off.
    public var momentumTimeConstant: Double
    /// Steps or scroll notches closer together than this (seconds) build velocity.
    public var burstInterval: Double
    /// How many key steps in one burst must come before momentum starts: a key held down
    /// (auto-repeat) coasts, but a few quick presses, or keys sent by a script, move exactly
    /// one row each, so what a person counts is what they get (Behaviour 1.3). Scroll-wheel
    /// notches build momentum from the second notch on.
    public var heldKeyRepeats: Int
    /// The fastest a wheel may spin, in rows per second.
    public var maximumVelocity: Double
    /// Below this speed (rows per second) coasting stops and the wheel snaps to its row.
    public var stopVelocity: Double
    /// An offset smaller than this (rows) is drawn as exactly on the row.
    public var restThreshold: Double
    /// The largest offset (rows) an animation starts from: a jump of a million rows still
    /// animates briefly, as a short spin, instead of taking seconds.
    public var maximumOffset: Double

    /// A tuning; the defaults are ``standard``'s values.
    public init(
        settleTimeConstant: Double = 0.03,
        momentumTimeConstant: Double = 0.2,
        burstInterval: Double = 0.1,
        heldKeyRepeats: Int = 8,
        maximumVelocity: Double = 40,
        stopVelocity: Double = 2,
        restThreshold: Double = 0.01,
        maximumOffset: Double = 3
    ) {
        self.settleTimeConstant = settleTimeConstant
        self.momentumTimeConstant = momentumTimeConstant
        self.burstInterval = burstInterval
        self.heldKeyRepeats = heldKeyRepeats
        self.maximumVelocity = maximumVelocity
        self.stopVelocity = stopVelocity
        self.restThreshold = restThreshold
        self.maximumOffset = maximumOffset
    }

    /// The feel used unless a picker is given another.
    public static let standard = WheelMotionTuning()
}
