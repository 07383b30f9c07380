import Foundation
import PickerCore
import PickerTerminal
import TerminalUI

/// One frame of the 3-component date wheel (month, day, year from the date core's rows, en_US,
/// Gregorian) at 80×24, rendered and diffed after a Down arrow. Until the date terminal views
/// exist it is drawn by the generic wheel view.
public struct DateWheelFrameWorkload: Workload {
    public static let name = "Frame: render + diff, 3-component date wheel, 80×24"
    public static let key = "frame-date"

    let frame: KeyFrame<WheelTerminalPicker<DateComponentsSource>>

    public init() {
        let now = Date(timeIntervalSince1970: 1_763_769_600)  // 2025-11-22 00:00 UTC
        let date = DateWheelPicker(state: DatePickerState(
            mode: .date, style: .wheels, locale: Locale(identifier: "en_US"), calendar: Calendar(identifier: .gregorian),
            timeZone: TimeZone(identifier: "UTC") ?? .gmt, now: now
        ))
        frame = KeyFrame(WheelTerminalPicker(date.wheel, header: "Date"), key: KeyStroke(.down))
    }

    /// The bytes written for the frame.
    public func run() -> Int {
        frame.renderAndDiff()
    }
}
