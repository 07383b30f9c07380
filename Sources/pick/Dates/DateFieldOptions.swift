import PickerCore

/// The date commands' element flags, NSDatePicker's `datePickerElements` (Behaviour 3.1):
/// `--seconds` (the value keeps its seconds, ISO `HH:mm:ss`), `--era` and `--show-time-zone`
/// (segments of the textual field styles).
///
/// ```swift
/// // pick time --style field --seconds   →   14:30:15
/// ```
struct DateFieldOptions {
    var seconds = false
    var era = false
    var showTimeZone = false

    static var flags: FlagTable<Self> {
        FlagTable([
            .toggle("seconds", help: "Add seconds to time and datetime in the field styles; the value keeps them (HH:mm:ss).") { $0.seconds = true },
            .toggle("era", help: "Show the era as a segment of the field styles (AD, 令和, ...).") { $0.era = true },
            .toggle(
                "show-time-zone",
                help: "Show the time zone as a segment of the field styles; up and down step the zones of its region, letters choose a city.") { $0.showTimeZone = true },
        ])
    }

    /// The elements the flags ask for.
    var elements: DatePickerElements {
        var elements: DatePickerElements = []
        if seconds { elements.insert(.seconds) }
        if era { elements.insert(.era) }
        if showTimeZone { elements.insert(.timeZone) }
        return elements
    }
}
