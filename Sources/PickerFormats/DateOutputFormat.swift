import Foundation
import PickerCore

/// How a chosen date value is printed for scripts: the one formatter `pick` and the terminal
/// pickers share.
///
/// ISO values are locale-free and proleptic Gregorian (Behaviour 2.11a), whatever calendar is
/// shown, in the picker's zone; the wall time and the offset both come from
/// `TimeZone.secondsFromGMT(for:)`, the source of truth every picker computes with, so they
/// always add up to the instant (ICU resolves some zone names, such as `EST` or `EET`,
/// differently from Foundation). Only ``pattern(_:)`` follows the shown calendar and locale.
///
/// | format | date | time | dateAndTime | yearAndMonth | countDownTimer |
/// |---|---|---|---|---|---|
/// | ``iso`` | `2026-11-22` | `14:30` | `2026-11-22T14:30:00+01:00` | `2026-11` | `PT1H15M` |
/// | ``unix`` | seconds since 1970 of the value (a date: its first moment) |||| `4500` |
/// | ``json`` | `{"value":"2026-11-22","iso":"2026-11-22T00:00:00+01:00","unix":1795302000}` |||| `{"seconds":4500}` |
/// | ``localized`` | the compact button's text, e.g. `Nov 22, 2026` |||| `1 hr, 15 min` |
/// | ``pattern(_:)`` | an ICU pattern in the picker's locale, calendar and zone |||| — |
///
/// ```swift
/// DateOutputFormat.iso.string(for: state)                        // "2026-11-22T14:30:00+01:00"
/// try DateOutputFormat(argument: "JSON", mode: .date)            // .json
/// try DateOutputFormat(argument: "EEEE d MMMM", mode: .date).string(for: german)   // "Sonntag 22 November"
/// ```
public enum DateOutputFormat: Equatable, Sendable {
    /// ISO 8601 showing what the mode picks (a countdown as an ISO duration, `PT1H15M`).
    case iso
    /// Whole seconds since 1970 (the duration's seconds for a countdown).
    case unix
    /// One JSON object: the mode's ISO value, the full ISO date and time, and the unix second;
    /// `{"seconds":…}` for a countdown.
    case json
    /// The locale's own one-line rendering (the compact button's text).
    case localized
    /// An ICU date pattern, in the picker's locale, calendar and zone.
    case pattern(String)

    // MARK: Reading a --format argument

    /// Why a `--format` argument cannot be used; ``description`` is the one line to print.
    ///
    /// ```swift
    /// try DateOutputFormat(argument: "Jsn", mode: .date)
    /// // ArgumentError: "--format 'Jsn': 'J' is not a date pattern field (use iso, unix, json …)"
    /// ```
    public struct ArgumentError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The line to print, naming the argument and what is wrong with it.
        public let description: String
    }

    /// The format `text` names: `iso`, `unix`, `json` in any letter case (surrounding spaces
    /// ignored), else an ICU date pattern.
    ///
    /// A pattern must have at least one date or time field and only letters ICU defines as
    /// fields (others belong in quotes, `'at'`): `JSON` is a name, `Jsn` an error, not an
    /// empty line. A countdown takes no pattern, and its `iso` is its whole seconds, the
    /// form scripts read (`pick countdown` prints `4500`).
    public init(argument text: String, mode: DatePickerMode) throws(ArgumentError) {
        let name = text.trimmingWhitespace().lowercased()
        switch name {
        case "iso": self = mode == .countDownTimer ? .unix : .iso
        case "unix": self = .unix
        case "json": self = .json
        default:
            if mode == .countDownTimer {
                throw ArgumentError(description:
                    "--format '\(text)': a countdown prints iso (seconds), unix or json, not a date pattern")
            }
            if let problem = Self.patternProblem(text) {
                throw ArgumentError(description: "--format '\(text)': \(problem) (use iso, unix, json or a date pattern such as dd.MM.yyyy)")
            }
            self = .pattern(text)
        }
    }

    /// The letters ICU's `SimpleDateFormat` defines as pattern fields (its `UDAT` pattern
    /// characters; TR35's skeleton-only `j`, `J`, `C` and the retired `l` are not among them).
    static let fieldLetters = Set("GyMdkHmsSEDFwWahKzYeugAZvcLQqVUOXxrbB")

    /// Why `pattern` cannot print a value, or nil when it can.
    static func patternProblem(_ pattern: String) -> String? {
        var hasField = false
        for token in PatternToken.tokens(of: pattern) {
            guard case let .field(letter, count) = token else { continue }
            guard fieldLetters.contains(letter) else { return "'\(letter)' is not a date pattern field" }
            if count > maximumFieldLength {
                return "a field of \(count) '\(letter)' letters is longer than \(maximumFieldLength)"
            }
            hasField = true
        }
        return hasField ? nil : "the pattern has no date or time field"
    }

    // MARK: Printing

    /// `state`'s value in this format.
    public func string(for state: DatePickerState) -> String {
        let seconds = Int(state.countDownDuration)
        if state.mode == .countDownTimer {
            switch self {
            case .iso: return Self.isoDuration(seconds)
            case .json: return "{\"seconds\":\(seconds)}"
            case .localized: return DateWheelPicker(state: state).formattedValue
            case .unix, .pattern: return String(seconds)
            }
        }
        let instant = Self.printedInstant(of: state)
        switch self {
        case .iso:
            return Self.iso(instant, mode: state.mode, timeZone: state.timeZone, withSeconds: state.keepsSeconds)
        case .unix:
            return String(Self.unixSeconds(instant))
        case .json:
            let value = Self.iso(instant, mode: state.mode, timeZone: state.timeZone, withSeconds: state.keepsSeconds)
            let full = Self.iso(instant, mode: .dateAndTime, timeZone: state.timeZone)
            return "{\"value\":\"\(value)\",\"iso\":\"\(full)\",\"unix\":\(Self.unixSeconds(instant))}"
        case .localized:
            return DateWheelPicker(state: state).formattedValue
        case let .pattern(pattern):
            return Self.formatted(instant, pattern: pattern, state: state)
        }
    }

    /// The instant a value stands for in print: a month's first moment in the picker's zone, as
    /// a date's is its day's, so the same month prints the same seconds whatever day the picker
    /// keeps unseen; the state's own instant otherwise.
    static func printedInstant(of state: DatePickerState) -> Date {
        guard state.mode == .yearAndMonth else { return state.date }
        let resolver = WallTimeResolver(timeZone: state.timeZone)
        let month = ISODateTime(wall: resolver.wall(of: state.date))
        guard let first = ISODateTime(year: month.year, month: month.month, day: 1) else { return state.date }
        return resolver.instant(forWall: first.wall)
    }

    /// `date` in ISO 8601 as `mode` shows it, in `timeZone`: proleptic Gregorian, the wall time
    /// and offset from `secondsFromGMT(for:)`; a time `withSeconds` is `HH:mm:ss`.
    public static func iso(_ date: Date, mode: DatePickerMode, timeZone: TimeZone, withSeconds: Bool = false) -> String {
        let offset = timeZone.secondsFromGMT(for: date)
        let wall = ISODateTime(wallSeconds: unixSeconds(date) + offset)
        switch mode {
        case .date: return wall.dateText
        case .time: return withSeconds ? wall.secondText : wall.minuteText
        case .yearAndMonth: return wall.monthText
        case .dateAndTime, .countDownTimer:
            return wall.dateText + "T" + wall.secondText + ISODateTime.offsetText(offset)
        }
    }

    /// A duration in ISO 8601 hours and minutes: `PT1H15M`, `PT2H`, `PT5M`.
    static func isoDuration(_ seconds: Int) -> String {
        let minutes = seconds / 60
        let hours = minutes >= 60 ? "\(minutes / 60)H" : ""
        let rest = minutes % 60 > 0 || minutes < 60 ? "\(minutes % 60)M" : ""
        return "PT" + hours + rest
    }

    static func unixSeconds(_ date: Date) -> Int {
        Int(date.timeIntervalSince1970.rounded(.down))
    }

    /// `date` through an ICU pattern in the state's locale and calendar.
    ///
    /// The zone is the state's own when ICU gives it the offset Foundation does; where the two
    /// disagree (ICU reads `EST` as New York's rules, Foundation as a fixed −05:00), a zone of
    /// Foundation's offset is used, so the printed wall time is the one the picker showed.
    static func formatted(_ date: Date, pattern: String, state: DatePickerState) -> String {
        let offset = state.timeZone.secondsFromGMT(for: date)
        let formatter = ProlepticGregorian.formatter(for: state.calendar.identifier)
        // The calendar goes in the locale, as the layouts' formatters take it: a `Calendar` set
        // on the formatter loses those CoreFoundation does not know (dangi prints gregorian).
        var parts = Locale.Components(locale: state.locale)
        parts.calendar = state.calendar.identifier
        formatter.locale = Locale(components: parts)
        // The days the pickers show before 1582 are proleptic Gregorian (Behaviour 2.11a), and so is what they print.
        ProlepticGregorian.apply(to: formatter, calendar: state.calendar.identifier)
        formatter.timeZone = state.timeZone
        if icuOffset(of: state.timeZone, at: date) != offset {
            formatter.timeZone = TimeZone(secondsFromGMT: offset) ?? state.timeZone
        }
        formatter.dateFormat = pattern
        let whole = formatter.string(from: date)
        guard whole.isEmpty else { return whole }
        // Foundation formats into a buffer of 1,024 UTF-16 units and gives back nothing when
        // the result is longer: a long pattern is formatted a field at a time instead (a field
        // formats the same alone as beside others), its literal text copied as ICU would.
        var text = ""
        var fields: [String: String] = [:]
        for token in PatternToken.tokens(of: pattern) {
            switch token {
            case let .literal(literal):
                text += literal
            case let .field(letter, count):
                let field = String(repeating: letter, count: count)
                if let known = fields[field] {
                    text += known
                } else {
                    formatter.dateFormat = field
                    let formatted = formatter.string(from: date)
                    fields[field] = formatted
                    text += formatted
                }
            }
        }
        return text
    }

    /// The most letters one field of a pattern may have: far more than any field means (ICU's
    /// longest forms take five, a zero-padded number as many as it has digits), few enough
    /// that one field always formats within Foundation's buffer.
    package static let maximumFieldLength = 256

    /// A piece of an ICU date pattern: a run of one field letter, or literal text (what is
    /// quoted, with `''` as one apostrophe, and every character that is not an ASCII letter).
    package enum PatternToken: Equatable {
        case field(Character, count: Int)
        case literal(String)

        /// `pattern` cut into its tokens, in order.
        ///
        /// ```swift
        /// PatternToken.tokens(of: "dd.MM 'at' HH")
        /// // [.field("d", 2), .literal("."), .field("M", 2), .literal(" at "), .field("H", 2)]
        /// ```
        package static func tokens(of pattern: String) -> [PatternToken] {
            var tokens: [PatternToken] = []
            var literal = ""
            var quoted = false
            var characters = Array(pattern)[...]
            func flushLiteral() {
                if !literal.isEmpty { tokens.append(.literal(literal)) }
                literal = ""
            }
            while let character = characters.popFirst() {
                if character == "'" {
                    if characters.first == "'" {
                        characters.removeFirst()
                        literal.append("'")
                    } else {
                        quoted.toggle()
                    }
                } else if !quoted, character.isASCII, character.isLetter {
                    flushLiteral()
                    var count = 1
                    while characters.first == character {
                        characters.removeFirst()
                        count += 1
                    }
                    tokens.append(.field(character, count: count))
                } else {
                    literal.append(character)
                }
            }
            flushLiteral()
            return tokens
        }
    }

    /// The offset ICU's formatter uses for `zone` at `date`, in seconds.
    static func icuOffset(of zone: TimeZone, at date: Date) -> Int? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "xxxxx"
        let text = formatter.string(from: date)
        let sign = text.hasPrefix("-") ? -1 : 1
        let parts = text.dropFirst().split(separator: ":").compactMap { Int($0) }
        guard parts.count >= 2 else { return nil }
        return sign * (parts[0] * 3600 + parts[1] * 60 + (parts.count > 2 ? parts[2] : 0))
    }
}
