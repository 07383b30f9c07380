import Foundation
import PickerCore
import TerminalUI
import PickerFormats

/// The multiple-dates picker for the terminal (Behaviour 5.1, `pick dates`): a `DateSetCalendar`
/// drawn as a month grid (``MonthGridView``: each chosen day between `[` `]`, which reads
/// without colour), with the ``DateSetKeyMap`` keys, in place or compact
/// (``EditorPresentation``), inside the ``PromptFrame`` every picker has.
///
/// - Space or a click toggles a day; past the limit the toggle is refused with a short notice
///   on the help line (spoken in screen-reader mode); moving across months keeps the set.
/// - The header shows the count in the locale's words: `Trip · 3 days` (compact: the button).
/// - Enter confirms the whole set as it is — unless fewer than the minimum are chosen: then it
///   says why on the help line and does not confirm. An empty set confirms with nothing.
/// - Compact: a button `3 days: Nov 22, 25, 28`, shortened to its width, opening the grid.
///
/// ```swift
/// let trip = DateSetCalendar(state: nov22, days: [nov22Day, nov25Day], limit: 5)
/// let picker = DateSetTerminalPicker(model: trip, header: "Trip")
/// // 40×11, no colour:
/// // Trip · 2 days
/// //      ‹ November 2026 ›
/// // Sun Mon Tue Wed Thu Fri Sat
/// //   1   2   3   4   5   6   7
/// //   8   9  10  11  12  13  14
/// //  15  16  17  18  19  20  21
/// // [22] 23  24 [25] 26  27  28
/// //  29  30   1   2   3   4   5
/// //
/// // ←→↑↓ day · space choose · enter done · esc cancel
/// ```
public struct DateSetTerminalPicker: PromptPicker, Sendable {
    /// The calendar and the chosen days.
    public private(set) var model: DateSetCalendar
    /// In place, or compact (button and popover).
    public private(set) var presentation: EditorPresentation
    /// Why the last toggle or Enter was refused, shown instead of the help line until the next key.
    public private(set) var notice: String?
    /// Prints the chosen days on confirm (their states, earliest first); nil prints ISO dates,
    /// one per line.
    public var formatOutput: (@Sendable ([DatePickerState]) -> String)?
    /// The prompt as given, header without the count.
    private var frame: PromptFrame

    /// The picker on `model`, `compact` as a button opening the grid.
    public init(model: DateSetCalendar, header: String? = nil, showsHelp: Bool = true, compact: Bool = false) {
        self.model = model
        presentation = compact ? .compact : .inline
        frame = PromptFrame(header: header, showsHelp: showsHelp, isRightToLeft: model.calendar.layout.isRightToLeft)
    }

    /// The frame with the count after the header: `Trip · 3 days`, or `3 days`; compact, the
    /// header as given, since the button shows the count.
    public var prompt: PromptFrame {
        get { presentation.kind == .inline ? frame.withHeaderStatus(model.countText) : frame }
        set { frame.adoptKeepingHeader(newValue) }
    }

    /// Mirrored for right-to-left locales (Behaviour 1.4).
    public var isRightToLeft: Bool { frame.isRightToLeft }

    // MARK: Views

    /// The grid as drawn now, its caption naming the cursor's day and whether it is chosen
    /// from the first key on (Behaviour 6.2).
    public var gridView: MonthGridView {
        MonthGridView(grid: model.grid, isRightToLeft: isRightToLeft, isFocused: presentation.isEditing,
                      caption: frame.hasHandledInput ? accessibleChange : "")
    }

    /// The compact button's text for the width the session last gave.
    public var buttonTitle: String {
        let width = (frame.areaSize?.width ?? 80) - 4
        return DateSetButtonTitle.fitted(count: model.countText, labels: model.shortLabels(), width: width)
    }

    /// The grid, in place or behind the compact button.
    public var body: PresentedEditorView<MonthGridView> {
        // The button's title (two ICU date formatters made per call) is asked for only when
        // compact (`EditorPresentation.view`).
        presentation.view(editor: gridView, title: buttonTitle, isRightToLeft: isRightToLeft)
    }

    // MARK: Keys

    /// ``DateSetKeyMap``'s keys inside the presentation's (Enter confirms in place, closes the popover when compact).
    public var keyBindings: KeyBindingTable<PresentedAction<DateSetKeyMap.Action>> {
        presentation.keyBindings(around: DateSetKeyMap.bindings(isRightToLeft: isRightToLeft)).applying(keyMode)
    }

    /// Toggles, moves, turns pages; confirms only with enough days chosen.
    public mutating func perform(_ action: PresentedAction<DateSetKeyMap.Action>) -> PickerStatus {
        notice = nil
        switch action {
        case .edit(.toggle): report(model.toggleCursorDay())
        case .edit(.grid(.move(let move))): model.move(move)
        case .edit(.grid(.commit)): return perform(.confirm)
        case .edit(.grid(.cancel)): return perform(.cancel)
        case .edit(.grid(.nextPart)), .edit(.grid(.previousPart)): break
        case .confirm:
            guard model.choices.isEnough else {
                let needed = DateSetCalendar.countText(model.choices.minimumCount, locale: model.state.locale)
                notice = PromptStrings.current.text(.noticeAtLeastText, .text(needed), .count(model.choices.count))
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

    /// Sets the notice for a refused toggle.
    private mutating func report(_ toggle: ChoiceSet.Toggle) {
        switch toggle {
        case .refused(let limit):
            notice = PromptStrings.current.text(.noticeAtMostText, .text(DateSetCalendar.countText(limit, locale: model.state.locale)))
        case .unavailable: notice = PromptStrings.current[.noticeDayUnavailable]
        case .chosen, .unchosen: break
        }
    }

    /// A click on a day toggles it, on an arrow turns the page; the scroll wheel turns pages;
    /// the compact button opens, a click outside the popover closes it.
    public mutating func handleMouse(_ mouse: MouseEvent, hit: PresentedEditorView<MonthGridView>.Hit?, body: Rect) {
        guard case .press(.left) = mouse.kind else {
            if presentation.isEditing, mouse.kind == .scrollDown { model.showMonth(.showNextMonth) }
            if presentation.isEditing, mouse.kind == .scrollUp { model.showMonth(.showPreviousMonth) }
            return
        }
        notice = nil
        switch hit {
        case .button?: _ = perform(.open)
        case .outside?: _ = perform(.close)
        case .editor(.previousMonth)?: model.showMonth(.showPreviousMonth)
        case .editor(.nextMonth)?: model.showMonth(.showNextMonth)
        case .editor(.day(let day))?: report(model.toggle(day: day))
        case .editorSpace?, nil: break
        }
    }

    // MARK: Speech and output

    /// The picker's name: the header without the count, else "Dates" in the chrome's language.
    public var spokenName: String { frame.header.map(DisplayText.sanitized) ?? PromptStrings.current[.spokenDates] }

    /// The cursor's day, whether it is chosen, the count and any notice:
    /// "Sunday, November 22, 2026, chosen, 3 days chosen".
    public var spokenValue: String {
        let strings = PromptStrings.current
        var parts = [model.spokenDay(model.cursor), strings[model.choices.contains(model.cursor) ? .spokenChosen : .spokenNotChosen],
                     strings.text(.spokenChosenText, .text(model.countText))]
        if let notice { parts.append(notice) }
        return parts.joined(separator: ", ")
    }

    /// The chosen days, earliest first, as ``formatOutput`` prints them (ISO dates one per line
    /// by default); nothing for an empty set.
    public var output: [UInt8] {
        let states = model.days.map(model.state(onDay:))
        let text = formatOutput?(states) ?? DateOutputFormat.iso.string(for: states, separator: "\n")
        return Array(text.utf8)
    }
}
