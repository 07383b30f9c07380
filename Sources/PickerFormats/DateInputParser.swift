import Foundation
import PickerCore

/// Reads dates, times and durations written by a person on a command line (ISO 8601 forms).
///
/// Accepted: `2026-11-22` (midnight of that day), `14:30` (that time on `now`'s day),
/// `2026-11-22T14:30`, `2026-11-22T14:30:05`, each optionally followed by `Z` or an offset
/// (`+01:00`, `-0500`); without one the wall time is read in the zone, with the DST rules of
/// Behaviour 2.5. Durations: `1h15m`, `90m`, `45s`, `2h`, or plain seconds `4500`.
///
/// ```swift
/// let parser = DateInputParser(timeZone: berlin, now: now)
/// try parser.date("2026-03-29T02:30")     // 03:30 CEST: the gap moves forward
/// try DateInputParser.duration("1h15m")   // 4500
/// ```
public struct DateInputParser: Sendable {
    /// The zone a wall time without an offset is read in.
    public let timeZone: TimeZone
    /// The moment whose day a bare time (`14:30`) falls on.
    public let now: Date

    /// A parser reading wall times in `timeZone`, bare times on `now`'s day.
    public init(timeZone: TimeZone, now: Date) {
        self.timeZone = timeZone
        self.now = now
    }

    /// Why some text is not a date or duration.
    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The text that could not be read.
        public let text: String
        /// What it should have been ("a date", "a duration").
        public let expected: String
        public var description: String { "cannot read \"\(text)\" as \(expected)" }
    }

    private static let dateForms = "a date (yyyy-MM-dd, HH:mm, or yyyy-MM-ddTHH:mm[:ss][Z|±hh:mm])"
    private static let spanForm = "a date in the supported years 0001 to 9999"

    /// The instant `text` names, read in the proleptic Gregorian calendar of ISO 8601
    /// (Behaviour 2.11a): `1582-10-04` is the day before `1582-10-15` only in the Julian reckoning, here
    /// it is ten days earlier. Years outside 0001–9999 are refused with that reason.
    public func date(_ text: String) throws -> Date {
        let trimmed = text.trimmingWhitespace()
        let error = ParseError(text: text, expected: Self.dateForms)
        let scanner = ISOScanner(trimmed)
        let resolver = WallTimeResolver(timeZone: timeZone)
        if let (hour, minute, second) = scanner.timeOnly() {
            let today = ISODateTime(wall: resolver.wall(of: now))
            guard let wall = ISODateTime(year: today.year, month: today.month, day: today.day, hour: hour, minute: minute,
                                         second: second)
            else { throw error }
            return resolver.instant(forWall: wall.wall)
        }
        guard let parts = scanner.dateTime() else { throw error }
        guard ISODateTime.supportedYears.contains(parts.year) else {
            throw ParseError(text: text, expected: Self.spanForm)
        }
        guard let wall = ISODateTime(year: parts.year, month: parts.month, day: parts.day, hour: parts.hour,
                                     minute: parts.minute, second: parts.second)
        else { throw error }
        if let offset = parts.offset { return wall.wall.addingTimeInterval(TimeInterval(-offset)) }
        return resolver.instant(forWall: wall.wall)
    }

    /// Seconds in a duration: `1h15m`, `90m`, `45s`, `2h`, `1h15m30s`, or plain seconds.
    public static func duration(_ text: String) throws -> TimeInterval {
        let trimmed = text.trimmingWhitespace().lowercased()
        let error = ParseError(text: text, expected: "a duration (1h15m, 90m, 45s or seconds)")
        if let seconds = Int(trimmed), seconds >= 0 { return TimeInterval(seconds) }
        var total = 0
        var number = ""
        var seen: Set<Character> = []
        for character in trimmed {
            if character.isASCII, character.isNumber {
                number.append(character)
                continue
            }
            let factor: Int
            switch character {
            case "h": factor = 3600
            case "m": factor = 60
            case "s": factor = 1
            default: throw error
            }
            guard let value = Int(number), !seen.contains(character), number.count <= 9 else { throw error }
            seen.insert(character)
            total += value * factor
            number = ""
        }
        guard number.isEmpty, !seen.isEmpty else { throw error }
        return TimeInterval(total)
    }
}

/// A small reader of the fixed-width ISO 8601 forms the parser accepts.
private struct ISOScanner {
    let characters: [Character]

    init(_ text: String) {
        characters = Array(text)
    }

    func number(at index: Int, digits: Int) -> Int? {
        guard index + digits <= characters.count else { return nil }
        let slice = characters[index ..< index + digits]
        guard slice.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(String(slice))
    }

    /// `HH:mm[:ss]` and nothing else.
    func timeOnly() -> (Int, Int, Int)? {
        guard let (hour, minute, second, end) = time(from: 0), end == characters.count else { return nil }
        return (hour, minute, second)
    }

    /// Hour, minute, second and the index after them.
    func time(from start: Int) -> (Int, Int, Int, Int)? {
        guard let hour = number(at: start, digits: 2), characters.count > start + 2, characters[start + 2] == ":",
              let minute = number(at: start + 3, digits: 2)
        else { return nil }
        var end = start + 5
        var second = 0
        if end < characters.count, characters[end] == ":", let value = number(at: end + 1, digits: 2) {
            second = value
            end += 3
        }
        return (hour, minute, second, end)
    }

    func dateTime() -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, offset: Int?)? {
        guard let year = number(at: 0, digits: 4), characters.count >= 10, characters[4] == "-", characters[7] == "-",
              let month = number(at: 5, digits: 2), let day = number(at: 8, digits: 2)
        else { return nil }
        if characters.count == 10 { return (year, month, day, 0, 0, 0, nil) }
        guard ["T", "t", " "].contains(characters[10]), let (hour, minute, second, end) = time(from: 11) else { return nil }
        if end == characters.count { return (year, month, day, hour, minute, second, nil) }
        let rest = String(characters[end...])
        if rest == "Z" || rest == "z" { return (year, month, day, hour, minute, second, 0) }
        guard let sign = rest.first, sign == "+" || sign == "-" else { return nil }
        let digits = rest.dropFirst().filter { $0 != ":" }
        guard digits.count == 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let hours = Int(String(digits.prefix(2))), let minutes = Int(String(digits.suffix(2))),
              hours <= 18, minutes < 60
        else { return nil }
        let offset = (hours * 3600 + minutes * 60) * (sign == "-" ? -1 : 1)
        return (year, month, day, hour, minute, second, offset)
    }
}
