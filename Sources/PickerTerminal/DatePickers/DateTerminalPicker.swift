import Foundation
import PickerCore
import TerminalUI

/// A date picker ready for the terminal session, in any of its styles (SPEC 2): the
/// ``DateWheelPicker`` of the core plus the views, keys, mouse, help line and accessibility
/// around it.
///
/// - ``PickerCore/DatePickerStyle/wheels``: the mode's components as wheels (``DateWheelsView``).
/// - ``PickerCore/DatePickerStyle/inline`` (SPEC 2.11): `date` is a month grid
///   (``MonthGridView``); `dateAndTime` the grid with the time wheels beside it, or below it
///   when the area is too narrow; `time` is wheels.
/// - ``PickerCore/DatePickerStyle/compact`` (SPEC 2.10): a one-line button with the formatted
///   value (``CompactButtonView``). Enter, Space or a click opens a popover under it holding
///   what the inline style shows; edits are live; Enter, Esc or a click outside closes it and
///   keeps them; Enter on the closed button then confirms.
///
/// An optional header line goes on top and a help line naming the keys of the focused part at
/// the bottom; when rows are short the help line goes first, then the header.
///
/// On confirm, ``output`` is ``formatOutput`` of the state (ISO 8601 by default, see
/// ``isoOutput(for:)``); ``value`` reads the date or duration directly.
///
/// ```swift
/// let state = DatePickerState(mode: .date, style: .inline, date: nov22, locale: enUS,
///                             calendar: gregorian, timeZone: berlin, now: nov22)
/// var picker = try DateTerminalPicker(state: state, header: "Pick a day")
/// // 80×10, no colour:
/// // Pick a day
/// //      ‹ November 2026 ›
/// // Sun Mon Tue Wed Thu Fri Sat
/// //   1   2   3   4   5   6   7
/// //   8   9  10  11  12  13  14
/// //  15  16  17  18  19  20  21
/// // [22] 23  24  25  26  27  28
/// //  29  30   1   2   3   4   5
/// //
/// // ←→↑↓ day · pgup/pgdn month · t today · enter select · esc cancel
/// ```
public struct DateTerminalPicker: TerminalPicker, Sendable {
    /// The part of the picker keys act on.
    public enum Part: Equatable, Sendable {
        /// The month grid (inline and compact `date` / `dateAndTime`).
        case grid
        /// The wheels: all of them in the wheels style, the time wheels beside a grid.
        case wheels
    }

    /// The picker holding the value of record, in the state's mode.
    public private(set) var picker: DateWheelPicker
    /// The time wheels shown beside the grid for `dateAndTime` in the inline and compact
    /// styles: a `time`-mode picker kept on the same value; nil otherwise.
    public private(set) var timePicker: DateWheelPicker?
    /// The resolved style: ``PickerCore/DatePickerStyle/wheels``, ``PickerCore/DatePickerStyle/inline``
    /// or ``PickerCore/DatePickerStyle/compact``.
    public let style: DatePickerStyle
    /// A line above the picker; nil for none.
    public var header: String?
    /// Whether the help line shows.
    public var showsHelp: Bool
    /// Names the picker in ``accessibleDescription``; defaults to the header, then "Date picker".
    public var accessibilityLabel: String?
    /// Makes ``output`` from the state on confirm; nil uses ``isoOutput(for:)``.
    public var formatOutput: (@Sendable (DatePickerState) -> String)?

    /// The part keys act on (in the compact style, while the popover is open).
    public internal(set) var focus: Part
    /// True while the compact style's popover is open.
    public internal(set) var isPopoverOpen = false
    /// True once the compact popover has been opened: from then on Enter on the closed button
    /// confirms instead of opening.
    public internal(set) var hasOpenedPopover = false
    /// The area size last given by the session; layout for mouse hit-testing uses it.
    public private(set) var areaSize: AreaSize?

    /// Column widths of the wheels, widened (never narrowed) as values change, so columns hold
    /// still while they turn.
    var wheelWidths: [Int]

    /// Builds the picker for `state`, in the style `state` asks for.
    ///
    /// - Throws: ``PickerCore/DatePickerStyleError`` when the style does not exist for the mode
    ///   (`countDownTimer` as compact or inline, `yearAndMonth` other than wheels, SPEC 2.2).
    public init(state: DatePickerState, header: String? = nil, showsHelp: Bool = true,
                accessibilityLabel: String? = nil) throws(DatePickerStyleError) {
        let style = try state.resolvedStyle.get()
        self.init(resolved: style, picker: DateWheelPicker(state: state), header: header, showsHelp: showsHelp,
                  accessibilityLabel: accessibilityLabel)
    }

    private init(resolved style: DatePickerStyle, picker: DateWheelPicker, header: String?, showsHelp: Bool,
                 accessibilityLabel: String?) {
        self.style = style
        self.picker = picker
        self.header = header
        self.showsHelp = showsHelp
        self.accessibilityLabel = accessibilityLabel
        let mode = picker.state.mode
        if mode == .dateAndTime, style != .wheels {
            timePicker = DateWheelPicker(state: Self.timeState(of: picker.state))
        }
        let showsGrid = style != .wheels && (mode == .date || mode == .dateAndTime)
        focus = showsGrid ? .grid : .wheels
        wheelWidths = []
        wheelWidths = DateWheelsView.measuredWidths(of: wheelsPicker)
    }

    /// The same settings and value in `time` mode: the time wheels of `dateAndTime`.
    private static func timeState(of state: DatePickerState) -> DatePickerState {
        DatePickerState(mode: .time, style: .wheels, date: state.date, minimumDate: state.minimumDate,
                        maximumDate: state.maximumDate, minuteInterval: state.minuteInterval.requested,
                        roundsToMinuteInterval: state.roundsToMinuteInterval, locale: state.locale,
                        calendar: state.calendar, timeZone: state.timeZone, now: state.now)
    }

    // MARK: Reading

    /// The value: a date, or a duration in `countDownTimer` mode.
    public var value: DatePickerValue { picker.value }
    /// The selected instant.
    public var date: Date { picker.date }
    /// The selected duration in seconds (`countDownTimer`).
    public var countDownDuration: TimeInterval { picker.countDownDuration }
    /// The state, with the value as it stands.
    public var state: DatePickerState { picker.state }

    /// True when the style shows a month grid.
    public var showsGrid: Bool {
        style != .wheels && (picker.state.mode == .date || picker.state.mode == .dateAndTime)
    }

    /// True when the style shows wheels (all components, or the time beside the grid).
    public var showsWheels: Bool { !showsGrid || timePicker != nil }

    /// The picker whose wheels are drawn: the time wheels beside a grid, or the whole picker.
    public var wheelsPicker: DateWheelPicker { timePicker ?? picker }

    /// True when keys edit the value: always, except on the compact style's closed button.
    public var isEditing: Bool { style != .compact || isPopoverOpen }

    /// Mirrored for a right-to-left locale (SPEC 1.4).
    public var isRightToLeft: Bool { picker.layout.isRightToLeft }

    // MARK: Output

    public var output: [UInt8] {
        Array((formatOutput ?? Self.isoOutput(for:))(picker.state).utf8)
    }

    /// The value in ISO 8601, locale-free, showing what the mode picks: `2026-11-22` (date),
    /// `14:30` (time), `2026-11-22T14:30:00+01:00` (dateAndTime), `2026-11` (yearAndMonth),
    /// `PT1H15M` (countdown), in the picker's time zone.
    public static func isoOutput(for state: DatePickerState) -> String {
        DateOutputFormat.iso.string(for: state)
    }

    // MARK: TerminalPicker

    public mutating func areaDidChange(to size: AreaSize) {
        areaSize = size
    }

    public mutating func handle(_ event: InputEvent, now: Double) -> PickerStatus {
        // Time first, so animations and the type-ahead prefix are current (SPEC 1.11).
        tick(now: now)
        let status: PickerStatus
        switch event {
        case .key(let key):
            status = handleKey(key)
        case .mouse(let mouse):
            handleMouse(mouse)
            status = .running
        case .paste(let text):
            let typed = String(text.filter { !$0.isNewline && $0 != "\t" })
            if isEditing, focus == .wheels, !typed.isEmpty { applyToWheels(.type(typed)) }
            status = .running
        }
        widenWheelColumns()
        return status
    }

    public mutating func tick(now: Double) {
        picker.apply(.tick(now: now))
        if timePicker != nil {
            timePicker?.apply(.tick(now: now))
            takeTimeFromWheels()
        }
    }

    public var needsTicks: Bool { picker.wheel.isMoving || (timePicker?.wheel.isMoving ?? false) }

    // MARK: Changing the value

    /// Applies a wheel action to the wheels on screen, keeping the value of record in step.
    mutating func applyToWheels(_ action: WheelAction) {
        if timePicker != nil {
            timePicker?.apply(action)
            takeTimeFromWheels()
        } else {
            picker.apply(action)
        }
    }

    /// Applies a calendar action, keeping the time wheels in step.
    mutating func applyToGrid(_ action: MonthGridAction) {
        picker.apply(action)
        if let time = timePicker, time.date != picker.date {
            timePicker?.setDate(picker.date)
        }
    }

    /// The time wheels moved: the value of record follows (the day stays the grid's).
    private mutating func takeTimeFromWheels() {
        if let time = timePicker, time.date != picker.date {
            picker.setDate(time.date)
        }
    }

    /// Lets anything still turning come to rest (on an enabled row), as confirming does.
    mutating func settleWheels() {
        applyToWheels(.commit)
    }

    /// Widens wheel columns that a new value made wider; never narrows them.
    private mutating func widenWheelColumns() {
        let measured = DateWheelsView.measuredWidths(of: wheelsPicker)
        guard measured.count == wheelWidths.count else {
            wheelWidths = measured
            return
        }
        wheelWidths = zip(wheelWidths, measured).map { max($0, $1) }
    }

    // MARK: Compact popover

    mutating func openPopover() {
        isPopoverOpen = true
        hasOpenedPopover = true
        focus = showsGrid ? .grid : .wheels
    }

    /// Closes the popover, keeping every edit (SPEC 2.10).
    mutating func closePopover() {
        settleWheels()
        isPopoverOpen = false
    }

    /// Confirms the whole prompt: wheels settle first, so the value is one a person can see.
    mutating func confirm() -> PickerStatus {
        settleWheels()
        return .confirmed
    }
}
