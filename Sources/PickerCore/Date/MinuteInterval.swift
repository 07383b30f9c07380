/// The validated granularity of the minute component (Behaviour 2.7).
///
/// Valid values divide 60 and are at most 30: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30. Any other
/// request falls back to 1 and keeps a ``MinuteIntervalWarning`` that a CLI can print, as the
/// platform silently does.
///
/// ```swift
/// MinuteInterval(requested: 15).minutes    // 15
/// MinuteInterval(requested: 7).minutes     // 1, warning: "minute interval 7 ..."
/// ```
public struct MinuteInterval: Equatable, Hashable, Sendable {
    /// Every value the platform accepts.
    public static let validValues = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]

    /// What the caller asked for.
    public let requested: Int
    /// The interval in effect.
    public let minutes: Int

    /// The interval for `requested` minutes: itself when valid, else 1 with a ``warning``.
    public init(requested: Int) {
        self.requested = requested
        minutes = Self.validValues.contains(requested) ? requested : 1
    }

    /// Set when ``requested`` was not valid and 1 is used instead.
    public var warning: MinuteIntervalWarning? {
        requested == minutes ? nil : MinuteIntervalWarning(requested: requested)
    }

    /// `minute` rounded down to the interval (`37` → `35` for 5).
    public func roundedDown(_ minute: Int) -> Int { minute - minute.modulo(minutes) }
}

/// Why a requested minute interval was replaced by 1 (Behaviour 2.7).
public struct MinuteIntervalWarning: Equatable, Sendable, CustomStringConvertible {
    /// The interval asked for.
    public let requested: Int

    public var description: String {
        let valid = MinuteInterval.validValues.map(String.init).joined(separator: ", ")
        return "minute interval \(requested) is not one of \(valid); using 1"
    }
}

extension Int {
    /// The mathematical modulo: never negative for a positive divisor.
    func modulo(_ divisor: Int) -> Int {
        let remainder = self % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }

    /// Division rounding towards negative infinity.
    func floorDivided(by divisor: Int) -> Int {
        (self - modulo(divisor)) / divisor
    }
}
