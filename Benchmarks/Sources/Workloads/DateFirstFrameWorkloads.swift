import Foundation
import PickerCore
import PickerTerminal
import TerminalUI

/// The first frame of a date command as `pick` draws it: the picker built from its state
/// (layout, formatters, rows, widths) and its first frame composed at 80×24, all measured, so
/// the count includes the ICU and Foundation set-up a person waits for before anything shows.
///
/// Counted once per process (`Benchmarks/callgrind.sh first-date`): caches shared between
/// pickers of the same locale (patterns, title caches) are warm from the second run on, so
/// later runs of the suite measure a picker built again in a process that already made one.
/// The state is ``DateFixture``'s (en_US, Gregorian, Europe/Berlin, a fixed now), made inside
/// the measured part too: `pick` makes its `Locale` and `Calendar` before the first frame.
///
/// ```swift
/// DateFirstFrame.bytes(mode: .date, style: .inline)   // the first frame's bytes
/// ```
enum DateFirstFrame {
    /// Builds a date picker for `mode` in `style` and returns the bytes of its first frame.
    static func bytes(mode: DatePickerMode, style: DateStyle) -> Int {
        let state = DatePickerState(mode: mode, style: style, date: DateFixture.now, locale: DateFixture.locale,
                                    calendar: DateFixture.calendar, timeZone: DateFixture.timeZone, now: DateFixture.now)
        guard let picker = try? DateTerminalPicker(state: state, header: nil, showsHelp: true) else { return 0 }
        return firstFrameBytes(of: picker)
    }

    /// The bytes of `picker`'s first frame on an empty 80×24 screen.
    static func firstFrameBytes<Picker: TerminalPicker>(of picker: Picker) -> Int {
        var picker = picker
        picker.areaDidChange(to: AreaSize(width: 80, height: 24))
        picker.tick(now: 0)
        let theme = Theme.default(for: .indexed256)
        let frame = FrameComposer.frame(for: picker, width: 80, height: 24, theme: theme)
        var cursor = CursorPosition(x: 0, y: 0)
        return FrameDiff.bytes(from: nil, to: frame, cursor: &cursor, depth: .indexed256).utf8.count
    }
}

/// `pick date`'s first frame: the inline month grid.
public struct DateFirstFrameWorkload: Workload {
    public static let name = "First frame: pick date (inline calendar), built from its state"
    public static let key = "first-date"
    public init() {}
    public func run() -> Int { DateFirstFrame.bytes(mode: .date, style: .inline) }
}

/// `pick date --style wheels`' first frame.
public struct DateWheelsFirstFrameWorkload: Workload {
    public static let name = "First frame: pick date --style wheels, built from its state"
    public static let key = "first-date-wheels"
    public init() {}
    public func run() -> Int { DateFirstFrame.bytes(mode: .date, style: .wheels) }
}

/// `pick date --style compact`'s first frame: the button.
public struct DateCompactFirstFrameWorkload: Workload {
    public static let name = "First frame: pick date --style compact, built from its state"
    public static let key = "first-date-compact"
    public init() {}
    public func run() -> Int { DateFirstFrame.bytes(mode: .date, style: .compact) }
}

/// `pick date --style field`'s first frame: the textual field.
public struct DateFieldFirstFrameWorkload: Workload {
    public static let name = "First frame: pick date --style field, built from its state"
    public static let key = "first-date-field"
    public init() {}
    public func run() -> Int { DateFirstFrame.bytes(mode: .date, style: .field) }
}

/// `pick time`'s first frame: hour, minute and AM/PM wheels.
public struct TimeFirstFrameWorkload: Workload {
    public static let name = "First frame: pick time (wheels), built from its state"
    public static let key = "first-time"
    public init() {}
    public func run() -> Int { DateFirstFrame.bytes(mode: .time, style: .wheels) }
}

/// `pick datetime`'s first frame: the grid with the time wheels beside it.
public struct DateTimeFirstFrameWorkload: Workload {
    public static let name = "First frame: pick datetime (grid and time wheels), built from its state"
    public static let key = "first-datetime"
    public init() {}
    public func run() -> Int { DateFirstFrame.bytes(mode: .dateAndTime, style: .inline) }
}

/// `pick month`'s first frame: month and year wheels.
public struct MonthFirstFrameWorkload: Workload {
    public static let name = "First frame: pick month (wheels), built from its state"
    public static let key = "first-month"
    public init() {}
    public func run() -> Int { DateFirstFrame.bytes(mode: .yearAndMonth, style: .wheels) }
}

/// `pick countdown`'s first frame: hours and minutes wheels.
public struct CountdownFirstFrameWorkload: Workload {
    public static let name = "First frame: pick countdown (wheels), built from its state"
    public static let key = "first-countdown"
    public init() {}
    public func run() -> Int { DateFirstFrame.bytes(mode: .countDownTimer, style: .wheels) }
}

/// `pick dates`' first frame: the month grid of a set of days, nothing chosen.
public struct DatesFirstFrameWorkload: Workload {
    public static let name = "First frame: pick dates (grid of a set of days), built from its state"
    public static let key = "first-dates"
    public init() {}
    public func run() -> Int {
        let state = DatePickerState(mode: .date, style: .inline, date: DateFixture.now, locale: DateFixture.locale,
                                    calendar: DateFixture.calendar, timeZone: DateFixture.timeZone, now: DateFixture.now)
        return DateFirstFrame.firstFrameBytes(of: DateSetTerminalPicker(model: DateSetCalendar(state: state)))
    }
}
