import PickerCore
import PickerTerminal
import PickerTesting
import Testing

/// `FormPicker` building a field again from the fields above it when one of them is answered,
/// the seam PickerKit's fields that follow earlier answers stand on.
@Suite("Form fields rebuilt from earlier answers")
struct FormRebuildTests {
    static func sizeField() -> FormField {
        FormField("Size", WheelTerminalPicker(WheelPicker(source: LineListSource(lines: ["Small", "Large"]))))
    }

    /// A seat field whose rows follow the size above it, keeping its row where it still exists.
    static func seatField(for size: String, row: Int = 0) -> FormField {
        let lines = size == "Large" ? ["Aisle", "Middle", "Window"] : ["Aisle", "Window"]
        var wheel = WheelPicker(source: LineListSource(lines: lines))
        wheel.selectRow(min(row, lines.count - 1), inComponent: 0, animated: false)
        var field = FormField("Seat", WheelTerminalPicker(wheel))
        field.rebuild = { earlier, current in
            let row = current.picker(as: WheelTerminalPicker<LineListSource>.self)?.wheel.selectedRow(inComponent: 0) ?? 0
            return seatField(for: earlier[0].summary, row: row)
        }
        return field
    }

    @Test("Answering a field rebuilds the later one from it, which keeps its value while it still fits")
    func rebuildOnAnswer() throws {
        var driver = PickerDriver(FormPicker([Self.sizeField(), Self.seatField(for: "Small")]), width: 40)
        // Large gives three seats: one step down is Middle, a seat Small does not have.
        try driver.run("down enter down")
        #expect(driver.picker.fields[1].summary == "Middle")
        #expect(driver.picker.fields[1].rebuild != nil)
        // Back to Small and answered: the seat is rebuilt with two rows, its second row kept.
        try driver.run("shift-tab up enter")
        #expect(driver.picker.focus == 1)
        #expect(driver.picker.fields[1].summary == "Window")
        try driver.run("enter")
        #expect(driver.status == .confirmed)
        #expect(driver.outputText == "Small\nWindow")
    }

    @Test("A rebuilt field whose answer changed is no longer answered; one whose answer stayed still is")
    func answeredFollowsValue() throws {
        let note = FormField("Note", WheelTerminalPicker(WheelPicker(source: LineListSource(lines: ["None", "Quiet"]))))
        var driver = PickerDriver(FormPicker([Self.sizeField(), Self.seatField(for: "Small"), note]), width: 40)
        try driver.run("enter enter")
        #expect(driver.picker.answered == [true, true, false])
        // Small again: the seat stays Aisle, still answered.
        try driver.run("shift-tab shift-tab enter")
        #expect(driver.picker.answered == [true, true, false])
        // Large, then back to Small with the seat on Middle: Small has no Middle, so the seat changes.
        try driver.run("shift-tab down enter down enter shift-tab shift-tab up enter")
        #expect(driver.picker.fields[1].summary == "Window")
        #expect(driver.picker.answered == [true, false, false])
        #expect(driver.picker.spokenValue == "Size: Small; Seat: not answered; Note: not answered")
    }
}
