import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// The mouse wheel as the Digital Crown (Behaviour 4.5), with time stepped: detents, a fast spin's
/// momentum ending on an item, Shift for a page, and a screen reader hearing each detent.
@Suite("Watch styles: rotary input")
struct WatchRotaryTests {
    let plain = WatchFixtures.fruits(captions: false)

    func selectedRow(_ driver: PickerDriver<WatchStylePicker>) -> Int? { driver.picker.wheel.selectedRow(inComponent: 0) }

    /// `notches` scroll-wheel notches over row `y` of the body, `gap` seconds apart.
    func spin(_ driver: inout PickerDriver<WatchStylePicker>, notches: Int, gap: Double, shift: Bool = false, y: Int = 3) {
        for _ in 0..<notches {
            driver.send(.mouse(MouseEvent(.scrollDown, x: 4, y: y, modifiers: shift ? [.shift] : [])))
            driver.advance(by: gap)
        }
    }

    @Test("Slow notches (50 ms apart) are detents: each moves exactly one item, in every style", arguments: WatchStyle.allCases)
    func detents(style: WatchStyle) {
        var driver = PickerDriver(WatchFixtures.picker(style, plain, row: 0), width: 40, height: 12)
        // The closed link's button is its first row: the wheel over it scrubs without opening.
        spin(&driver, notches: 4, gap: 0.05, y: style == .link ? 0 : 3)
        driver.settle()
        #expect(selectedRow(driver) == 4)
        #expect(!driver.picker.presentation.isOpen)
        #expect(driver.picker.wheel.displayOffset(ofComponent: 0) == 0)
    }

    @Test("A fast spin (notches 10 ms apart) accelerates with momentum and comes to rest on an item")
    func fastSpin() {
        var driver = PickerDriver(WatchFixtures.picker(.list, plain, row: 0), width: 40, height: 12)
        spin(&driver, notches: 4, gap: 0.01)
        let afterNotches = selectedRow(driver) ?? 0
        #expect(afterNotches >= 4)
        #expect(driver.picker.needsTicks)   // still coasting
        driver.settle()
        let rested = selectedRow(driver) ?? 0
        #expect(rested > afterNotches)      // momentum carried it further than the notches
        #expect(rested < 30)
        #expect(driver.picker.wheel.displayOffset(ofComponent: 0) == 0)
        #expect(!driver.picker.needsTicks)
    }

    @Test("Notches just slower than the burst interval (35 ms) still move one item each: no momentum")
    func justSlowerThanABurst() {
        var driver = PickerDriver(WatchFixtures.picker(.stack, plain, row: 0), width: 40, height: 12)
        spin(&driver, notches: 6, gap: 0.035)
        driver.settle()
        #expect(selectedRow(driver) == 6)
    }

    @Test("Shift+wheel moves a page: the rows the list shows")
    func shiftPages() {
        var driver = PickerDriver(WatchFixtures.picker(.list, plain, row: 0), width: 40, height: 7)
        spin(&driver, notches: 1, gap: 0.2, shift: true)
        driver.settle()
        #expect(selectedRow(driver) == 5)
    }

    @Test("Screen-reader mode announces every detent's item")
    func accessibleDetents() {
        var speaker = AccessibleTranscript(WatchFixtures.picker(.stack, row: 0))
        #expect(speaker.openingLines.first == "Fruit, Apple, Crisp and red, 1 of 30")
        var heard: [String] = []
        for notch in 1...3 {
            heard += speaker.handle(.mouse(MouseEvent(.scrollDown, x: 2, y: 2)), now: Double(notch) * 0.2).lines
        }
        #expect(heard.count == 3)
        #expect(heard == [
            "Apricot, Soft and orange, 2 of 30",
            "Avocado, Creamy, 3 of 30",
            "Banana, Yellow and sweet, 4 of 30",
        ])
    }
}
