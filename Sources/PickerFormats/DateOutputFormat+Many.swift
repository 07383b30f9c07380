import PickerCore

/// Printing several dates at once (`pick dates`, Behaviour 5.1): each value in the format, one per
/// line or joined by a separator; JSON as one array of the objects a single date prints.
///
/// ```swift
/// DateOutputFormat.iso.string(for: [nov22, nov25], separator: "\n")   // "2026-11-22\n2026-11-25"
/// DateOutputFormat.iso.string(for: [nov22, nov25], separator: ",")    // "2026-11-22,2026-11-25"
/// DateOutputFormat.json.string(for: [nov22], separator: "\n")
/// // [{"value":"2026-11-22","iso":"2026-11-22T00:00:00+01:00","unix":1795302000}]
/// DateOutputFormat.iso.string(for: [], separator: "\n")               // "" (nothing chosen)
/// ```
extension DateOutputFormat {
    /// `states`' values in this format, in the order given: a JSON array for ``json`` (the
    /// separator then unused), else the values joined by `separator`.
    public func string(for states: [DatePickerState], separator: String) -> String {
        let values = states.map { string(for: $0) }
        if self == .json { return "[" + values.joined(separator: ",") + "]" }
        return values.joined(separator: separator)
    }
}
