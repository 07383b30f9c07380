import Foundation

/// The time zone segment (``DatePickerElements/timeZone``): ↑/↓ step through the zones of the
/// value's region (`Europe/…`), letters choose any zone by its city; the wall time shown stays
/// and is read in the new zone.
extension DateFieldEditor {
    /// Every zone Foundation knows, sorted: a zone segment's values are indices into it.
    static let zoneIdentifiers: [String] = TimeZone.knownTimeZoneIdentifiers.sorted()

    /// The indices of the zones in the region of the value's zone (the part before the first
    /// `/`), the zone itself included.
    var zonesOfRegion: [Int] {
        let identifier = state.timeZone.identifier
        let region = identifier.split(separator: "/").first.map(String.init) ?? identifier
        let indices = Self.zoneIdentifiers.indices.filter {
            Self.zoneIdentifiers[$0] == identifier || Self.zoneIdentifiers[$0].hasPrefix(region + "/")
        }
        return indices.isEmpty ? [Self.zoneIdentifiers.firstIndex(of: identifier) ?? 0] : indices
    }

    /// The same settings in `identifier`'s zone, the value's wall time kept (its instant moves).
    func withZone(_ identifier: String) -> DatePickerState {
        guard let zone = TimeZone(identifier: identifier) else { return state }
        let wall = fields
        var moved = DatePickerState(
            mode: state.mode, style: state.style, date: state.date, minimumDate: state.minimumDate,
            maximumDate: state.maximumDate, minuteInterval: state.minuteInterval.requested,
            roundsToMinuteInterval: state.roundsToMinuteInterval, countDownDuration: state.countDownDuration,
            locale: state.locale, calendar: state.calendar, timeZone: zone, now: state.now, elements: state.elements)
        moved.setSelectedDate(moved.context.instant(for: wall))
        return moved
    }
}

/// The formatters a field needs beyond its layout's, per zone: the era's short name, the
/// zone's short name and exemplar city, short month names. Each is made the first time a segment shows it: most
/// fields have no era, no zone and numeric months, and a formatter is the dear part of ICU.
struct DateFieldFormatters: Sendable {
    var era: DateFormatter { eraFormatter.value }
    var zone: DateFormatter { zoneFormatter.value }
    /// The zone's exemplar city in the locale (`VVV`: "Dhaka", "Tokio").
    var city: DateFormatter { cityFormatter.value }
    var shortMonthSymbols: [String] { shortMonths.value }

    private let eraFormatter: Lazy<DateFormatter>
    private let zoneFormatter: Lazy<DateFormatter>
    private let cityFormatter: Lazy<DateFormatter>
    private let shortMonths: Lazy<[String]>

    init(locale: Locale, timeZone: TimeZone) {
        @Sendable func make(_ pattern: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.dateFormat = pattern
            return formatter
        }
        let era = Lazy { make("G") }
        eraFormatter = era
        zoneFormatter = Lazy { make("z") }
        cityFormatter = Lazy { make("VVV") }
        shortMonths = Lazy { (era.value.shortStandaloneMonthSymbols as [String]?) ?? [] }
    }
}
