import ArgumentParser
import PickerCore

/// The date commands' element flags, NSDatePicker's `datePickerElements` (Behaviour 3.1):
/// `--seconds` (the value keeps its seconds, ISO `HH:mm:ss`), `--era` and `--show-time-zone`
/// (segments of the textual field styles).
///
/// ```swift
/// // pick time --style field --seconds   →   14:30:15
/// ```
struct DateFieldOptions: ParsableArguments {
    @Flag(help: "Add seconds to time and datetime; the value keeps them (HH:mm:ss).")
    var seconds = false

    @Flag(help: "Show the era as a segment of the field styles (AD, 令和, ...).")
    var era = false

    @Flag(
        name: .customLong("show-time-zone"),
        help: "Show the time zone as a segment of the field styles; up and down step the zones of its region, letters choose a city.")
    var showTimeZone = false

    static let environmentFlags: [EnvironmentFlag] = [
        .init("seconds", .flag), .init("era", .flag), .init("show-time-zone", .flag),
    ]

    /// The elements the flags ask for.
    var elements: DatePickerElements {
        var elements: DatePickerElements = []
        if seconds { elements.insert(.seconds) }
        if era { elements.insert(.era) }
        if showTimeZone { elements.insert(.timeZone) }
        return elements
    }

    /// The flags from a ``PlainArguments`` line (the fast path; see there).
    static func reading(_ line: PlainArguments) -> Self {
        var flags = Self()
        flags.seconds = line.flag("seconds")
        flags.era = line.flag("era")
        flags.showTimeZone = line.flag("show-time-zone")
        return flags
    }
}
