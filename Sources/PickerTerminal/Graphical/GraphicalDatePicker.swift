import Foundation
import PickerCore
import TerminalUI
import PickerFormats

/// The graphical date picker (Behaviour 3.2, macOS `.graphical`): the inline style's month grid
/// with an analog clock face for the time — the grid alone for `date`, the clock alone for
/// `time`, both for `dateAndTime` (the clock beside the grid, below it when narrow) — inside
/// the ``PromptFrame`` every picker has.
///
/// Its models are PickerCore's: a `MonthCalendar` for the grid and a `ClockEditor` for the
/// clock, both on one `DatePickerState`, so the date rules hold however the value was set
/// (bounds, minute interval, calendar, time zone, DST). Tab moves between the grid and the
/// clock. On the grid the inline style's keys apply (``MonthGridKeyMap``); on the clock ↑/↓
/// turn the minute hand by the interval, Shift-↑/↓ or Page Up/Down the hour hand, Space
/// switches AM/PM, digits type the time (``ClockKeyMap``). A click on the dial points the hand
/// of that part of it there (``ClockMouseMap``).
///
/// ```swift
/// let state = DatePickerState(mode: .dateAndTime, style: .graphical, date: tenPastTen, locale: enUS,
///                             calendar: gregorian, timeZone: utc, now: tenPastTen)
/// var picker = try GraphicalDatePicker(state: state, header: "When")
/// // 80×12, no colour:
/// // When
/// //      ‹ November 2026 ›            ⢀⡠⠒⠒⠒⡒⠒⠒⢄⡀
/// // Sun Mon Tue Wed Thu Fri Sat     ⢀⠞⠁⠘   ⠇  ⠃⠈⠳⡀
/// //   1   2   3   4   5   6   7    ⢠⠊⠒ ⢀      ⢀⡤⠒⠑⡄
/// //   8   9  10  11  12  13  14    ⢸    ⠙⠢⣄⣠⠴⠊⠁   ⣇
/// //  15  16  17  18  19  20  21    ⢸⠈⠉⠁    ⠁    ⠉⠉⡇
/// // [22] 23  24  25  26  27  28    ⠘⢄⠤          ⠦⡠⠃
/// //  29  30   1   2   3   4   5     ⠈⢦⡀⢠   ⡄  ⡄⢀⡴⠁
/// //                                   ⠈⠑⠤⠤⠤⡧⠤⠤⠊⠁
/// //                                    10:10 AM
/// //                                   [AM]  PM
/// // ←→↑↓ day · pgup/pgdn month · t today · tab time · enter select · esc cancel
/// ```
public struct GraphicalDatePicker: PromptPicker, Sendable {
    /// The part keys act on.
    public enum Part: Equatable, Sendable {
        /// The month grid.
        case grid
        /// The clock face.
        case clock
    }

    /// What a key means: a grid command or a clock command.
    public enum Action: Equatable, Sendable {
        /// For the month grid.
        case grid(MonthGridKeyCommand)
        /// For the clock.
        case clock(ClockKeyCommand)
    }

    /// Header, help line, direction and area.
    public var prompt: PromptFrame
    /// Names the picker in screen-reader lines; defaults to the header, then
    /// the mode's name ("Date", "Time").
    public var accessibilityLabel: String?
    /// Makes ``output`` from the state on confirm; nil prints ISO 8601 (as the other date styles).
    public var formatOutput: (@Sendable (DatePickerState) -> String)?
    /// The part keys act on: the grid first when there is one.
    public private(set) var focus: Part
    /// The value of record, which formats and speaks it.
    public private(set) var picker: DateWheelPicker
    /// The month grid's model, for `date` and `dateAndTime`.
    public private(set) var calendar: MonthCalendar? {
        didSet { monthGrid = calendar?.grid }
    }
    /// The page the grid draws, made once per change rather than for every view of a frame.
    private var monthGrid: MonthGrid?
    /// The clock's model, for `time` and `dateAndTime`.
    public private(set) var clock: ClockEditor?

    /// Builds the picker for `state` (its style is not consulted: this is the graphical one).
    ///
    /// - Throws: `DateStyleError` for the modes the graphical style does not present
    ///   (`countDownTimer`, `yearAndMonth`).
    public init(state: DatePickerState, header: String? = nil, showsHelp: Bool = true,
                accessibilityLabel: String? = nil) throws(DateStyleError) {
        _ = try DateStyle.graphical.resolved(for: state.mode).get()
        picker = DateWheelPicker(state: state)
        if state.mode != .time { calendar = MonthCalendar(state: state, layout: picker.layout) }
        monthGrid = calendar?.grid
        if state.mode.showsTime { clock = ClockEditor(state: state) }
        prompt = PromptFrame(header: header, showsHelp: showsHelp, isRightToLeft: picker.layout.isRightToLeft)
        self.accessibilityLabel = accessibilityLabel
        focus = calendar == nil ? .clock : .grid
    }

    // MARK: Reading

    /// The state, with the value as it stands.
    public var state: DatePickerState { picker.state }

    /// Which days the grid lets the person choose, asked with a day's first instant (nil: every
    /// day in bounds): the others are dimmed and skipped, and a value on one moves to the
    /// nearest enabled day, the clock following.
    ///
    /// ```swift
    /// picker.isDateEnabled = { gregorian.component(.weekday, from: $0) != 1 }   // no Sundays
    /// ```
    public var isDateEnabled: (@Sendable (Date) -> Bool)? {
        get { calendar?.isDateEnabled }
        set {
            calendar?.isDateEnabled = newValue
            agreeWithCalendar()
        }
    }
    /// The selected instant.
    public var date: Date { picker.date }
    /// Mirrored for a right-to-left locale (Behaviour 1.4).
    public var isRightToLeft: Bool { prompt.isRightToLeft }

    // MARK: Views

    public var body: GraphicalEditorView {
        GraphicalEditorView(
            grid: monthGrid.map { MonthGridView(grid: $0, isRightToLeft: isRightToLeft, isFocused: focus == .grid) },
            clock: clock.map { ClockFaceView(clock: $0, isFocused: focus == .clock, isRightToLeft: isRightToLeft) },
            isRightToLeft: isRightToLeft)
    }

    // MARK: Keys

    public var keyBindings: KeyBindingTable<Action> {
        let isRightToLeft = isRightToLeft
        switch focus {
        case .grid:
            return Self.gridTables[(isRightToLeft ? 2 : 0) + (clock != nil ? 1 : 0)].applying(keyMode)
        case .clock:
            return Self.clockTables[(isRightToLeft ? 4 : 0) + (calendar != nil ? 2 : 0) + (clock?.usesDayPeriod ?? false ? 1 : 0)]
                .applying(keyMode)
        }
    }

    // The help line asks for the table on every frame: each variant is made once, here (left to
    // right then right to left; without then with the clock or the calendar beside; a clock
    // without then with AM/PM).
    private static let gridTables = [false, true].flatMap { isRightToLeft in
        [false, true].map { labelsTime in
            MonthGridKeyMap.standard(isRightToLeft: isRightToLeft, labelsTime: labelsTime).bindings.map(Action.grid)
        }
    }
    private static let clockTables = [false, true].flatMap { isRightToLeft in
        [false, true].flatMap { hasCalendar in
            [false, true].map { usesDayPeriod in
                ClockKeyMap.standard(usesDayPeriod: usesDayPeriod, hasCalendar: hasCalendar, isRightToLeft: isRightToLeft)
                    .bindings.map(Action.clock)
            }
        }
    }

    public mutating func perform(_ action: Action) -> PickerStatus {
        switch action {
        case .grid(.move(let move)):
            calendar?.move(move)
            agreeWithCalendar()
        case .grid(.nextPart), .grid(.previousPart):
            if clock != nil { focus = .clock }
        case .clock(.otherPart):
            if calendar != nil { focus = .grid }
        case .clock(.edit(let edit)):
            editClock(edit)
        case .grid(.commit), .clock(.commit):
            // Digits still being typed count.
            editClock(.digits(.commit))
            return .confirmed
        case .grid(.cancel), .clock(.cancel):
            return .cancelled
        }
        return .running
    }

    /// Pasted text types the time while the clock has the keys.
    public mutating func handlePaste(_ text: String) -> PickerStatus {
        if focus == .clock { editClock(.digits(.type(text))) }
        return .running
    }

    // MARK: Mouse

    public mutating func handleMouse(_ mouse: MouseEvent, hit: GraphicalEditorView.Hit?, body: Rect) {
        switch hit {
        case .grid(let gridHit)?:
            for action in MonthGridMouseMap.actions(for: mouse, hit: gridHit) {
                if case .selectDay = action { focus = .grid }
                calendar?.apply(action)
            }
            agreeWithCalendar()
        case .clock(let clockHit)?:
            let actions = ClockMouseMap.actions(for: mouse, hit: clockHit, isAfternoon: clock?.isAfternoon ?? false)
            if case .press(.left) = mouse.kind { focus = .clock }
            for action in actions { editClock(action) }
        case nil:
            break
        }
    }

    // MARK: Output

    public var output: [UInt8] {
        Array((formatOutput ?? { DateOutputFormat.iso.string(for: $0) })(state).utf8)
    }

    // MARK: Agreeing

    /// Applies a clock action; the record and the grid follow.
    private mutating func editClock(_ action: ClockAction) {
        guard clock != nil else { return }
        clock?.apply(action)
        guard let date = clock?.state.date, date != picker.date else { return }
        picker.setDate(date)
        let record = picker.state
        calendar?.adopt(record)
        if clock?.state.date != record.date { clock?.adopt(record) }
    }

    /// Carries the grid's day to the record and the clock.
    private mutating func agreeWithCalendar() {
        guard let date = calendar?.state.date, date != picker.date else { return }
        picker.setDate(date)
        clock?.adopt(picker.state)
    }
}
