import Foundation

/// Reads a time zone from `--time-zone` (`TZ` is PickerKit's ``PickerKit/PromptEnvironment``'s to read).
///
/// ```swift
/// try TimeZoneArgument.timeZone("Europe/Berlin")
/// ```
enum TimeZoneArgument {
    /// The zone `text` names (an IANA name such as `Europe/Berlin`, or `UTC`); a usage error
    /// otherwise.
    static func timeZone(_ text: String) throws(PickFailure) -> TimeZone {
        guard let zone = TimeZone(identifier: text.trimmingCharacters(in: .whitespaces)) else {
            throw .usage("unknown time zone '\(text)' (use an IANA name such as Europe/Berlin, or UTC)")
        }
        return zone
    }
}
