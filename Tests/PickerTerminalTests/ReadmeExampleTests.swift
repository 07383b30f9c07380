import PickerCore
import PickerTerminal
import PickerTesting
import Testing

/// The README's PickerTesting example, compiled and run, so the README cannot drift from the API.
@Test("The README's PickerDriver example picks Banana")
func readmePickerDriverExample() {
    let fruits = WheelPicker(source: LineListSource(lines: ["Apple", "Banana", "Cherry"]))
    var driver = PickerDriver(WheelTerminalPicker(fruits), width: 40, height: 6)
    driver.press(.down)
    driver.settle()
    #expect(driver.frame.contains("› Banana"))
    driver.press(.enter)
    #expect(driver.outputText == "Banana")
}
