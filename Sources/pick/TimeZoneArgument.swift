import Foundation

/// Reads a time zone from `--time-zone` or `TZ`.
///
/// ```swift
/// try TimeZoneArgument.timeZone("Europe/Berlin")
/// TimeZoneArgument.fromEnvironment(["TZ": ":Asia/Tokyo"])   // Asia/Tokyo
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

    /// The zone `TZ` names (`Europe/Berlin`, `:Europe/Berlin`, or a path into the zoneinfo
    /// folder), else the system's.
    static func fromEnvironment(_ environment: [String: String]) -> TimeZone {
        guard var name = environment["TZ"], !name.isEmpty else { return .current }
        if name.hasPrefix(":") { name.removeFirst() }
        if let range = name.range(of: "zoneinfo/") { name = String(name[range.upperBound...]) }
        // A POSIX rule such as `CET-1CEST` has no identifier; Foundation's own reading of TZ
        // (the system zone) is the best left.
        return TimeZone(identifier: name) ?? .current
    }
}
