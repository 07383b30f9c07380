import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI

/// The three-field form of issue 14: a fruit on a wheel, a day on the month grid with Sundays
/// disabled, a time on wheels every 15 minutes; en_US, Berlin, "now" Sunday 22 November 2026 14:30.
enum FormFixtures {
    typealias F = DateFixtures

    static let fruits = ListSource(columns: [["Apple", "Banana", "Cherry", "Damson"]])

    /// Sunday is weekday 1 in the gregorian calendar.
    static let noSundays: @Sendable (Date) -> Bool = { date in
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = DateFixtures.berlin
        return calendar.component(.weekday, from: date) != 1
    }

    static func fruitField() -> FormField {
        FormField("Fruit", WheelTerminalPicker(WheelPicker(source: fruits)), validate: { picker in
            picker.wheel.selectedRow(inComponent: 0) == 1 ? "Banana is sold out" : nil
        })
    }

    static func dayField(style: DateStyle = .inline) throws -> FormField {
        FormField("Day", try F.picker(.date, style), isDateEnabled: noSundays, unavailableMessage: "Closed on Sundays")
    }

    static func timeField() throws -> FormField {
        FormField("Time", try F.picker(.time, .wheels, minuteInterval: 15))
    }

    static func form(header: String? = "Book a table") throws -> FormPicker {
        FormPicker([fruitField(), try dayField(), try timeField()], header: header)
    }

    static func driver(width: Int = 40, height: Int? = nil, followsHeight: Bool = false) throws -> PickerDriver<FormPicker> {
        PickerDriver(try form(), width: width, height: height, followsHeight: followsHeight)
    }
}
