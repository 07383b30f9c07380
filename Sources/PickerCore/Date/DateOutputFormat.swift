import Foundation

/// How a chosen value is printed for scripts: what `pick date --format` offers.
///
/// ISO 8601 output is locale-free (POSIX, gregorian) and shows only what the mode picks:
/// `2026-11-22` (date), `14:30` (time), `2026-11-22T14:30:00+01:00` (dateAndTime),
/// `2026-11` (yearAndMonth), `PT1H15M` (countdown). ``pattern(_:)`` takes an ICU pattern
/// and formats in the picker's locale, calendar and zone.
///
/// ```swift
/// DateOutputFormat.iso.string(for: picker.state)      // "2026-11-22T14:30:00+01:00"
/// DateOutputFormat.unix.string(for: picker.state)     // "1795354200"
/// DateOutputFormat.pattern("EEEE d MMMM").string(for: picker.state)   // "Sonntag 22 November"
/// ```
public enum DateOutputFormat: Equatable, Sendable {
    case iso
    /// Seconds since 1970 (the duration's seconds for a countdown).
    case unix
    /// One JSON object: `{"date":"…","unix":…,"timeZone":"…"}` or `{"seconds":…}`.
    case json
    /// The locale's own one-line rendering (the compact button's text).
    case localized
    /// An ICU date pattern, in the picker's locale, calendar and zone.
    case pattern(String)

    /// `state`'s value in this format.
    public func string(for state: DatePickerState) -> String {
        let seconds = Int(state.countDownDuration)
        let unix = Int(state.date.timeIntervalSince1970.rounded(.down))
        switch self {
        case .iso:
            if state.mode == .countDownTimer {
                let minutes = seconds / 60
                return "PT" + (minutes >= 60 ? "\(minutes / 60)H" : "") + (minutes % 60 > 0 || minutes < 60 ? "\(minutes % 60)M" : "")
            }
            return Self.posix(Self.isoPattern(state.mode), state: state)
        case .unix:
            return state.mode == .countDownTimer ? String(seconds) : String(unix)
        case .json:
            if state.mode == .countDownTimer { return "{\"seconds\":\(seconds)}" }
            let date = Self.posix(Self.isoPattern(.dateAndTime), state: state)
            let zone = state.timeZone.identifier.replacingOccurrences(of: "\"", with: "\\\"")
            return "{\"date\":\"\(date)\",\"unix\":\(unix),\"timeZone\":\"\(zone)\"}"
        case .localized:
            return DateWheelPicker(state: state).formattedValue
        case let .pattern(pattern):
            let formatter = DateFormatter()
            formatter.locale = state.locale
            formatter.calendar = state.calendar
            formatter.timeZone = state.timeZone
            formatter.dateFormat = pattern
            return formatter.string(from: state.date)
        }
    }

    static func isoPattern(_ mode: DatePickerMode) -> String {
        switch mode {
        case .date: return "yyyy-MM-dd"
        case .time: return "HH:mm"
        case .yearAndMonth: return "yyyy-MM"
        case .dateAndTime, .countDownTimer: return "yyyy-MM-dd'T'HH:mm:ssXXXXX"
        }
    }

    static func posix(_ pattern: String, state: DatePickerState) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = state.timeZone
        formatter.dateFormat = pattern
        return formatter.string(from: state.date)
    }
}
