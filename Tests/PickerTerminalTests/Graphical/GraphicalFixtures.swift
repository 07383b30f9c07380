import Foundation
import PickerCore
import PickerTerminal
import PickerTesting

/// Graphical pickers on the date fixtures' fixed inputs (Berlin, 22 November 2026).
enum GraphicalFixtures {
    typealias F = DateFixtures

    static func picker(
        _ mode: DatePickerMode, at hour: Int, _ minute: Int, locale: String = "en_US", minimum: Date? = nil,
        maximum: Date? = nil, minuteInterval: Int = 1, header: String? = nil
    ) throws -> GraphicalDatePicker {
        try GraphicalDatePicker(
            state: F.state(mode, .graphical, locale: locale, date: F.date(2026, 11, 22, hour, minute), minimum: minimum,
                           maximum: maximum, minuteInterval: minuteInterval),
            header: header)
    }

    static func driver(_ picker: GraphicalDatePicker, width: Int = 80, height: Int? = nil) -> PickerDriver<GraphicalDatePicker> {
        PickerDriver(picker, width: width, height: height)
    }
}
