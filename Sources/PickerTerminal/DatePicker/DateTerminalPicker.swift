import Foundation
import PickerCore
import TerminalUI
import PickerFormats

/// A date picker ready for the terminal session, in any of its styles (Behaviour 2): date editors
/// composed around one `DatePickerState` (`DateEditors`), drawn by a
/// ``DateEditorView`` in an ``EditorPresentation``, inside the ``PromptFrame`` every picker has.
///
/// - `DateStyle.wheels`: the mode's components as wheels (``DateWheelsView``).
/// - `DateStyle.inline` (Behaviour 2.11): `date` is a month grid
///   (``MonthGridView``); `dateAndTime` the grid with the time wheels beside it, or below it
///   when the area is too narrow; `time` is wheels.
/// - `DateStyle.compact` (Behaviour 2.10): what the inline style shows, presented
///   compact: a one-line button with the formatted value (``CompactButtonView``) that opens a
///   popover holding the editors (see ``EditorPresentation``).
/// - `DateStyle.field` and `DateStyle.stepperField`
///   (Behaviour 3.1): the textual field of segments (``DateFieldView``), every mode, with a `▲▼`
///   stepper in the second.
///
/// An optional header line goes on top and a help line generated from the focused part's key
/// table on the last row; when rows are short the help line goes first, then the header.
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
public struct DateTerminalPicker: PromptPicker, Sendable {
    /// The part of the picker keys act on.
    public enum Part: Equatable, Sendable {
        /// The month grid (inline and compact `date` / `dateAndTime`).
        case grid
        /// The wheels: all of them in the wheels style, the time wheels beside a grid.
        case wheels
        /// The textual field (the field styles).
        case field
    }

    /// How the editing parts are arranged (see ``DateEditorView/Arrangement``).
    public typealias Arrangement = DateEditorView.Arrangement

    /// The resolved style: `DateStyle.wheels`, `DateStyle.inline`
    /// or `DateStyle.compact`.
    public let style: DateStyle
    /// Header, help line, direction and area.
    public var prompt: PromptFrame
    /// Names the picker in ``accessibleDescription``; defaults to the header, then
    /// the mode's name ("Date", "Time").
    public var accessibilityLabel: String?
    /// Makes ``output`` from the state on confirm; nil uses ``isoOutput(for:)``.
    public var formatOutput: (@Sendable (DatePickerState) -> String)?

    /// The part keys act on (in the compact style, while the popover is open).
    public internal(set) var focus: Part
    /// In place, or compact (button and popover).
    public internal(set) var presentation: EditorPresentation
    /// The editors and the value they agree on.
    var editors: DateEditors
    /// Column widths of the wheels, widened (never narrowed) as values change, so columns hold
    /// still while they turn.
    var wheelWidths: [Int]

    /// Builds the picker for `state`, in the style `state` asks for.
    ///
    /// - Throws: `DateStyleError` when the style does not exist for the mode
    ///   (`countDownTimer` as compact or inline, `yearAndMonth` other than wheels, Behaviour 2.2).
    public init(state: DatePickerState, header: String? = nil, showsHelp: Bool = true,
                accessibilityLabel: String? = nil) throws(DateStyleError) {
        let style = try state.resolvedStyle.get()
        self.style = style
        self.accessibilityLabel = accessibilityLabel
        presentation = EditorPresentation(style: style)
        let showsGrid = style != .wheels && !style.isTextual && (state.mode == .date || state.mode == .dateAndTime)
        editors = DateEditors(state: state, showsGrid: showsGrid, showsField: style.isTextual)
        prompt = PromptFrame(header: header, showsHelp: showsHelp, isRightToLeft: editors.record.layout.isRightToLeft)
        focus = style.isTextual ? .field : showsGrid ? .grid : .wheels
        wheelWidths = []
        // A field draws no wheels: nothing to measure.
        if showsWheels { wheelWidths = DateWheelsView.measuredWidths(of: wheelsPicker) }
    }

    // MARK: Reading

    /// The value of record, in the state's mode (its wheels in the wheels style).
    public var picker: DateWheelPicker { editors.record }
    /// The time wheels shown beside the grid for `dateAndTime` in the inline and compact
    /// styles; nil otherwise.
    package var timePicker: DateWheelPicker? { editors.timeWheels }
    /// The value: a date, or a duration in `countDownTimer` mode.
    public var value: DatePickerValue { picker.value }
    /// The selected instant.
    public var date: Date { picker.date }
    /// The selected duration in seconds (`countDownTimer`).
    public var countDownDuration: TimeInterval { picker.countDownDuration }
    /// The state, with the value as it stands.
    public var state: DatePickerState { editors.state }

    /// Days the month grid may not choose beside the bounds, asked with each day's first
    /// instant: they are drawn dimmed and the cursor skips them (Behaviour 1.10, see
    /// `MonthCalendar.isDateEnabled`). Only the grid styles (inline and compact
    /// `date` / `dateAndTime`) show days; the wheels style ignores it, and a form's date field
    /// refuses such a day with a message instead (see ``FormField``).
    ///
    /// ```swift
    /// picker.isDateEnabled = { gregorian.component(.weekday, from: $0) != 1 }   // no Sundays
    /// ```
    public var isDateEnabled: (@Sendable (Date) -> Bool)? {
        get { editors.isDateEnabled }
        set { editors.isDateEnabled = newValue }
    }

    /// True when the style shows a month grid.
    public var showsGrid: Bool { editors.calendar != nil }
    /// True when the style shows wheels (all components, or the time beside the grid).
    package var showsWheels: Bool { editors.wheels != nil }
    /// The picker whose wheels are drawn: the time wheels beside a grid, or the whole picker.
    public var wheelsPicker: DateWheelPicker { editors.wheels ?? editors.record }
    /// True when keys edit the value: always, except on the compact style's closed button.
    public var isEditing: Bool { presentation.isEditing }
    /// True while the compact style's popover is open.
    package var isPopoverOpen: Bool { presentation.isOpen }
    /// True once the compact popover has been opened: from then on Enter on the closed button
    /// confirms instead of opening.
    package var hasOpenedPopover: Bool { presentation.hasOpened }
    /// Mirrored for a right-to-left locale (Behaviour 1.4).
    public var isRightToLeft: Bool { prompt.isRightToLeft }

    // MARK: Views

    /// The wheels as drawn now.
    package var wheelsView: DateWheelsView {
        var view = DateWheelsView(wheelsPicker, contentWidths: wheelWidths, showsFocus: focus == .wheels && isEditing)
        view.fillsHeight = !showsGrid
        return view
    }

    /// The month grid as drawn now, its caption naming the cursor's day from the first key on
    /// (Behaviour 6.2).
    public var gridView: MonthGridView {
        MonthGridView(grid: editors.calendar?.grid ?? picker.monthGrid, isRightToLeft: isRightToLeft,
                      isFocused: focus == .grid && isEditing, caption: prompt.hasHandledInput ? gridDayCaption : "")
    }

    /// The textual field's model, in the field styles; nil otherwise.
    public var field: DateFieldEditor? { editors.field }

    /// The textual field as drawn now, in the field styles.
    public var fieldView: DateFieldView? {
        guard let field = editors.field else { return nil }
        return DateFieldView(line: field.line, focus: field.focus, clearedSegment: field.clearedSegment,
                             showsStepper: style == .stepperField, isFocused: isEditing, isRightToLeft: isRightToLeft)
    }

    /// The editors as drawn now.
    package var editorView: DateEditorView {
        DateEditorView(grid: showsGrid ? gridView : nil, wheels: showsWheels ? wheelsView : nil, isRightToLeft: isRightToLeft,
                       field: fieldView)
    }

    /// The arrangement used in `width` columns.
    package func arrangement(forWidth width: Int) -> Arrangement { editorView.arrangement(forWidth: width) }

    public var body: PresentedEditorView<DateEditorView> {
        // Only a compact button shows the value as text: formatting it makes a date formatter,
        // costly ICU set-up that styles which never draw the text would pay before their first
        // frame.
        presentation.view(editor: editorView, title: presentation.kind == .compact ? picker.formattedValue : "",
                          isRightToLeft: isRightToLeft)
    }

    // MARK: Output

    public var output: [UInt8] {
        Array((formatOutput ?? Self.isoOutput(for:))(state).utf8)
    }

    /// The value in ISO 8601, locale-free, showing what the mode picks: `2026-11-22` (date),
    /// `14:30` (time), `2026-11-22T14:30:00+01:00` (dateAndTime), `2026-11` (yearAndMonth),
    /// `PT1H15M` (countdown), in the picker's time zone.
    public static func isoOutput(for state: DatePickerState) -> String {
        DateOutputFormat.iso.string(for: state)
    }

    // MARK: Time

    public mutating func tick(now: Double) {
        editors.tick(now: now)
    }

    public var needsTicks: Bool { editors.isMoving }

    /// Widens wheel columns that rows drawn now need; never narrows them.
    public mutating func didHandleEvent() {
        guard showsWheels else { return }
        let measured = DateWheelsView.drawnWidths(of: wheelsPicker, visibleRows: max(5, areaSize?.height ?? 5))
        guard measured.count == wheelWidths.count else {
            wheelWidths = measured
            return
        }
        wheelWidths = zip(wheelWidths, measured).map { max($0, $1) }
    }
}

extension EditorPresentation {
    /// How a date picker style presents its editors: compact in a popover, the others in place.
    init(style: DateStyle) {
        switch style {
        case .compact: self = .compact
        case .automatic, .inline, .wheels, .field, .stepperField, .graphical: self = .inline
        }
    }
}
