import Foundation
import PickerCore

/// The editors of one date picker, composed around the one ``PickerCore/DatePickerState`` they
/// agree on: a month calendar (``PickerCore/MonthCalendar``), wheels — all of the mode's
/// components in the wheels style, the time beside a grid — and the textual field
/// (``PickerCore/DateFieldEditor``) of the field styles.
///
/// An edit goes to one editor; ``agree(from:)`` then carries its value to the others, in one
/// place, whichever editor it was.
/// ``record`` is the value in the state's mode, which also formats and speaks it.
///
/// ```swift
/// var editors = DateEditors(state: dateAndTime, showsGrid: true)
/// editors.editCalendar { $0.move(.days(1)) }      // the day moves; the time wheels follow
/// editors.editWheels(.step(by: 1))                // the hour moves; the grid keeps its day
/// ```
struct DateEditors: Sendable {
    /// The editors that can change the value.
    enum Editor {
        case calendar
        case wheels
        case field
    }

    /// The value of record, in the state's mode; the wheels when no grid is shown.
    private(set) var record: DateWheelPicker
    /// The month grid's model, when a grid is shown.
    private(set) var calendar: MonthCalendar?
    /// The time wheels beside a grid (`dateAndTime`), in `time` mode.
    private(set) var timeWheels: DateWheelPicker?
    /// The textual field, in the field styles.
    private(set) var field: DateFieldEditor?

    init(state: DatePickerState, showsGrid: Bool, showsField: Bool = false) {
        record = DateWheelPicker(state: state)
        if showsField { field = DateFieldEditor(state: state) }
        if showsGrid {
            calendar = MonthCalendar(state: state, layout: record.layout)
            if state.mode == .dateAndTime { timeWheels = DateWheelPicker(state: state.timeOfDayState) }
        }
    }

    /// The value every editor agrees on.
    var state: DatePickerState { record.state }

    /// The wheels drawn: the time wheels beside a grid, or all of them without one; nil for a
    /// grid alone.
    var wheels: DateWheelPicker? { timeWheels ?? (calendar == nil && field == nil ? record : nil) }

    /// True while a wheel turns.
    var isMoving: Bool { record.wheel.isMoving || (timeWheels?.wheel.isMoving ?? false) }

    // MARK: Editing

    /// Applies a wheel action to the wheels on screen; the others follow.
    mutating func editWheels(_ action: WheelAction) {
        if timeWheels != nil {
            timeWheels?.apply(action)
            agree(from: .wheels)
        } else {
            record.apply(action)
        }
    }

    /// Days the calendar may not choose (see `MonthCalendar.isDateEnabled`); a
    /// value on one moves to the nearest enabled day and the others follow. Without a grid there
    /// is nothing to set.
    var isDateEnabled: (@Sendable (Date) -> Bool)? {
        get { calendar?.isDateEnabled }
        set { editCalendar { $0.isDateEnabled = newValue } }
    }

    /// Changes the calendar; the others follow.
    mutating func editCalendar(_ edit: (inout MonthCalendar) -> Void) {
        guard var calendar else { return }
        edit(&calendar)
        self.calendar = calendar
        agree(from: .calendar)
    }

    /// Applies a field action to the textual field; the others follow.
    mutating func editField(_ action: DateFieldAction) {
        guard field != nil else { return }
        field?.apply(action)
        agree(from: .field)
    }

    /// Advances the wheels' animations to `now`.
    mutating func tick(now: Double) {
        record.apply(.tick(now: now))
        if timeWheels != nil {
            timeWheels?.apply(.tick(now: now))
            agree(from: .wheels)
        }
    }

    /// Carries the value `editor` holds to the record and the other editors, when it changed.
    private mutating func agree(from editor: Editor) {
        let date: Date?
        switch editor {
        case .calendar: date = calendar?.state.date
        case .wheels: date = timeWheels?.date
        case .field:
            guard let typed = field?.state else { return }
            // A zone chosen in the field is a new setting: the record is rebuilt in it.
            if typed.timeZone != record.state.timeZone {
                record = DateWheelPicker(state: typed)
                return
            }
            if typed.mode == .countDownTimer {
                if typed.countDownDuration != record.countDownDuration { record.setCountDownDuration(typed.countDownDuration) }
                return
            }
            date = typed.date
        }
        guard let date, date != record.date else { return }
        record.setDate(date)
        if editor != .calendar { calendar?.adopt(record.state) }
        if editor != .wheels, let time = timeWheels, time.date != record.date { timeWheels?.setDate(record.date) }
    }
}
