/// How a locale numbers the hours of a day, read from ICU's `j` skeleton (Behaviour 2.3).
///
/// The pattern letter ICU chooses for the locale's preferred hour decides the cycle:
/// `h` → ``h12`` (12, 1, ..., 11), `K` → ``h11`` (0, ..., 11), `H` → ``h23`` (0, ..., 23),
/// `k` → ``h24`` (24, 1, ..., 23). The 12-hour cycles add an AM/PM component.
public enum HourCycle: String, CaseIterable, Equatable, Hashable, Sendable {
    /// 0 to 11, with AM/PM (ICU's `K`).
    case h11
    /// 12, 1 to 11, with AM/PM (ICU's `h`; en_US).
    case h12
    /// 0 to 23 (ICU's `H`; de_DE).
    case h23
    /// 24, 1 to 23 (ICU's `k`).
    case h24

    /// The cycle named by an ICU hour pattern letter, nil for any other letter.
    public init?(patternLetter: Character) {
        switch patternLetter {
        case "K": self = .h11
        case "h": self = .h12
        case "H": self = .h23
        case "k": self = .h24
        default: return nil
        }
    }

    /// True for the cycles that need an AM/PM designation.
    public var usesDayPeriod: Bool { self == .h11 || self == .h12 }

    /// The number shown for `hour` (0...23) in this cycle.
    package func displayHour(_ hour: Int) -> Int {
        switch self {
        case .h11: return hour % 12
        case .h12: return hour % 12 == 0 ? 12 : hour % 12
        case .h23: return hour
        case .h24: return hour == 0 ? 24 : hour
        }
    }
}
