/// One selectable part of a textual date field (Behaviour 3.1): what it stands for and how the
/// locale's pattern writes it (`MM` two-digit month, `MMM` a month name, `h` an unpadded hour).
///
/// The literal text between segments (`/`, `. `, `:`) is not a segment and cannot be selected.
///
/// ```swift
/// DateFieldSegment(kind: .month, letter: "M", width: 2).showsName   // false: "11"
/// DateFieldSegment(kind: .month, letter: "M", width: 4).showsName   // true: "November"
/// ```
public struct DateFieldSegment: Equatable, Hashable, Sendable {
    /// What a segment stands for.
    public enum Kind: String, CaseIterable, Equatable, Hashable, Sendable {
        /// The era (AD, 令和).
        case era
        /// The year (of the era, where the calendar counts years in eras).
        case year
        /// The month, as a number or a name.
        case month
        /// The day of the month.
        case day
        /// AM/PM, where the locale uses a 12-hour clock.
        case dayPeriod
        /// The hour, as the locale's clock shows it.
        case hour
        /// The minute, on the minute interval.
        case minute
        /// The second (the seconds element).
        case second
        /// The time zone, as its localized short name.
        case timeZone
        /// A countdown's hours, 0 to 23.
        case countdownHours
        /// A countdown's minutes, 0 to 59 by the minute interval.
        case countdownMinutes

        /// True when digits type the segment's value.
        public var isNumeric: Bool {
            switch self {
            case .year, .month, .day, .hour, .minute, .second, .countdownHours, .countdownMinutes: return true
            case .era, .dayPeriod, .timeZone: return false
            }
        }

        /// True when ↑/↓ wrap from the last value to the first (all but years and eras, as the
        /// wheels, Behaviour 1.9).
        public var wraps: Bool { self != .year && self != .era }
    }

    /// What the segment stands for.
    public let kind: Kind
    /// The pattern letter (`M`, `L`, `d`, `h`, `H`, `a`, `G`, `z`, ...).
    public let letter: Character
    /// How many times the letter stands in the pattern (`MM` is 2).
    public let width: Int

    /// A segment of `kind` written as `width` times the pattern `letter`.
    public init(kind: Kind, letter: Character, width: Int) {
        self.kind = kind
        self.letter = letter
        self.width = width
    }

    /// True for a month written as a name (`MMM`, `MMMM`, `LLL`).
    public var showsName: Bool { kind == .month && width >= 3 }

    /// The fewest digits the value is written with (`MM` → 2, `d` → 1; minutes and seconds 2).
    public var minimumDigits: Int {
        switch kind {
        case .minute, .second, .countdownMinutes: return 2
        case .year: return width == 2 ? 2 : 1
        default: return min(width, 2)
        }
    }
}
