import Foundation
import PickerCore
import PickerTerminal

/// What `--format` asks a date command to print on Enter (or with `--no-input`).
///
/// | format | date | time | datetime | month | countdown |
/// |---|---|---|---|---|---|
/// | `iso` (default) | `2026-11-22` | `14:30` | `2026-11-22T14:30:00+01:00` | `2026-11` | `4500` |
/// | `unix` | seconds since 1970 of the chosen instant ||||  `4500` |
/// | `json` | `{"value":"2026-11-22","iso":"2026-11-22T00:00:00+01:00","unix":1795302000}` |||| `{"seconds":4500}` |
/// | PATTERN | the ICU pattern in the picker's locale, calendar and zone |||| (not available) |
///
/// ISO values are always gregorian and locale-free, in the picker's zone, whatever calendar is
/// shown; only a PATTERN follows the displayed calendar and locale.
///
/// ```swift
/// DateOutput("dd.MM.yyyy").string(for: state)   // "22.11.2026"
/// ```
enum DateOutput: Equatable {
    case iso
    case unix
    case json
    /// An ICU date pattern such as `dd.MM.yyyy` or `EEEE d MMMM`.
    case pattern(String)

    /// `iso`, `unix` and `json` by name; anything else is a pattern.
    init(_ text: String) {
        switch text {
        case "iso": self = .iso
        case "unix": self = .unix
        case "json": self = .json
        default: self = .pattern(text)
        }
    }

    /// A usage error when this format cannot print a value of `mode`.
    func check(for mode: DatePickerMode, command: String) throws(PickFailure) {
        guard case let .pattern(pattern) = self else { return }
        if pattern.trimmingCharacters(in: .whitespaces).isEmpty {
            throw .usage("--format needs iso, unix, json or a date pattern such as dd.MM.yyyy")
        }
        if mode == .countDownTimer {
            throw .usage("--format '\(pattern)': a countdown prints iso (seconds), unix or json, not a date pattern")
        }
    }

    /// `state`'s value in this format.
    func string(for state: DatePickerState) -> String {
        let seconds = Int(state.countDownDuration)
        let countdown = state.mode == .countDownTimer
        switch self {
        case .iso:
            return countdown ? String(seconds) : DateTerminalPicker.isoOutput(for: state)
        case .unix:
            return countdown ? String(seconds) : DateOutputFormat.unix.string(for: state)
        case .json:
            if countdown { return "{\"seconds\":\(seconds)}" }
            let value = DateTerminalPicker.isoOutput(for: state)
            let iso = DateTerminalPicker.isoOutput(for: Self.asDateAndTime(state))
            let unix = DateOutputFormat.unix.string(for: state)
            return "{\"value\":\"\(value)\",\"iso\":\"\(iso)\",\"unix\":\(unix)}"
        case let .pattern(pattern):
            return DateOutputFormat.pattern(pattern).string(for: state)
        }
    }

    /// The same instant in `dateAndTime` mode, whose ISO form is the full date, time and offset.
    private static func asDateAndTime(_ state: DatePickerState) -> DatePickerState {
        DatePickerState(mode: .dateAndTime, style: .wheels, date: state.date, roundsToMinuteInterval: false,
                        locale: state.locale, calendar: state.calendar, timeZone: state.timeZone, now: state.now)
    }
}
