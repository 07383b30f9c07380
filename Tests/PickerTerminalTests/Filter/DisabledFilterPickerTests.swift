import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// Behaviour 1.10 through the filtering pickers as a person uses them: Enter on a query whose
/// matches are all disabled does nothing, on the wheel and on the list style; a multi-select with
/// nothing marked never reports a disabled row.
@Suite("Disabled rows are never chosen: the filtering pickers")
struct DisabledFilterPickerTests {
    static let lines = LineListSource(lines: ["Apple", "Banana", "Cherry"], disabledValues: ["Banana"])

    @Test("The wheel's filter: Enter on a disabled-only query keeps the picker open, a wider query chooses")
    func wheel() throws {
        var driver = PickerDriver(FilteringWheelPicker(LineFilter(source: Self.lines)), width: 40, height: 9)
        try driver.run(#""ban" enter"#)
        #expect(driver.status == .running)
        #expect(driver.picker.output.isEmpty)
        try driver.run("backspace backspace backspace enter")
        #expect(driver.outputText == "Apple")
    }

    @Test("The list style's filter: Enter on a disabled-only query keeps the picker open")
    func list() throws {
        let source = ItemListSource(filtering: Self.lines, mode: .exact)
        var driver = PickerDriver(WatchStylePicker(WheelPicker(source: source), style: .list), width: 40, height: 9)
        try driver.run(#""ban" enter"#)
        #expect(driver.status == .running)
        #expect(driver.picker.output.isEmpty)
        try driver.run(#"ctrl-u "err" enter"#)
        #expect(driver.outputText == "Cherry")
    }

    @Test("Multi-select over rows all disabled: nothing reported when nothing is marked")
    func multiSelectReportsNoDisabledRow() {
        let all = LineListSource(lines: ["Apple", "Banana"], disabledValues: ["Apple", "Banana"])
        let picker = MultiSelectPicker(WheelTerminalPicker(WheelPicker(source: all)), choices: ChoiceSet())
        #expect(picker.reportedRows == [])
        #expect(picker.output.isEmpty)
    }
}
