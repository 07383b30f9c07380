/// How a date picker is presented, like `UIDatePickerStyle` (Behaviour 2.2).
///
/// ``automatic`` resolves by mode **(ours)**: `date` and `dateAndTime` become ``inline``;
/// `time`, `countDownTimer` and `yearAndMonth` become ``wheels``. The desktop's textual styles,
/// ``field`` and ``stepperField`` (Behaviour 3.1), present every mode; ``graphical`` (Behaviour 3.2) the
/// modes with a day or a time of day. Some combinations do not
/// exist on the platform (`countDownTimer` as ``compact`` or ``inline``, `yearAndMonth` other
/// than as ``wheels``); ``resolved(for:)`` reports them as a ``DateStyleError``.
///
/// ```swift
/// DateStyle.automatic.resolved(for: .date)           // .success(.inline)
/// DateStyle.inline.resolved(for: .countDownTimer)    // .failure(.unavailable(...))
/// ```
public enum DateStyle: String, CaseIterable, Equatable, Hashable, Sendable {
    /// The mode decides: ``inline`` for dates, ``wheels`` otherwise.
    case automatic
    /// Spinning wheels, one per component.
    case wheels
    /// A button showing the value, opening the editor in a popover.
    case compact
    /// The editor shown in place: the month grid for dates, with time wheels beside it.
    case inline
    /// The textual field of segments (Behaviour 3.1, macOS `.field`), for every mode.
    case field
    /// The textual field with a stepper at its end (macOS `.stepperField`), for every mode.
    case stepperField = "stepper-field"
    /// The month grid with an analog clock face for the time (Behaviour 3.2, macOS `.graphical`),
    /// for `date`, `time` (the clock alone) and `dateAndTime`.
    case graphical

    /// True for the textual styles, ``field`` and ``stepperField`` (Behaviour 3.1).
    public var isTextual: Bool { self == .field || self == .stepperField }

    /// The concrete style for `mode`, or the reason the combination does not exist.
    public func resolved(for mode: DatePickerMode) -> Result<DateStyle, DateStyleError> {
        switch (self, mode) {
        case (.automatic, .date), (.automatic, .dateAndTime):
            return .success(.inline)
        case (.automatic, _):
            return .success(.wheels)
        case (.compact, .countDownTimer), (.inline, .countDownTimer),
             (.compact, .yearAndMonth), (.inline, .yearAndMonth),
             (.graphical, .countDownTimer), (.graphical, .yearAndMonth):
            return .failure(.unavailable(style: self, mode: mode))
        default:
            return .success(self)
        }
    }
}

/// A style that does not exist for a mode (Behaviour 2.2): a clear error value, never a crash.
///
/// The CLI prints ``description`` and exits; a library user can fall back to ``DateStyle/wheels``.
public enum DateStyleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `style` cannot present `mode`.
    case unavailable(style: DateStyle, mode: DatePickerMode)

    public var description: String {
        switch self {
        case let .unavailable(style, mode):
            let allowed = DateStyle.allCases
                .filter { $0 != .automatic && (try? $0.resolved(for: mode).get()) != nil }
                .map(\.rawValue)
                .joined(separator: ", ")
            return "the \(style.rawValue) style is not available in \(mode.rawValue) mode (use \(allowed))"
        }
    }
}
