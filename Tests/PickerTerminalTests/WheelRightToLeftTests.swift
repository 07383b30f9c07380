import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// `pick wheels` and the default `choose` wheel in a right-to-left locale (Behaviour 1.4): the
/// components are drawn in mirrored order, against the right edge, and Left and Right move the
/// focus the way they point; the components' numbering and the printed value stay logical.
@Suite("Wheel picker, right to left")
struct WheelRightToLeftTests {
    func driver(_ keyMode: KeyMode = .standard) -> PickerDriver<WheelTerminalPicker<ListSource>> {
        PickerDriver(
            WheelTerminalPicker(Fixtures.wheel(Fixtures.clock, [9, 30]), header: "Time", keyMode: keyMode, isRightToLeft: true),
            width: 40)
    }

    @Test("the first component is drawn on the right, the header and help line from the right edge (40 columns drop ←→ column)")
    func mirroredFrame() {
        let driver = driver()
        #expect(
            driver.frame == """
                                                    Time
                                             28     07
                                             29     08
                                           · 30 · › 09 ‹
                                             31     10
                                             32     11
                   ↑↓ change · enter select · esc cancel
                """)
    }

    @Test("Left focuses the component drawn on the left, the next one; the output stays in logical order")
    func leftMovesToTheNextComponent() {
        var driver = driver()
        driver.press(.left)
        #expect(driver.picker.wheel.state.focusedComponent == 1)
        #expect(driver.lines[3].hasSuffix("› 30 ‹ · 09 ·"))
        driver.press(.down)
        #expect(String(decoding: driver.picker.output, as: UTF8.self) == "09\t31")
        driver.press(.right)
        #expect(driver.picker.wheel.state.focusedComponent == 0)
    }

    @Test("vim's h and l follow the screen too")
    func vimFollowsTheScreen() {
        var driver = driver(.vim)
        driver.type("h")
        #expect(driver.picker.wheel.state.focusedComponent == 1)
        driver.type("l")
        #expect(driver.picker.wheel.state.focusedComponent == 0)
    }
}
