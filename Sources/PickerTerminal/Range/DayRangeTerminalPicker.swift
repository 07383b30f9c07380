import Foundation
import PickerCore
import TerminalUI
import PickerFormats

/// The date-range picker for the terminal (`pick range`, NSDatePicker's range mode): a
/// `DayRangeCalendar` drawn as a month grid (``MonthGridView``: the span from its first
/// day's `[` to its last day's `]`, banded between, so the two ends read without colour), with
/// the ``DayRangeKeyMap`` keys, in place or compact (``EditorPresentation``), inside the
/// ``PromptFrame`` every picker has.
///
/// - Enter or Space anchors the start; moving shows the span to the cursor; Enter or Space
///   sets the end; Enter on a complete range confirms it, Space starts a new anchor.
/// - Esc drops the anchor, or cancels when there is none (compact: closes the popover).
/// - Mouse: a click anchors, a second click ends; a press on one day released on another is
///   the range between them. The wheel turns months.
/// - The header follows the span: `Stay · Nov 22 – 28, 2026 · 7 days`.
/// - Compact: a button with the range as the locale writes an interval, opening the grid.
/// - With times (`DayRangeTimes`, `pick range --with-time`): the start and end time fields
///   under the grid (``DayRangeEditorView``); Tab goes grid → start → end → grid, a field takes
///   ``DayRangeKeyMap/timeFieldBindings(isRightToLeft:)``, Enter there confirms, Esc returns to
///   the grid; a one-day range ending before it starts is refused with a notice.
///
/// ```swift
/// let picker = DayRangeTerminalPicker(model: DayRangeCalendar(state: nov22, range: nov22Day ... nov22Day + 6),
///                                     header: "Stay")
/// // 40×11, no colour:
/// // Stay · Nov 22 – 28, 2026 · 7 days
/// //      ‹ November 2026 ›
/// // Sun Mon Tue Wed Thu Fri Sat
/// //   1   2   3   4   5   6   7
/// //   8   9  10  11  12  13  14
/// //  15  16  17  18  19  20  21
/// // [22  23  24  25  26  27  28]
/// //  29  30   1   2   3   4   5
/// //
/// // ←→↑↓ day · space new start · … · enter done · esc clear
/// ```
public struct DayRangeTerminalPicker: PromptPicker, Sendable {
    /// The calendar, the anchor and the end.
    public private(set) var model: DayRangeCalendar
    /// In place, or compact (button and popover).
    public private(set) var presentation: EditorPresentation
    /// Why the last mark was refused, shown instead of the help line until the next key.
    public private(set) var notice: String?
    /// The start and end time fields under the grid (`pick range --with-time`); nil for days only.
    public private(set) var times: DayRangeTimes?
    /// How ``output`` prints the confirmed range: the ISO interval `2026-11-22/2026-11-28` by default.
    public var outputFormat = DayRangeOutputFormat.iso
    /// The prompt as given, header without the span.
    private var frame: PromptFrame
    /// The day a mouse press anchored, until the button comes up.
    private var pressedDay: Int?
    /// The span in words, made when the span changes, not on every frame: ICU's interval and
    /// plural formatters cost far more than drawing the frame.
    private var words: SpanWords

    /// The header's and the button's texts for one span (or, without one, one cursor day).
    private struct SpanWords: Sendable {
        var days: ClosedRange<Int>
        var hasSpan: Bool
        /// `Nov 22 – 28, 2026 · 7 days`; without a span the cursor's day, so the header line is
        /// there from the first frame and the grid never moves down under a press-and-drag.
        var header: String
        /// `Nov 22 – 28, 2026`, or the cursor's day alone.
        var button: String

        init(_ model: DayRangeCalendar) {
            hasSpan = model.span != nil
            days = model.span ?? model.cursor ... model.cursor
            button = model.buttonTitle
            header = hasSpan ? button + " · " + DayRangeCalendar.countText(days.count, locale: model.state.locale) : button
        }

        func isCurrent(for model: DayRangeCalendar) -> Bool {
            hasSpan == (model.span != nil) && days == (model.span ?? model.cursor ... model.cursor)
        }
    }

    /// The picker on `model`, `compact` as a button opening the grid; with `times`, the start
    /// and end time fields under the grid (Tab reaches them).
    public init(model: DayRangeCalendar, times: DayRangeTimes? = nil, header: String? = nil, showsHelp: Bool = true,
                compact: Bool = false) {
        self.model = model
        self.times = times
        words = SpanWords(model)
        presentation = compact ? .compact : .inline
        frame = PromptFrame(header: header, showsHelp: showsHelp, isRightToLeft: model.calendar.layout.isRightToLeft)
    }

    /// The frame with the span after the header: `Stay · Nov 22 – 28, 2026 · 7 days`;
    /// compact, the header as given, since the button shows the range.
    public var prompt: PromptFrame {
        get { presentation.kind == .inline ? frame.withHeaderStatus(words.header) : frame }
        set { frame.adoptKeepingHeader(newValue) }
    }

    /// Mirrored for right-to-left locales (Behaviour 1.4).
    public var isRightToLeft: Bool { frame.isRightToLeft }

    /// Where the choice is: nothing anchored, anchored, complete.
    public var phase: DayRangeKeyMap.Phase {
        model.isComplete ? .complete : model.anchor == nil ? .choosingStart : .anchored
    }

    // MARK: Views

    /// The grid as drawn now; its cursor shows while the grid has the keys, and from the first
    /// key on its caption says the cursor's day and the span as screen-reader mode does
    /// (Behaviour 6.2).
    public var gridView: MonthGridView {
        MonthGridView(grid: model.grid, isRightToLeft: isRightToLeft,
                      isFocused: presentation.isEditing && (times?.focus ?? .grid) == .grid,
                      caption: frame.hasHandledInput ? accessibleChange : "")
    }

    /// The grid and any time fields, in place or behind the compact button showing the range.
    public var body: PresentedEditorView<DayRangeEditorView> {
        presentation.view(editor: DayRangeEditorView(grid: gridView, times: times, isRightToLeft: isRightToLeft,
                                                     isFocused: presentation.isEditing),
                          title: words.button, isRightToLeft: isRightToLeft)
    }

    // MARK: Keys

    /// ``DayRangeKeyMap``'s keys for the phase (a focused time field's keys while one has the
    /// focus) inside the presentation's.
    public var keyBindings: KeyBindingTable<PresentedAction<DayRangeKeyMap.Action>> {
        guard let times, times.focus != .grid else {
            return presentation.keyBindings(around: DayRangeKeyMap.bindings(isRightToLeft: isRightToLeft, phase: phase,
                                                                            withTime: times != nil)).applying(keyMode)
        }
        return presentation.keyBindings(around: DayRangeKeyMap.timeFieldBindings(isRightToLeft: isRightToLeft)).applying(keyMode)
    }

    /// Moves, extends, marks; Enter confirms a complete range (closes the popover when
    /// compact); Esc drops the anchor, else cancels (closes the popover).
    public mutating func perform(_ action: PresentedAction<DayRangeKeyMap.Action>) -> PickerStatus {
        let status = apply(action)
        refreshWords()
        return status
    }

    private mutating func apply(_ action: PresentedAction<DayRangeKeyMap.Action>) -> PickerStatus {
        notice = nil
        switch action {
        case .edit(.move(let move)): model.move(move)
        case .edit(.extend(let move)): model.extend(move)
        case .edit(.mark): report(model.mark())
        case .edit(.tab(let forward)): times?.tab(forward: forward)
        case .edit(.time(let action)): times?.edit(action)
        case .edit(.escape) where (times?.focus ?? .grid) != .grid:
            times?.setFocus(.grid)
        case .edit(.enter) where (times?.focus ?? .grid) != .grid:
            times?.edit(.commit)
            return apply(presentation.isOpen ? .close : .confirm)
        case .edit(.enter):
            guard model.isComplete else {
                report(model.mark())
                return .running
            }
            return apply(presentation.isOpen ? .close : .confirm)
        case .edit(.escape):
            if model.dropAnchor() { return .running }
            return apply(presentation.isOpen ? .close : .cancel)
        case .confirm:
            guard model.isComplete else {
                notice = PromptStrings.current[.noticeRangeIncomplete]
                return .running
            }
            if let times, times.interval(of: model) == nil {
                // A one-day range ending before it starts: refused rather than swapped, since
                // either time may be the mistake; the end field gets the keys to fix it.
                self.times?.setFocus(.endTime)
                notice = PromptStrings.current[.noticeEndBeforeStart]
                return .running
            }
        case .cancel, .open, .close: break
        }
        return presentation.perform(action)
    }

    /// The notice while there is one, else the help line of ``keyBindings``.
    public func helpText(width: Int?) -> String {
        keyBindings.helpLine(width: width, notice: notice)
    }

    /// Formats the span again when it changed.
    private mutating func refreshWords() {
        if !words.isCurrent(for: model) { words = SpanWords(model) }
    }

    private mutating func report(_ mark: DayRangeCalendar.Mark) {
        if mark == .unavailable { notice = PromptStrings.current[.noticeDayUnavailable] }
    }

    /// A press on a day anchors it (or, with an anchor waiting for its end, ends the range
    /// there); released on another day, the range is the two; the wheel and the arrows turn
    /// pages; the compact button opens, a click outside the popover closes it.
    public mutating func handleMouse(_ mouse: MouseEvent, hit: PresentedEditorView<DayRangeEditorView>.Hit?, body: Rect) {
        press(mouse, hit: hit)
        refreshWords()
    }

    private mutating func press(_ mouse: MouseEvent, hit: PresentedEditorView<DayRangeEditorView>.Hit?) {
        switch mouse.kind {
        case .scrollDown where presentation.isEditing: model.showMonth(.showNextMonth)
        case .scrollUp where presentation.isEditing: model.showMonth(.showPreviousMonth)
        case .press(.left):
            notice = nil
            pressedDay = nil
            switch hit {
            case .button?: _ = perform(.open)
            case .outside?: _ = perform(.close)
            case .editor(.time(let field, .segment(let segment)))?: times?.setFocus(field, segment: segment)
            case .editor(.time)?: break
            case .editor(.grid(.previousMonth))?: model.showMonth(.showPreviousMonth)
            case .editor(.grid(.nextMonth))?: model.showMonth(.showNextMonth)
            case .editor(.grid(.day(let day)))?:
                times?.setFocus(.grid)
                if phase == .anchored {
                    report(model.mark(day: day))
                } else {
                    model.anchor(day: day)
                    pressedDay = model.anchor == day ? day : nil
                    if pressedDay == nil { notice = PromptStrings.current[.noticeDayUnavailable] }
                }
            case .editorSpace?, nil: break
            }
        case .drag(.left):
            // Terminals that report motion show the span following the pointer.
            if pressedDay != nil, case .editor(.grid(.day(let day)))? = hit, DayRangeCalendar.isEnabled(day, in: model.state) {
                model.move(.days(day - model.cursor))
            }
        case .release:
            defer { pressedDay = nil }
            if let pressed = pressedDay, case .editor(.grid(.day(let day)))? = hit, day != pressed {
                report(model.mark(day: day))
            }
        default: break
        }
    }

    // MARK: Speech and output

    /// The picker's name: the header without the span, else "Date range".
    public var spokenName: String { frame.header.map(DisplayText.sanitized) ?? PromptStrings.current[.spokenDateRange] }

    /// The cursor's day, then the anchor or the span as it grows and any notice:
    /// "Wednesday, November 25, 2026, November 22 to 25, 4 days".
    public var spokenValue: String {
        // The words around the days and times are the chrome's (Behaviour 6.1).
        let strings = PromptStrings.current
        if let times, let field = times.focusedField {
            // The focused time field first: which one, its segment and value, then both times.
            var parts = [strings[times.focus == .startTime ? .spokenStartTime : .spokenEndTime]]
            if let segment = field.focusedSegment { parts.append("\(field.label(ofSegment: segment)) \(field.text(ofSegment: segment))") }
            parts += [strings.text(.spokenStartValue, .text(times.startField.text)), strings.text(.spokenEndValue, .text(times.endField.text))]
            if let notice { parts.append(notice) }
            return parts.joined(separator: ", ")
        }
        var parts = [model.spokenDay(model.cursor)]
        switch phase {
        case .choosingStart: parts.append(strings[.spokenNoStart])
        case .anchored:
            if let anchor = model.anchor { parts.append(strings.text(.spokenStartValue, .text(model.spokenDay(anchor)))) }
            if let span = model.spokenSpan(in: strings) { parts.append(span) }
        case .complete:
            if let span = model.spokenSpan(in: strings) { parts.append(strings.text(.spokenRangeValue, .text(span))) }
        }
        if let times {
            parts += [strings.text(.spokenStartTimeValue, .text(times.startField.text)),
                      strings.text(.spokenEndTimeValue, .text(times.endField.text))]
        }
        if let notice { parts.append(notice) }
        return parts.joined(separator: ", ")
    }

    /// The complete range in `format`, with the times when there are fields; nil while the
    /// range is incomplete (or ends before it starts).
    public func formatted(_ format: DayRangeOutputFormat) -> String? {
        guard let times else { return format.string(for: model) }
        return format.string(for: model, times: times)
    }

    /// The confirmed range as ``outputFormat`` prints it (the ISO interval by default).
    public var output: [UInt8] {
        Array((formatted(outputFormat) ?? "").utf8)
    }
}
