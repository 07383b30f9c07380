import Foundation
import PickerCore

/// Reads a time zone from `--time-zone` (`TZ` is PickerKit's ``PickerKit/PromptEnvironment``'s to read).
///
/// An IANA name (`Europe/Berlin`), `UTC`, or a fixed offset from UTC as ISO 8601 writes it
/// (`+05:30`, `-14:00`, `+0530`, `-03`): a zone with no transitions, as a value's own offset is.
///
/// ```swift
/// try TimeZoneArgument.timeZone("Europe/Berlin")
/// try TimeZoneArgument.timeZone("-03:00").secondsFromGMT()   // -10800
/// ```
enum TimeZoneArgument {
    /// The zone `text` names; a usage error otherwise.
    static func timeZone(_ text: String) throws(PickFailure) -> TimeZone {
        let name = text.trimmingWhitespace()
        if let seconds = offsetSeconds(name), let zone = TimeZone(secondsFromGMT: seconds) { return zone }
        guard let zone = TimeZone(identifier: name) else {
            throw .usage("unknown time zone '\(EchoedText.escaped(text))' (use an IANA name such as Europe/Berlin, UTC, or an offset such as +05:30)")
        }
        return zone
    }

    /// The seconds east of UTC that `±HH`, `±HHMM` or `±HH:MM` gives, up to 18 hours; nil for
    /// anything else.
    static func offsetSeconds(_ text: String) -> Int? {
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        let digits = text.dropFirst().filter { $0 != ":" }
        let colons = text.dropFirst().filter { $0 == ":" }.count
        guard digits.count == 2 || digits.count == 4, colons <= (digits.count == 4 ? 1 : 0),
            digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            colons == 0 || text.dropFirst().firstIndex(of: ":") == text.index(text.startIndex, offsetBy: 3)
        else { return nil }
        let hours = Int(digits.prefix(2)) ?? 0
        let minutes = Int(digits.dropFirst(2)) ?? 0
        guard hours <= 18, minutes < 60, hours * 60 + minutes <= 18 * 60 else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }
}
