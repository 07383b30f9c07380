import PickerCore
import TerminalUI

/// What the mouse means on a month grid (Behaviour 2.11): a click on a day chooses it, on an arrow
/// turns the page; the scroll wheel turns pages (down: the next month, as a wheel brings the
/// next row, Behaviour 1.13).
///
/// ```swift
/// MonthGridMouseMap.actions(for: MouseEvent(.scrollDown, x: 3, y: 4), hit: nil)   // [.showNextMonth]
/// ```
public enum MonthGridMouseMap {
    /// The grid actions `event` on `hit` causes.
    public static func actions(for event: MouseEvent, hit: MonthGridLayout.Hit?) -> [MonthGridAction] {
        switch (event.kind, hit) {
        case (.scrollDown, _): return [.showNextMonth]
        case (.scrollUp, _): return [.showPreviousMonth]
        case (.press(.left), .previousMonth?): return [.showPreviousMonth]
        case (.press(.left), .nextMonth?): return [.showNextMonth]
        case (.press(.left), .day(let day)?): return [.selectDay(day)]
        default: return []
        }
    }
}
